// The answer mode: with `?demo_answers=spec` (or the session setting) every call of the cart, POS cart, compare,
// wishlist, contact and registration answers only what spec 1 §7 states, and OpenCart 3's shapes where it points there.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SHAPED_CALLS, specCart } from '../../../demo-pages/server/qa/spec-answers';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { ListChangeSchema } from '../../../src/schemas/product';
import { CONTACT_MESSAGE, Visitor, withDemoStore, type TestStore } from './helpers';

let store!: TestStore;
let clerk!: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

async function spec(visitor: Visitor): Promise<void> {
  const res = await visitor.postJson('/__demo/session', { answers: 'spec' });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ answers: 'spec' });
}

const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('the answer mode is a session setting and a QA toggle', () => {
  it('POST /__demo/session {answers} sets it, GET reports it, DELETE goes back to full; a bad mode is HTTP 400', async () => {
    expect(await clerk.json('/__demo/session')).toMatchObject({ answers: 'full' });
    await spec(clerk);
    expect(await clerk.json('/__demo/session')).toMatchObject({ answers: 'spec' });
    const bad = await clerk.postJson('/__demo/session', { answers: 'lean' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Unknown answer mode "lean". Expected full or spec.' });
    await clerk.request('/__demo/session', { method: 'DELETE' });
    expect(await clerk.json('/__demo/session')).toMatchObject({ answers: 'full' });
  });

  it("?demo_answers=spec on a page sets it for the session (the page's calls answer in it); =full sets it back", async () => {
    const shopper = new Visitor(store.base);
    expect((await shopper.request('/checkout/cart?demo_answers=spec')).status).toBe(200);
    await shopper.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const lean = await body(await shopper.form('/checkout/cart/removeCode', { type: 'coupon', code: 'NOPE' }));
    expect(Object.keys(lean)).toEqual(['error']);
    expect(Object.keys(await shopper.json('/checkout/cart/getData'))).not.toContain('checkout_data');
    expect((await shopper.request('/checkout/cart?demo_answers=full')).status).toBe(200);
    expect(Object.keys(await shopper.json('/checkout/cart/getData'))).toContain('checkout_data');
    expect((await shopper.request('/checkout/cart?demo_answers=nope')).status).toBe(400);
  });

  it("a per-session reset keeps the mode (it is how this visitor's store speaks, like its cookie)", async () => {
    await spec(clerk);
    await clerk.request('/__demo/reset', { method: 'POST' });
    expect(await clerk.json('/__demo/session')).toMatchObject({ answers: 'spec' });
  });

  it('another session is not affected', async () => {
    await spec(clerk);
    const other = new Visitor(store.base);
    expect(await other.json('/__demo/session')).toMatchObject({ answers: 'full' });
    expect(await body(await other.form('/product/compare/add', { product_id: 1 }))).toMatchObject({ total: 1 });
  });
});

describe('in the spec mode every call answers only what the spec states', () => {
  it('"not stated" calls answer {} on success: removeCode, setCustomer, removeCustomer, addCustomProduct, applyLabor, updateLabor, setCheckoutData', async () => {
    await spec(clerk);
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1, apply_labor: 1 });
    expect(await body(await clerk.form('/checkout/cart/applyCode', { code: 'SAVE10', type: 'coupon' }))).toHaveProperty(
      'cart',
    );
    /** A "not stated" change: HTTP 200 and an empty object. */
    const answersNothing = async (path: string, fields: Record<string, string | number>) =>
      expect(await body(await clerk.form(`/checkout/cart/${path}`, fields)), path).toEqual({});
    await answersNothing('removeCode', { type: 'coupon', code: 'SAVE10' });
    await answersNothing('setCustomer', { customer_id: 1 });
    // The clerk's session has no store credit of its own: the error still goes through, and nothing else.
    expect(await body(await clerk.request('/checkout/cart/removeCredit'))).toEqual({
      error: 'There is no store credit on your cart.',
    });
    expect(await body(await clerk.request('/checkout/cart/removeCustomer'))).toEqual({});
    await answersNothing('addCustomProduct', { name: 'Shop rag', price: '2.00', quantity: 1, tax_class_id: '' });
    await answersNothing('applyLabor', { laborId: 1, laborTime: 30, quantity: 1, name: 'Fit' });
    await answersNothing('updateLabor', { key: '1:labor', newName: 'X', newLaborId: 1, newLaborTime: 45 });
    await answersNothing('setCheckoutData', { firstname: 'Jo' });
    // The changes happened: getData shows them.
    const cart = v.parse(CartSchema, await clerk.json('/checkout/cart/getData'));
    expect(cart.products.map((p) => p.name)).toContain('Shop rag');
    expect(cart.labor_applied['1:labor']).toMatchObject({ time: 45, name: 'X' });
  });

  it('errors still go through, without the cart a generous store adds', async () => {
    await spec(clerk);
    expect(await body(await clerk.form('/checkout/cart/removeCode', { type: 'coupon', code: 'NOPE' }))).toEqual({
      error: 'Coupon "NOPE" is not applied to your cart.',
    });
    const edit = await body(await clerk.form('/checkout/cart/edit', { key: 'nope', quantity: 1 }, 'PUT'));
    expect(edit).toMatchObject({ error: 'Product not found in cart.' });
  });

  it('updatePrice answers {success} only; abandonOrder and cancelOrder {}; saveOrderAndCheckout and quoteOrder {order_id}; saveOrder {cart, order_id}', async () => {
    await spec(clerk);
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect(await body(await clerk.form('/checkout/cart/updatePrice', { key: '1', newPrice: '50.00' }))).toEqual({
      success: 'The unit price has been updated.',
    });
    expect(await body(await clerk.request('/checkout/cart/abandonOrder'))).toEqual({});
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect(Object.keys(await body(await clerk.request('/checkout/cart/saveOrder'))).sort()).toEqual([
      'cart',
      'order_id',
    ]);
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect(Object.keys(await body(await clerk.request('/checkout/cart/quoteOrder')))).toEqual(['order_id']);
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect(Object.keys(await body(await clerk.request('/checkout/cart/cancelOrder')))).toEqual([]);
  });

  it("the cart carries only the spec's fields (spec 1 §3, spec 2 §3), and the client reads it", async () => {
    await spec(clerk);
    await clerk.form('/checkout/cart/add', { product_id: 1, quantity: 1, apply_labor: 1 });
    const raw = await clerk.json('/checkout/cart/getData');
    expect(Object.keys(raw)).not.toContain('checkout_data');
    const line = (raw.products as Record<string, unknown>[])[0]!;
    for (const field of ['stock', 'taxable', 'custom_product', 'labor_price_text', 'model'])
      expect(line).not.toHaveProperty(field);
    expect(line).toHaveProperty('labor_price');
    for (const t of raw.totals as Record<string, unknown>[])
      expect(Object.keys(t).sort()).toEqual(['code', 'text', 'title']);
    const cart = v.parse(CartSchema, raw);
    expect(cart.products[0]!.labor_price_text).toMatch(/^\$\d/);
    expect(specCart({ products: [{ key: 'a', stock: 3 }], extra: 1 })).toEqual({ products: [{ key: 'a' }] });
  });

  it('compare and wishlist adds answer OpenCart 3\'s {success, total: "Product Compare (n)"} / "Wish List (n)"', async () => {
    const shopper = new Visitor(store.base);
    await spec(shopper);
    const compare = await body(await shopper.form('/product/compare/add', { product_id: 1 }));
    expect(compare).toEqual({ success: expect.any(String), total: 'Product Compare (1)' });
    expect(v.parse(ListChangeSchema, compare).total).toBe(1);
    expect(await body(await shopper.form('/product/compare/remove', { product_id: 1 }))).toEqual({
      success: 'Success: You have modified your product comparison!',
    });
    expect((await shopper.form('/account/login?redirect=/', { customer_id: 1 })).status).toBe(303);
    const wish = await body(await shopper.form('/account/wishlist/add', { product_id: 2 }));
    expect(wish).toEqual({ success: expect.any(String), total: 'Wish List (1)' });
    expect(v.parse(ListChangeSchema, wish).total).toBe(1);
    expect(await body(await shopper.form('/account/wishlist/remove', { product_id: 2 }))).toEqual({
      success: 'Success: You have modified your wish list!',
    });
  });

  it('productContactEmail answers {}; validateCaptcha {success}; registration {success, customer_id}', async () => {
    const shopper = new Visitor(store.base);
    await spec(shopper);
    await shopper.request('/index.php?route=tool/captcha&t=1');
    const code = ((await shopper.json('/__demo/captcha')) as { code: string }).code;
    expect(
      await body(await shopper.form('/index.php?route=product/product/validateCaptcha', { captchaInput: code })),
    ).toEqual({ success: true });
    const sent = await shopper.form('/index.php?route=product/product/productContactEmail', CONTACT_MESSAGE);
    const answer = await body(sent);
    expect(answer.error ?? null).toBeNull();
    expect(answer).toEqual({});
    const reg = await body(
      await shopper.form('/account/register/processPost', {
        firstname: 'Jo',
        lastname: 'Ng',
        email: 'jo.spec@example.com',
        telephone: '6145550101',
        password: 'secret12',
        confirm: 'secret12',
        newsletter: 0,
        agree: 1,
      }),
    );
    expect(Object.keys(reg).sort()).toEqual(['customer_id', 'success']);
  });

  it('names every call of its lane', () => {
    expect(SHAPED_CALLS).toEqual(
      expect.arrayContaining([
        '/checkout/cart/setCustomer',
        '/checkout/cart/storeLocatorAddProduct',
        '/product/compare/add',
        '/account/wishlist/add',
        '/product/product/productContactEmail',
        '/account/register/processPost',
      ]),
    );
  });
});

describe("the index page's session toggle", () => {
  it('a browser form posting answers=spec to /__demo/session sets the mode and goes back', async () => {
    const qa = new Visitor(store.base);
    const res = await qa.browserForm('/__demo/session', 'answers=spec&redirect=%2F');
    expect(res.status).toBe(303);
    expect(await qa.json('/__demo/session')).toMatchObject({ answers: 'spec' });
    expect(await (await qa.request('/')).text()).toContain('Calls answer only what the spec states (this session)');
  });
});
