/**
 * The QA toggles: every `?demo_…` query parameter and every session switch QA and the tests use, listed once in
 * `QA_TOGGLES` (the index page's table is made from it; demo-pages/README.md points here), and the one place that reads
 * the query ones: the rest of the store calls the readers below instead of reading `demo_…` parameters itself. The
 * session switches' state stays with what it switches (the card terminal mode in the checkout session, the attack
 * strings in the locator's session data, the staff lock in staff-lock.ts, faults in faults.ts).
 */

/** How long a toggle lasts: one page view, one view that the session then keeps, or the session (set by a call). */
export type ToggleScope = 'view' | 'kept' | 'session';

export interface QaToggle {
  /** The query parameter (`demo_answers`) or the call (`POST /__demo/card-terminal`). */
  name: string;
  values: string;
  scope: ToggleScope;
  /** What it does, in one or two sentences. */
  does: string;
  /** Pages that show it: [href, label]. */
  examples?: [string, string][];
}

const PRODUCT = '/product/product?product_id=1';
/** The query text that turns vehicle lookup on for one view (the index page's vehicle pages). */
export const VEHICLE_ON = 'demo_vehicle.vehicle_lookup_enabled=1';

export const QA_TOGGLES: readonly QaToggle[] = [
  {
    name: 'demo_<key>',
    values: 'a value of a top-level page config key (1/0 for a flag; JSON merged over an object, as demo_payment={…})',
    scope: 'view',
    does: 'Overrides one key of the page config block for this view: guest_checkout, logged_in, in_pos_mode (how the page looks only: staff calls still need a staff sign-in), login_for_pricing, kiosk_mode, pro_mode (the customer editor’s Default Location), payment, ….',
    examples: [
      [`${PRODUCT}&demo_guest_checkout=0`, 'Guest checkout off (not logged in)'],
      [`${PRODUCT}&demo_guest_checkout=0&demo_logged_in=1`, 'Guest checkout off, logged in'],
      [`${PRODUCT}&demo_login_for_pricing=1`, 'Login required for pricing'],
      ['/product/catalog?demo_login_for_pricing=1', 'Catalog with login required for pricing'],
      ['/checkout/cart?demo_in_pos_mode=1', 'Cart in POS mode (not signed in as staff: staff calls answer 401)'],
      ['/?demo_kiosk_mode=1', 'Kiosk mode'],
    ],
  },
  {
    name: 'demo_<key>.<flag>',
    values: 'one nested flag of vehicle, payment or endpoints (1/0, a number or text)',
    scope: 'view',
    does: 'Overrides one nested setting for this view, as demo_vehicle.vehicle_lookup_enabled=0 (vehicle lookup is on by default).',
    examples: [
      ['/product/catalog?demo_vehicle.vehicle_lookup_enabled=1', 'Catalog with vehicle lookup (Select Vehicle)'],
      [
        `${PRODUCT}&demo_vehicle.vehicle_lookup_enabled=1&demo_vehicle.require_fitment_confirmation=1`,
        'Vehicle lookup with fitment confirmation',
      ],
    ],
  },
  {
    name: 'demo_answers',
    values: 'full (default), spec; anything else is HTTP 400',
    scope: 'kept',
    does: 'How the calls answer: spec answers only what the spec states (spec-answers.ts). Set on any request, kept for the session (a per-session reset keeps it).',
  },
  {
    name: 'demo_boot_tag',
    values: 'end-of-body',
    scope: 'view',
    does: 'The classic placement: a plain boot tag at the end of the body instead of the render-blocking one in the head.',
    examples: [['/product/catalog?demo_boot_tag=end-of-body', 'Catalog with the boot tag at the end of the body']],
  },
  {
    name: 'demo_preload',
    values: 'off',
    scope: 'view',
    does: 'The head announces no chunks from the build’s manifest: the loader alone finds them.',
    examples: [['/product/catalog?demo_preload=off', 'Catalog without preload links']],
  },
  {
    name: 'demo_garage',
    values: '1, 0, throws, missing',
    scope: 'view',
    does: 'The interactive garage mount on any page (on by default on the content page only): 0 off, throws a main script that throws, missing one that answers 404.',
    examples: [['/product/catalog?demo_garage=1', 'Catalog with the interactive garage']],
  },
  {
    name: 'demo_garage.enable_on_product_page, demo_garage.enable_on_product_card',
    values: '1, 0',
    scope: 'view',
    does: 'The garage’s own settings for its product page and product card placements.',
  },
  {
    name: 'demo_kiosk_timers',
    values: 'short, default',
    scope: 'kept',
    does: 'The kiosk’s timers: short prompts after 15 s alone and resets after 30 s; default is 4 + 1 minutes. Kept in the session’s kiosk settings.',
    examples: [['/demo/kiosk?demo_kiosk_timers=short', 'Kiosk with short timers']],
  },
  {
    name: 'demo_kiosk_videos',
    values: 'broken, default',
    scope: 'kept',
    does: 'broken puts a missing video first (the splash must skip it); default the three videos only. Kept in the session’s kiosk settings.',
    examples: [['/demo/kiosk?demo_kiosk_videos=broken', 'Kiosk with a missing first video']],
  },
  {
    name: 'demo_require_email, demo_require_telephone, demo_require_address',
    values: '1, 0',
    scope: 'view',
    does: 'The customer editor page’s require_* settings for this view; the save checks with the settings of the editor page last shown, so the page and the save agree.',
    examples: [['/pos/customer/add?demo_require_address=1', 'New customer with the address required (staff)']],
  },
  {
    name: 'demo_tile_url',
    values: 'a map tile URL template',
    scope: 'view',
    does: 'The store locator page’s map tiles (default: no tiles, the list and markers only).',
  },
  {
    name: 'payment_timeout',
    values: 'milliseconds, at least 500',
    scope: 'view',
    does: 'On /pos/checkout: how long a payment call may take before its outcome is re-read (the island’s payment_timeout_ms).',
  },
  {
    name: 'POST /__demo/session',
    values:
      'JSON or a form: top-level page config keys (a JSON text is merged over an object) and answers; DELETE clears',
    scope: 'session',
    does: 'Page settings for this browser session (the buttons below); in_pos_mode=1 signs in as staff.',
  },
  {
    name: 'POST /__demo/faults',
    values:
      '{path, kind: status | slow | malformed | empty | drop | html | notice | drop-after, status?, delayMs?, times?} or a list; DELETE clears',
    scope: 'session',
    does: 'Injected faults on this session’s calls (faults.ts); /__demo/* calls are never faulted.',
  },
  {
    name: 'POST /__demo/card-terminal',
    values:
      '{mode: auto | manual | no-record}; POST /__demo/card-terminal/tap {siteTransactionId, result: approve | decline}',
    scope: 'session',
    does: 'How card payments are answered: auto by the amount’s cents (.01 declines, .02 never answers, .03 drops the event stream then approves, .04 settles at once), manual waits for a tap, no-record answers at once without a terminal record.',
  },
  {
    name: 'POST /__demo/attack-strings',
    values: '{on: true | false}',
    scope: 'session',
    does: 'The store locator shows the XSS vectors of seed/fixtures/attack-strings.json instead of its partner dealers and popup text.',
  },
  {
    name: 'POST /__demo/staff-lock',
    values: '{locked?: boolean} (default true)',
    scope: 'session',
    does: 'Locks (or unlocks) the session’s staff sign-in: staff calls answer 401 until POST /pos/login signs in again.',
  },
  {
    name: 'POST /__demo/reset, POST /__demo/reset-all',
    values: 'none',
    scope: 'session',
    does: 'reset: this session back to a new visitor’s state (its answer mode stays); reset-all: every session, fault and record back to the seed (everyone’s).',
  },
];

export const SCOPE_TEXT: Record<ToggleScope, string> = {
  view: 'this page view',
  kept: 'set by a view, kept for the session',
  session: 'set by a call, for the session',
};

const PREFIX = 'demo_';

/** `?demo_answers=` as given (null: not given); the caller checks it is a known mode. */
export function answersToggle(query: URLSearchParams): string | null {
  return query.get(`${PREFIX}answers`);
}

/** Page config overrides `demo_<key>=text` and `demo_<key>.<nested>=text`, in query order (unknown keys included). */
export function configToggles(query: URLSearchParams): { key: string; nested?: string; text: string }[] {
  const found: { key: string; nested?: string; text: string }[] = [];
  for (const [name, text] of query) {
    if (!name.startsWith(PREFIX)) continue;
    const [key = '', nested] = name.slice(PREFIX.length).split('.', 2);
    found.push(nested === undefined ? { key, text } : { key, nested, text });
  }
  return found;
}

/** `?demo_boot_tag=end-of-body`: the classic tag placement. */
export const bootTagAtEnd = (query: URLSearchParams): boolean => query.get(`${PREFIX}boot_tag`) === 'end-of-body';

/** `?demo_preload=off`: no preload links. */
export const preloadOff = (query: URLSearchParams): boolean => query.get(`${PREFIX}preload`) === 'off';

export type GarageMode = '1' | '0' | 'throws' | 'missing';

/** `?demo_garage=` (any value but 0 turns it on) and `?demo_garage.<key>=0|1` for the given keys. */
export function garageToggles(
  query: URLSearchParams,
  keys: readonly string[],
): { mode: string | null; flags: Record<string, boolean> } {
  const flags: Record<string, boolean> = {};
  for (const key of keys) {
    const value = query.get(`${PREFIX}garage.${key}`);
    if (value !== null) flags[key] = value === '1';
  }
  return { mode: query.get(`${PREFIX}garage`), flags };
}

/** `?demo_kiosk_timers=short|default` and `?demo_kiosk_videos=broken|default` (anything else: null). */
export function kioskToggles(query: URLSearchParams): {
  timers: 'short' | 'default' | null;
  videos: 'broken' | 'default' | null;
} {
  const timers = query.get(`${PREFIX}kiosk_timers`);
  const videos = query.get(`${PREFIX}kiosk_videos`);
  return {
    timers: timers === 'short' || timers === 'default' ? timers : null,
    videos: videos === 'broken' || videos === 'default' ? videos : null,
  };
}

/** `?demo_<setting>=1|0` for each of the given customer settings (require_email, …): the ones given. */
export function customerSettingToggles<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
): Partial<Record<K, boolean>> {
  const found: Partial<Record<K, boolean>> = {};
  for (const key of keys) {
    const value = query.get(`${PREFIX}${key}`);
    if (value !== null) found[key] = value === '1';
  }
  return found;
}

/** `?demo_tile_url=`: the store locator's map tiles ('' when not given). */
export const tileUrlToggle = (query: URLSearchParams): string => query.get(`${PREFIX}tile_url`) ?? '';

/** `?payment_timeout=` (ms) on the POS checkout page, when a whole number of at least 500. */
export function paymentTimeoutToggle(query: URLSearchParams): number | undefined {
  const timeout = Number(query.get('payment_timeout'));
  return Number.isInteger(timeout) && timeout >= 500 ? timeout : undefined;
}
