// The server is not ours: where spec 1 §7 promises no answer ("not stated"), a store may answer `{}` or a bare
// `{"success": "…"}`; OpenCart 3 answers the compare and wishlist adds with `total` as text. The stores must read the
// state they show from the server, never from a field the spec does not give.
// One hand-written answer stays (listed in tests/unit/lint/fetch-stubs.test.ts): saveOrder answered {order_id} without
// the cart the spec states, which the demo store never sends.
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
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { notify } from '../helpers/notify';
import { resetStores } from '../helpers/stores';

const GET_DATA = 'GET /checkout/cart/getData';

// The demo store in its spec-answers mode: each call answers only what the spec states ("not stated" as {}).
const store = demoStore();

/** Signs this test's session in as staff (the POS calls), answering in the spec's mode; the page gets the token. */
async function leanStaffSession(): Promise<void> {
  const config = await store.signInAsStaff({ answers: 'spec' });
  setConfig({ in_pos_mode: true, staff_token: String(config.staff_token) });
}

/** Signs this test's session in as a customer of the store (its demo sign-in: no password). */
async function signInAs(customerId: number): Promise<void> {
  const res = await store.call('/account/login', {
    method: 'POST',
    body: `customer_id=${customerId}`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
}

let accounts = 0;
/** A new account of this test's own, signed in (the wishlist belongs to an account). */
async function registerAccount(): Promise<void> {
  const email = `lean-${Date.now()}-${++accounts}@example.com`;
  await store.form('/account/register/processPost', {
    firstname: 'Lean',
    lastname: 'Answers',
    email,
    telephone: '555-0100',
    password: 'secret1',
    confirm: 'secret1',
    agree: 1,
  });
}

/** The raw cart the server holds for this session (as getData answers it in this mode). */
const heldCart = () => store.json('/checkout/cart/getData');

/** The store's answer to the first request sent to `route`, parsed. */
const answerTo = (route: string) => JSON.parse(store.sent(route)[0]!.answer!.text) as Record<string, unknown>;

beforeEach(() => {
  resetStores();
  Object.values(notify).forEach((f) => f.mockClear());
  window.dataLayer = [];
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
  const nothing = async () => {};
  const put = (fields: Record<string, string | number>) => async () => {
    await store.form('/checkout/cart/add', fields);
  };
  const padsIn = put({ product_id: 1, quantity: 1 });

  // [call, route, what the session holds first, the change]
  const cases: [string, string, () => Promise<void>, () => Promise<{ ok: boolean }>][] = [
    ['setCustomer', 'POST /checkout/cart/setCustomer', padsIn, () => setCartCustomer(1)],
    [
      'removeCustomer',
      'GET /checkout/cart/removeCustomer',
      async () => {
        await store.form('/checkout/cart/setCustomer', { customer_id: 1 });
      },
      () => removeCartCustomer(),
    ],
    [
      'addCustomProduct',
      'POST /checkout/cart/addCustomProduct',
      nothing,
      () => addCustomProduct({ name: 'Shop rag', price: '2.00', quantity: 1, tax_class_id: '' }),
    ],
    [
      'applyLabor',
      'POST /checkout/cart/applyLabor',
      padsIn,
      () => applyLabor({ laborId: 1, laborTime: 30, quantity: 1, name: 'Install' }),
    ],
    [
      'updateLabor',
      'POST /checkout/cart/updateLabor',
      put({ product_id: 1, quantity: 1, apply_labor: 1 }),
      () => updateLineLabor({ key: '1:labor', newName: 'Install', newLaborId: 1, newLaborTime: 45 }),
    ],
    [
      'removeCode',
      'POST /checkout/cart/removeCode',
      async () => {
        await padsIn();
        await store.form('/checkout/cart/applyCode', { type: 'coupon', code: 'SAVE10' });
      },
      () => removeCode('coupon', 'SAVE10'),
    ],
    ['abandonOrder', 'GET /checkout/cart/abandonOrder', padsIn, () => endOrder('abandonOrder')],
    ['cancelOrder', 'GET /checkout/cart/cancelOrder', padsIn, () => endOrder('cancelOrder')],
    [
      'storeLocatorAddProduct',
      'POST /checkout/cart/storeLocatorAddProduct',
      async () => {
        document.cookie = 'locator_pickup_location=3; Path=/';
      },
      () => pickUpAt(3, 1, 1),
    ],
    ['updatePrice', 'POST /checkout/cart/updatePrice', padsIn, () => updateLinePrice('1', '50.00')],
  ];

  for (const [name, route, setUp, run] of cases) {
    it(`${name} answered without a cart: getData follows and its cart is shown when the change settles`, async () => {
      await leanStaffSession();
      await setUp();
      const result = await run();
      expect(result.ok).toBe(true);
      expect(answerTo(route).cart).toBeUndefined();
      expect(store.sent(GET_DATA)).toHaveLength(1);
      // The re-read came after the change, and the store holds the server's cart as the call returns.
      expect(store.requests.map((r) => `${r.method} ${r.path}`).slice(-1)).toEqual([GET_DATA]);
      expect($cart.get()).toEqual(v.parse(CartEnvelopeSchema, { cart: await heldCart() }).cart);
      expect(notify.error).not.toHaveBeenCalled();
    });
  }

  it("updatePrice answered {success} shows the new unit price and the spec's success text", async () => {
    await leanStaffSession();
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await updateLinePrice('1', '50.00');
    expect(Object.keys(answerTo('POST /checkout/cart/updatePrice'))).toEqual(['success']);
    expect($cart.get()?.products[0]?.unit_price_text).toBe('$50.00');
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.priceUpdated);
  });

  it('an answer that carries the cart is not followed by a re-read', async () => {
    // The store's full answers carry the cart.
    const config = await store.signInAsStaff();
    setConfig({ in_pos_mode: true, staff_token: String(config.staff_token) });
    await setCartCustomer(1);
    expect(answerTo('POST /checkout/cart/setCustomer').cart).toBeDefined();
    expect(store.sent(GET_DATA)).toHaveLength(0);
    expect($cart.get()?.customer?.firstname).toBe('Dana');
  });

  it('a re-read that fails keeps the shown cart and the change still counts as done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await leanStaffSession();
    $cart.set(v.parse(CartEnvelopeSchema, { cart: await heldCart() }).cart!);
    // Every getData of this session fails (the page's $cart starts one of its own too).
    await store.fault({ path: '/checkout/cart/getData', kind: 'status', status: 500, times: -1 });
    const shown = $cart.get();
    expect((await setCartCustomer(1)).ok).toBe(true);
    expect($cart.get()).toBe(shown);
    expect(store.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /checkout/cart/setCustomer',
      GET_DATA,
    ]);
  });

  it('a quote or save-and-checkout answered {order_id} alone (the page is left) is not followed by a re-read', async () => {
    await leanStaffSession();
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const quote = await placeOrder('quoteOrder');
    expect(quote).toEqual({ ok: true, orderId: expect.stringMatching(/^\d+$/) });
    expect(Object.keys(answerTo('GET /checkout/cart/quoteOrder'))).toEqual(['order_id']);
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect(await placeOrder('saveOrderAndCheckout')).toEqual({ ok: true, orderId: expect.stringMatching(/^\d+$/) });
    expect(store.sent(GET_DATA)).toHaveLength(0);
  });

  it('removeCredit answered without a cart re-reads', async () => {
    // A signed-in customer with store credit (customer 1 has $15.00 in the seed); removing it is this session's only.
    await signInAs(1);
    await store.settings({ answers: 'spec' });
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect((await heldCart()).totals).toContainEqual(expect.objectContaining({ code: 'credit' }));
    expect((await removeCredit()).ok).toBe(true);
    expect(answerTo('GET /checkout/cart/removeCredit')).toEqual({});
    expect(store.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /checkout/cart/removeCredit', GET_DATA]);
    const held = await heldCart();
    expect(held.totals).not.toContainEqual(expect.objectContaining({ code: 'credit' }));
    expect($cart.get()).toEqual(v.parse(CartEnvelopeSchema, { cart: held }).cart);
  });

  // Hand-written (tests/unit/lint/fetch-stubs.test.ts): the store's saveOrder states its cart, as the spec does; the
  // client still re-reads when a server leaves it out, and only a stub can answer {order_id} alone.
  it('saveOrder answered {order_id} alone re-reads', async () => {
    await leanStaffSession();
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    handAnswer(store, 'GET /checkout/cart/saveOrder', () => json({ order_id: 12 }));
    expect(await placeOrder('saveOrder')).toEqual({ ok: true, orderId: '12' });
    // The cart shown is the one the store holds, read again.
    expect(store.sent(GET_DATA)).toHaveLength(1);
    expect($cart.get()?.products.map((p) => p.product_id)).toEqual([1]);
  });
});

describe("compare and wishlist counts with a number, OpenCart's text, or none", () => {
  it('compare add answered {success, total: "Product Compare (1)"} sets the count to 1 with no error', async () => {
    await store.settings({ answers: 'spec' });
    expect(await addToCompare(7)).toBe(true);
    expect(answerTo('POST /product/compare/add').total).toBe('Product Compare (1)');
    expect($compareCount.get()).toBe(1);
    expect(notify.success).toHaveBeenCalledWith(answerTo('POST /product/compare/add').success);
    expect(notify.uhOh).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(store.sent('GET /product/compare/getCompare')).toHaveLength(0);
  });

  it('compare add answered {} re-reads the list: the count is what the server holds, not a guess', async () => {
    $compareCount.set(2);
    await store.fault({ path: '/product/compare/add', kind: 'empty' });
    expect(await addToCompare(7)).toBe(true);
    expect(store.sent('GET /product/compare/getCompare')).toHaveLength(1);
    expect($compareCount.get()).toBe(0);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });

  it("compare remove without a total takes the count from the page's list", async () => {
    await store.settings({ answers: 'spec' });
    await store.form('/product/compare/add', { product_id: 7 });
    $compareList.set({ attribute_groups: [], products: [] } as never);
    $compareCount.set(1);
    expect(await removeFromCompare(7)).toBe(true);
    expect(answerTo('POST /product/compare/remove').total).toBeUndefined();
    expect($compareCount.get()).toBe(0);
    expect(store.sent('GET /product/compare/getCompare')).toHaveLength(0);
  });

  it('wishlist add answered {success, total: "Wish List (1)"} works: no "system error"', async () => {
    await registerAccount();
    await store.settings({ answers: 'spec' });
    expect(
      await addToWishlist({ product_id: 5, name: 'Pads', manufacturer: '', category_levels: [], price: 1 } as never),
    ).toBe(true);
    expect(answerTo('POST /account/wishlist/add').total).toBe('Wish List (1)');
    expect(notify.uhOh).not.toHaveBeenCalledWith(SYSTEM_ERROR);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });

  it('wishlist changes with no total: the loaded list is re-read (add) or kept minus the entry (remove)', async () => {
    await registerAccount();
    await store.settings({ answers: 'spec' });
    await store.form('/account/wishlist/add', { product_id: 1 });
    await loadWishlist();
    expect($wishlist.get()?.map((p) => p.product_id)).toEqual([1]);
    // Another tab saves part 2 meanwhile; this tab's add of it is answered {} (no total): the list shown is re-read.
    await store.form('/account/wishlist/add', { product_id: 2 });
    await store.fault({ path: '/account/wishlist/add', kind: 'empty' });
    await addToWishlist({ product_id: 2, name: 'Part 2', manufacturer: '', category_levels: [], price: 1 } as never);
    expect(answerTo('POST /account/wishlist/add')).toEqual({});
    expect($wishlist.get()?.map((p) => p.product_id)).toEqual([1, 2]);
    // The spec's remove answer states no total: the entry leaves the list shown, with no re-read.
    const reads = store.sent('GET /account/wishlist/getWishlist').length;
    await removeFromWishlist(1);
    expect(answerTo('POST /account/wishlist/remove').total).toBeUndefined();
    expect($wishlist.get()?.map((p) => p.product_id)).toEqual([2]);
    expect(store.sent('GET /account/wishlist/getWishlist')).toHaveLength(reads);
    expect(notify.uhOh).not.toHaveBeenCalled();
  });
});

describe('product contact', () => {
  it('productContactEmail answered {} is a sent message (no `success` needed) and says where it went', async () => {
    await store.settings({ answers: 'spec' });
    // The image the shopper saw, and its code (the store's QA answer), as the shopper would type it.
    await store.call('/tool/captcha');
    const { code: captcha } = (await store.json('/__demo/captcha')) as { code: string };
    const [location] = (await store.call('/product/product/getLocations').then((r) => r.json())) as {
      location_id: number;
      location_name: string;
      email_address: string;
    }[];
    const result = await sendProductContact(
      { name: 'Dana', email: 'dana@example.com', phone: '614', message: 'Hello', location: location!, captcha },
      { product_id: 1, name: 'Pads' },
    );
    const [, sent] = store.sent('POST /index.php');
    expect(sent?.url.searchParams.get('route')).toBe('product/product/productContactEmail');
    expect(sent?.answer?.text).toBe('{}');
    expect(result).toEqual({ ok: true, message: `Your message has been sent to ${location!.location_name}.` });
  });
});
