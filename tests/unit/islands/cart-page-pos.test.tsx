import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import cartPage from '../../../islands/cart-page/index';
import { setConfig } from '../helpers/config';
import { mountProps } from '../helpers/demo-page';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { notify } from '../helpers/notify';

// The demo store's brake pads in the cart; the cart page's POS props from the store's own cart page.
const PADS = 'Ironclad Ceramic Front Brake Pad Set';
const store = demoStore();

// The POS slot is a lazy module: load it once up front so the first test's findBy* waits for rendering, not for vitest.
beforeAll(() => import('../../../src/pos/ui/cart-slot'));

afterEach(async () => {
  // Every call the page started has its answer before it goes.
  await store.answered();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The pads in this session's cart: their line key. */
async function padsInCart(): Promise<string> {
  const { cart } = (await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 })) as {
    cart: { products: { key: string }[] };
  };
  return cart.products[0]!.key;
}

/** The cart page of a signed-in staff session, with the pads ($64.99) in the cart. */
async function showPos(): Promise<{ key: string; pos: Record<string, unknown> }> {
  setConfig(await store.signInAsStaff());
  const key = await padsInCart();
  const { pos } = (await mountProps(store, '/checkout/cart', 'cart-page')) as { pos: Record<string, unknown> };
  renderIsland(cartPage, { pos });
  await screen.findByRole('region', { name: 'Customer' });
  return { key, pos };
}

describe('cart page in POS mode', () => {
  it('a shopper sees none of the POS parts; staff see them and no storefront Checkout', async () => {
    await padsInCart();
    // The store's cart page carries the POS props for everyone; a shopper's island shows none of them.
    const { pos } = (await mountProps(store, '/checkout/cart', 'cart-page')) as { pos: Record<string, unknown> };
    renderIsland(cartPage, { pos });
    await screen.findByRole('table', { name: 'Items in your cart' });
    expect(screen.queryByRole('button', { name: /Edit price/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('staff: customer panel, line tools, custom items and order actions; no storefront Checkout', async () => {
    await showPos();
    expect(screen.getByText('No customer on this order.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: `Edit price of ${PADS}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a Custom Product' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Order actions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('Edit Item Price: percent recomputes price and amount; a non-number disables Update; Update sends updatePrice once', async () => {
    const { key } = await showPos();
    // The store holds the update a while: the second click comes while it runs.
    await store.fault({ path: '/checkout/cart/updatePrice', kind: 'slow', delayMs: 500 });
    fireEvent.click(await screen.findByRole('button', { name: `Edit price of ${PADS}` }));
    const modal = screen.getByRole('dialog', { name: 'Edit Item Price' });
    const price = within(modal).getByLabelText('New Price ($)');
    fireEvent.change(within(modal).getByLabelText('Adjustment Percent (%)'), { target: { value: '-12.5' } });
    // $64.99 less 12.5 %: $56.87 (rounded to the cent), $8.12 off.
    expect((price as HTMLInputElement).value).toBe('56.87');
    expect((within(modal).getByLabelText('Adjustment Amount ($)') as HTMLInputElement).value).toBe('-8.12');
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
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The unit price has been updated.'));
    expect(store.sent('POST /checkout/cart/updatePrice').map((r) => Object.fromEntries(r.form))).toEqual([
      { key, newPrice: '70.00' },
    ]);
    const held = (await store.json('/checkout/cart/getData')) as { products: { unit_price: number }[] };
    expect(held.products[0]!.unit_price).toBe(70);
  });

  it('Add a Custom Product: the messages, Add disabled while invalid, then addCustomProduct {name, price, quantity, tax_class_id}', async () => {
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
    await waitFor(() => expect(store.sent('POST /checkout/cart/addCustomProduct')[0]?.answer).toBeDefined());
    expect(store.sent('POST /checkout/cart/addCustomProduct')).toHaveLength(1);
    expect(Object.fromEntries(store.sent('POST /checkout/cart/addCustomProduct')[0]!.form)).toEqual({
      name: 'Decal',
      price: '9.99',
      quantity: '1',
      tax_class_id: '9',
    });
    // The store took it: the custom item is on the cart it holds.
    expect(JSON.stringify(await store.json('/checkout/cart/getData'))).toContain('Decal');
  });

  it('custom labor shows subtotal = rate x minutes / 60 x quantity', async () => {
    const user = userEvent.setup();
    await showPos();
    await user.click(screen.getByRole('button', { name: 'Add Custom Labor' }));
    const modal = screen.getByRole('dialog', { name: 'Add Custom Labor' });
    // The store's rates: Standard Install, $120 an hour, then Brake Service, $110.
    await user.selectOptions(within(modal).getByLabelText(/^Labor Rate/), '1');
    await user.type(within(modal).getByLabelText(/^Time/), '30');
    await user.clear(within(modal).getByLabelText(/^Quantity/));
    await user.type(within(modal).getByLabelText(/^Quantity/), '3');
    expect(within(modal).getByText('$180.00')).toBeTruthy();
    await user.selectOptions(within(modal).getByLabelText(/^Labor Rate/), '2');
    expect(within(modal).getByText('$165.00')).toBeTruthy();
  });

  it('a double click on Create Order for Later sends one saveOrder', async () => {
    await showPos();
    // The store holds the save a while: the second click comes while it runs.
    await store.fault({ path: '/checkout/cart/saveOrder', kind: 'slow', delayMs: 500 });
    const save = await screen.findByRole('button', { name: 'Create Order for Later' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(store.sent('GET /checkout/cart/saveOrder')[0]?.answer).toBeDefined());
    const { order_id } = JSON.parse(store.sent('GET /checkout/cart/saveOrder')[0]!.answer!.text) as {
      order_id: number;
    };
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(`Order #${order_id} has been saved for later.`));
    expect(store.sent('GET /checkout/cart/saveOrder')).toHaveLength(1);
  });
});
