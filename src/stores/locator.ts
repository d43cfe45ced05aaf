import { map, onMount, type MapStore } from 'nanostores';
import * as api from '../api/locator';
import { ServerMessageError } from '../api/errors';
import { deleteCookie, getCookie, setCookie } from '../lib/cookies';
import {
  FILTER_COOKIE,
  FILTER_COOKIE_MINUTES,
  isZip,
  normalizeDistance,
  PICKUP_COOKIE,
  PICKUP_COOKIE_DAYS,
  POPUP_COOKIE,
  POPUP_COOKIE_MINUTES,
} from '../lib/locator-rules';
import type { Dealer, LocatorAnswer, PopupText } from '../schemas/locator';
import { trackFindLocation } from '../tracking/marketing';
import { loadSanitizer } from './ports';
import { operate, type CartResult } from '../cart/stores/cart';
import { report, type ActingIsland } from '../registry/report';
import { pageAtom, pageState } from '../registry/page';

export const INVALID_ZIP = 'Invalid ZIP code. Please try again.';
export const NOT_FOUND_NEARBY = "We couldn't find this product within 250 miles.";

// ---------- The preferred store (shared by every locator, availability and store-select island) ----------

function readPickup(): number | null {
  const raw = getCookie(PICKUP_COOKIE);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The preferred store's location_id (cookie locator_pickup_location), null when none is chosen. */
export const $pickupStore = pageAtom<number | null>(readPickup);
/** Its name and address from find_dealer, once known. */
export const $pickupDetails = pageAtom<Dealer | null>(null);

// The store whose details were asked for (once per store and page).
const state = pageState(() => ({ detailsFor_: null as number | null }));

/** find_dealer&id= for the preferred store; a failure is logged and leaves the details empty. */
export async function loadPickupDetails(): Promise<void> {
  const id = $pickupStore.get();
  if (id === null || state.detailsFor_ === id) return;
  state.detailsFor_ = id;
  try {
    const dealer = await api.findDealer(id);
    if ($pickupStore.get() === id) $pickupDetails.set(dealer);
  } catch (error) {
    if (state.detailsFor_ === id) state.detailsFor_ = null;
    report(error, { action: 'the chosen store could not be loaded' });
  }
}

/** Make My Store: stores the cookie, so every "Make My Store" button but this store's resets, then loads its details. */
export function makeMyStore(id: number): Promise<void> {
  setCookie(PICKUP_COOKIE, String(id), { days: PICKUP_COOKIE_DAYS });
  $pickupDetails.set(null);
  $pickupStore.set(id);
  return loadPickupDetails();
}

/** Reset: reset_store, then the cookie is cleared and the page reloads; a failure keeps the store and says so. */
export async function resetMyStore(island?: ActingIsland): Promise<{ ok: boolean; message?: string }> {
  try {
    await api.resetStore();
  } catch (error) {
    return { ok: false, message: report(error, { island, action: 'reset_store failed', show: 'inline' }) };
  }
  deleteCookie(PICKUP_COOKIE);
  $pickupStore.set(null);
  $pickupDetails.set(null);
  state.detailsFor_ = null;
  window.location.reload();
  return { ok: true };
}

/** Availability mode: this store becomes the preferred one and the product goes into the cart for pickup there. */
export async function pickUpAt(
  id: number,
  productId: number,
  quantity: number,
  island?: ActingIsland,
): Promise<CartResult> {
  if ($pickupStore.get() !== id) void makeMyStore(id);
  return operate(() => api.addForPickup(productId, quantity), { island });
}

// ---------- Filter cookie and dealer locator popup ----------

export function savedFilter(): string | null {
  return getCookie(FILTER_COOKIE);
}

export function saveFilter(filter: string): void {
  setCookie(FILTER_COOKIE, filter, { minutes: FILTER_COOKIE_MINUTES });
}

export const $popup = pageAtom<PopupText | null>(null);

/** The dealer locator popup opens unless it was closed in the last 5 minutes; a failed load is logged only. */
export async function loadPopup(): Promise<void> {
  if (getCookie(POPUP_COOKIE) !== null || $popup.get()) return;
  try {
    const [text] = await Promise.all([api.getPopupText(), loadSanitizer()]);
    $popup.set(text);
  } catch (error) {
    report(error, { action: 'dealer locator popup text could not be loaded' });
  }
}

export function closePopup(): void {
  setCookie(POPUP_COOKIE, '1', { minutes: POPUP_COOKIE_MINUTES });
  $popup.set(null);
}

// ---------- One locator's search (each island has its own) ----------

export interface LocatorInput {
  search: string;
  distance: number;
  filter: string;
}

export interface LocatorState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  answer: LocatorAnswer | null;
  /** The failed call's message (kept answer stays shown); null when the last search worked. */
  error: string | null;
  zipError: string | null;
  /** The inputs of the answer shown (distance normalized). */
  query: LocatorInput | null;
}

export interface LocatorOptions {
  dataSource: string;
  type: string;
  productId?: number;
  /** The distance-based lookup's radius (availability mode). */
  radius?: number;
  limit?: number;
  /** The search it runs once, when it is first read (an island's first list; a search the shopper makes is `track`ed). */
  first?: LocatorInput;
  /** The island it belongs to, named by its failures' reports. */
  island?: ActingIsland;
}

export interface Locator {
  $state: MapStore<LocatorState>;
  /** Reloads the list; `coords` from the browser's geolocation, `track` reports a "find location" event. */
  search(input: LocatorInput, extra?: { coords?: { lat: number; lng: number } | null; track?: boolean }): Promise<void>;
  /** The browser's position; when it fails the failure is logged and the search runs without coordinates. */
  searchNearMe(input: LocatorInput): Promise<void>;
}

function browserPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('geolocation is not available'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message || `geolocation error ${e.code}`)),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * The ZIP's coordinates; null when the geocoder answered that it cannot place it ("Invalid ZIP code…");
 * undefined when the lookup itself failed (spec 2 §8: logged, and the search runs without coordinates).
 */
async function geocode(zip: string, signal: AbortSignal): Promise<{ lat: number; lng: number } | null | undefined> {
  try {
    return await api.geocodeZip(zip, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // A 2xx answer carrying the server's message (its body parsed) is a refusal, not a failure.
    if (error instanceof ServerMessageError && error.data !== null) return null;
    console.warn('[parts-islands] ZIP geolocation failed; searching without coordinates', error);
    return undefined;
  }
}

export function createLocator(options: LocatorOptions): Locator {
  const $state = map<LocatorState>({ status: 'idle', answer: null, error: null, zipError: null, query: null });
  let issued = 0;
  let controller: AbortController | null = null;

  async function search(
    input: LocatorInput,
    extra: { coords?: { lat: number; lng: number } | null; track?: boolean } = {},
  ): Promise<void> {
    const seq = ++issued;
    controller?.abort();
    const abort = (controller = new AbortController());
    const query = { ...input, search: input.search.trim(), distance: normalizeDistance(input.distance) };
    $state.set({ ...$state.get(), status: 'loading', error: null, zipError: null });
    // The answer's html is shown only once the sanitizer is there (it loads in parallel with the call).
    const sanitizer = loadSanitizer();
    let coords = extra.coords ?? null;
    try {
      if (!coords && isZip(query.search)) {
        const geo = await geocode(query.search, abort.signal);
        if (geo === null) {
          if (seq === issued)
            $state.set({ ...$state.get(), status: $state.get().answer ? 'ready' : 'idle', zipError: INVALID_ZIP });
          return;
        }
        coords = geo ?? null;
      }
      const answer = await api.searchLocations(
        options.dataSource,
        options.type,
        {
          search: query.search,
          distance: query.distance,
          filter: query.filter,
          selected_store: String($pickupStore.get() ?? ''),
          // What is not set is not sent.
          lat: coords?.lat,
          lng: coords?.lng,
          product_id: options.productId,
          radius: options.radius,
          limit: options.limit,
        },
        abort.signal,
      );
      await sanitizer;
      if (seq !== issued) return;
      $state.set({ status: 'ready', answer, error: null, zipError: null, query });
      if (extra.track) {
        trackFindLocation({
          search_term: query.search,
          distance: query.distance,
          filter: query.filter,
          location_count: answer.data.locations.length,
          ...(options.productId ? { product_id: options.productId } : {}),
        });
      }
    } catch (error) {
      if (seq !== issued || (error instanceof DOMException && error.name === 'AbortError')) return;
      const message = report(error, { island: options.island, action: 'store locator search failed', show: 'inline' });
      $state.set({ ...$state.get(), status: $state.get().answer ? 'ready' : 'error', error: message });
    }
  }

  async function searchNearMe(input: LocatorInput): Promise<void> {
    let coords: { lat: number; lng: number } | null = null;
    try {
      coords = await browserPosition();
    } catch (error) {
      console.warn('[parts-islands] geolocation failed; searching without coordinates', error);
    }
    return search(input, { coords, track: true });
  }

  // Its first list loads when the island first reads it: a render React throws away creates a locator no one reads.
  if (options.first) onMount($state, () => void (issued || search(options.first!)));
  return { $state, search, searchNearMe };
}
