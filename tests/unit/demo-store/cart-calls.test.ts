import { describe, expect, it } from 'vitest';
import { total, type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const LIGHT_BAR_OPTIONS =
  'product_id=3&quantity=1&option[101]=1003&option[102]=1005&option[103][]=1007&option[103][]=1009' +
  '&option[104]=1011&option[105]=SUMMIT&option[107]=2026-05-01&option[108]=09:30&option[109]=2026-05-01%2010:00';

describe('GET getData', () => {
  it('answers the bare Cart object, empty for a new visitor', async () => {
    const cart = await shopper.cart();
    expect(cart.products).toEqual([]);
    expect(cart.total).toBe(0);
    expect(cart.total_text).toBe('$0.00');
    expect(cart.total_items).toBe(0);
    expect(cart.totals.map((t) => t.code)).toEqual(['sub_total', 'tax', 'total']);
  });
});

describe('POST add', () => {
  it('adds with labor: labor cost = amount x minutes / 60 x quantity, tax 7.5% on parts only', async () => {
    const { body, cart } = await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2, apply_labor: 1 });
    expect(body.success).toBe(
      'Success: You have added <a href="/index.php?route=product/product&product_id=1">Ironclad Ceramic Front Brake Pad Set</a> to your shopping cart!',
    );
    const [line] = cart.products;
    expect(line).toMatchObject({
      product_id: 1,
      quantity: 2,
      unit_price_text: '$64.99',
      price_text: '$129.98',
      minimum: 1,
    });
    expect(line?.labor?.data).toMatchObject({ labor_id: 2, title: 'Brake Service', amount: 110 });
    expect((cart.labor_applied as Record<string, unknown>)[line?.key ?? '']).toEqual({
      key: line?.key,
      time: 60,
      labor_id: 2,
      name: 'Brake Service',
    });
    expect(total(cart, 'sub_total')).toBe('$129.98');
    expect(total(cart, 'labor')).toBe('$220.00');
    expect(total(cart, 'tax')).toBe('$9.75');
    expect(total(cart, 'total')).toBe('$359.73');
    expect(cart.total).toBe(359.73);
    expect(cart.total_items).toBe(2);
    expect(line?.included_in.map((p) => p.product_id)).toEqual([9, 141]);
    expect(line?.links.view).toBe('/index.php?route=product/product&product_id=1');
    expect(line?.links.manufacturer).toBe('/index.php?route=product/manufacturer/info&manufacturer_id=11');
    expect(line?.thumbnails.cart).toBe('/image/product/1.svg');
  });

  it('reports add_to_cart in marketing_tracking with up to 4 category levels', async () => {
    const { body } = await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2 });
    expect(body.marketing_tracking).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 129.98,
        items: [
          {
            item_id: 'SPC-00001',
            item_name: 'Ironclad Ceramic Front Brake Pad Set',
            item_brand: 'Ironclad Brakeworks',
            item_category: 'Brakes',
            item_category2: 'Brake Pads',
            item_category3: 'Ceramic',
            price: 64.99,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('leaves out the Labor total when no line has labor applied', async () => {
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 1 });
    expect(total(cart, 'labor')).toBeUndefined();
    expect(cart.products[0]?.labor).toBeNull();
    expect(cart.labor_applied).toEqual({});
  });

  it('merges the same product, options and labor choice into one line; a labor choice makes another line', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 3 });
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1, apply_labor: 1 });
    expect(cart.products.map((p) => p.quantity)).toEqual([4, 1]);
    expect(new Set(cart.products.map((p) => p.key)).size).toBe(2);
    expect(cart.total_items).toBe(5);
  });

  it('uses the special price when one is active', async () => {
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 2, quantity: 1 });
    expect(cart.products[0]).toMatchObject({ price: 169.99, price_text: '$169.99' });
    expect(total(cart, 'tax')).toBe('$12.75');
    expect(total(cart, 'total')).toBe('$182.74');
  });

  it('charges no tax on non-taxable products', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 11, quantity: 2 });
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 2 });
    expect(total(cart, 'sub_total')).toBe('$229.97');
    expect(total(cart, 'tax')).toBe('$12.75');
    expect(total(cart, 'total')).toBe('$242.72');
  });

  it('reads PHP-style option keys for every option type and prices them', async () => {
    const { cart } = await shopper.op('/checkout/cart/add', LIGHT_BAR_OPTIONS);
    const line = cart.products[0];
    // 249.99 + 12 (Combo) + 40 (30 in.) + 24.99 + 9.99 (add-ons) + 5 (Silver)
    expect(line?.price_text).toBe('$341.97');
    expect(line?.selected_options).toEqual([
      { product_option_id: 101, name: 'Beam Pattern', value: 'Combo', price: '+$12.00' },
      { product_option_id: 102, name: 'Length', value: '30 in.', price: '+$40.00' },
      { product_option_id: 103, name: 'Add-ons', value: 'Wiring Harness', price: '+$24.99' },
      { product_option_id: 103, name: 'Add-ons', value: 'Protective Cover', price: '+$9.99' },
      { product_option_id: 104, name: 'Housing Color', value: 'Silver', price: '+$5.00' },
      { product_option_id: 105, name: 'Engraving Text', value: 'SUMMIT', price: '' },
      { product_option_id: 107, name: 'Preferred Install Date', value: '2026-05-01', price: '' },
      { product_option_id: 108, name: 'Preferred Install Time', value: '09:30', price: '' },
      { product_option_id: 109, name: 'Pickup Window', value: '2026-05-01 10:00', price: '' },
    ]);
  });

  it('gives the same key for the same options in another order, and a minus price_prefix lowers the price', async () => {
    await shopper.op('/checkout/cart/add', 'product_id=12&option[110]=1013&option[111]=1016');
    const { cart } = await shopper.op('/checkout/cart/add', 'option[111]=1016&product_id=12&option[110]=1013');
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ quantity: 2, unit_price_text: '$239.99', price_text: '$479.98' });
    expect(cart.products[0]?.selected_options[0]?.price).toBe('-$20.00');
  });

  it('answers required options missing with error.option and "Please select the required options." and changes nothing', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    const { body, cart } = await shopper.op('/checkout/cart/add', 'product_id=3&option[101]=1001');
    expect(body.error).toEqual({ option: { '102': 'Length required!' } });
    expect(body.error_message).toBe('Please select the required options.');
    expect(body.success).toBeUndefined();
    expect(cart.products.map((p) => p.product_id)).toEqual([1]);
  });

  it('refuses products whose pricing is disabled or that cannot be ordered', async () => {
    for (const id of [4, 5]) {
      const { body, cart } = await shopper.op('/checkout/cart/add', { product_id: id });
      expect(body.error_message).toBe('This product is not available for purchase.');
      expect(cart.products).toEqual([]);
    }
  });

  it('defaults the quantity to the product minimum and refuses less', async () => {
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 6 });
    expect(cart.products[0]).toMatchObject({ quantity: 4, minimum: 4, price_text: '$17.00' });
    const { body } = await shopper.op('/checkout/cart/add', { product_id: 6, quantity: 2 });
    expect(body.error_message).toBe('Minimum quantity for Lockwell Chrome Acorn Lug Nut is 4.');
  });

  it('refuses a quantity that would pass 10000', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 11, quantity: 9999 });
    const { body, cart } = await shopper.op('/checkout/cart/add', { product_id: 11, quantity: 2 });
    expect(body.error_message).toBe('Maximum quantity for Summit Road Hazard Protection Plan is 10000.');
    expect(cart.products[0]?.quantity).toBe(9999);
  });
});

describe('PUT edit', () => {
  it('sets the quantity and answers {cart}', async () => {
    const added = await shopper.op('/checkout/cart/add', { product_id: 1, apply_labor: 1 });
    const key = added.cart.products[0]?.key ?? '';
    const { body, cart } = await shopper.op('/checkout/cart/edit', { key, quantity: 3 }, 'PUT');
    expect(Object.keys(body)).toEqual(['cart']);
    expect(cart.products[0]).toMatchObject({ quantity: 3, price_text: '$194.97' });
    expect(total(cart, 'labor')).toBe('$330.00');
  });

  it('answers "Product not found in cart." for an unknown key', async () => {
    const { body } = await shopper.op('/checkout/cart/edit', { key: 'nope', quantity: 1 }, 'PUT');
    expect(body.error).toBe('Product not found in cart.');
  });

  it('refuses less than the line minimum and more than 10000', async () => {
    const added = await shopper.op('/checkout/cart/add', { product_id: 6 });
    const key = added.cart.products[0]?.key ?? '';
    const low = await shopper.op('/checkout/cart/edit', { key, quantity: 3 }, 'PUT');
    expect(low.body.error).toBe('Minimum quantity for Lockwell Chrome Acorn Lug Nut is 4.');
    expect(low.cart.products[0]?.quantity).toBe(4);
    const high = await shopper.op('/checkout/cart/edit', { key, quantity: 10001 }, 'PUT');
    expect(high.body.error).toBe('Maximum quantity for Lockwell Chrome Acorn Lug Nut is 10000.');
  });

  it('accepts more than the stock but flags the line with a stock warning', async () => {
    const added = await shopper.op('/checkout/cart/add', { product_id: 7, quantity: 2 });
    expect(added.cart.products[0]).toMatchObject({ enough_inventory: true, show_stock_warning: false });
    const key = added.cart.products[0]?.key ?? '';
    const { body, cart } = await shopper.op('/checkout/cart/edit', { key, quantity: 3 }, 'PUT');
    expect(body.error).toBeUndefined();
    expect(cart.products[0]).toMatchObject({ quantity: 3, enough_inventory: false, show_stock_warning: true });
  });

  it('shows the product oos_text on an out-of-stock line', async () => {
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 8 });
    expect(cart.products[0]).toMatchObject({ show_stock_warning: true, oos_text: 'Ships in 5-7 business days' });
  });
});

describe('POST remove', () => {
  it('removes the line and reports remove_from_cart', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 2, quantity: 2 });
    const added = await shopper.op('/checkout/cart/add', { product_id: 1 });
    const key = added.cart.products.find((p) => p.product_id === 2)?.key ?? '';
    const { body, cart } = await shopper.op('/checkout/cart/remove', { key });
    expect(cart.products.map((p) => p.product_id)).toEqual([1]);
    expect(body.marketing_tracking).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'USD', value: 339.98 },
    });
  });

  it('answers an error for an unknown key', async () => {
    const { body } = await shopper.op('/checkout/cart/remove', { key: 'missing' });
    expect(body.error).toBe('Product not found in cart.');
  });
});
