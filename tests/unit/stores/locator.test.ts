import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../../src/lib/cookies';
import {
  $pickupDetails,
  $pickupStore,
  createLocator,
  INVALID_ZIP,
  makeMyStore,
  pickUpAt,
  resetMyStore,
} from '../../../src/stores/locator';
import { $cart } from '../../../src/cart/stores/cart';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { stopPage } from '../../../src/registry/page';

const SEARCH = 'GET /index.php';
const GEO = 'GET /api/location/setGeolocationFromZipCode';
const SEARCH_CALL = '/module/dealer_locator/search';

const store = demoStore();

const locator = () =>
  createLocator({ dataSource: '/index.php?route=module/dealer_locator/search&type=', type: 'store' });
const input = { search: '', distance: 25, filter: '' };
type Locator = ReturnType<typeof locator>;
const names = (l: Locator) => l.$state.get().answer?.data.locations.map((x) => x.name);

beforeEach(() => {
  // The pickup store starts from its cookie: gone first, then a fresh page.
  deleteCookie('locator_pickup_location');
  resetStores();
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('locator search', () => {
  it('the latest search wins: an older answer arriving late never replaces a newer one', async () => {
    // The store holds the first search (pickup stores only) a while: the newer one (every store) is answered first.
    await store.fault({ path: SEARCH_CALL, kind: 'slow', delayMs: 300 });
    const l = locator();
    const first = l.search({ ...input, filter: 'pickup' });
    await l.search(input);
    const newer = names(l);
    await first;
    const [older] = store.sent(SEARCH);
    expect(older!.url.searchParams.get('filter')).toBe('pickup');
    // The older search's answer lists fewer stores: had it been applied, it would show.
    const olderAnswer = (await store.json(`/index.php?${older!.url.searchParams.toString()}`)) as {
      data: { locations: unknown[] };
    };
    expect(olderAnswer.data.locations.length).toBeLessThan(newer!.length);
    expect(names(l)).toEqual(newer);
  });

  it('a distance outside 10..250 is sent as 10', async () => {
    await locator().search({ ...input, distance: 400 });
    expect(store.requests[0]!.url.searchParams.get('distance')).toBe('10');
  });

  it('a ZIP is geocoded and searched by its coordinates', async () => {
    await locator().search({ ...input, search: '43017' });
    const { geo } = JSON.parse(store.sent(GEO)[0]!.answer!.text) as { geo: { lat: number; lng: number } };
    const sent = store.sent(SEARCH)[0]!.url.searchParams;
    expect([sent.get('lat'), sent.get('lng'), sent.get('search')]).toEqual([String(geo.lat), String(geo.lng), '43017']);
  });

  it('"Invalid ZIP code. Please try again." when the geocoder cannot place the ZIP; no search is sent, the old list stays', async () => {
    const l = locator();
    await l.search(input);
    const shown = names(l);
    expect(shown?.length).toBeGreaterThan(0);
    await l.search({ ...input, search: '99999' });
    expect(l.$state.get()).toMatchObject({ zipError: INVALID_ZIP, status: 'ready' });
    expect(names(l)).toEqual(shown);
    expect(store.sent(SEARCH)).toHaveLength(1);
  });

  it('a geolocation failure is logged and the search still runs without coordinates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.fault({ path: '/api/location/setGeolocationFromZipCode', kind: 'status', status: 503 });
    const l = locator();
    await l.search({ ...input, search: '43215' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/geolocation failed/), expect.anything());
    expect(store.sent(SEARCH)[0]!.url.searchParams.has('lat')).toBe(false);
    expect(l.$state.get().zipError).toBeNull();
  });

  it("the browser's geolocation failing is logged and the search runs without coordinates", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
          fail({ code: 1, message: 'denied' }),
      },
    });
    await locator().searchNearMe(input);
    expect(warn).toHaveBeenCalled();
    expect(store.sent(SEARCH)).toHaveLength(1);
    expect(store.sent(SEARCH)[0]!.url.searchParams.has('lat')).toBe(false);
  });

  it('a failed search keeps the list and gives the system error; a "find_location" event only for searches the shopper made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const l = locator();
    await l.search(input);
    const kept = names(l);
    expect(window.dataLayer).toEqual([]);
    await store.fault({ path: SEARCH_CALL, kind: 'malformed' });
    await l.search({ ...input, search: 'x' }, { track: true });
    expect(l.$state.get()).toMatchObject({
      status: 'ready',
      error: 'A system error occurred. Contact your administrator.',
    });
    expect(names(l)).toEqual(kept);
    expect(window.dataLayer).toEqual([]);
  });

  it('reports a "find location" marketing event with the search; the pixel receives FindLocation', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    const l = locator();
    await l.search({ search: 'Dublin', distance: 50, filter: 'pickup' }, { track: true });
    const count = names(l)!.length;
    expect(window.dataLayer).toEqual([
      { event: 'find_location', search_term: 'Dublin', distance: 50, filter: 'pickup', location_count: count },
    ]);
    expect(fbq).toHaveBeenCalledWith('track', 'FindLocation', undefined);
    delete window.fbq;
  });
});

describe('the preferred store', () => {
  it('Make My Store stores the cookie locator_pickup_location and loads the store with find_dealer', async () => {
    await makeMyStore(2);
    expect(getCookie('locator_pickup_location')).toBe('2');
    expect($pickupStore.get()).toBe(2);
    expect($pickupDetails.get()).toEqual({
      location_name: 'Summit Parts Co. - Dublin',
      address: '6600 Perimeter Loop Rd, Dublin, OH 43017',
    });
    expect(store.requests[0]!.url.searchParams.get('id')).toBe('2');
  });

  it('reset calls reset_store, clears the cookie and reloads', async () => {
    setCookie('locator_pickup_location', '3');
    stopPage();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(await resetMyStore()).toEqual({ ok: true });
    expect(store.requests[0]!.url.searchParams.get('route')).toBe('module/dealer_locator/reset_store');
    expect(getCookie('locator_pickup_location')).toBeNull();
    expect($pickupStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed reset keeps the store and the cookie and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setCookie('locator_pickup_location', '3');
    stopPage();
    // The connection drops: no answer, so no message of the server's.
    await store.fault({ path: '/module/dealer_locator/reset_store', kind: 'drop' });
    expect(await resetMyStore()).toEqual({
      ok: false,
      message: 'A system error occurred. Contact your administrator.',
    });
    expect(getCookie('locator_pickup_location')).toBe('3');
    expect($pickupStore.get()).toBe(3);
  });

  it('Pick Up Here makes the store preferred before adding the product for pickup, and the cart is replaced', async () => {
    // The store adds for pickup only at the store its locator_pickup_location cookie names.
    const result = await pickUpAt(2, 7, 1);
    expect(result.ok).toBe(true);
    const added = JSON.parse(store.sent('POST /checkout/cart/storeLocatorAddProduct')[0]!.answer!.text) as {
      success: string;
    };
    expect($cart.get()?.products.map((p) => p.product_id)).toEqual([7]);
    expect(notify.success).toHaveBeenCalledWith(added.success);
  });
});
