import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productGrid, { position } from '../../../islands/product-grid/index';
import { $compareCount } from '../../../src/stores/compare';
import { setConfig } from '../../../src/stores/config';
import { listingProduct } from '../helpers/catalog-fixtures';
import { demoStore } from '../helpers/demo-store';
import { stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { resetModuleState } from '../../../src/lib/test-reset';

// The grids' calls go to the demo store; the cards' products are fixtures with the ids of the store's parts
// (1 the brake pads, which offer labor; 2 the exhaust).
const store = demoStore();

/** The store's answer to the first request sent to `route`, parsed. */
const answerTo = <T,>(route: string) => JSON.parse(store.sent(route)[0]!.answer!.text) as T;

beforeEach(() => {
  resetCatalogStores();
  Object.values(notify).forEach((f) => f.mockClear());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toolbar = {
  compare_href: '/product/compare',
  compare_total: 2,
  sort: 'p.sort_order-ASC',
  sorts: [
    { text: 'Default', value: 'p.sort_order-ASC', href: '/product/catalog?sort=p.sort_order&order=ASC' },
    { text: 'Price (Low > High)', value: 'p.price-ASC', href: '/product/catalog?sort=p.price&order=ASC' },
  ],
  limit: '15',
  limits: [
    { text: '15', value: '15', href: '/product/catalog?limit=15' },
    { text: '25', value: '25', href: '/product/catalog?limit=25' },
  ],
};

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('product-grid: listing and positions', () => {
  it('"Position = index + 1 + 15 x (page - 1)"', () => {
    expect(position(0, 1)).toBe(1);
    expect(position(0, 2)).toBe(16);
    expect(position(14, 3)).toBe(45);
  });

  it('reports one impression list with the positions of page 2, and a product click with its position', () => {
    const products = [listingProduct({ product_id: 1 }), listingProduct({ product_id: 2 })];
    renderIsland(productGrid, { placement: 'category', products, page: 2 });
    const impressions = window.dataLayer?.find((e) => (e as { event?: string }).event === 'view_item_list') as {
      ecommerce: { item_list_name: string; items: { index: number; item_category4?: string }[] };
    };
    expect(impressions.ecommerce.item_list_name).toBe('Category');
    expect(impressions.ecommerce.items.map((i) => i.index)).toEqual([16, 17]);
    expect(impressions.ecommerce.items[0]?.item_category4).toBe('Front');
    const link = screen.getByRole('link', { name: 'Part 2' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { items: [{ item_name: 'Part 2', index: 17 }] },
    });
  });

  it('a featured module is named by its id and reports a search term on the search page', () => {
    renderIsland(productGrid, { placement: 'featured', module_id: 28, products: [listingProduct()], search: 'pads' });
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'pads' });
    expect(JSON.stringify(window.dataLayer)).toContain('"item_list_name":"Featured 28"');
  });

  it('shows the empty text when there is nothing to list', () => {
    renderIsland(productGrid, { placement: 'search', products: [] });
    expect(screen.getByText('There are no products to list.')).toBeTruthy();
  });
});

describe('product-grid: toolbar', () => {
  it('"list/grid toggle (choice saved in local storage under display, default grid)"', async () => {
    const { container } = renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()], toolbar });
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.pi-grid--grid')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(localStorage.getItem('display')).toBe('list');
    expect(container.querySelector('.pi-grid--list')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts in list mode when "display" holds list', () => {
    localStorage.setItem('display', 'list');
    resetModuleState();
    const { container } = renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()], toolbar });
    expect(container.querySelector('.pi-grid--list')).not.toBeNull();
  });

  it('"Both selects navigate to a link on change": Sort By and Show', () => {
    const assign = stubLocationAssign();
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()], toolbar });
    fireEvent.change(screen.getByLabelText('Sort By'), { target: { value: 'p.price-ASC' } });
    expect(assign).toHaveBeenLastCalledWith('/product/catalog?sort=p.price&order=ASC');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '25' } });
    expect(assign).toHaveBeenLastCalledWith('/product/catalog?limit=25');
  });

  it('the compare count starts from the server and updates on every toolbar at once after an add', async () => {
    // Two products on this session's compare list already (the toolbar's count, 2).
    await store.form('/product/compare/add', { product_id: 3 });
    await store.form('/product/compare/add', { product_id: 4 });
    render(
      <>
        <productGrid.Component
          {...v.parse(productGrid.props, {
            placement: 'catalog',
            products: [listingProduct({ product_id: 1 })],
            toolbar,
          })}
        />
        <productGrid.Component
          {...v.parse(productGrid.props, {
            placement: 'search',
            products: [listingProduct({ product_id: 2 })],
            toolbar,
          })}
        />
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'Product Compare (2)' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add Part 2 to Compare' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Product Compare (3)' })).toHaveLength(2));
    expect($compareCount.get()).toBe(3);
    expect(answerTo<{ total: number }>('POST /product/compare/add').total).toBe(3);
  });
});

describe('product-grid: card', () => {
  it('shows NEW!, title and image linked to links.view, brand linked to links.manufacturer, part number and description', () => {
    renderIsland(productGrid, {
      placement: 'catalog',
      products: [listingProduct({ is_new: true, show_install_graphic: true })],
    });
    const li = card('Part 1');
    expect(within(li).getByText('NEW!')).toBeTruthy();
    expect(within(li).getByRole('link', { name: 'Part 1' }).getAttribute('href')).toBe('/product/product?product_id=1');
    expect(li.querySelector('img')?.closest('a')?.getAttribute('href')).toBe('/product/product?product_id=1');
    expect(within(li).getByRole('link', { name: 'Ironclad Brakeworks' }).getAttribute('href')).toBe(
      '/product/manufacturer/info?manufacturer_id=11',
    );
    expect(li.textContent).toContain('Part # IR-1');
    expect(li.textContent).toContain('A fine part.');
    expect(li.textContent).toContain('Installation Available');
    expect(li.textContent).toContain('Rated 4 out of 5');
    expect(li.textContent).toContain('(12 reviews)');
  });

  it('no NEW! badge and no install graphic unless set', () => {
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.queryByText('NEW!')).toBeNull();
    expect(screen.queryByText('Installation Available')).toBeNull();
  });

  it('price block: special with special_text and the old price struck; instant rebate with its name', () => {
    renderIsland(productGrid, {
      placement: 'catalog',
      products: [
        listingProduct({ product_id: 1, price_text: '$199.99', special: '$169.99', special_text: 'Save 15%' }),
        listingProduct({
          product_id: 2,
          instant_rebate: '$10.00',
          instant_rebate_name: 'Spring Brake Rebate',
          price_before_discounts_text: '$74.99',
        }),
      ],
    });
    const special = card('Part 1');
    expect(within(special).getByText('$169.99')).toBeTruthy();
    expect(special.querySelector('s')?.textContent).toBe('$199.99');
    expect(within(special).getByText('Save 15%')).toBeTruthy();
    const rebate = card('Part 2');
    expect(rebate.textContent).toContain('Spring Brake Rebate: $10.00 off');
    expect(rebate.querySelector('s')?.textContent).toBe('$74.99');
  });

  it('"Product Unavailable (or the custom notice) when pricing is disabled or there is no price", and no add to cart', () => {
    renderIsland(productGrid, {
      placement: 'catalog',
      products: [
        listingProduct({
          product_id: 1,
          disable_pricing: true,
          disable_pricing_notice: 'Call your local store for pricing',
        }),
        listingProduct({ product_id: 2, price: 0, price_text: '' }),
      ],
    });
    expect(within(card('Part 1')).getByText('Call your local store for pricing')).toBeTruthy();
    expect(within(card('Part 2')).getByText('Product Unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('"Login Required To View Price when login-for-pricing is on and there is no price"', () => {
    setConfig({ login_for_pricing: true });
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct({ price: 0, price_text: '' })] });
    expect(screen.getByText('Login Required To View Price')).toBeTruthy();
  });

  it('add to cart sends the minimum; the labor button fills {TITLE} and {AMOUNT} (amount x time / 60) and sends apply_labor', async () => {
    const labor = {
      time: 90,
      data: { labor_id: 2, title: 'Brake Service', amount: 110, display_text: 'Add {TITLE} installation for {AMOUNT}' },
    };
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct({ minimum: 2, labor })] });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Part 1' }));
    await screen.findByRole('button', { name: 'Added!' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Brake Service installation for $165.00: Part 1' }));
    await waitFor(() => expect(store.sent('POST /checkout/cart/add').filter((r) => r.answer)).toHaveLength(2));
    expect(store.sent('POST /checkout/cart/add').map((r) => Object.fromEntries(r.form))).toEqual([
      { product_id: '1', quantity: '2' },
      { product_id: '1', quantity: '2', apply_labor: '1' },
    ]);
    // The store took both: the part, and the part with its labor.
    const held = (await store.json('/checkout/cart/getData')) as { products: { key: string; quantity: number }[] };
    expect(held.products.map((p) => [p.key, p.quantity])).toEqual([
      ['1', 2],
      ['1:labor', 2],
    ]);
  });

  it('"Requires options to be selected" and a View Product link for a product with required options', () => {
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct({ requires_options: true })] });
    expect(screen.getByText('Requires options to be selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe(
      '/product/product?product_id=1',
    );
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('guest checkout off and not logged in: the login link replaces add to cart', () => {
    setConfig({ guest_checkout: false, logged_in: false, login_cta_text: 'Log In to Purchase' });
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.getByRole('link', { name: 'Log In to Purchase' }).getAttribute('href')).toMatch(
      /^\/account\/login\?redirect=/,
    );
  });

  it('compare and wishlist buttons for a signed-in shopper; a guest gets a Wish List link to log in', () => {
    setConfig({ logged_in: true });
    const { unmount } = renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.getByRole('button', { name: 'Add Part 1 to Compare' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Part 1 to Wish List' })).toBeTruthy();
    unmount();
    setConfig({ logged_in: false });
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.getByRole('link', { name: 'Wish List: log in to save Part 1' }).getAttribute('href')).toMatch(
      /^\/account\/login\?redirect=%2F/,
    );
  });

  it('compare and wishlist are hidden in POS mode and in the no-price template (which shows no price either)', async () => {
    // A staff session's page: its grids ask the store for inventory (this fixture part has none).
    setConfig(await store.signInAsStaff());
    const { unmount } = renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.queryByRole('button', { name: /to Compare/ })).toBeNull();
    expect(screen.queryByText('Wish List')).toBeNull();
    await waitFor(() => expect(store.sent('POST /api/products/getInventoryDetails')[0]?.answer?.status).toBe(200));
    unmount();
    setConfig({ in_pos_mode: false });
    renderIsland(productGrid, { placement: 'package', template: 'no_price', products: [listingProduct()] });
    expect(screen.queryByRole('button', { name: /to Compare/ })).toBeNull();
    expect(screen.queryByText('$64.99')).toBeNull();
  });

  it('POS: an in-stock badge from getInventoryDetails instead of the rating; it opens a dialog with stock per location', async () => {
    setConfig(await store.signInAsStaff());
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    // The store's brake pads, by their catalog numbers: its stock here and in total, and its prices.
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct({ mpn: 'IR-8476A' })] });
    await waitFor(() => expect(store.sent('POST /api/products/getInventoryDetails')[0]?.answer).toBeDefined());
    const [part] = answerTo<{
      data: { totalInventory: number; storeInventory: number; prices: { key: string; text: string }[] }[];
    }>('POST /api/products/getInventoryDetails').data;
    const badge = await screen.findByRole('button', {
      name: `In Stock: ${part!.storeInventory} here, ${part!.totalInventory} total`,
    });
    expect(screen.queryByText(/Rated/)).toBeNull();
    await userEvent.click(badge);
    await waitFor(() => expect(store.sent('POST /api/inventory/getInventoriesByProductId')[0]?.answer).toBeDefined());
    expect(Object.fromEntries(store.sent('POST /api/inventory/getInventoriesByProductId')[0]!.form)).toEqual({
      productId: '1',
    });
    const stock = answerTo<{ data: { location_name: string }[]; order_express_inventory: { Location: string } }>(
      'POST /api/inventory/getInventoriesByProductId',
    );
    expect(stock.data.length).toBeGreaterThan(0);
    for (const { location_name } of stock.data) expect(await screen.findByText(location_name)).toBeTruthy();
    expect(screen.getByText(stock.order_express_inventory.Location)).toBeTruthy();
    expect(screen.getByText(part!.prices.find((p) => p.key === 'msrp')!.text)).toBeTruthy();
  });

  it('package list: up to 10 included-in packages with a show more control', async () => {
    const included_in = Array.from({ length: 12 }, (_, i) => ({
      product_id: 100 + i,
      name: `Kit ${i + 1}`,
      links: { view: `/kit/${i}` },
    }));
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct({ included_in })] });
    // A card shows the list as a disclosure, so its fixed height never clips it.
    await userEvent.click(await screen.findByText('Included in 12 packages'));
    expect(screen.getByText('Included in 12 packages').closest('details')?.open).toBe(true);
    expect(screen.getAllByRole('link', { name: /^Kit / })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (2)' }));
    expect(screen.getAllByRole('link', { name: /^Kit / })).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('the fitment slot shows "Select Vehicle" when vehicle lookup is on; unhandled, it goes to the home page', async () => {
    const assign = stubLocationAssign();
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    expect(screen.queryByRole('button', { name: /Select Vehicle/ })).toBeNull();
    act(() => setConfig({ vehicle: { vehicle_lookup_enabled: true } }));
    // The fitment code loads only once vehicle lookup is on.
    await userEvent.click(await screen.findByRole('button', { name: 'Select Vehicle to check fitment of Part 1' }));
    expect(assign).toHaveBeenCalledWith('/');
    const handled = (e: Event) => e.preventDefault();
    document.addEventListener('parts-islands:select-vehicle', handled);
    assign.mockClear();
    await userEvent.click(screen.getByRole('button', { name: /Select Vehicle/ }));
    expect(assign).not.toHaveBeenCalled();
    document.removeEventListener('parts-islands:select-vehicle', handled);
  });
});
