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
import { wireCart } from '../helpers/cart-fixtures';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { resetModuleState } from '../../../src/lib/test-reset';

const SEARCH = 'GET /index.php';
const GEO = 'GET /api/location/setGeolocationFromZipCode';
const answer = (names: string[]) => ({
  html: names.map((n, i) => `<li data-location-id="${i + 1}">${n}</li>`).join(''),
  data: {
    show_map: true,
    lat: 40,
    lng: -83,
    locations: names.map((n, i) => ({ location_id: i + 1, name: n, lat: 40, lng: -83 })),
  },
});

let server: FakeFetch;
const locator = () =>
  createLocator({ dataSource: '/index.php?route=module/dealer_locator/search&type=', type: 'store' });
const input = { search: '', distance: 25, filter: '' };

beforeEach(() => {
  resetStores();
  deleteCookie('locator_pickup_location');
  resetModuleState();
  window.dataLayer = [];
  server = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('locator search', () => {
  it('the latest search wins: an older answer arriving late never replaces a newer one', async () => {
    const slow = deferred();
    server.on(SEARCH, () => slow.promise);
    server.onJson(SEARCH, answer(['Newer']));
    const l = locator();
    const first = l.search({ ...input, search: 'old' });
    await l.search({ ...input, search: 'new' });
    slow.resolve(json(answer(['Older'])));
    await first;
    expect(l.$state.get().answer?.data.locations.map((x) => x.name)).toEqual(['Newer']);
  });

  it('a distance outside 10..250 is sent as 10', async () => {
    server.onJson(SEARCH, answer(['A']));
    await locator().search({ ...input, distance: 400 });
    expect(server.requests[0]!.url.searchParams.get('distance')).toBe('10');
  });

  it('a ZIP is geocoded and searched by its coordinates', async () => {
    server.onJson(GEO, { geo: { lat: 40.1, lng: -83.1 } });
    server.onJson(SEARCH, answer(['Dublin']));
    await locator().search({ ...input, search: '43017' });
    const sent = server.sent(SEARCH)[0]!.url.searchParams;
    expect([sent.get('lat'), sent.get('lng'), sent.get('search')]).toEqual(['40.1', '-83.1', '43017']);
  });

  it('"Invalid ZIP code. Please try again." when the geocoder cannot place the ZIP; no search is sent, the old list stays', async () => {
    server.onJson(SEARCH, answer(['Shown']));
    server.onJson(GEO, { geo: null });
    const l = locator();
    await l.search(input);
    await l.search({ ...input, search: '99999' });
    expect(l.$state.get()).toMatchObject({ zipError: INVALID_ZIP, status: 'ready' });
    expect(l.$state.get().answer?.data.locations[0]?.name).toBe('Shown');
    expect(server.sent(SEARCH)).toHaveLength(1);
  });

  it('a geolocation failure is logged and the search still runs without coordinates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.on(GEO, () => json({ error: 'Injected fault' }, 503));
    server.onJson(SEARCH, answer(['Columbus']));
    const l = locator();
    await l.search({ ...input, search: '43215' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/geolocation failed/), expect.anything());
    expect(server.sent(SEARCH)[0]!.url.searchParams.has('lat')).toBe(false);
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
    server.onJson(SEARCH, answer(['A']));
    await locator().searchNearMe(input);
    expect(warn).toHaveBeenCalled();
    expect(server.sent(SEARCH)).toHaveLength(1);
    expect(server.sent(SEARCH)[0]!.url.searchParams.has('lat')).toBe(false);
  });

  it('a failed search keeps the list and gives the system error; a "find_location" event only for searches the shopper made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson(SEARCH, answer(['Kept']));
    server.onJson(SEARCH, { nope: true });
    const l = locator();
    await l.search(input);
    expect(window.dataLayer).toEqual([]);
    await l.search({ ...input, search: 'x' }, { track: true });
    expect(l.$state.get()).toMatchObject({
      status: 'ready',
      error: 'A system error occurred. Contact your administrator.',
    });
    expect(l.$state.get().answer?.data.locations[0]?.name).toBe('Kept');
    expect(window.dataLayer).toEqual([]);
  });

  it('reports a "find location" marketing event with the search; the pixel receives FindLocation', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    server.onJson(SEARCH, answer(['A', 'B']));
    await locator().search({ search: 'Dublin', distance: 50, filter: 'pickup' }, { track: true });
    expect(window.dataLayer).toEqual([
      { event: 'find_location', search_term: 'Dublin', distance: 50, filter: 'pickup', location_count: 2 },
    ]);
    expect(fbq).toHaveBeenCalledWith('track', 'FindLocation', undefined);
    delete window.fbq;
  });
});

describe('the preferred store', () => {
  it('Make My Store stores the cookie locator_pickup_location and loads the store with find_dealer', async () => {
    server.onJson('GET /index.php', { location_name: 'Dublin', address: '6600 Perimeter Loop Rd' });
    await makeMyStore(2);
    expect(getCookie('locator_pickup_location')).toBe('2');
    expect($pickupStore.get()).toBe(2);
    expect($pickupDetails.get()).toEqual({ location_name: 'Dublin', address: '6600 Perimeter Loop Rd' });
    expect(server.requests[0]!.url.searchParams.get('id')).toBe('2');
  });

  it('reset calls reset_store, clears the cookie and reloads', async () => {
    setCookie('locator_pickup_location', '3');
    resetModuleState();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    server.onJson('GET /index.php', { success: true });
    expect(await resetMyStore()).toEqual({ ok: true });
    expect(server.requests[0]!.url.searchParams.get('route')).toBe('module/dealer_locator/reset_store');
    expect(getCookie('locator_pickup_location')).toBeNull();
    expect($pickupStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed reset keeps the store and the cookie and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setCookie('locator_pickup_location', '3');
    resetModuleState();
    server.on('GET /index.php', () => json({}, 500));
    expect(await resetMyStore()).toEqual({
      ok: false,
      message: 'A system error occurred. Contact your administrator.',
    });
    expect(getCookie('locator_pickup_location')).toBe('3');
    expect($pickupStore.get()).toBe(3);
  });

  it('Pick Up Here makes the store preferred before adding the product for pickup, and the cart is replaced', async () => {
    let cookieAtAdd: string | null = null;
    server.onJson('GET /index.php', { location_name: 'Dublin', address: 'x' });
    server.on('POST /checkout/cart/storeLocatorAddProduct', () => {
      cookieAtAdd = getCookie('locator_pickup_location');
      return json({ success: 'Added for pickup.', cart: wireCart([]) });
    });
    const result = await pickUpAt(2, 7, 1);
    expect(result.ok).toBe(true);
    expect(cookieAtAdd).toBe('2');
    expect($cart.get()).not.toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Added for pickup.');
  });
});
