// One answer is written by hand: a cart line of quantity 0 (the demo store never holds one; a real server's cart may,
// and the client must refuse it as not the documented shape). Stock OpenCart's numeric strings: cart-opencart.test.ts.
// Listed in tests/unit/lint/fetch-stubs.test.ts.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, editCartLine, getCart, removeCartLine } from '../../../src/cart/api/cart';
import { SchemaError } from '../../../src/api/errors';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { loadPageConfig } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

// The demo store's pads (product 1, no options) and light bar (product 3: Beam Pattern select 101, Length radio 102,
// Add-ons checkbox 103, with labor).
const store = demoStore();
const heldCart = async () => v.parse(CartSchema, await store.json('/checkout/cart/getData'));

beforeEach(() => {
  resetStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('api/cart: the cart calls of spec 1 §7', () => {
  it('getData is a GET to {cart base}getData and answers the parsed cart', async () => {
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 2 });
    const cart = await getCart();
    expect(store.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /checkout/cart/getData']);
    expect(cart.products[0]?.quantity).toBe(2);
    expect(typeof cart.total).toBe('number');
    expect(cart.total).toBe((await heldCart()).total);
    expect(cart.vouchers).toEqual([]);
  });

  it('follows the configured base (index.php?route=checkout/cart/)', async () => {
    loadPageConfig({ endpoints: { cart: '/index.php?route=checkout/cart/' } });
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const cart = await getCart();
    expect(store.requests[0]?.path).toBe('/index.php');
    expect(store.requests[0]?.url.search).toBe('?route=checkout/cart/getData');
    expect(cart.products.map((p) => p.product_id)).toEqual([1]);
  });

  it('add sends product_id and quantity, option[...] only when there are options, apply_labor as 1/0', async () => {
    await addToCart({ product_id: 1, quantity: 1 });
    await addToCart({ product_id: 1, quantity: 1, option: {} });
    await addToCart({
      product_id: 3,
      quantity: 3,
      option: { 101: 1001, 103: [1007, 1008], 102: 1004 },
      apply_labor: false,
    });
    expect(store.sent('POST /checkout/cart/add').map((r) => [...r.form])).toEqual([
      [
        ['product_id', '1'],
        ['quantity', '1'],
      ],
      [
        ['product_id', '1'],
        ['quantity', '1'],
      ],
      [
        ['product_id', '3'],
        ['quantity', '3'],
        ['option[101]', '1001'],
        ['option[102]', '1004'],
        ['option[103][0]', '1007'],
        ['option[103][1]', '1008'],
        ['apply_labor', '0'],
      ],
    ]);
    // The strict store took every add.
    expect(store.sent('POST /checkout/cart/add').map((r) => r.answer?.status)).toEqual([200, 200, 200]);
    const held = await heldCart();
    expect(held.products.map((p) => [p.product_id, p.quantity])).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });

  it('edit is a PUT with key and quantity; remove is a POST with key', async () => {
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const key = (await heldCart()).products[0]!.key;
    await editCartLine(key, 4);
    expect((await heldCart()).products[0]?.quantity).toBe(4);
    await removeCartLine(key);
    expect(store.requests.map((r) => [r.method, r.path, r.form.toString()])).toEqual([
      ['PUT', '/checkout/cart/edit', new URLSearchParams({ key, quantity: '4' }).toString()],
      ['POST', '/checkout/cart/remove', new URLSearchParams({ key }).toString()],
    ]);
    expect((await heldCart()).products).toEqual([]);
  });

  it('a cart line with quantity 0 is not the documented shape: SchemaError', async () => {
    handAnswer(store, 'GET /checkout/cart/getData', () => json(wireCart([cartLine({ quantity: 0 })])));
    await expect(getCart()).rejects.toBeInstanceOf(SchemaError);
  });

  it('an answer of no documented shape is a SchemaError', async () => {
    await store.fault({ path: '/checkout/cart/getData', kind: 'malformed' });
    await expect(getCart()).rejects.toBeInstanceOf(SchemaError);
  });
});
