import { describe, expect, it } from 'vitest';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store!: TestStore;
withDemoStore({ store: (s) => (store = s) });

describe('sessions', () => {
  it('sets an HttpOnly DEMO_SESSION cookie on path /', async () => {
    const res = await fetch(`${store.base}/checkout/cart/getData`);
    expect(res.headers.get('set-cookie')).toMatch(/^DEMO_SESSION=[\w-]+; Path=\/; HttpOnly/);
  });

  it('keeps each visitor’s cart apart', async () => {
    const a = new Visitor(store.base);
    const b = new Visitor(store.base);
    await a.op('/checkout/cart/add', { product_id: 1 });
    await b.op('/checkout/cart/add', { product_id: 2, quantity: 3 });
    expect((await a.cart()).products.map((p) => [p.product_id, p.quantity])).toEqual([[1, 1]]);
    expect((await b.cart()).products.map((p) => [p.product_id, p.quantity])).toEqual([[2, 3]]);
  });

  it('serves no session cookie for static files', async () => {
    const res = await fetch(`${store.base}/image/product/1.svg`);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('POST /__demo/reset-all', () => {
  it('restores the seed for all state: carts, sessions, settings and changed products', async () => {
    const a = new Visitor(store.base);
    await a.op('/checkout/cart/add', { product_id: 1 });
    await a.postJson('/__demo/session', { in_pos_mode: true });
    const product = store.server.demoState.products.get(1);
    if (product) product.price = 1;
    const oldCookie = a.cookie;

    expect(await (await fetch(`${store.base}/__demo/reset-all`, { method: 'POST' })).json()).toEqual({
      success: 'Demo data reset.',
    });

    expect((await a.cart()).products).toEqual([]);
    expect(a.cookie).not.toBe(oldCookie);
    expect((await a.json('/__demo/session')).settings).toEqual({});
    expect(store.server.demoState.products.get(1)?.price).toBe(64.99);
  });

  it('redirects a browser form back to the index page', async () => {
    const res = await fetch(`${store.base}/__demo/reset-all`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('POST /__demo/session', () => {
  it('stores page settings for this session only', async () => {
    const a = new Visitor(store.base);
    const b = new Visitor(store.base);
    const answer = (await (await a.postJson('/__demo/session', { logged_in: true, in_pos_mode: true })).json()) as {
      settings: unknown;
      config: unknown;
    };
    expect(answer.settings).toEqual({ logged_in: true, in_pos_mode: true });
    expect(answer.config).toMatchObject({ logged_in: true, in_pos_mode: true, guest_checkout: true });
    expect((await b.json('/__demo/session')).settings).toEqual({});
  });

  it('accepts a form post from the QA toggles and redirects', async () => {
    const a = new Visitor(store.base);
    const res = await a.browserForm('/__demo/session', 'guest_checkout=0&redirect=%2Fcheckout%2Fcart');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/cart');
    expect((await a.json('/__demo/session')).settings).toEqual({ guest_checkout: false });
  });

  it('rejects unknown settings and values the page config schema refuses', async () => {
    const post = (body: unknown) => new Visitor(store.base).postJson('/__demo/session', body);
    const unknown = await post({ loggedIn: true });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('"loggedIn"');
    const invalid = await post({ currency: 'DOLLARS' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toContain('currency');
  });
});

describe('demo sign-in', () => {
  it('POST /account/login signs in and redirects to ?redirect=', async () => {
    const a = new Visitor(store.base);
    const res = await a.form('/account/login?redirect=%2Fcheckout%2Fcart', { customer_id: 3 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/cart');
    expect((await a.json('/__demo/session')).settings).toEqual({ logged_in: true });
    const page = await (await a.request('/account/login')).text();
    expect(page).toContain('You are signed in as Priya Raman');
  });

  it('never redirects off-site', async () => {
    const a = new Visitor(store.base);
    const res = await a.form('/account/login?redirect=%2F%2Fevil.example', {});
    expect(res.headers.get('location')).toBe('/');
  });
});
