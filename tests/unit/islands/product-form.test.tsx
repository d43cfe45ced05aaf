import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productForm from '../../../islands/product-form/index';
import { setConfig } from '../../../src/stores/config';
import { mountProps } from '../helpers/demo-page';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const ADD = 'POST /checkout/cart/add';
// The demo store's light bar kit: every option type (select, radio, checkbox, image, text, textarea, date, time,
// datetime), and labor. Its props are those of the store's product page.
const LIGHT_BAR = '/index.php?route=product/product&product_id=3';

const store = demoStore();
/** The product-form props the store's product page carries for the light bar kit. */
const lightBar = () => mountProps(store, LIGHT_BAR, 'product-form');
/** The light bar with a default engraving (a text option's value, as OpenCart gives it). */
async function lightBarWithDefaults(): Promise<Record<string, unknown>> {
  const props = await lightBar();
  const options = (props.options as { product_option_id: number; value: string }[]).map((o) =>
    o.product_option_id === 105 ? { ...o, value: 'SUMMIT' } : o,
  );
  return { ...props, options };
}

beforeEach(() => {
  resetStores();
  Object.values(notify).forEach((f) => f.mockClear());
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('product-form', () => {
  it('renders every option type with required marks and option prices with their prefix', async () => {
    const { container } = renderIsland(productForm, await lightBarWithDefaults());
    expect((screen.getByLabelText(/Beam Pattern/) as HTMLSelectElement).tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Combo (+$12.00)' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Length/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radio', { name: '30 in. (+$40.00)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Wiring Harness (+$24.99)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Silver (+$5.00)' })).toBeTruthy();
    expect(container.querySelector('img[src="/image/option/1010.svg"]')).not.toBeNull();
    expect((screen.getByLabelText('Engraving Text') as HTMLInputElement).value).toBe('SUMMIT');
    expect(screen.getByLabelText('Installation Notes').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Preferred Install Date') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Preferred Install Time') as HTMLInputElement).type).toBe('time');
    expect((screen.getByLabelText('Pickup Window') as HTMLInputElement).type).toBe('datetime-local');
    expect(screen.getByText('Beam Pattern').parentElement?.textContent).toContain('*');
    expect(screen.getByText('Installation Notes').parentElement?.textContent).not.toContain('*');
  });

  it("shows the server's per-option errors beside each field and focuses the first", async () => {
    renderIsland(productForm, await lightBar());
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The store refuses the add: both required options are missing.
    await screen.findByText('Beam Pattern required!');
    expect(JSON.parse(store.sent(ADD)[0]!.answer!.text)).toMatchObject({
      error: { option: { 101: 'Beam Pattern required!', 102: 'Length required!' } },
    });
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
    // The light bar with a minimum of 2 (as a product page gives one); its labor: $135 an hour for 45 minutes.
    renderIsland(productForm, { ...(await lightBarWithDefaults()), minimum: 2 });
    fireEvent.change(screen.getByLabelText(/Beam Pattern/), { target: { value: '1003' } });
    await userEvent.click(screen.getByRole('radio', { name: '30 in. (+$40.00)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wiring Harness (+$24.99)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mounting Brackets (+$19.99)' }));
    fireEvent.change(screen.getByLabelText('Pickup Window'), { target: { value: '2026-05-01T10:30' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add Electrical installation for $101.25' }));
    const qty = screen.getByLabelText('Qty') as HTMLSelectElement;
    expect(qty.value).toBe('2');
    expect(screen.getByText('Minimum quantity: 2')).toBeTruthy();
    // Choosing 3 and going straight to Add to Cart: leaving the control sends the choice at once.
    await userEvent.selectOptions(qty, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(Object.fromEntries(store.sent(ADD)[0]!.form)).toEqual({
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
    // The strict store took every option: the line is in the cart it holds.
    const held = (await store.json('/checkout/cart/getData')) as {
      products: { product_id: number; quantity: number }[];
    };
    expect(held.products).toEqual([expect.objectContaining({ product_id: 3, quantity: 3 })]);
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
