import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { milesBetween } from '../../../demo-pages/server/storefront/locator-data';
import { LocatorAnswerSchema } from '../../../src/schemas/locator';
import { type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
const POPUP = '/index.php?route=product/product/getDealerLocatorPopupText';
withDemoStore({ visitor: (v) => (shopper = v) });

const SEARCH = '/index.php?route=module/dealer_locator/search&type=';
async function search(type: string, query: string) {
  const res = await shopper.request(`${SEARCH}${type}&format=json&${query}`);
  const body = await res.json();
  return { status: res.status, body, answer: res.status === 200 ? v.parse(LocatorAnswerSchema, body) : null };
}

describe('GET {data source}{type}&format=json (distance search)', () => {
  it('haversine distance: Columbus to Cincinnati is about 100 miles', () => {
    expect(milesBetween({ lat: 39.9653, lng: -83.0005 }, { lat: 39.1031, lng: -84.512 })).toBeCloseTo(100.2, 1);
  });

  it('lists the locations within the distance of lat/lng, nearest first, with the list html and the map data', async () => {
    const { answer } = await search(
      'store',
      'search=43017&distance=10&filter=&selected_store=&lat=40.1023&lng=-83.137',
    );
    expect(answer!.data.show_map).toBe(true);
    expect(answer!.data.locations.map((l) => l.location_id)).toEqual([2, 6]);
    expect(answer!.data.locations.map((l) => l.distance)).toEqual([0.9, 4.9]);
    expect([answer!.data.lat, answer!.data.lng]).toEqual([40.1023, -83.137]);
    expect(answer!.html).toContain('data-make-my-store="2"');
    expect(answer!.html).toContain('0.9 miles away');
  });

  it('without coordinates the search text matches name, city, address or ZIP; the filter keeps locations offering the service', async () => {
    const { answer } = await search('store', 'search=westerville&distance=25');
    expect(answer!.data.locations.map((l) => l.location_id)).toEqual([3]);
    const installation = await search('store', 'search=&distance=250&filter=installation');
    expect(installation.answer!.data.locations.map((l) => l.location_id)).toEqual([1, 2, 4, 6, 101, 102]);
  });

  it('says so in the html when nothing is found, and shows no map', async () => {
    const { answer } = await search('store', 'distance=10&lat=34.09&lng=-118.4');
    expect(answer!.data.show_map).toBe(false);
    expect(answer!.html).toBe('<p class="dealer-empty">No locations found within 10 miles.</p>');
  });

  it('attack strings live in a fixture, not in the default seed: the default list, info windows and popup carry none', async () => {
    const { answer } = await search('store', 'distance=250');
    const everything = JSON.stringify(answer) + JSON.stringify(await shopper.json(POPUP));
    expect(everything).not.toMatch(/__xss|onerror|onload|<script|<iframe|javascript:/i);
    expect(answer!.data.locations.find((l) => l.location_id === 101)?.location_name).toBe("Bob's Best Auto & Tire");
  });

  it('with POST /__demo/attack-strings: escapes location text in the html and info windows, except the deliberately raw dealer', async () => {
    const toggled = await shopper.request('/__demo/attack-strings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    expect(await toggled.json()).toEqual({ attack_strings: true });
    const { answer } = await search('store', 'distance=250');
    const bob = answer!.data.locations.find((l) => l.location_id === 101)!;
    expect(bob.info_window).toContain('Bob&#39;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt; Auto &amp; Tire');
    expect(answer!.html).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;88 Memorial Dr');
    const nasty = answer!.data.locations.find((l) => l.location_id === 102)!;
    expect(nasty.info_window).toContain('<script>window.__xss=2</script>');
    expect(answer!.html).toContain('<iframe src="javascript:window.__xss=5"></iframe>');
    expect((await shopper.json(POPUP)).dealer_locator_popup_text).toContain('onerror');
  });

  it('product availability: only stores with the product in stock, the preferred one first, within the radius (100) when no distance is sent, limit 20 by default', async () => {
    const { answer } = await search('product', 'product_id=7&selected_store=2&radius=100');
    expect(answer!.data.locations.map((l) => l.location_id)).toEqual([2, 1]);
    expect(answer!.html).toContain('data-pickup="2"');
    expect(answer!.html).toContain('1 in stock');
    const none = await search('product', 'product_id=8&distance=250&radius=100');
    expect(none.answer!.data.locations).toEqual([]);
    expect(none.answer!.html).toBe('');
  });

  it.each([
    ['unknown field', 'store', 'distance=25&bogus=1', 'Unknown field "bogus"'],
    ['distance below 10', 'store', 'distance=9', 'Field "distance" must be from 10 to 250, got 9.'],
    ['distance above 250', 'store', 'distance=251', 'from 10 to 250'],
    ['unknown type', 'dealer', 'distance=25', 'Field "type"'],
    ['unknown filter', 'store', 'filter=towing', 'Field "filter"'],
    ['lat without lng', 'store', 'lat=40', '"lat" and "lng"'],
    ['product type without product', 'product', 'distance=50&radius=100', 'product_id'],
    [
      'product lookup without its radius (spec 3 §7)',
      'product',
      'product_id=7&distance=50',
      'Field "radius" is required',
    ],
    ['radius on the store type', 'store', 'distance=25&radius=100', 'only for type=product'],
    ['radius above 250', 'product', 'product_id=7&radius=251', 'Field "radius" must be from 10 to 250'],
  ])('HTTP 400 naming the field: %s', async (_what, type, query, message) => {
    const { status, body } = await search(type, query);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(message);
  });
});

describe('find_dealer, reset_store, ZIP geocoding, popup text', () => {
  it('find_dealer&id= answers the location name and address', async () => {
    expect(await shopper.json('/index.php?route=module/dealer_locator/find_dealer&id=3')).toEqual({
      location_name: 'Summit Parts Co. - Westerville',
      address: '720 S State St, Westerville, OH 43081',
    });
  });

  it('reset_store clears the locator_pickup_location cookie', async () => {
    const res = await shopper.request('/index.php?route=module/dealer_locator/reset_store');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^locator_pickup_location=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it('setGeolocationFromZipCode covers the demo area and answers geo null for a ZIP it cannot place', async () => {
    expect(await shopper.json('/api/location/setGeolocationFromZipCode?address=43215')).toEqual({
      geo: { lat: 39.9653, lng: -83.0005 },
    });
    expect(await shopper.json('/api/location/setGeolocationFromZipCode?address=99999')).toEqual({ geo: null });
    expect(await shopper.json('/api/location/setGeolocationFromZipCode?address=abc')).toEqual({ geo: null });
  });

  it('getDealerLocatorPopupText answers the heading and text', async () => {
    expect(await shopper.json(POPUP)).toMatchObject({
      dealer_locator_popup_heading_text: 'Choose Your Store',
      dealer_locator_popup_text: expect.stringContaining('preferred store'),
    });
  });
});

describe('POST storeLocatorAddProduct {product_id, quantity}', () => {
  const add = (fields: Record<string, string | number>, store?: string) => {
    if (store) shopper.cookie = [shopper.cookie, `locator_pickup_location=${store}`].filter(Boolean).join('; ');
    return shopper.form('/checkout/cart/storeLocatorAddProduct', fields);
  };

  it('adds the product to the session cart for pickup at the store in locator_pickup_location', async () => {
    await shopper.cart();
    const res = await add({ product_id: 7, quantity: 1 }, '2');
    const body = (await res.json()) as {
      success: string;
      cart: { products: { product_id: number; quantity: number }[] };
      marketing_tracking: { event: string };
    };
    expect(body.success).toContain('for pickup at Summit Parts Co. - Dublin!');
    expect(body.cart.products).toMatchObject([{ product_id: 7, quantity: 1 }]);
    expect(body.marketing_tracking.event).toBe('add_to_cart');
    expect((await shopper.cart()).products).toHaveLength(1);
  });

  it('refuses without a chosen store, or more than that store has', async () => {
    await shopper.cart();
    expect(await (await add({ product_id: 7 })).json()).toMatchObject({
      error: 'Please choose a store for pickup first.',
    });
    expect(await (await add({ product_id: 7, quantity: 2 }, '1')).json()).toMatchObject({
      error: expect.stringContaining('does not have 2'),
    });
  });

  it('HTTP 400 for an unknown field', async () => {
    const res = await add({ product_id: 7, qty: 1 }, '1');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('Unknown field "qty"');
  });
});
