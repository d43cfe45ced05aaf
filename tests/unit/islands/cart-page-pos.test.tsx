import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import cartPage from '../../../islands/cart-page/index';
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const pads = cartLine({
  key: 'pads',
  name: 'Front Brake Pad Set',
  unit_price: '60.00',
  unit_price_text: '$60.00',
  price: '60.00',
  price_text: '$60.00',
  original_unit_price: '60.00',
});
const POS = {
  tax_classes: [{ tax_class_id: 9, title: 'Taxable Goods' }],
  labor_rates: [{ labor_id: 2, title: 'Brake Service', amount: 110 }],
  customer_groups: [{ customer_group_id: 1, name: 'Retail' }],
};

let server: FakeFetch;

// The POS slot is a lazy module: load it once up front so the first test's findBy* waits for rendering, not for vitest.
beforeAll(() => import('../../../src/pos/ui/cart-slot'));

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
  server.onJson('GET /checkout/cart/getData', wireCart([pads]));
  server.onJson('POST /api/products/getInventoryDetails', { data: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function showPos() {
  setConfig({ in_pos_mode: true });
  renderIsland(cartPage, { pos: POS });
  await screen.findByRole('region', { name: 'Customer' });
}

describe('cart page in POS mode', () => {
  it('a shopper sees none of the POS parts; staff see them and no storefront Checkout', async () => {
    renderIsland(cartPage, { pos: POS });
    await screen.findByRole('table', { name: 'Items in your cart' });
    expect(screen.queryByRole('button', { name: /Edit price/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('staff: customer panel, line tools, custom items and order actions; no storefront Checkout', async () => {
    await showPos();
    expect(screen.getByText('No customer on this order.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit price of Front Brake Pad Set' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a Custom Product' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Order actions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('Edit Item Price: percent recomputes price and amount; a non-number disables Update; Update sends updatePrice once', async () => {
    const answer = deferred();
    server.on('POST /checkout/cart/updatePrice', () => answer.promise);
    await showPos();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit price of Front Brake Pad Set' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Item Price' });
    const price = within(modal).getByLabelText('New Price ($)');
    fireEvent.change(within(modal).getByLabelText('Adjustment Percent (%)'), { target: { value: '-12.5' } });
    expect((price as HTMLInputElement).value).toBe('52.50');
    expect((within(modal).getByLabelText('Adjustment Amount ($)') as HTMLInputElement).value).toBe('-7.50');
    expect(price.className).toContain('pi-price-edit__price--down');
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(within(modal).getByText('Enter a number.')).toBeTruthy();
    expect((within(modal).getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(price, { target: { value: '70' } });
    expect(price.className).toContain('pi-price-edit__price--up');
    const update = within(modal).getByRole('button', { name: 'Update' });
    fireEvent.click(update);
    fireEvent.click(update);
    await screen.findByRole('button', { name: 'Updating...' });
    answer.resolve(json({ success: 'ok', cart: wireCart([pads]) }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The unit price has been updated.'));
    expect(server.sent('POST /checkout/cart/updatePrice').map((r) => Object.fromEntries(r.form))).toEqual([
      { key: 'pads', newPrice: '70.00' },
    ]);
  });

  it('Add a Custom Product: the messages, Add disabled while invalid, then addCustomProduct {name, price, quantity, tax_class_id}', async () => {
    server.onJson('POST /checkout/cart/addCustomProduct', { success: 'Added', cart: wireCart([pads]) });
    const user = userEvent.setup();
    await showPos();
    await user.click(screen.getByRole('button', { name: 'Add a Custom Product' }));
    const modal = screen.getByRole('dialog', { name: 'Add a Custom Product' });
    const add = within(modal).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(within(modal).getByLabelText(/^Name/), ' ');
    expect(within(modal).getByText('Name is a required field.')).toBeTruthy();
    await user.type(within(modal).getByLabelText(/^Price/), 'x');
    expect(within(modal).getByText('Price must be a positive number.')).toBeTruthy();
    await user.clear(within(modal).getByLabelText(/^Price/));
    await user.type(within(modal).getByLabelText(/^Price/), '9.99');
    await user.clear(within(modal).getByLabelText(/^Quantity/));
    await user.type(within(modal).getByLabelText(/^Quantity/), '0');
    await user.tab();
    expect((within(modal).getByLabelText(/^Quantity/) as HTMLInputElement).value).toBe('1');
    await user.type(within(modal).getByLabelText(/^Name/), 'Decal');
    await user.selectOptions(within(modal).getByLabelText('Tax Class'), '9');
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() => expect(server.sent('POST /checkout/cart/addCustomProduct')).toHaveLength(1));
    expect(Object.fromEntries(server.sent('POST /checkout/cart/addCustomProduct')[0]!.form)).toEqual({
      name: 'Decal',
      price: '9.99',
      quantity: '1',
      tax_class_id: '9',
    });
  });

  it('custom labor shows subtotal = rate x minutes / 60 x quantity', async () => {
    const user = userEvent.setup();
    await showPos();
    await user.click(screen.getByRole('button', { name: 'Add Custom Labor' }));
    const modal = screen.getByRole('dialog', { name: 'Add Custom Labor' });
    expect((within(modal).getByLabelText(/^Labor Rate/) as HTMLSelectElement).value).toBe('2');
    await user.type(within(modal).getByLabelText(/^Time/), '30');
    await user.clear(within(modal).getByLabelText(/^Quantity/));
    await user.type(within(modal).getByLabelText(/^Quantity/), '3');
    expect(within(modal).getByText('$165.00')).toBeTruthy();
  });

  it('a double click on Create Order for Later sends one saveOrder', async () => {
    const answer = deferred();
    server.on('GET /checkout/cart/saveOrder', () => answer.promise);
    await showPos();
    const save = await screen.findByRole('button', { name: 'Create Order for Later' });
    fireEvent.click(save);
    fireEvent.click(save);
    answer.resolve(json({ order_id: 1040, cart: wireCart([]) }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order #1040 has been saved for later.'));
    expect(server.sent('GET /checkout/cart/saveOrder')).toHaveLength(1);
  });
});
