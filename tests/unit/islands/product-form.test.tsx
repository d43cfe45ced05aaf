import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productForm from '../../../islands/product-form/index';
import { setConfig } from '../helpers/config';
import { wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const value = (id: number, name: string, price = 0) => ({
  product_option_value_id: id,
  option_value_id: id,
  name,
  price,
  price_prefix: '+' as const,
  price_text: price ? `+$${price.toFixed(2)}` : '',
  image: '',
});
const OPTIONS = [
  {
    product_option_id: 101,
    name: 'Beam Pattern',
    type: 'select' as const,
    required: true,
    product_option_value: [value(1001, 'Spot'), value(1003, 'Combo', 12)],
  },
  {
    product_option_id: 102,
    name: 'Length',
    type: 'radio' as const,
    required: true,
    product_option_value: [value(1004, '20 in.'), value(1005, '30 in.', 40)],
  },
  {
    product_option_id: 103,
    name: 'Add-ons',
    type: 'checkbox' as const,
    required: false,
    product_option_value: [value(1007, 'Wiring Harness', 24.99), value(1008, 'Brackets', 19.99)],
  },
  {
    product_option_id: 104,
    name: 'Housing Color',
    type: 'image' as const,
    required: false,
    product_option_value: [{ ...value(1010, 'Black'), image: '/image/option/1010.svg' }],
  },
  {
    product_option_id: 105,
    name: 'Engraving Text',
    type: 'text' as const,
    required: false,
    value: 'SUMMIT',
    product_option_value: [],
  },
  { product_option_id: 106, name: 'Notes', type: 'textarea' as const, required: false, product_option_value: [] },
  { product_option_id: 107, name: 'Install Date', type: 'date' as const, required: false, product_option_value: [] },
  { product_option_id: 108, name: 'Install Time', type: 'time' as const, required: false, product_option_value: [] },
  { product_option_id: 109, name: 'Pickup', type: 'datetime' as const, required: false, product_option_value: [] },
];
const ADD = 'POST /checkout/cart/add';

let server: FakeFetch;
beforeEach(() => {
  resetStores();
  Object.values(notify).forEach((f) => f.mockClear());
  window.dataLayer = [];
  server = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('product-form', () => {
  it('renders every option type with required marks and option prices with their prefix', () => {
    const { container } = renderIsland(productForm, { product_id: 3, name: 'Light Bar', options: OPTIONS });
    expect((screen.getByLabelText(/Beam Pattern/) as HTMLSelectElement).tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Combo (+$12.00)' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Length/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radio', { name: '30 in. (+$40.00)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Wiring Harness (+$24.99)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeTruthy();
    expect(container.querySelector('img[src="/image/option/1010.svg"]')).not.toBeNull();
    expect((screen.getByLabelText('Engraving Text') as HTMLInputElement).value).toBe('SUMMIT');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Install Date') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Install Time') as HTMLInputElement).type).toBe('time');
    expect((screen.getByLabelText('Pickup') as HTMLInputElement).type).toBe('datetime-local');
    expect(screen.getByText('Beam Pattern').parentElement?.textContent).toContain('*');
    expect(screen.getByText('Notes').parentElement?.textContent).not.toContain('*');
  });

  it("shows the server's per-option errors beside each field and focuses the first", async () => {
    server.onJson(ADD, {
      error: { option: { 101: 'Beam Pattern required!', 102: 'Length required!' } },
      error_message: 'Please select the required options.',
      cart: wireCart(),
    });
    renderIsland(productForm, { product_id: 3, name: 'Light Bar', options: OPTIONS });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Beam Pattern required!');
    const select = screen.getByLabelText(/Beam Pattern/);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Beam Pattern required!').id);
    expect(screen.getByRole('radiogroup', { name: /Length/ }).textContent).toContain('Length required!');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('Please select the required options.'));
    // Answering an option clears its error.
    fireEvent.change(select, { target: { value: '1003' } });
    expect(screen.queryByText('Beam Pattern required!')).toBeNull();
  });

  it('sends the chosen options (checkbox as a list), the quantity and apply_labor', async () => {
    server.onJson(ADD, { success: 'Added', cart: wireCart() });
    const labor = {
      time: 60,
      data: { labor_id: 2, title: 'Brake Service', amount: 110, display_text: 'Add {TITLE} installation for {AMOUNT}' },
    };
    renderIsland(productForm, { product_id: 3, name: 'Light Bar', options: OPTIONS, minimum: 2, labor });
    fireEvent.change(screen.getByLabelText(/Beam Pattern/), { target: { value: '1003' } });
    await userEvent.click(screen.getByRole('radio', { name: '30 in. (+$40.00)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wiring Harness (+$24.99)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Brackets (+$19.99)' }));
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: '2026-05-01T10:30' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add Brake Service installation for $110.00' }));
    const qty = screen.getByLabelText('Qty') as HTMLSelectElement;
    expect(qty.value).toBe('2');
    expect(screen.getByText('Minimum quantity: 2')).toBeTruthy();
    // Choosing 3 and going straight to Add to Cart: leaving the control sends the choice at once.
    await userEvent.selectOptions(qty, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(Object.fromEntries(server.sent(ADD)[0]!.form)).toEqual({
      product_id: '3',
      quantity: '3',
      'option[101]': '1003',
      'option[102]': '1005',
      'option[103][0]': '1007',
      'option[103][1]': '1008',
      'option[105]': 'SUMMIT',
      'option[109]': '2026-05-01T10:30',
      apply_labor: '1',
    });
  });

  it('"Quantity: … below the minimum clamps to the minimum" with "Minimum quantity is {n}"; 10+ switches to a number field', async () => {
    renderIsland(productForm, { product_id: 6, name: 'Plugs', minimum: 4 });
    const qty = screen.getByLabelText('Qty') as HTMLSelectElement;
    expect(qty.value).toBe('4');
    await userEvent.selectOptions(qty, '2');
    fireEvent.blur(qty);
    await waitFor(() => expect((screen.getByLabelText('Qty') as HTMLSelectElement).value).toBe('4'));
    expect(screen.getByText('Minimum quantity is 4')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Qty'), '10');
    const field = screen.getByLabelText('Qty') as HTMLInputElement;
    expect(field.tagName).toBe('INPUT');
    await userEvent.clear(field);
    fireEvent.blur(field);
    await waitFor(() => expect((screen.getByLabelText('Qty') as HTMLInputElement).value).toBe('4'));
  });

  it('has Instant Checkout; a product that cannot be bought shows no buttons; guest checkout off shows the login link', () => {
    const { unmount } = renderIsland(productForm, { product_id: 1, name: 'Pads' });
    expect(screen.getByRole('button', { name: 'Instant Checkout' })).toBeTruthy();
    unmount();
    const disabled = renderIsland(productForm, { product_id: 4, name: 'Quote only', purchasable: false });
    expect(screen.queryByRole('button')).toBeNull();
    disabled.unmount();
    setConfig({ guest_checkout: false });
    renderIsland(productForm, { product_id: 1, name: 'Pads' });
    expect(screen.getByRole('link', { name: 'Log In to Purchase' })).toBeTruthy();
  });

  it('reports the product view once with up to 4 category levels', () => {
    renderIsland(productForm, {
      product_id: 1,
      name: 'Pads',
      sku: 'SPC-1',
      price: 64.99,
      category_levels: ['A', 'B', 'C', 'D', 'E'],
    });
    expect(window.dataLayer?.filter((e) => (e as { event?: string }).event === 'view_item')).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'USD',
          value: 64.99,
          items: [
            {
              item_id: 'SPC-1',
              item_name: 'Pads',
              item_category: 'A',
              item_category2: 'B',
              item_category3: 'C',
              item_category4: 'D',
              price: 64.99,
            },
          ],
        },
      },
    ]);
  });

  it('product page package list: up to 10 included-in packages with "show more"', async () => {
    const included_in = Array.from({ length: 12 }, (_, i) => ({
      product_id: 100 + i,
      name: `Kit ${i + 1}`,
      links: { view: `/kit/${i}` },
    }));
    renderIsland(productForm, { product_id: 1, name: 'Pads', included_in });
    expect(await screen.findByText('Included in 12 packages:')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Kit / })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (2)' }));
    expect(screen.getAllByRole('link', { name: /^Kit / })).toHaveLength(12);
  });
});
