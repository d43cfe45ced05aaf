import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, editCartLine, getCart, removeCartLine } from '../../../src/cart/api/cart';
import { SchemaError } from '../../../src/api/errors';
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  server = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('api/cart: the cart calls of spec 1 §7', () => {
  it('getData is a GET to {cart base}getData and answers the parsed cart (numbers from numeric strings)', async () => {
    server.onJson(
      'GET /checkout/cart/getData',
      wireCart([cartLine({ quantity: '2' as unknown as number, price: '82.30' })]),
    );
    const cart = await getCart();
    expect(cart.products[0]?.quantity).toBe(2);
    expect(cart.total).toBe(82.3);
    expect(cart.vouchers).toEqual([]);
  });

  it('follows the configured base (index.php?route=checkout/cart/)', async () => {
    setConfig({ endpoints: { cart: '/index.php?route=checkout/cart/' } });
    server.onJson('GET /index.php', wireCart());
    await getCart();
    expect(server.requests[0]?.url.search).toBe('?route=checkout/cart/getData');
  });

  it('add sends product_id and quantity, option[...] only when there are options, apply_labor as 1/0', async () => {
    server.onJson('POST /checkout/cart/add', { cart: wireCart() });
    await addToCart({ product_id: 5, quantity: 1 });
    await addToCart({ product_id: 5, quantity: 1, option: {} });
    await addToCart({ product_id: 5, quantity: 3, option: { 12: 5, 13: [7, 8] }, apply_labor: false });
    expect(server.sent('POST /checkout/cart/add').map((r) => [...r.form])).toEqual([
      [
        ['product_id', '5'],
        ['quantity', '1'],
      ],
      [
        ['product_id', '5'],
        ['quantity', '1'],
      ],
      [
        ['product_id', '5'],
        ['quantity', '3'],
        ['option[12]', '5'],
        ['option[13][0]', '7'],
        ['option[13][1]', '8'],
        ['apply_labor', '0'],
      ],
    ]);
  });

  it('edit is a PUT with key and quantity; remove is a POST with key', async () => {
    server.onJson('PUT /checkout/cart/edit', { cart: wireCart() });
    server.onJson('POST /checkout/cart/remove', { cart: wireCart() });
    await editCartLine('abc', 4);
    await removeCartLine('abc');
    expect(server.requests.map((r) => [r.method, r.path, r.form.toString()])).toEqual([
      ['PUT', '/checkout/cart/edit', 'key=abc&quantity=4'],
      ['POST', '/checkout/cart/remove', 'key=abc'],
    ]);
  });

  it('a cart line with quantity 0 is not the documented shape: SchemaError', async () => {
    server.onJson('GET /checkout/cart/getData', wireCart([cartLine({ quantity: 0 })]));
    await expect(getCart()).rejects.toBeInstanceOf(SchemaError);
  });
});
