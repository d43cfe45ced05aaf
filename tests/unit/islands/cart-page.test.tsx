import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cartPage, { EMPTY_CART, STOCK_WARNING } from '../../../islands/cart-page/index';
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const GET_DATA = 'GET /checkout/cart/getData';
const pads = cartLine({
  key: 'pads',
  name: 'Front Brake Pad Set',
  part_number: 'IR-8476A',
  thumbnails: { primary: '', cart: '/image/product/1.svg' },
  links: { view: '/product/product?product_id=1', manufacturer: '' },
  selected_options: [{ product_option_id: 7, name: 'Axle', value: 'Front', price: '+$5.00' }],
});
const rotor = cartLine({
  key: 'rotor',
  product_id: 202,
  name: 'Slotted Rotor',
  quantity: 3,
  price: '90.00',
  price_text: '$90.00',
  enough_inventory: false,
  oos_text: '',
});
const lamp = cartLine({
  key: 'lamp',
  product_id: 303,
  name: 'LED Lamp',
  show_stock_warning: true,
  oos_text: 'Ships in 2 weeks',
});

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

async function show(cart = wireCart([pads])) {
  server.onJson(GET_DATA, cart);
  renderIsland(cartPage, {});
  await screen.findByRole('table', { name: 'Items in your cart' });
}

describe('cart page rows (spec 1 §2)', () => {
  it('shows image, name, selected options with price, quantity control, unit price and total per line', async () => {
    await show();
    const row = screen.getByRole('row', { name: /Front Brake Pad Set/ });
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/image/product/1.svg');
    expect(within(row).getByRole('link', { name: 'Front Brake Pad Set' }).getAttribute('href')).toBe(
      '/product/product?product_id=1',
    );
    expect(within(row).getByText('Axle: Front (+$5.00)')).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Quantity for Front Brake Pad Set' })).toBeTruthy();
    expect(within(row).getAllByText('$41.15')).toHaveLength(2);
  });

  it('shows labor applied per line (name and time)', async () => {
    await show(
      wireCart([pads], { labor_applied: { pads: { key: 'pads', time: 60, labor_id: 2, name: 'Brake Service' } } }),
    );
    expect(screen.getByText('Labor: Brake Service (60 min)')).toBeTruthy();
  });

  it('voucher lines have quantity fixed at 1', async () => {
    await show(
      wireCart([pads], {
        vouchers: [{ key: 'v1', description: '$25 Gift Certificate for Sam', amount_text: '$25.00' }],
      }),
    );
    const row = screen.getByRole('row', { name: /Gift Certificate/ });
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).getByText('1')).toBeTruthy();
  });

  it(`a line out of stock shows "${STOCK_WARNING}" and is highlighted; the product's own oos_text wins`, async () => {
    await show(wireCart([rotor, lamp]));
    const rotorRow = screen.getByRole('row', { name: /Slotted Rotor/ });
    expect(within(rotorRow).getByText(STOCK_WARNING)).toBeTruthy();
    expect(rotorRow.className).toContain('pi-cart-page__row--warning');
    expect(within(screen.getByRole('row', { name: /LED Lamp/ })).getByText('Ships in 2 weeks')).toBeTruthy();
  });

  it('lists up to 3 included-in packages per line with a show more control', async () => {
    const kits = [1, 2, 3, 4, 5].map((n) => ({
      product_id: 900 + n,
      name: `Brake Kit ${n}`,
      links: { view: `/product/product?product_id=${900 + n}` },
    }));
    await show(wireCart([{ ...pads, included_in: kits }]));
    const row = screen.getByRole('row', { name: /Front Brake Pad Set/ });
    expect(within(row).getAllByRole('link', { name: /^Brake Kit/ })).toHaveLength(3);
    await userEvent.click(within(row).getByRole('button', { name: 'Show more (2)' }));
    expect(within(row).getAllByRole('link', { name: /^Brake Kit/ })).toHaveLength(5);
  });

  it('shows the weight text when show_weight is on', async () => {
    await show(wireCart([pads], { show_weight: true, weight_text: 'Weight: 12.40lb' }));
    expect(screen.getByText('Weight: 12.40lb')).toBeTruthy();
  });

  it(`says "${EMPTY_CART}" when empty`, async () => {
    server.onJson(GET_DATA, wireCart([]));
    renderIsland(cartPage, {});
    expect(await screen.findByText(EMPTY_CART)).toBeTruthy();
  });
});

describe('cart page totals and codes', () => {
  const withCoupon = () =>
    wireCart([pads], {
      totals: [
        { title: 'Sub-Total', code: 'sub_total', text: '$41.15' },
        { title: 'Coupon (SAVE10)', code: 'coupon', text: '-$4.12', code_value: 'SAVE10' },
        { title: 'Store Credit', code: 'credit', text: '-$10.00' },
        { title: 'Total', code: 'total', text: '$27.03' },
      ],
    });

  it('lists the totals table and offers a remove control only on applied codes', async () => {
    await show(withCoupon());
    const totals = screen.getByRole('table', { name: 'Order totals' });
    expect(within(totals).getAllByRole('row')).toHaveLength(4);
    expect(within(totals).getByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeTruthy();
    expect(within(totals).queryByRole('button', { name: /Remove Sub-Total|Remove Total/ })).toBeNull();
  });

  it('removing a coupon sends removeCode with its type and code', async () => {
    await show(withCoupon());
    server.onJson('POST /checkout/cart/removeCode', { success: 'Coupon removed.', cart: wireCart([pads]) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coupon (SAVE10)' }));
    await waitFor(() => expect(server.sent('POST /checkout/cart/removeCode')).toHaveLength(1));
    const form = server.sent('POST /checkout/cart/removeCode')[0]!.form;
    expect([form.get('type'), form.get('code')]).toEqual(['coupon', 'SAVE10']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Coupon removed.');
  });

  it('Removing an applied coupon or voucher works with OpenCart\'s own totals: the code comes from "Coupon (SAVE10)" when no code field is sent', async () => {
    await show(
      wireCart([pads], {
        totals: [
          { title: 'Sub-Total', code: 'sub_total', text: '$41.15' },
          { title: 'Coupon (SAVE10)', code: 'coupon', text: '-$4.12' },
          { title: 'Gift Voucher (GIFT25)', code: 'voucher', text: '-$25.00' },
          { title: 'Total', code: 'total', text: '$12.03' },
        ],
      }),
    );
    const voucherOnly = wireCart([pads], {
      totals: [{ title: 'Gift Voucher (GIFT25)', code: 'voucher', text: '-$25.00' }],
    });
    server.onJson('POST /checkout/cart/removeCode', { success: 'Coupon removed.', cart: voucherOnly });
    server.onJson('POST /checkout/cart/removeCode', { success: 'Voucher removed.', cart: wireCart([pads]) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coupon (SAVE10)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Coupon (SAVE10)' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gift Voucher (GIFT25)' }));
    await waitFor(() => expect(server.sent('POST /checkout/cart/removeCode')).toHaveLength(2));
    const sent = server.sent('POST /checkout/cart/removeCode').map((r) => [r.form.get('type'), r.form.get('code')]);
    expect(sent).toEqual([
      ['coupon', 'SAVE10'],
      ['voucher', 'GIFT25'],
    ]);
  });

  it('removing store credit calls removeCredit', async () => {
    await show(withCoupon());
    server.onJson('GET /checkout/cart/removeCredit', { success: 'Store credit removed.', cart: wireCart([pads]) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Store Credit' }));
    await waitFor(() => expect(server.sent('GET /checkout/cart/removeCredit')).toHaveLength(1));
  });

  it('an applied code clears the box and toasts success; a refused one keeps what was typed and toasts the error', async () => {
    await show();
    // Answers in order: the first code is refused, the second applied.
    server.onJson('POST /checkout/cart/applyCode', {
      error: 'Coupon is either invalid, expired or reached its usage limit!',
      cart: wireCart([pads]),
    });
    server.onJson('POST /checkout/cart/applyCode', {
      success: 'Success: Your coupon discount has been applied!',
      cart: withCoupon(),
    });
    const box = screen.getByLabelText('Coupon, voucher or gift code');
    await userEvent.type(box, 'EXPIRED5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(server.sent('POST /checkout/cart/applyCode')).toHaveLength(1));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Coupon is either invalid, expired or reached its usage limit!'),
    );
    expect((box as HTMLInputElement).value).toBe('EXPIRED5');

    await userEvent.clear(box);
    await userEvent.type(box, ' SAVE10 {Enter}');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Success: Your coupon discount has been applied!'));
    expect(server.sent('POST /checkout/cart/applyCode').at(-1)!.form.get('code')).toBe('SAVE10');
    expect((box as HTMLInputElement).value).toBe('');
  });
});

describe('cart page quantity and remove', () => {
  it('a failed edit restores the last confirmed quantity and shows the server error; nothing else changes', async () => {
    await show(wireCart([pads, rotor]));
    server.onJson('PUT /checkout/cart/edit', {
      error: 'Minimum quantity for Slotted Rotor is 3.',
      cart: wireCart([pads, rotor]),
    });
    const rotorQuantity = screen.getByRole('combobox', { name: 'Quantity for Slotted Rotor' }) as HTMLSelectElement;
    fireEvent.change(rotorQuantity, { target: { value: '2' } });
    await waitFor(() => expect(server.sent('PUT /checkout/cart/edit')).toHaveLength(1), { timeout: 1500 });
    expect(server.sent('PUT /checkout/cart/edit')[0]!.form.get('quantity')).toBe('2');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Minimum quantity for Slotted Rotor is 3.'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Quantity for Slotted Rotor' }) as HTMLSelectElement).value).toBe(
        '3',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Quantity for Front Brake Pad Set' })).toBeTruthy();
  });

  it('the remove control sends remove with the line key', async () => {
    await show(wireCart([pads, rotor]));
    server.onJson('POST /checkout/cart/remove', { cart: wireCart([rotor]) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Front Brake Pad Set' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Front Brake Pad Set/ })).toBeNull());
    expect(server.sent('POST /checkout/cart/remove')[0]!.form.get('key')).toBe('pads');
  });
});

describe('cart page checkout hand-off', () => {
  it('outside POS and kiosk, Checkout goes to /checkout/checkout; confirm_button from the cart is its label', async () => {
    await show(wireCart([pads], { confirm_button: 'Proceed to Secure Checkout' }));
    expect(screen.getByRole('link', { name: 'Proceed to Secure Checkout' }).getAttribute('href')).toBe(
      '/checkout/checkout',
    );
  });

  it('guest checkout off and not logged in: the login link instead of Checkout', async () => {
    setConfig({ guest_checkout: false, logged_in: false });
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
    setConfig({ in_pos_mode: true });
    await show();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});

describe('kiosk "Submit to Buy" (spec 2 §4)', () => {
  it('hands the pickup contact to setCheckoutData, creates a kiosk / local_pickup / cod order, then goes home', async () => {
    setConfig({ kiosk_mode: true });
    const assign = stubLocationAssign();
    await show();
    server.onJson('POST /checkout/cart/setCheckoutData', { success: 'Saved.', cart: wireCart([pads]) });
    server.onJson('POST /index.php', { order_id: 4321 });
    await userEvent.type(screen.getByLabelText(/Your name/), 'Sam');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '614-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit to Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const contact = server.sent('POST /checkout/cart/setCheckoutData')[0]!.form;
    expect([contact.get('firstname'), contact.get('telephone')]).toEqual(['Sam', '614-555-0100']);
    const order = server.sent('POST /index.php')[0]!;
    expect(order.url.searchParams.get('route')).toBe('checkout/confirm/createOrder');
    expect([order.form.get('status'), order.form.get('shipping_method'), order.form.get('payment_method')]).toEqual([
      'kiosk',
      'local_pickup',
      'cod',
    ]);
  });

  it('an order confirm error shows the server message below the button and the button resets', async () => {
    setConfig({ kiosk_mode: true });
    await show();
    server.onJson('POST /checkout/cart/setCheckoutData', { success: 'Saved.', cart: wireCart([pads]) });
    server.onJson('POST /index.php', {
      error: 'Warning: Products marked with *** are not available in the desired quantity!',
    });
    await userEvent.type(screen.getByLabelText(/Your name/), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Submit to Buy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Warning: Products marked with *** are not available in the desired quantity!',
    );
    expect(screen.getByRole('button', { name: 'Submit to Buy' })).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Sam');
    expect(notify.error).not.toHaveBeenCalled();
    await act(async () => {});
  });
});
