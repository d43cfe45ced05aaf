import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../../../demo-pages/server/core/router';
import { type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

async function rejected(res: Response, status: number, mentions: string): Promise<void> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string };
  expect(body.error).toContain(mentions);
}

describe('strict validation of what the client sends', () => {
  it('rejects an unknown field name with HTTP 400 naming it (productId instead of product_id)', async () => {
    await rejected(await shopper.form('/checkout/cart/add', { productId: 1 }), 400, '"productId"');
  });

  it('rejects a missing required field', async () => {
    await rejected(await shopper.form('/checkout/cart/add', { quantity: 1 }), 400, '"product_id"');
    await rejected(await shopper.form('/checkout/cart/edit', { key: 'x' }, 'PUT'), 400, '"quantity"');
    await rejected(await shopper.form('/checkout/cart/remove', {}), 400, '"key"');
  });

  it('rejects wrong types', async () => {
    await rejected(await shopper.form('/checkout/cart/add', { product_id: 1, quantity: 'two' }), 400, '"quantity"');
    await rejected(await shopper.form('/checkout/cart/add', { product_id: '1.5' }), 400, '"product_id"');
    await rejected(
      await shopper.form('/checkout/cart/add', { product_id: 1, apply_labor: 'yes' }),
      400,
      '"apply_labor"',
    );
    await rejected(await shopper.form('/checkout/cart/add', 'product_id=3&option=1001'), 400, '"option"');
    await rejected(await shopper.form('/checkout/cart/remove', 'key[]=a'), 400, '"key"');
  });

  it('rejects options the product does not have, values not in the option, and badly formatted dates', async () => {
    await rejected(await shopper.form('/checkout/cart/add', 'product_id=3&option[999]=1'), 400, 'option[999]');
    await rejected(await shopper.form('/checkout/cart/add', 'product_id=3&option[101]=1004'), 400, 'option[101]');
    await rejected(await shopper.form('/checkout/cart/add', 'product_id=3&option[103]=1007'), 400, 'option[103][]');
    await rejected(await shopper.form('/checkout/cart/add', 'product_id=3&option[107]=05/01/2026'), 400, 'option[107]');
  });

  it('rejects an unknown product and labor on a product without labor', async () => {
    await rejected(await shopper.form('/checkout/cart/add', { product_id: 9999 }), 400, '"product_id"');
    await rejected(await shopper.form('/checkout/cart/add', { product_id: 6, apply_labor: 1 }), 400, '"apply_labor"');
  });

  it('rejects a wrong method with 405 and an Allow header', async () => {
    const get = await shopper.request('/checkout/cart/add');
    expect(get.headers.get('allow')).toBe('POST');
    await rejected(get, 405, 'POST');
    await rejected(await shopper.form('/checkout/cart/edit', { key: 'a', quantity: 1 }, 'POST'), 405, 'PUT');
    await rejected(await shopper.form('/checkout/cart/getData', {}, 'POST'), 405, 'GET');
  });

  it('rejects a body that is not form-encoded with 415', async () => {
    const res = await shopper.postJson('/checkout/cart/add', { product_id: 1 });
    await rejected(res, 415, 'application/x-www-form-urlencoded');
  });

  it('answers unknown calls with a JSON 404', async () => {
    await rejected(await shopper.form('/checkout/cart/nope', {}), 404, '/checkout/cart/nope');
  });
});

describe('OpenCart routing', () => {
  it('normalizes index.php?route= (also under /catalog and OpenCart 4 method separators) and keeps other params', () => {
    expect(normalizeUrl('/index.php?route=checkout/cart/getData')).toMatchObject({ path: '/checkout/cart/getData' });
    expect(normalizeUrl('/catalog/index.php?route=ymm/json/&Year=2020').path).toBe('/ymm/json');
    expect(normalizeUrl('/catalog/index.php?route=ymm/json/&Year=2020').query.get('Year')).toBe('2020');
    expect(normalizeUrl('/index.php?route=checkout/cart.add').path).toBe('/checkout/cart/add');
    expect(normalizeUrl('/index.php?route=checkout/cart|add').path).toBe('/checkout/cart/add');
    const product = normalizeUrl('/index.php?route=product/product&product_id=42');
    expect(product.path).toBe('/product/product');
    expect(product.query.get('product_id')).toBe('42');
    expect(product.query.has('route')).toBe(false);
    expect(normalizeUrl('/index.php').path).toBe('/');
    expect(normalizeUrl('/checkout/cart/').path).toBe('/checkout/cart');
  });

  it('answers the same call through index.php?route= as through the path', async () => {
    await shopper.form('/index.php?route=checkout/cart/add', { product_id: 1 });
    await shopper.form('/catalog/index.php?route=checkout/cart/add', { product_id: 1 });
    const cart = await shopper.json('/index.php?route=checkout/cart/getData');
    expect(cart.total_items).toBe(2);
  });
});
