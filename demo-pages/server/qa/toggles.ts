/**
 * The QA toggles: every `?demo_…` query parameter and every session switch QA and the tests use, listed once in
 * `QA_TOGGLES` (toggles.json; the index page's table is made from it; demo-pages/README.md points here), and the one place that reads
 * the query ones: the rest of the store calls the readers below instead of reading `demo_…` parameters itself. The
 * session switches' state stays with what it switches (the card terminal mode in the checkout session, the attack
 * strings in the locator's session data, the staff lock in staff-lock.ts, faults in faults.ts).
 */
import toggleList from './toggles.json';

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

/** The query text that turns vehicle lookup on for one view (the index page's vehicle pages). */
export const VEHICLE_ON = 'demo_vehicle.vehicle_lookup_enabled=1';

/** The list itself is data (toggles.json): add a toggle there, and its reader below. */
export const QA_TOGGLES = toggleList as readonly QaToggle[];

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
