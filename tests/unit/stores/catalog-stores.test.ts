import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $compareCount, addToCompare } from '../../../src/stores/compare';
import { $inventory, requestInventory } from '../../../src/stores/inventory';
import { addToWishlist } from '../../../src/stores/wishlist';
import { registerAccount } from '../../../src/stores/account';
import { FINANCING_REFRESH_MS, scheduleFinancingRefresh } from '../../../src/tracking/financing';
import { categoryFields, forwardServerTracking, trackImpressions } from '../../../src/tracking/marketing';
import { setConfig } from '../../../src/stores/config';
import { demoStore } from '../helpers/demo-store';
import { resetCatalogStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

// The demo store's catalog: pads (IRBK IR-8476A) and lug nuts (LKWL LK-4825A).
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set', aaia: 'IRBK', mpn: 'IR-8476A' };
const LUG_NUTS = { aaia: 'LKWL', mpn: 'LK-4825A' };

const store = demoStore();

/** The store's answer to the first request sent to `route`, parsed. */
const answerTo = (route: string) => JSON.parse(store.sent(route)[0]!.answer!.text) as Record<string, unknown>;

let accounts = 0;
const account = (overrides: Partial<Parameters<typeof registerAccount>[0]> = {}) => ({
  firstname: 'A',
  lastname: 'L',
  email: `catalog-${Date.now()}-${++accounts}@example.com`,
  telephone: '555',
  password: 'abcd',
  confirm: 'abcd',
  newsletter: true,
  agree: true,
  ...overrides,
});

beforeEach(() => {
  resetCatalogStores();
  Object.values(notify).forEach((f) => f.mockClear());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('compare store', () => {
  it('add sends product_id and takes the count from the answer', async () => {
    // Two products already on this session's list: the count is the server's, 3.
    await store.form('/product/compare/add', { product_id: 2 });
    await store.form('/product/compare/add', { product_id: 3 });
    expect(await addToCompare(PADS.product_id)).toBe(true);
    expect(Object.fromEntries(store.sent('POST /product/compare/add')[0]!.form)).toEqual({ product_id: '1' });
    expect(answerTo('POST /product/compare/add').total).toBe(3);
    expect($compareCount.get()).toBe(3);
    expect(notify.success).toHaveBeenCalledWith(answerTo('POST /product/compare/add').success);
  });

  it('"Compare errors … are shown as an Uh oh! toast" and the count is kept', async () => {
    $compareCount.set(2);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The strict store refuses a product it does not know, naming the field.
    expect(await addToCompare(999_999)).toBe(false);
    expect(notify.uhOh).toHaveBeenCalledWith('Field "product_id": no product with id 999999.');
    expect($compareCount.get()).toBe(2);
  });
});

describe('wishlist store', () => {
  it('"The add is reported to analytics": add_to_wishlist in the data layer and AddToWishlist to the pixel', async () => {
    // The wishlist is an account's: a new one of this test's own.
    await store.form('/account/register/processPost', { ...account(), newsletter: 0, agree: 1 });
    const fbq = vi.fn();
    window.fbq = fbq;
    await addToWishlist({ product_id: 5, name: 'Rotor', sku: 'SKU-5', price: 10, category_levels: ['Brakes'] });
    expect(answerTo('POST /account/wishlist/add')).toMatchObject({ total: 1 });
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'USD',
        value: 10,
        items: [{ item_id: 'SKU-5', item_name: 'Rotor', item_category: 'Brakes', price: 10 }],
      },
    });
    expect(fbq).toHaveBeenCalledWith('track', 'AddToWishlist', expect.objectContaining({ content_ids: ['SKU-5'] }));
  });

  it('"Wishlist failures are shown as an Uh oh! toast" and nothing is reported', async () => {
    // Not signed in: the store refuses.
    expect(await addToWishlist({ product_id: 5, name: 'Rotor' })).toBe(false);
    expect(notify.uhOh).toHaveBeenCalledWith('You must log in to use your wish list.');
    expect(window.dataLayer).toEqual([]);
  });
});

describe('registration store', () => {
  it('"Registration errors are shown one toast each"', async () => {
    const result = await registerAccount(
      account({ firstname: '', lastname: 'L', email: 'a@b.co', newsletter: false, agree: false }),
    );
    expect(notify.error.mock.calls).toEqual([
      ['First Name must be between 1 and 32 characters!'],
      ['Warning: You must agree to the Privacy Policy!'],
    ]);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstname: 'First Name must be between 1 and 32 characters!',
        agree: 'Warning: You must agree to the Privacy Policy!',
      },
    });
    expect(Object.fromEntries(store.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      agree: '0',
      newsletter: '0',
      firstname: '',
    });
  });

  it('success is a toast and a sign_up event', async () => {
    const result = await registerAccount(account());
    const { customer_id } = answerTo('POST /account/register/processPost');
    expect(customer_id).toEqual(expect.any(Number));
    expect(result).toEqual({ ok: true, customerId: customer_id });
    expect(notify.success).toHaveBeenCalledWith('Your Account Has Been Created!');
    expect(window.dataLayer).toContainEqual({ event: 'sign_up', method: 'website' });
  });
});

describe('inventory store', () => {
  it('grids asking in the same tick share one getInventoryDetails call with products[i][aaia]/[mpn]', async () => {
    const UNKNOWN = { aaia: 'ZZZZ', mpn: 'NONE-1' };
    // Inventory is the staff's (a POS grid): the page of a signed-in staff session.
    setConfig(await store.signInAsStaff());
    requestInventory([PADS]);
    requestInventory([PADS, LUG_NUTS, UNKNOWN]);
    // A part the store does not list has no answer: that part is an error, the others are what the store holds.
    await vi.waitFor(() => expect($inventory.get()['ZZZZ~NONE-1']).toBe('error'));
    expect(store.sent('POST /api/products/getInventoryDetails')).toHaveLength(1);
    expect([...store.sent('POST /api/products/getInventoryDetails')[0]!.form]).toEqual([
      ['products[0][aaia]', 'IRBK'],
      ['products[0][mpn]', 'IR-8476A'],
      ['products[1][aaia]', 'LKWL'],
      ['products[1][mpn]', 'LK-4825A'],
      ['products[2][aaia]', 'ZZZZ'],
      ['products[2][mpn]', 'NONE-1'],
    ]);
    const { data } = answerTo('POST /api/products/getInventoryDetails') as {
      data: { aaia: string; mpn: string; totalInventory: number; storeInventory: number }[];
    };
    expect(data.map((d) => d.mpn)).toEqual([PADS.mpn, LUG_NUTS.mpn]);
    for (const part of data)
      expect($inventory.get()[`${part.aaia}~${part.mpn}`]).toMatchObject({
        totalInventory: part.totalInventory,
        storeInventory: part.storeInventory,
      });
  });
});

describe('marketing events', () => {
  it('"Category text for tracking uses up to 4 levels"', () => {
    expect(categoryFields(['a', 'b', 'c', 'd', 'e'])).toEqual({
      item_category: 'a',
      item_category2: 'b',
      item_category3: 'c',
      item_category4: 'd',
    });
  });

  it('impressions carry each position as index, after clearing the previous ecommerce object', () => {
    trackImpressions('Catalog', [
      { product: { product_id: 1, name: 'A' }, position: 16 },
      { product: { product_id: 2, name: 'B' }, position: 17 },
    ]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Catalog',
          items: [
            { item_id: '1', item_name: 'A', item_list_name: 'Catalog', index: 16 },
            { item_id: '2', item_name: 'B', item_list_name: 'Catalog', index: 17 },
          ],
        },
      },
    ]);
  });

  it("forwards the server's marketing_tracking untouched, and add_to_cart to the pixel as AddToCart", () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    const payload = { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 12, items: [{ item_id: 'SKU-1' }] } };
    forwardServerTracking(payload);
    expect(window.dataLayer).toEqual([payload]);
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', {
      content_ids: ['SKU-1'],
      content_type: 'product',
      value: 12,
      currency: 'USD',
    });
  });

  it('"A financing widget refresh runs after 1 s": Affirm refresh and the financing-refresh event, once after the last change', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    window.affirm = { ui: { refresh } };
    const heard = vi.fn();
    document.addEventListener('parts-islands:financing-refresh', heard);
    scheduleFinancingRefresh();
    vi.advanceTimersByTime(500);
    scheduleFinancingRefresh();
    vi.advanceTimersByTime(FINANCING_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(FINANCING_REFRESH_MS).toBe(1000);
    delete window.affirm;
  });
});
