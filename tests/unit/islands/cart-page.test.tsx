// Two hand-written carts stay (listed in tests/unit/lint/fetch-stubs.test.ts): a line in more than 3 packages and a
// confirm_button label, which the demo store's catalog and carts never have and a store may send.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cartPage, { EMPTY_CART, STOCK_WARNING } from '../../../islands/cart-page/index';
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { notify } from '../helpers/notify';

const GET_DATA = 'GET /checkout/cart/getData';
// The demo store's catalog: the pads (with labor), the rotors, the lug nuts (sold by 4), the light bar kit (options),
// product 8 (no stock anywhere, with its own out-of-stock text).
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set' };
const ROTORS = { product_id: 10, name: 'Ironclad Drilled & Slotted Front Rotor Pair' };
const LUG_NUTS = { product_id: 6, name: 'Lockwell Chrome Acorn Lug Nut' };
const LIGHT_BAR = { product_id: 3, name: 'TrailBond Custom LED Light Bar Kit' };
const NO_STOCK = { product_id: 8 };

const store = demoStore();

interface WireLine {
  key: string;
  name: string;
  links: { view: string };
  thumbnails: { cart: string };
  unit_price_text: string;
  oos_text: string;
}
interface WireCart {
  products: WireLine[];
  totals: { title: string; code: string; text: string }[];
  labor_applied: Record<string, { name: string; time: number }>;
  vouchers: { description: string }[];
  weight_text: string;
}

/** Puts a line in this test's cart on the server; the cart it answers. */
async function add(fields: Record<string, string | number>): Promise<WireCart> {
  const { cart } = (await store.form('/checkout/cart/add', fields)) as { cart: WireCart };
  return cart;
}
const held = async () => (await store.json('/checkout/cart/getData')) as unknown as WireCart;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = (name: string) => screen.getByRole('row', { name: new RegExp(escape(name)) });

/** Signs this test's session in as customer 1 of the seed (store credit of $15.00 on the cart). */
async function signedInWithCredit(): Promise<void> {
  const res = await store.call('/account/login', {
    method: 'POST',
    body: 'customer_id=1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
}

afterEach(async () => {
  // Every call the page started has its answer before it goes.
  await store.answered();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

/** The cart page on the cart the server holds for this session. */
async function show() {
  renderIsland(cartPage, {});
  await screen.findByRole('table', { name: 'Items in your cart' });
}

/** A hand-written cart: for what the demo store never sends. */
async function showHandWritten(cart: ReturnType<typeof wireCart>) {
  handAnswer(store, GET_DATA, () => json(cart));
  renderIsland(cartPage, {});
  await screen.findByRole('table', { name: 'Items in your cart' });
}

describe('cart page rows (spec 1 §2)', () => {
  it('shows image, name, selected options with price, quantity control, unit price and total per line', async () => {
    const cart = await add({ product_id: LIGHT_BAR.product_id, quantity: 1, 'option[101]': 1003, 'option[102]': 1004 });
    const [line] = cart.products;
    await show();
    const light = row(LIGHT_BAR.name);
    expect(light.querySelector('img')?.getAttribute('src')).toBe(line!.thumbnails.cart);
    expect(within(light).getByRole('link', { name: LIGHT_BAR.name }).getAttribute('href')).toBe(line!.links.view);
    expect(within(light).getByText('Beam Pattern: Combo (+$12.00)')).toBeTruthy();
    expect(within(light).getByRole('combobox', { name: `Quantity for ${LIGHT_BAR.name}` })).toBeTruthy();
    expect(within(light).getAllByText(line!.unit_price_text)).toHaveLength(2);
  });

  it('shows labor applied per line (name and time)', async () => {
    const cart = await add({ product_id: PADS.product_id, quantity: 1, apply_labor: 1 });
    const [labor] = Object.values(cart.labor_applied);
    await show();
    expect(screen.getByText(`Labor: ${labor!.name} (${labor!.time} min)`)).toBeTruthy();
  });

  it('voucher lines have quantity fixed at 1', async () => {
    await add({ product_id: PADS.product_id, quantity: 1 });
    // A bought gift certificate in the cart (the store's QA control).
    await store.call('/__demo/gift-certificate', {
      method: 'POST',
      body: JSON.stringify({ amount: 25, to_name: 'Sam' }),
      headers: { 'Content-Type': 'application/json' },
    });
    await show();
    const voucher = row('$25.00 Gift Certificate for Sam');
    expect(within(voucher).queryByRole('combobox')).toBeNull();
    expect(within(voucher).getByText('1')).toBeTruthy();
  });

  it(`a line out of stock shows "${STOCK_WARNING}" and is highlighted; the product's own oos_text wins`, async () => {
    // More pads than the store has anywhere; product 8, which no store has.
    await add({ product_id: PADS.product_id, quantity: 10000 });
    const cart = await add({ product_id: NO_STOCK.product_id, quantity: 1 });
    const none = cart.products.find((p) => p.name !== PADS.name)!;
    expect(none.oos_text).not.toBe('');
    await show();
    const pads = row(PADS.name);
    expect(within(pads).getByText(STOCK_WARNING)).toBeTruthy();
    expect(pads.className).toContain('pi-cart-page__row--warning');
    expect(within(row(none.name)).getByText(none.oos_text)).toBeTruthy();
  });

  it('lists up to 3 included-in packages per line with a show more control', async () => {
    const kits = [1, 2, 3, 4, 5].map((n) => ({
      product_id: 900 + n,
      name: `Brake Kit ${n}`,
      links: { view: `/product/product?product_id=${900 + n}` },
    }));
    // Hand-written: no part of the store's catalog is in more than 3 packages.
    const pads = cartLine({ key: 'pads', name: 'Front Brake Pad Set' });
    await showHandWritten(wireCart([{ ...pads, included_in: kits }]));
    const row = screen.getByRole('row', { name: /Front Brake Pad Set/ });
    expect(within(row).getAllByRole('link', { name: /^Brake Kit/ })).toHaveLength(3);
    await userEvent.click(within(row).getByRole('button', { name: 'Show more (2)' }));
    expect(within(row).getAllByRole('link', { name: /^Brake Kit/ })).toHaveLength(5);
  });

  it('shows the weight text when show_weight is on', async () => {
    const cart = await add({ product_id: PADS.product_id, quantity: 2 });
    expect(cart.weight_text).toMatch(/^Weight: [\d.]+lb$/);
    await show();
    expect(screen.getByText(cart.weight_text)).toBeTruthy();
  });

  it(`says "${EMPTY_CART}" when empty`, async () => {
    renderIsland(cartPage, {});
    expect(await screen.findByText(EMPTY_CART)).toBeTruthy();
  });
});

describe('cart page totals and codes', () => {
  /** Pads with the SAVE10 coupon, and the store credit of a signed-in customer. */
  async function withCoupon(): Promise<WireCart> {
    await signedInWithCredit();
    await add({ product_id: PADS.product_id, quantity: 1 });
    await store.form('/checkout/cart/applyCode', { code: 'SAVE10' });
    return held();
  }

  it('lists the totals table and offers a remove control only on applied codes', async () => {
    const cart = await withCoupon();
    expect(cart.totals.map((t) => t.code)).toEqual(expect.arrayContaining(['sub_total', 'coupon', 'credit', 'total']));
    await show();
    const totals = screen.getByRole('table', { name: 'Order totals' });
    expect(within(totals).getAllByRole('row')).toHaveLength(cart.totals.length);
    expect(within(totals).getByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeTruthy();
    expect(within(totals).queryByRole('button', { name: /Remove Sub-Total|Remove Total/ })).toBeNull();
  });

  it('removing a coupon sends removeCode with its type and code', async () => {
    await withCoupon();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coupon (SAVE10)' }));
    await waitFor(() => expect(store.sent('POST /checkout/cart/removeCode')).toHaveLength(1));
    const form = store.sent('POST /checkout/cart/removeCode')[0]!.form;
    expect([form.get('type'), form.get('code')]).toEqual(['coupon', 'SAVE10']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Success: Your coupon has been removed!');
    expect((await held()).totals.map((t) => t.code)).not.toContain('coupon');
  });

  it('Removing an applied coupon or voucher works with OpenCart\'s own totals: the code comes from "Coupon (SAVE10)" when no code field is sent', async () => {
    // The store in the spec's answer mode: a total is title, code and text, nothing more.
    await store.settings({ answers: 'spec' });
    await add({ product_id: PADS.product_id, quantity: 1 });
    await store.form('/checkout/cart/applyCode', { code: 'SAVE10' });
    await store.form('/checkout/cart/applyCode', { code: 'GIFT25' });
    const totals = (await held()).totals;
    expect(totals.map((t) => t.title)).toEqual(expect.arrayContaining(['Coupon (SAVE10)', 'Gift Voucher (GIFT25)']));
    expect(totals.every((t) => !('code_value' in t))).toBe(true);
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coupon (SAVE10)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gift Voucher (GIFT25)' }));
    await waitFor(() => expect(store.sent('POST /checkout/cart/removeCode')).toHaveLength(2));
    const sent = store.sent('POST /checkout/cart/removeCode').map((r) => [r.form.get('type'), r.form.get('code')]);
    expect(sent).toEqual([
      ['coupon', 'SAVE10'],
      ['voucher', 'GIFT25'],
    ]);
    await waitFor(() => expect(store.sent('POST /checkout/cart/removeCode')[1]!.answer).toBeDefined());
    expect((await held()).totals.map((t) => t.code)).not.toContain('voucher');
  });

  it('removing store credit calls removeCredit', async () => {
    await withCoupon();
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Store Credit' }));
    await waitFor(() => expect(store.sent('GET /checkout/cart/removeCredit')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Store Credit' })).toBeNull());
    expect((await held()).totals.map((t) => t.code)).not.toContain('credit');
  });

  it('an applied code clears the box and toasts success; a refused one keeps what was typed and toasts the error', async () => {
    await add({ product_id: PADS.product_id, quantity: 1 });
    await show();
    const box = screen.getByLabelText('Coupon, voucher or gift code');
    // The store refuses an expired coupon, then applies SAVE10.
    await userEvent.type(box, 'EXPIRED5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(store.sent('POST /checkout/cart/applyCode')[0]?.answer).toBeDefined());
    const { error } = JSON.parse(store.sent('POST /checkout/cart/applyCode')[0]!.answer!.text) as { error: string };
    expect(error).toContain('EXPIRED5');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(error));
    expect((box as HTMLInputElement).value).toBe('EXPIRED5');

    await userEvent.clear(box);
    await userEvent.type(box, ' SAVE10 {Enter}');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Success: Your coupon discount has been applied!'));
    expect(store.sent('POST /checkout/cart/applyCode').at(-1)!.form.get('code')).toBe('SAVE10');
    expect((box as HTMLInputElement).value).toBe('');
  });
});

describe('cart page quantity and remove', () => {
  it('a failed edit restores the last confirmed quantity and shows the server error; nothing else changes', async () => {
    await add({ product_id: PADS.product_id, quantity: 1 });
    await add({ product_id: LUG_NUTS.product_id, quantity: 4 });
    await show();
    // The store fails the edit (HTTP 500 with its error).
    await store.fault({ path: '/checkout/cart/edit', kind: 'status', status: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const nuts = screen.getByRole('combobox', { name: `Quantity for ${LUG_NUTS.name}` }) as HTMLSelectElement;
    fireEvent.change(nuts, { target: { value: '8' } });
    await waitFor(() => expect(store.sent('PUT /checkout/cart/edit')).toHaveLength(1), { timeout: 1500 });
    expect(store.sent('PUT /checkout/cart/edit')[0]!.form.get('quantity')).toBe('8');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Injected fault'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: `Quantity for ${LUG_NUTS.name}` }) as HTMLSelectElement).value).toBe(
        '4',
      ),
    );
    expect(screen.getByRole('combobox', { name: `Quantity for ${PADS.name}` })).toBeTruthy();
    expect((await held()).products.map((p) => [p.name, (p as WireLine & { quantity: number }).quantity])).toEqual([
      [PADS.name, 1],
      [LUG_NUTS.name, 4],
    ]);
  });

  it('the remove control sends remove with the line key', async () => {
    await add({ product_id: PADS.product_id, quantity: 1 });
    const cart = await add({ product_id: ROTORS.product_id, quantity: 1 });
    const padsKey = cart.products.find((p) => p.name === PADS.name)!.key;
    await show();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${PADS.name}` }));
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(escape(PADS.name)) })).toBeNull());
    expect(store.sent('POST /checkout/cart/remove')[0]!.form.get('key')).toBe(padsKey);
    expect((await held()).products.map((p) => p.name)).toEqual([ROTORS.name]);
  });
});

describe('cart page checkout hand-off', () => {
  it('outside POS and kiosk, Checkout goes to /checkout/checkout; confirm_button from the cart is its label', async () => {
    // Hand-written: the demo store's carts carry no confirm_button label.
    await showHandWritten(
      wireCart([cartLine({ key: 'pads', name: 'Front Brake Pad Set' })], {
        confirm_button: 'Proceed to Secure Checkout',
      }),
    );
    expect(screen.getByRole('link', { name: 'Proceed to Secure Checkout' }).getAttribute('href')).toBe(
      '/checkout/checkout',
    );
  });

  it('guest checkout off and not logged in: the login link instead of Checkout', async () => {
    setConfig({ guest_checkout: false, logged_in: false });
    await add({ product_id: PADS.product_id, quantity: 1 });
    await show();
    expect(screen.getByRole('link', { name: 'Log In to Purchase' }).getAttribute('href')).toBe('/account/login');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it(`inside a frame, checkout opens in a new tab and a "Continue Checkout" dialog offers "I'm Finished", which reloads`, async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await add({ product_id: PADS.product_id, quantity: 1 });
    await show();
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Continue Checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm Finished" }));
    expect(reload).toHaveBeenCalled();
  });

  it('in POS mode the storefront checkout is not offered (staff use the POS checkout)', async () => {
    // A signed-in staff session's page.
    setConfig(await store.signInAsStaff());
    await add({ product_id: PADS.product_id, quantity: 1 });
    await show();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});

describe('kiosk "Submit to Buy" (spec 2 §4)', () => {
  it('hands the pickup contact to setCheckoutData, creates a kiosk / local_pickup / cod order, then goes home', async () => {
    setConfig({ kiosk_mode: true });
    const assign = stubLocationAssign();
    await add({ product_id: PADS.product_id, quantity: 1 });
    await show();
    await userEvent.type(screen.getByLabelText(/Your name/), 'Sam');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '614-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit to Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const contact = store.sent('POST /checkout/cart/setCheckoutData')[0]!.form;
    expect([contact.get('firstname'), contact.get('telephone')]).toEqual(['Sam', '614-555-0100']);
    const order = store.sent('POST /index.php')[0]!;
    // The store made the order and emptied the cart.
    expect(JSON.parse(order.answer!.text)).toMatchObject({ order_id: expect.any(Number) });
    expect((await held()).products).toEqual([]);
    expect(order.url.searchParams.get('route')).toBe('checkout/confirm/createOrder');
    expect([order.form.get('status'), order.form.get('shipping_method'), order.form.get('payment_method')]).toEqual([
      'kiosk',
      'local_pickup',
      'cod',
    ]);
  });

  it('an order confirm error shows the server message below the button and the button resets', async () => {
    setConfig({ kiosk_mode: true });
    // A part no store has: the store refuses the order.
    await add({ product_id: NO_STOCK.product_id, quantity: 1 });
    await show();
    await userEvent.type(screen.getByLabelText(/Your name/), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Submit to Buy' }));
    const alert = await screen.findByRole('alert');
    const { error } = JSON.parse(store.sent('POST /index.php')[0]!.answer!.text) as { error: string };
    expect(error).toMatch(/not available in the desired quantity/);
    expect(alert.textContent).toBe(error);
    expect(screen.getByRole('button', { name: 'Submit to Buy' })).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Sam');
    expect(notify.error).not.toHaveBeenCalled();
    await act(async () => {});
  });
});
