// The server is not ours: where spec 1 §7 promises no answer ("not stated"), a store may answer `{}` or a bare
// `{"success": "…"}`; OpenCart 3 answers the compare and wishlist adds with `total` as text. The stores must read the
// state they show from the server, never from a field the spec does not give.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { CartEnvelopeSchema } from '../../../src/cart/schemas/cart';
import { ListChangeSchema, readListTotal } from '../../../src/schemas/product';
import { OptionalSuccessSchema } from '../../../src/schemas/product-contact';
import { $cart, removeCode, removeCredit } from '../../../src/cart/stores/cart';
import { $compareCount, $compareList, addToCompare, removeFromCompare } from '../../../src/stores/compare';
import { pickUpAt } from '../../../src/stores/locator';
import {
  addCustomProduct,
  applyLabor,
  endOrder,
  placeOrder,
  POS_TEXT,
  removeCartCustomer,
  setCartCustomer,
  updateLineLabor,
  updateLinePrice,
} from '../../../src/pos/stores/cart';
import { sendProductContact } from '../../../src/stores/product-contact';
import { $wishlist, addToWishlist, loadWishlist, removeFromWishlist } from '../../../src/stores/wishlist';
import { resetModuleState } from '../../../src/lib/test-reset';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';
import { resetStores } from '../helpers/stores';

const GET_DATA = 'GET /checkout/cart/getData';
const pads = cartLine({ key: 'pads', name: 'Front Brake Pad Set' });
const before = wireCart([pads]);
const dana = {
  customer_id: 1,
  firstname: 'Dana',
  lastname: 'Whitfield',
  email: 'dana@example.com',
  telephone: '(614) 555-0200',
  vehicle: '',
};

let server: FakeFetch;
beforeEach(() => {
  resetStores();
  resetModuleState();
  Object.values(notify).forEach((f) => f.mockClear());
  window.dataLayer = [];
  server = stubFetch();
  $cart.set(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parsers: answers the spec does not promise', () => {
  it('a list total is a count, a numeric string or OpenCart\'s text ("Product Compare (3)", "Wish List (1)")', () => {
    expect(readListTotal(3)).toBe(3);
    expect(readListTotal('4')).toBe(4);
    expect(readListTotal('Product Compare (3)')).toBe(3);
    expect(readListTotal('Wish List (1) ')).toBe(1);
    expect(readListTotal('Wish List (0)')).toBe(0);
  });

  it('anything else is no count (undefined), never a reason to refuse the answer', () => {
    for (const total of [undefined, null, '', 'Product Compare', -1, 2.5, {}, [], 'Compare (x)'])
      expect(readListTotal(total)).toBeUndefined();
    expect(v.parse(ListChangeSchema, {})).toEqual({});
    expect(v.parse(ListChangeSchema, { success: 'ok', total: 'Product Compare (2)', extra: 1 })).toEqual({
      success: 'ok',
      total: 2,
    });
    expect(v.parse(ListChangeSchema, { success: true, total: null })).toEqual({ success: true, total: undefined });
  });

  it('a cart change answered {} or a bare {success} parses (the cart is then re-read)', () => {
    expect(v.parse(CartEnvelopeSchema, {})).toEqual({ marketing_tracking: null });
    expect(v.parse(CartEnvelopeSchema, { success: 'Done.' })).toMatchObject({ success: 'Done.' });
    expect(v.parse(CartEnvelopeSchema, { success: 'Done.' }).cart).toBeUndefined();
  });

  it('productContactEmail may answer {} or a success text', () => {
    expect(v.parse(OptionalSuccessSchema, {})).toEqual({});
    expect(v.parse(OptionalSuccessSchema, { success: 'Sent.' })).toEqual({ success: 'Sent.' });
  });

  it('a line that carries labor_price without its text still shows the labor cost', () => {
    const cart = v.parse(CartEnvelopeSchema, {
      cart: wireCart([cartLine({ key: 'l', labor_price: '37.50' })]),
    }).cart!;
    expect(cart.products[0]!.labor_price_text).toBe('$37.50');
  });
});

describe('a cart change whose answer carries no cart re-reads the cart before it settles', () => {
  const withCustomer = wireCart([pads], { customer: dana });
  const priced = wireCart([
    cartLine({
      key: 'pads',
      name: 'Front Brake Pad Set',
      unit_price: '50.00',
      price: '50.00',
      price_text: '$50.00',
      unit_price_text: '$50.00',
    }),
  ]);

  const cases: [string, string, unknown, () => Promise<{ ok: boolean }>, unknown][] = [
    ['setCustomer', 'POST /checkout/cart/setCustomer', {}, () => setCartCustomer(1), withCustomer],
    ['removeCustomer', 'GET /checkout/cart/removeCustomer', {}, () => removeCartCustomer(), before],
    [
      'addCustomProduct',
      'POST /checkout/cart/addCustomProduct',
      {},
      () => addCustomProduct({ name: 'Shop rag', price: '2.00', quantity: 1, tax_class_id: '' }),
      before,
    ],
    [
      'applyLabor',
      'POST /checkout/cart/applyLabor',
      {},
      () => applyLabor({ laborId: 1, laborTime: 30, quantity: 1, name: 'Install' }),
      before,
    ],
    [
      'updateLabor',
      'POST /checkout/cart/updateLabor',
      { success: 'ok' },
      () => updateLineLabor({ key: 'pads', newName: 'Install', newLaborId: 1, newLaborTime: 45 }),
      before,
    ],
    ['removeCode', 'POST /checkout/cart/removeCode', {}, () => removeCode('coupon', 'SAVE10'), before],
    ['removeCredit', 'GET /checkout/cart/removeCredit', { success: 'Removed.' }, () => removeCredit(), before],
    ['abandonOrder', 'GET /checkout/cart/abandonOrder', {}, () => endOrder('abandonOrder'), wireCart([])],
    ['cancelOrder', 'GET /checkout/cart/cancelOrder', {}, () => endOrder('cancelOrder'), wireCart([])],
    ['storeLocatorAddProduct', 'POST /checkout/cart/storeLocatorAddProduct', {}, () => pickUpAt(3, 101, 1), before],
    [
      'updatePrice',
      'POST /checkout/cart/updatePrice',
      { success: 'ok' },
      () => updateLinePrice('pads', '50.00'),
      priced,
    ],
  ];

  for (const [name, route, answer, run, held] of cases) {
    it(`${name} answered ${JSON.stringify(answer)}: getData follows and its cart is shown when the change settles`, async () => {
      server.onJson(route, answer).onJson(GET_DATA, held);
      const result = await run();
      expect(result.ok).toBe(true);
      expect(server.sent(GET_DATA)).toHaveLength(1);
      // The re-read came after the change, and the store holds the server's cart as the call returns.
      expect(server.requests.map((r) => `${r.method} ${r.path}`).slice(-1)).toEqual([GET_DATA]);
      expect($cart.get()).toEqual(v.parse(CartEnvelopeSchema, { cart: held }).cart);
      expect(notify.error).not.toHaveBeenCalled();
    });
  }

  it("updatePrice answered {success} shows the new unit price and the spec's success text", async () => {
    server.onJson('POST /checkout/cart/updatePrice', { success: true }).onJson(GET_DATA, priced);
    await updateLinePrice('pads', '50.00');
    expect($cart.get()?.products[0]?.unit_price_text).toBe('$50.00');
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.priceUpdated);
  });

  it('an answer that carries the cart is not followed by a re-read', async () => {
    server.onJson('POST /checkout/cart/setCustomer', { cart: withCustomer });
    await setCartCustomer(1);
    expect(server.sent(GET_DATA)).toHaveLength(0);
    expect($cart.get()?.customer?.firstname).toBe('Dana');
  });

  it('a re-read that fails keeps the shown cart and the change still counts as done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson('POST /checkout/cart/setCustomer', {});
    $cart.set(v.parse(CartEnvelopeSchema, { cart: before }).cart!);
    server.onJson(GET_DATA, { error: 'down' }, 500);
    const shown = $cart.get();
    expect((await setCartCustomer(1)).ok).toBe(true);
    expect($cart.get()).toBe(shown);
    expect(server.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /checkout/cart/setCustomer',
      GET_DATA,
    ]);
  });

  it('saveOrder answered {order_id} alone re-reads; a quote or save-and-checkout (the page is left) does not', async () => {
    server
      .onJson('GET /checkout/cart/saveOrder', { order_id: 12 })
      .onJson('GET /checkout/cart/quoteOrder', { order_id: 13 })
      .onJson('GET /checkout/cart/saveOrderAndCheckout', { order_id: 14 })
      .onJson(GET_DATA, wireCart([]));
    expect(await placeOrder('saveOrder')).toEqual({ ok: true, orderId: '12' });
    expect(server.sent(GET_DATA)).toHaveLength(1);
    expect(await placeOrder('quoteOrder')).toEqual({ ok: true, orderId: '13' });
    expect(await placeOrder('saveOrderAndCheckout')).toEqual({ ok: true, orderId: '14' });
    expect(server.sent(GET_DATA)).toHaveLength(1);
  });
});

describe("compare and wishlist counts with a number, OpenCart's text, or none", () => {
  it('compare add answered {success, total: "Product Compare (3)"} sets the count to 3 with no error', async () => {
    server.onJson('POST /product/compare/add', { success: 'Added!', total: 'Product Compare (3)' });
    expect(await addToCompare(7)).toBe(true);
    expect($compareCount.get()).toBe(3);
    expect(notify.success).toHaveBeenCalledWith('Added!');
    expect(notify.uhOh).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(server.sent('GET /product/compare/getCompare')).toHaveLength(0);
  });

  it('compare add answered {} re-reads the list: the count is what the server holds, not a guess', async () => {
    $compareCount.set(2);
    server
      .onJson('POST /product/compare/add', {})
      .onJson('GET /product/compare/getCompare', { attribute_groups: [], products: [] });
    expect(await addToCompare(7)).toBe(true);
    expect(server.sent('GET /product/compare/getCompare')).toHaveLength(1);
    expect($compareCount.get()).toBe(0);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });

  it("compare remove without a total takes the count from the page's list", async () => {
    $compareList.set({ attribute_groups: [], products: [] } as never);
    server.onJson('POST /product/compare/remove', { success: 'Removed.' });
    $compareCount.set(1);
    expect(await removeFromCompare(7)).toBe(true);
    expect($compareCount.get()).toBe(0);
    expect(server.sent('GET /product/compare/getCompare')).toHaveLength(0);
  });

  it('wishlist add answered {success, total: "Wish List (1)"} works: no "system error"', async () => {
    server.onJson('POST /account/wishlist/add', { success: 'Saved.', total: 'Wish List (1)' });
    expect(
      await addToWishlist({ product_id: 5, name: 'Pads', manufacturer: '', category_levels: [], price: 1 } as never),
    ).toBe(true);
    expect(notify.uhOh).not.toHaveBeenCalledWith(SYSTEM_ERROR);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });

  it('wishlist changes with no total: the loaded list is re-read (add) or kept minus the entry (remove)', async () => {
    const entry = (id: number) => ({
      product_id: id,
      name: `Part ${id}`,
      model: '',
      thumbnails: { wishlist: '' },
      links: { view: '' },
    });
    server
      .onJson('GET /account/wishlist/getWishlist', { products: [entry(1)] })
      .onJson('GET /account/wishlist/getWishlist', { products: [entry(1), entry(2)] })
      .onJson('POST /account/wishlist/add', {})
      .onJson('POST /account/wishlist/remove', {});
    await loadWishlist();
    await addToWishlist({ product_id: 2, name: 'Part 2', manufacturer: '', category_levels: [], price: 1 } as never);
    expect($wishlist.get()?.map((p) => p.product_id)).toEqual([1, 2]);
    await removeFromWishlist(1);
    expect($wishlist.get()?.map((p) => p.product_id)).toEqual([2]);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });
});

describe('product contact', () => {
  it('productContactEmail answered {} is a sent message (no `success` needed) and says where it went', async () => {
    server.on('POST /index.php', (r) =>
      json(r.url.searchParams.get('route') === 'product/product/validateCaptcha' ? { success: true } : {}),
    );
    const result = await sendProductContact(
      {
        name: 'Dana',
        email: 'dana@example.com',
        phone: '614',
        message: 'Hello',
        location: { location_id: 2, location_name: 'Dublin', email_address: 'd@x.example' },
        captcha: 'abcde',
      },
      { product_id: 1, name: 'Pads' },
    );
    expect(result).toEqual({ ok: true, message: 'Your message has been sent to Dublin.' });
  });
});
