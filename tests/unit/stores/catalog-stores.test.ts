import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $compareCount, addToCompare } from '../../../src/stores/compare';
import { $inventory, requestInventory } from '../../../src/stores/inventory';
import { addToWishlist } from '../../../src/stores/wishlist';
import { registerAccount } from '../../../src/stores/account';
import { FINANCING_REFRESH_MS, scheduleFinancingRefresh } from '../../../src/tracking/financing';
import { categoryFields, forwardServerTracking, trackImpressions } from '../../../src/tracking/marketing';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetCatalogStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

let server: FakeFetch;
beforeEach(() => {
  resetCatalogStores();
  Object.values(notify).forEach((f) => f.mockClear());
  server = stubFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('compare store', () => {
  it('add sends product_id and takes the count from the answer', async () => {
    server.onJson('POST /product/compare/add', {
      success: 'Success: You have added <a>Pads</a> to your product comparison!',
      total: 3,
    });
    expect(await addToCompare(7)).toBe(true);
    expect(Object.fromEntries(server.sent('POST /product/compare/add')[0]!.form)).toEqual({ product_id: '7' });
    expect($compareCount.get()).toBe(3);
    expect(notify.success).toHaveBeenCalledWith('Success: You have added <a>Pads</a> to your product comparison!');
  });

  it('"Compare errors … are shown as an Uh oh! toast" and the count is kept', async () => {
    $compareCount.set(2);
    server.onJson('POST /product/compare/add', { error: 'Too many products.' });
    expect(await addToCompare(7)).toBe(false);
    expect(notify.uhOh).toHaveBeenCalledWith('Too many products.');
    expect($compareCount.get()).toBe(2);
  });
});

describe('wishlist store', () => {
  it('"The add is reported to analytics": add_to_wishlist in the data layer and AddToWishlist to the pixel', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    server.onJson('POST /account/wishlist/add', { success: 'Added!' });
    await addToWishlist({ product_id: 5, name: 'Rotor', sku: 'SKU-5', price: 10, category_levels: ['Brakes'] });
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
    server.onJson('POST /account/wishlist/add', { error: 'You must log in to use your wish list.' });
    expect(await addToWishlist({ product_id: 5, name: 'Rotor' })).toBe(false);
    expect(notify.uhOh).toHaveBeenCalledWith('You must log in to use your wish list.');
    expect(window.dataLayer).toEqual([]);
  });
});

describe('registration store', () => {
  it('"Registration errors are shown one toast each"', async () => {
    server.onJson('POST /account/register/processPost', {
      errors: {
        firstname: 'First Name must be between 1 and 32 characters!',
        agree: 'Warning: You must agree to the Privacy Policy!',
      },
    });
    const result = await registerAccount({
      firstname: '',
      lastname: 'L',
      email: 'a@b.co',
      telephone: '555',
      password: 'abcd',
      confirm: 'abcd',
      newsletter: false,
      agree: false,
    });
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
    expect(Object.fromEntries(server.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      agree: '0',
      newsletter: '0',
      firstname: '',
    });
  });

  it('success is a toast and a sign_up event', async () => {
    server.onJson('POST /account/register/processPost', { success: 'Your Account Has Been Created!', customer_id: 9 });
    const result = await registerAccount({
      firstname: 'A',
      lastname: 'L',
      email: 'a@b.co',
      telephone: '555',
      password: 'abcd',
      confirm: 'abcd',
      newsletter: true,
      agree: true,
    });
    expect(result).toEqual({ ok: true, customerId: 9 });
    expect(notify.success).toHaveBeenCalledWith('Your Account Has Been Created!');
    expect(window.dataLayer).toContainEqual({ event: 'sign_up', method: 'website' });
  });
});

describe('inventory store', () => {
  it('grids asking in the same tick share one getInventoryDetails call with products[i][aaia]/[mpn]', async () => {
    server.onJson('POST /api/products/getInventoryDetails', {
      data: [{ aaia: 'A', mpn: '1', totalInventory: 5, storeInventory: 2 }],
    });
    requestInventory([{ aaia: 'A', mpn: '1' }]);
    requestInventory([
      { aaia: 'A', mpn: '1' },
      { aaia: 'B', mpn: '2' },
    ]);
    await vi.waitFor(() => expect($inventory.get()['B~2']).toBe('error'));
    expect(server.sent('POST /api/products/getInventoryDetails')).toHaveLength(1);
    expect([...server.sent('POST /api/products/getInventoryDetails')[0]!.form]).toEqual([
      ['products[0][aaia]', 'A'],
      ['products[0][mpn]', '1'],
      ['products[1][aaia]', 'B'],
      ['products[1][mpn]', '2'],
    ]);
    expect($inventory.get()['A~1']).toMatchObject({ totalInventory: 5, storeInventory: 2 });
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
