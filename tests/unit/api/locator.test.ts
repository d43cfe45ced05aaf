// One answer is written by hand: a locator search answered in stock OpenCart's PHP shapes (numbers as strings, show_map
// as 1, a location without location_name or address). The demo store answers the spec's types; a real dealer-locator
// module sends these, and the schema must read them. Every other call goes to the demo store.
// Listed in tests/unit/lint/fetch-stubs.test.ts.
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
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { resetStores } from '../helpers/stores';

const store = demoStore();
const SEARCH = '/index.php?route=module/dealer_locator/search&type=';

beforeEach(() => {
  resetStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('store locator calls', () => {
  it('GET {data source}{type}&format=json with search, distance, filter, selected_store, lat, lng', async () => {
    const answer = await searchLocations(SEARCH, 'store', {
      search: '43215',
      distance: 25,
      filter: 'pickup',
      selected_store: '2',
      lat: 39.9653,
      lng: -83.0005,
    });
    const [sent] = store.requests;
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      route: 'module/dealer_locator/search',
      type: 'store',
      format: 'json',
      search: '43215',
      distance: '25',
      filter: 'pickup',
      selected_store: '2',
      lat: '39.9653',
      lng: '-83.0005',
    });
    // What the strict store answered, read as the spec's types.
    const held = JSON.parse(sent!.answer!.text) as {
      data: { lat: number; locations: { location_id: number; location_name: string }[] };
    };
    expect(held.data.locations.length).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({
      show_map: true,
      lat: held.data.lat,
      locations: held.data.locations.map(({ location_id, location_name }) => ({ location_id, location_name })),
    });
  });

  it('stock OpenCart shapes: numbers as strings, show_map as 1, names that are not sent read as empty', async () => {
    handAnswer(store, 'GET /index.php', () =>
      json({
        html: '<ol></ol>',
        data: {
          show_map: 1,
          lat: '39.96',
          lng: -83,
          locations: [{ location_id: '3', name: 'Westerville', lat: 40.1, lng: -82.9, info_window: '<b>W</b>' }],
        },
      }),
    );
    const answer = await searchLocations(SEARCH, 'store', { search: '', distance: 25, filter: '', selected_store: '' });
    expect(answer.data).toMatchObject({
      show_map: true,
      lat: 39.96,
      locations: [{ location_id: 3, location_name: '', address: '' }],
    });
  });

  it('an answer without html is a schema error (shown as the system error)', async () => {
    await store.fault({ path: '/module/dealer_locator/search', kind: 'malformed' });
    await expect(
      searchLocations(SEARCH, 'store', { search: '', distance: 25, filter: '', selected_store: '' }),
    ).rejects.toBeInstanceOf(SchemaError);
  });

  it('GET /api/location/setGeolocationFromZipCode?address={zip}: geo, or null when the ZIP cannot be placed', async () => {
    // 43017 is one of the demo area's ZIPs (seed/locator.json); 99999 is not.
    expect(await geocodeZip('43017')).toEqual({ lat: 40.1023, lng: -83.137 });
    expect(store.requests[0]!.url.searchParams.get('address')).toBe('43017');
    expect(await geocodeZip('99999')).toBeNull();
  });

  it('find_dealer&id=, reset_store, getDealerLocatorPopupText', async () => {
    const dealer = await findDealer(2);
    expect(store.requests[0]!.url.search).toBe('?route=module/dealer_locator/find_dealer&id=2');
    expect(dealer).toEqual(JSON.parse(store.requests[0]!.answer!.text));
    expect(dealer.location_name).not.toBe('');
    store.requests.length = 0;
    await resetStore();
    expect(store.requests[0]!.url.search).toBe('?route=module/dealer_locator/reset_store');
    expect(store.requests[0]!.answer!.status).toBe(200);
    await expect(getPopupText()).resolves.toMatchObject({ dealer_locator_popup_text: expect.any(String) });
  });

  it('POST storeLocatorAddProduct {product_id, quantity}, form-encoded', async () => {
    // The store adds for pickup at the store the page's cookie names.
    document.cookie = 'locator_pickup_location=2; Path=/';
    await addForPickup(1, 2);
    expect(store.requests[0]!.form.toString()).toBe('product_id=1&quantity=2');
    expect(store.requests[0]!.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    const held = (await store.json('/checkout/cart/getData')) as {
      products: { product_id: number; quantity: number }[];
    };
    expect(held.products.map((p) => [p.product_id, p.quantity])).toEqual([[1, 2]]);
  });
});

describe('product contact calls', () => {
  it('GET getLocations: each location with its email', async () => {
    const locations = await getContactLocations();
    expect(store.requests[0]!.url.search).toBe('?route=product/product/getLocations');
    expect(locations).toEqual(JSON.parse(store.requests[0]!.answer!.text));
    expect(locations.length).toBeGreaterThan(0);
    for (const l of locations) expect(l.email_address).toMatch(/@/);
  });

  it("POST validateCaptcha {captchaInput}: the server's error is a ServerMessageError with its text", async () => {
    await store.call('/tool/captcha');
    const failure = await validateCaptcha('WRONG').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServerMessageError);
    expect((failure as Error).message).toBe('Verification code does not match the image!');
    expect(store.requests[0]!.form.toString()).toBe('captchaInput=WRONG');
  });

  it('POST productContactEmail {pcName, pcEmail, pcPhone, pcMessage, pcLocation, pcLocationEmail}', async () => {
    await store.call('/tool/captcha');
    const { code } = (await store.json('/__demo/captcha')) as { code: string };
    await validateCaptcha(code);
    const [location] = await getContactLocations();
    store.requests.length = 0;
    const fields = {
      pcName: 'A',
      pcEmail: 'a@b.co',
      pcPhone: '1',
      pcMessage: 'Hi',
      pcLocation: location!.location_name,
      pcLocationEmail: location!.email_address,
    };
    expect(await sendProductContact(fields)).toBe(
      `Thank you! Your message has been sent to ${location!.location_name}.`,
    );
    expect(Object.fromEntries(store.requests[0]!.form)).toEqual(fields);
    expect(store.requests[0]!.url.search).toBe('?route=product/product/productContactEmail');
    const { messages } = (await store.json('/__demo/contact-messages')) as { messages: unknown[] };
    expect(messages).toEqual([expect.objectContaining(fields)]);
  });

  it('the captcha image comes from index.php?route=tool/captcha, a fresh one per nonce', () => {
    expect(captchaUrl(5)).toBe('/index.php?route=tool/captcha&t=5');
  });
});
