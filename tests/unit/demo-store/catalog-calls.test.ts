import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CompareSchema,
  InventoryDetailsSchema,
  ListChangeSchema,
  LocationInventorySchema,
  RegisterAnswerSchema,
  WishlistSchema,
} from '../../../src/schemas/product';
import { type TestStore, type Visitor, withDemoStore } from './helpers';

let store!: TestStore;
let shopper!: Visitor;
withDemoStore({ store: (s) => (store = s), visitor: (x) => (shopper = x) });

async function signIn(visitor: Visitor, customerId = 1): Promise<void> {
  const res = await visitor.form('/account/login?redirect=/', { customer_id: customerId });
  expect(res.status).toBe(303);
}

describe('compare (per session)', () => {
  it('add answers success and the count; getCompare lists newest first with stock, sizes, rating and attribute groups', async () => {
    const first = await shopper.json('/product/compare/add', {
      method: 'POST',
      body: 'product_id=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(v.parse(ListChangeSchema, first)).toMatchObject({ total: 1 });
    expect(String(first.success)).toContain('product comparison');
    await shopper.form('/product/compare/add', { product_id: 8 });
    const list = v.parse(CompareSchema, await shopper.json('/product/compare/getCompare'));
    expect(list.products.map((p) => p.product_id)).toEqual([8, 1]);
    expect(list.products[1]).toMatchObject({
      stock_text: 'In Stock',
      weight_text: '46.10 lb',
      length_text: '17.00 in',
      rating: 4,
      reviews: 183,
    });
    expect(list.attribute_groups[0]?.attribute.map((a) => a.name)).toEqual(['Category', 'Warranty']);
    expect(list.products[1]?.attribute['1']).toBe('Brakes > Brake Pads > Ceramic');
  });

  it('keeps the 4 most recent and is separate per session', async () => {
    for (const id of [1, 2, 3, 4, 5]) await shopper.form('/product/compare/add', { product_id: id });
    const list = v.parse(CompareSchema, await shopper.json('/product/compare/getCompare'));
    expect(list.products.map((p) => p.product_id)).toEqual([5, 4, 3, 2]);
    const other = new (shopper.constructor as new (base: string) => Visitor)(store.base);
    expect(v.parse(CompareSchema, await other.json('/product/compare/getCompare')).products).toEqual([]);
  });

  it('remove answers success and the count; removing a product not on the list is an error', async () => {
    await shopper.form('/product/compare/add', { product_id: 2 });
    expect(await (await shopper.form('/product/compare/remove', { product_id: 2 })).json()).toMatchObject({ total: 0 });
    expect(await (await shopper.form('/product/compare/remove', { product_id: 2 })).json()).toMatchObject({
      error: expect.stringContaining('not on your product comparison'),
    });
  });

  it('is strict: a missing or unknown product_id, another field, or a GET add is refused', async () => {
    expect((await shopper.form('/product/compare/add', {})).status).toBe(400);
    expect((await shopper.form('/product/compare/add', { product_id: 99999 })).status).toBe(400);
    expect((await shopper.form('/product/compare/add', { product_id: 1, id: 1 })).status).toBe(400);
    expect((await shopper.request('/product/compare/add')).status).toBe(405);
  });
});

describe('wishlist (per account)', () => {
  it('a guest gets an error from add and 401 from getWishlist', async () => {
    expect(await (await shopper.form('/account/wishlist/add', { product_id: 1 })).json()).toEqual({
      error: 'You must log in to use your wish list.',
    });
    expect((await shopper.request('/account/wishlist/getWishlist')).status).toBe(401);
  });

  it('a signed-in account adds, lists (image, name, model, link, price) and removes; the list follows the account to a new session', async () => {
    await signIn(shopper, 1);
    expect(
      v.parse(ListChangeSchema, await (await shopper.form('/account/wishlist/add', { product_id: 2 })).json()).total,
    ).toBe(1);
    await shopper.form('/account/wishlist/add', { product_id: 1 });
    const list = v.parse(WishlistSchema, await shopper.json('/account/wishlist/getWishlist'));
    expect(list.products.map((p) => p.product_id)).toEqual([2, 1]);
    expect(list.products[0]).toMatchObject({
      model: expect.any(String),
      thumbnails: { wishlist: '/image/product/2.svg' },
      special: '$169.99',
    });
    expect(list.products[1]).toMatchObject({
      price_text: '$64.99',
      links: { view: '/index.php?route=product/product&product_id=1' },
    });

    const again = new (shopper.constructor as new (base: string) => Visitor)(store.base);
    await signIn(again, 1);
    expect(v.parse(WishlistSchema, await again.json('/account/wishlist/getWishlist')).products).toHaveLength(2);
    await again.form('/account/wishlist/remove', { product_id: 2 });
    expect(
      v.parse(WishlistSchema, await shopper.json('/account/wishlist/getWishlist')).products.map((p) => p.product_id),
    ).toEqual([1]);
  });

  it('the /account/wishlist page sends a guest to log in and back', async () => {
    const res = await shopper.request('/account/wishlist');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/login?redirect=%2Faccount%2Fwishlist');
  });
});

describe('inventory per location', () => {
  // Staff calls: the inventory badges and dialog exist in POS mode only.
  beforeEach(() => shopper.signInAsStaff());

  it('getInventoryDetails answers each known part with totals, store inventory, the distributor warehouses and msrp/retail/your-cost prices', async () => {
    const res = await shopper.form(
      '/api/products/getInventoryDetails',
      'products%5B0%5D%5Baaia%5D=IRBK&products%5B0%5D%5Bmpn%5D=IR-8476A&products%5B1%5D%5Baaia%5D=X&products%5B1%5D%5Bmpn%5D=nope',
    );
    const { data } = v.parse(InventoryDetailsSchema, await res.json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ aaia: 'IRBK', mpn: 'IR-8476A', totalInventory: 45, storeInventory: 12 });
    expect(data[0]?.locations.map((l) => l.warehouseCode)).toEqual(['COL', 'MEM', 'REN']);
    expect(data[0]?.prices.map((p) => p.key)).toEqual(['msrp', 'retail', 'your_cost']);
  });

  it('getInventoryDetails refuses a body without a products list', async () => {
    expect((await shopper.form('/api/products/getInventoryDetails', { aaia: 'IRBK' })).status).toBe(400);
    expect((await shopper.form('/api/products/getInventoryDetails', 'products%5B0%5D%5Bsku%5D=1')).status).toBe(400);
  });

  it('getInventoriesByProductId answers stock per location plus order_express_inventory', async () => {
    const answer = v.parse(
      LocationInventorySchema,
      await (await shopper.form('/api/inventory/getInventoriesByProductId', { productId: 8 })).json(),
    );
    expect(answer.data.every((l) => l.stock === 0)).toBe(true);
    expect(answer.order_express_inventory?.Location).toBe('Order Express Warehouse');
    expect((await shopper.form('/api/inventory/getInventoriesByProductId', { product_id: 8 })).status).toBe(400);
  });
});

describe('registration', () => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    telephone: '555-0100',
    password: 'secret1',
    confirm: 'secret1',
    newsletter: 0,
    agree: 1,
  };

  it('answers each validation error by field', async () => {
    const body = await (
      await shopper.form('/account/register/processPost', {
        ...valid,
        firstname: '',
        email: 'nope',
        confirm: 'other',
        agree: 0,
      })
    ).json();
    expect(body).toEqual({
      errors: {
        firstname: 'First Name must be between 1 and 32 characters!',
        email: 'E-Mail Address does not appear to be valid!',
        confirm: 'Password confirmation does not match password!',
        agree: 'Warning: You must agree to the Privacy Policy!',
      },
    });
  });

  it('creates the account, signs it in, and refuses the same e-mail again', async () => {
    const ok = v.parse(RegisterAnswerSchema, await (await shopper.form('/account/register/processPost', valid)).json());
    expect(ok.customer_id).toBeGreaterThan(0);
    expect((await shopper.json('/__demo/session')).settings).toMatchObject({ logged_in: true });
    const again = await (await shopper.form('/account/register/processPost', valid)).json();
    expect(again).toEqual({ errors: { email: 'Warning: E-Mail Address is already registered!' } });
  });

  it('is strict: a missing field is HTTP 400', async () => {
    const { telephone: _t, ...missing } = valid;
    expect((await shopper.form('/account/register/processPost', missing)).status).toBe(400);
  });
});
