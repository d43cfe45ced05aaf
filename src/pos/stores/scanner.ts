// Counter scans on the POS cart: each scanned or typed code is looked up in the parts index (EAN/UPC, SKU, MPN) and
// added with quantity 1 through the cart's add (spec 1 §7), following Add to Cart's rules (the options gate, Heads up!).
// Scans queue: they are handled one at a time in the order they came, each exactly once, and the cart is read once
// when the queue runs dry.
import { report } from '../../registry/report';
import * as cartApi from '../../cart/api/cart';
import { SESSION_EXPIRED, SessionExpiredError, SYSTEM_ERROR } from '../../api/errors';
import { $cart, operate, refreshCart } from '../../cart/stores/cart';
import { $config } from '../../stores/config';
import { notify } from '../../stores/ports';
import { $fitment, fits, partKey, registerPart, type FitmentEntry } from '../../vehicle/stores/fitment';
import { lookupPart } from '../api/part-lookup';
import { localizedText } from '../lib/part-codes';
import { partIndex, type PartHit } from '../schemas/part-lookup';
import { pageAtom, pageState } from '../../registry/page';

export const SCAN_TEXT = {
  added: (name: string) => `Added ${name}`,
  none: (code: string) => `No part found for ${code}.`,
} as const;

/** How long a scan of a gated part waits for its fitment answer before Heads up! asks anyway (not known yet). */
export const FITMENT_WAIT_MS = 5000;

export interface ScannedPart {
  productId: number;
  name: string;
  brand: string;
  partNumber: string;
  aaia: string;
  mpn: string;
  /** The product page (/{slug}, spec 3 §2), for the options gate's View Product. */
  viewLink: string;
  requiresOptions: boolean;
}

export type ScanState =
  | { status: 'queued' | 'looking' | 'none' | 'cancelled' }
  | { status: 'choosing'; parts: ScannedPart[] }
  | { status: 'checking' | 'confirming' | 'adding' | 'added' | 'options'; part: ScannedPart }
  /** The lookup (no part) or the add (its part) failed: the message, and Try again. */
  | { status: 'failed'; message: string; part?: ScannedPart };

export interface Scan {
  id: number;
  code: string;
  state: ScanState;
}

/** Scans still in the queue or needing the clerk (added and cancelled ones leave the list). */
export const $scans = pageAtom<Scan[]>([]);
/** What the "Scan or enter part number" box holds. */
export const $scanDraft = pageAtom('');
/** The polite live region's latest message ("Added {name}"), with a count so a repeat is announced again. */
export const $scanMessage = pageAtom<{ text: string; seq: number }>({ text: '', seq: 0 });
/** The cart line a scan just added to (it flashes), with a count so a second scan flashes it again. */
export const $scanFlash = pageAtom<{ key: string; seq: number; at: number } | null>(null);

// The last scan's id, whether the queue is being worked through, the clerk's pending decisions, and the cart read
// owed after a burst of adds: a stopped page owes none.
const page = pageState(() => ({
  nextId_: 0,
  running_: false,
  decisions_: new Map<number, (value: ScannedPart | boolean | null) => void>(),
  settle_: undefined as ReturnType<typeof setTimeout> | undefined,
  /** Adds since the last read. */
  unsettled_: false,
  stop() {
    clearTimeout(this.settle_);
  },
}));

const scanOf = (id: number) => $scans.get().find((s) => s.id === id);

function setState(id: number, state: ScanState): void {
  const done = state.status === 'added' || state.status === 'cancelled';
  $scans.set($scans.get().flatMap((s) => (s.id !== id ? [s] : done ? [] : [{ ...s, state }])));
}

function say(text: string): void {
  $scanMessage.set({ text, seq: $scanMessage.get().seq + 1 });
}

/** A code that found nothing or failed goes back into the box for correction, unless something new is typed there. */
function keepCode(code: string): void {
  if (!$scanDraft.get().trim()) $scanDraft.set(code);
}

/** Queues one scan (trimmed; blank: nothing) and returns its id. */
export function enqueueScan(raw: string): number | null {
  const code = raw.trim();
  if (!code) return null;
  const id = ++page.nextId_;
  $scans.set([...$scans.get(), { id, code, state: { status: 'queued' } }]);
  void drain();
  return id;
}

/** Try again: a failed scan goes back to the end of the queue (once: a scan already queued again is left alone). */
export function retryScan(id: number): void {
  const scan = scanOf(id);
  if (scan?.state.status !== 'failed') return;
  $scans.set([...$scans.get().filter((s) => s.id !== id), { ...scan, state: { status: 'queued' } }]);
  void drain();
}

/** Dismisses a scan the clerk is done with (no part found, options needed, failed). */
export function dismissScan(id: number): void {
  const status = scanOf(id)?.state.status;
  if (status === 'none' || status === 'options' || status === 'failed') setState(id, { status: 'cancelled' });
}

/** The clerk's pick among several matches (null: none of them). */
export function chooseScanPart(id: number, part: ScannedPart | null): void {
  page.decisions_.get(id)?.(part);
}

/** Heads up!: I Understand (true) or Cancel (false). */
export function confirmScan(id: number, understood: boolean): void {
  page.decisions_.get(id)?.(understood);
}

function decision<T extends ScannedPart | boolean | null>(id: number): Promise<T> {
  return new Promise((resolve) =>
    page.decisions_.set(id, (value) => {
      page.decisions_.delete(id);
      resolve(value as T);
    }),
  );
}

function partOf(hit: PartHit, siteId: string): ScannedPart {
  const productId = hit.product_id ?? (/^\d+$/.test(hit.objectID) ? Number(hit.objectID) : 0);
  const slug = localizedText(hit.slug, siteId).replace(/^\/+/, '');
  return {
    productId,
    name: localizedText(hit.name, siteId),
    brand: hit.manufacturer,
    partNumber: hit.part_number || hit.mpn,
    aaia: hit.aaia,
    mpn: hit.mpn,
    viewLink: slug ? `/${slug}` : '',
    requiresOptions: hit.requires_options,
  };
}

/** After the last scan of a burst, this long without a new one before the cart is read (once). */
export const SETTLE_MS = 1000;

async function drain(): Promise<void> {
  if (page.running_) return;
  page.running_ = true;
  clearTimeout(page.settle_);
  try {
    for (let scan = nextQueued(); scan; scan = nextQueued()) if (await handle(scan)) page.unsettled_ = true;
  } finally {
    page.running_ = false;
  }
  // The adds' answers carried the cart; one read when a burst of scans is over settles what the server holds.
  if (page.unsettled_)
    page.settle_ = setTimeout(() => {
      page.unsettled_ = false;
      void refreshCart();
    }, SETTLE_MS);
}

const nextQueued = () => $scans.get().find((s) => s.state.status === 'queued');

/** One scan, start to end; true when the cart may have changed. */
async function handle(scan: Scan): Promise<boolean> {
  const { id, code } = scan;
  const index = partIndex($config.get().search);
  setState(id, { status: 'looking' });
  let parts: ScannedPart[];
  try {
    const match = await lookupPart(index, code);
    parts = match.hits.map((hit) => partOf(hit, index.site_id)).filter((p) => p.productId > 0);
  } catch (error) {
    // The search service's own words are not the store's: the spec's system error (or the expired staff session).
    const message =
      error instanceof SessionExpiredError
        ? SESSION_EXPIRED
        : report(error, { island: 'cart-page', action: 'part lookup failed', show: 'inline', message: SYSTEM_ERROR });
    setState(id, { status: 'failed', message });
    say(`${code}: ${message}`);
    keepCode(code);
    return false;
  }
  if (!parts.length) {
    setState(id, { status: 'none' });
    say(SCAN_TEXT.none(code));
    keepCode(code);
    return false;
  }
  let part = parts[0]!;
  if (parts.length > 1) {
    setState(id, { status: 'choosing', parts });
    const chosen = await decision<ScannedPart | null>(id);
    if (!chosen) return cancel(id);
    part = chosen;
  }
  // A product with required options cannot be added from a listing (spec 1 §5): the card's gate, not an add.
  if (part.requiresOptions) {
    setState(id, { status: 'options', part });
    return false;
  }
  if (fitmentGated(part)) {
    setState(id, { status: 'checking', part });
    if (!fits(await fitmentOf(part))) {
      setState(id, { status: 'confirming', part });
      if (!(await decision<boolean>(id))) return cancel(id);
    }
  }
  return add(id, part);
}

function cancel(id: number): false {
  setState(id, { status: 'cancelled' });
  return false;
}

/** Heads up! applies as on a card: vehicle lookup and fitment confirmation on, and the part has fitment data. */
function fitmentGated(part: ScannedPart): boolean {
  const flags = $config.get().vehicle;
  return flags.vehicle_lookup_enabled && flags.require_fitment_confirmation && !!(part.aaia || part.mpn);
}

/** The part's fitment: it joins the page's fitment checks, and the scan waits for its answer (at most FITMENT_WAIT_MS). */
function fitmentOf(part: ScannedPart): Promise<FitmentEntry | undefined> {
  const key = partKey(part.aaia, part.mpn);
  const answered = (entry: FitmentEntry | undefined) => !!entry && entry.status !== 'checking';
  registerPart({ aaia: part.aaia, mpn: part.mpn });
  if (answered($fitment.get()[key])) return Promise.resolve($fitment.get()[key]);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve($fitment.get()[key]);
    };
    const timer = setTimeout(finish, FITMENT_WAIT_MS);
    const stop = $fitment.listen((all) => {
      if (answered(all[key])) finish();
    });
  });
}

const quantityOf = (productId: number) =>
  ($cart.get()?.products ?? []).filter((p) => p.product_id === productId).reduce((n, p) => n + p.quantity, 0);

/** add {product_id, quantity 1}: a second scan of a part raises its line's quantity (the cart merges it). */
async function add(id: number, part: ScannedPart): Promise<boolean> {
  setState(id, { status: 'adding', part });
  const before = quantityOf(part.productId);
  const result = await operate(() => cartApi.addToCart({ product_id: part.productId, quantity: 1 }), {
    success: null,
    quietFailure: true,
  });
  // A lost answer may hide an add that happened: the cart was re-read, and a raised quantity means it did (never twice).
  if (result.ok || quantityOf(part.productId) > before) {
    setState(id, { status: 'added', part });
    say(SCAN_TEXT.added(part.name));
    const line = ($cart.get()?.products ?? []).filter((p) => p.product_id === part.productId).at(-1);
    if (line) $scanFlash.set({ key: line.key, seq: ($scanFlash.get()?.seq ?? 0) + 1, at: Date.now() });
    return true;
  }
  notify.error(result.message);
  setState(id, { status: 'failed', message: result.message, part });
  keepCode(scanOf(id)?.code ?? '');
  return true;
}
