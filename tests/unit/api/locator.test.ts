import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addForPickup,
  findDealer,
  geocodeZip,
  getPopupText,
  resetStore,
  searchLocations,
} from '../../../src/api/locator';
import { SchemaError, ServerMessageError } from '../../../src/api/errors';
import { captchaUrl, getContactLocations, sendProductContact, validateCaptcha } from '../../../src/api/product-contact';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';

let server: FakeFetch;
beforeEach(() => {
  resetStores();
  server = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const ANSWER = {
  html: '<ol></ol>',
  data: {
    show_map: 1,
    lat: '39.96',
    lng: -83,
    locations: [{ location_id: '3', name: 'Westerville', lat: 40.1, lng: -82.9, info_window: '<b>W</b>' }],
  },
};

describe('store locator calls', () => {
  it('GET {data source}{type}&format=json with search, distance, filter, selected_store, lat, lng', async () => {
    server.onJson('GET /index.php', ANSWER);
    const answer = await searchLocations('/index.php?route=module/dealer_locator/search&type=', 'store', {
      search: '43215',
      distance: 25,
      filter: 'pickup',
      selected_store: '2',
      lat: 39.9,
      lng: -83,
    });
    const [sent] = server.requests;
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      route: 'module/dealer_locator/search',
      type: 'store',
      format: 'json',
      search: '43215',
      distance: '25',
      filter: 'pickup',
      selected_store: '2',
      lat: '39.9',
      lng: '-83',
    });
    expect(answer.data).toMatchObject({
      show_map: true,
      lat: 39.96,
      locations: [{ location_id: 3, location_name: '', address: '' }],
    });
  });

  it('an answer without html is a schema error (shown as the system error)', async () => {
    server.onJson('GET /index.php', { data: ANSWER.data });
    await expect(
      searchLocations('/index.php?type=', 'store', { search: '', distance: 25, filter: '', selected_store: '' }),
    ).rejects.toBeInstanceOf(SchemaError);
  });

  it('GET /api/location/setGeolocationFromZipCode?address={zip}: geo, or null when the ZIP cannot be placed', async () => {
    server.onJson('GET /api/location/setGeolocationFromZipCode', { geo: { lat: '40.1', lng: '-83.1' } });
    server.onJson('GET /api/location/setGeolocationFromZipCode', { geo: null });
    expect(await geocodeZip('43017')).toEqual({ lat: 40.1, lng: -83.1 });
    expect(server.requests[0]!.url.searchParams.get('address')).toBe('43017');
    expect(await geocodeZip('99999')).toBeNull();
  });

  it('find_dealer&id=, reset_store, getDealerLocatorPopupText', async () => {
    server.onJson('GET /index.php', { location_name: 'Dublin', address: '6600 Perimeter Loop Rd' });
    expect(await findDealer(2)).toEqual({ location_name: 'Dublin', address: '6600 Perimeter Loop Rd' });
    expect(server.requests[0]!.url.search).toBe('?route=module/dealer_locator/find_dealer&id=2');
    server.requests.length = 0;
    await resetStore();
    expect(server.requests[0]!.url.search).toBe('?route=module/dealer_locator/reset_store');
    await expect(getPopupText()).resolves.toMatchObject({ dealer_locator_popup_text: '' });
  });

  it('POST storeLocatorAddProduct {product_id, quantity}, form-encoded', async () => {
    server.onJson('POST /checkout/cart/storeLocatorAddProduct', { success: 'ok' });
    await addForPickup(7, 2);
    expect(server.requests[0]!.form.toString()).toBe('product_id=7&quantity=2');
    expect(server.requests[0]!.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
  });
});

describe('product contact calls', () => {
  it('GET getLocations: each location with its email', async () => {
    server.onJson('GET /index.php', [{ location_id: 1, location_name: 'Downtown', email_address: 'd@x.example' }]);
    expect(await getContactLocations()).toEqual([
      { location_id: 1, location_name: 'Downtown', email_address: 'd@x.example' },
    ]);
    expect(server.requests[0]!.url.search).toBe('?route=product/product/getLocations');
  });

  it("POST validateCaptcha {captchaInput}: the server's error is a ServerMessageError with its text", async () => {
    server.on(
      'POST /index.php',
      () => new Response(JSON.stringify({ error: 'Verification code does not match the image!' })),
    );
    const failure = await validateCaptcha('ABCDE').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServerMessageError);
    expect((failure as Error).message).toBe('Verification code does not match the image!');
    expect(server.requests[0]!.form.toString()).toBe('captchaInput=ABCDE');
  });

  it('POST productContactEmail {pcName, pcEmail, pcPhone, pcMessage, pcLocation, pcLocationEmail}', async () => {
    server.onJson('POST /index.php', { success: 'Sent.' });
    const fields = {
      pcName: 'A',
      pcEmail: 'a@b.co',
      pcPhone: '1',
      pcMessage: 'Hi',
      pcLocation: 'Dublin',
      pcLocationEmail: 'd@x.example',
    };
    expect(await sendProductContact(fields)).toBe('Sent.');
    expect(Object.fromEntries(server.requests[0]!.form)).toEqual(fields);
    expect(server.requests[0]!.url.search).toBe('?route=product/product/productContactEmail');
  });

  it('the captcha image comes from index.php?route=tool/captcha, a fresh one per nonce', () => {
    expect(captchaUrl(5)).toBe('/index.php?route=tool/captcha&t=5');
  });
});
