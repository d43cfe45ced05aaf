import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productCompare from '../../../islands/product-compare/index';
import registerForm from '../../../islands/register-form/index';
import wishlist from '../../../islands/wishlist/index';
import { setConfig } from '../../../src/stores/config';
import { listingProduct } from '../helpers/catalog-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { resetModuleState } from '../../../src/lib/test-reset';

let server: FakeFetch;
beforeEach(() => {
  resetCatalogStores();
  Object.values(notify).forEach((f) => f.mockClear());
  server = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const compareEntry = (id: number) => ({
  ...listingProduct({ product_id: id, model: `M-${id}` }),
  stock_text: 'In Stock',
  weight_text: '46.10 lb',
  length_text: '17.00 in',
  width_text: '5.00 in',
  height_text: '12.00 in',
  attribute: { 1: 'Brakes > Pads' },
});

describe('product-compare', () => {
  it('shows attribute groups, stock, weight, length, width, height, rating and reviews side by side', async () => {
    server.onJson('GET /product/compare/getCompare', {
      products: [compareEntry(1), compareEntry(2)],
      attribute_groups: [{ name: 'Specifications', attribute: [{ attribute_id: 1, name: 'Category' }] }],
    });
    renderIsland(productCompare, {});
    const table = await screen.findByRole('table');
    for (const row of ['Availability', 'Weight', 'Length', 'Width', 'Height', 'Rating', 'Category'])
      expect(within(table).getByRole('rowheader', { name: row })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Specifications' })).toBeTruthy();
    expect(within(table).getAllByText('46.10 lb')).toHaveLength(2);
    expect(within(table).getAllByText(/Based on 12 reviews/)).toHaveLength(2);
  });

  it('remove sends product_id and drops the column; a failed remove is an "Uh oh!" toast and keeps it', async () => {
    server.onJson('GET /product/compare/getCompare', { products: [compareEntry(1), compareEntry(2)] });
    server.onJson('POST /product/compare/remove', {
      success: 'Success: You have modified your product comparison!',
      total: 1,
    });
    server.onJson('POST /product/compare/remove', { error: 'Part 2 is not on your product comparison.' });
    renderIsland(productCompare, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Part 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Part 1' })).toBeNull());
    expect(Object.fromEntries(server.sent('POST /product/compare/remove')[0]!.form)).toEqual({ product_id: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Part 2' }));
    await waitFor(() => expect(notify.uhOh).toHaveBeenCalledWith('Part 2 is not on your product comparison.'));
    expect(screen.getByRole('link', { name: 'Part 2' })).toBeTruthy();
  });

  it('an empty list says so; a failed load is an "Uh oh!" toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson('GET /product/compare/getCompare', { products: [] });
    const { unmount } = renderIsland(productCompare, {});
    expect(await screen.findByText('You have not chosen any products to compare.')).toBeTruthy();
    unmount();
    resetModuleState();
    server = stubFetch();
    server.onJson('GET /product/compare/getCompare', { error: 'Injected fault' }, 500);
    renderIsland(productCompare, {});
    await waitFor(() => expect(notify.uhOh).toHaveBeenCalledWith('Injected fault'));
  });
});

describe('wishlist', () => {
  it('a guest sees a login link and no call is made', () => {
    renderIsland(wishlist, {});
    expect(screen.getByRole('link', { name: 'Log in to see your wish list' }).getAttribute('href')).toBe(
      '/account/login?redirect=%2F',
    );
    expect(server.requests).toEqual([]);
  });

  it('a signed-in account sees image, name (linked), model and price; remove drops the row', async () => {
    setConfig({ logged_in: true });
    server.onJson('GET /account/wishlist/getWishlist', {
      products: [
        {
          product_id: 2,
          name: 'Exhaust',
          model: 'TR-6692X',
          thumbnails: { wishlist: '/image/product/2.svg' },
          links: { view: '/p/2' },
          price_text: '$199.99',
          special: '$169.99',
        },
      ],
    });
    server.onJson('POST /account/wishlist/remove', { success: 'Success: You have modified your wish list!' });
    renderIsland(wishlist, {});
    const row = (await screen.findByRole('link', { name: 'Exhaust' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('TR-6692X');
    expect(row.textContent).toContain('$169.99');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/image/product/2.svg');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Exhaust' }));
    expect(await screen.findByText('Your wish list is empty.')).toBeTruthy();
  });
});

describe('register-form', () => {
  it('posts the fields; each error is its own toast and is shown beside its field', async () => {
    server.onJson('POST /account/register/processPost', {
      errors: {
        email: 'E-Mail Address does not appear to be valid!',
        agree: 'Warning: You must agree to the Privacy Policy!',
      },
    });
    renderIsland(registerForm, {});
    await userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/E-Mail/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('E-Mail Address does not appear to be valid!');
    expect(notify.error.mock.calls).toEqual([
      ['E-Mail Address does not appear to be valid!'],
      ['Warning: You must agree to the Privacy Policy!'],
    ]);
    expect(screen.getByLabelText(/E-Mail/).getAttribute('aria-invalid')).toBe('true');
    expect(Object.fromEntries(server.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      firstname: 'Ada',
      email: 'nope',
      agree: '0',
    });
  });

  it('success is a toast, then a Continue link', async () => {
    server.onJson('POST /account/register/processPost', { success: 'Your Account Has Been Created!', customer_id: 7 });
    renderIsland(registerForm, { continue_href: '/common/home' });
    await userEvent.click(screen.getByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/common/home');
    expect(notify.success).toHaveBeenCalledWith('Your Account Has Been Created!');
    expect(Object.fromEntries(server.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      agree: '1',
    });
  });
});
