import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { setFault, Visitor, type TestStore, withDemoStore } from './helpers';

let store!: TestStore;
let shopper!: Visitor;
withDemoStore({ store: (s) => (store = s), visitor: (v) => (shopper = v) });

describe('fault injection', () => {
  it('status: answers the status with {"error":"Injected fault"} once, then normally', async () => {
    expect((await setFault(store.base, { path: '/checkout/cart/getData', kind: 'status', status: 503 })).status).toBe(
      200,
    );
    const faulted = await shopper.request('/checkout/cart/getData');
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ error: 'Injected fault' });
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(200);
  });

  it('status defaults to 500 and leaves the cart untouched', async () => {
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'status' });
    expect((await shopper.form('/checkout/cart/add', { product_id: 1 })).status).toBe(500);
    expect((await shopper.cart()).products).toEqual([]);
  });

  it('times: affects that many requests; -1 is forever until DELETE', async () => {
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'status', status: 502, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await shopper.request('/checkout/cart/getData')).status);
    expect(statuses).toEqual([502, 502, 200]);

    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'status', times: -1 });
    for (let i = 0; i < 3; i++) expect((await shopper.request('/checkout/cart/getData')).status).toBe(500);
    expect(await (await fetch(`${store.base}/__demo/faults`)).json()).toMatchObject({
      faults: [{ path: '/checkout/cart/getData', times: -1 }],
    });
    await fetch(`${store.base}/__demo/faults`, { method: 'DELETE' });
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(200);
  });

  it('slow: waits delayMs, then handles the call normally', async () => {
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'slow', delayMs: 300 });
    const started = performance.now();
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(cart.products).toHaveLength(1);
  });

  it('malformed: answers 200 with JSON that is not the documented shape', async () => {
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'malformed' });
    const res = await shopper.request('/checkout/cart/getData');
    expect(res.status).toBe(200);
    expect(v.safeParse(CartSchema, await res.json()).success).toBe(false);
  });

  it('empty: answers 200 with {} before the call runs, then the call answers normally', async () => {
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'empty' });
    const res = await shopper.request('/checkout/cart/getData');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(v.safeParse(CartSchema, await (await shopper.request('/checkout/cart/getData')).json()).success).toBe(true);
  });

  it('drop: closes the connection without an answer', async () => {
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'drop' });
    await expect(shopper.request('/checkout/cart/getData')).rejects.toThrow();
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(200);
  });

  it('error-page: answers the status with an HTML error page (no JSON) before the call runs', async () => {
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'error-page', status: 502 });
    const res = await shopper.form('/checkout/cart/add', { product_id: 1 });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<h1>502 Internal Server Error</h1>');
    expect((await shopper.cart()).products).toEqual([]);
  });

  it('late: the call does its work at once and its answer comes delayMs later; a later call answers first', async () => {
    await shopper.cart();
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'late', delayMs: 400 });
    const started = performance.now();
    const held = shopper.op('/checkout/cart/add', { product_id: 1 }).then((answer) => ({
      answer,
      after: performance.now() - started,
    }));
    // The add is done on the server while its answer waits: a read meanwhile sees the line.
    await vi.waitFor(async () => expect((await shopper.cart()).products).toHaveLength(1), { interval: 10 });
    expect(performance.now() - started).toBeLessThan(400);
    const { answer, after } = await held;
    expect(after).toBeGreaterThanOrEqual(390);
    expect(answer.cart.products).toHaveLength(1);
  });

  it('matches by the normalized call path, whichever form the fault or the call uses', async () => {
    await setFault(store.base, { path: '/index.php?route=checkout/cart/getData', kind: 'status', status: 418 });
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(418);
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'status', status: 418 });
    expect((await shopper.request('/index.php?route=checkout/cart/getData')).status).toBe(418);
  });

  it('matches a prefix ending in * (e.g. a bundle chunk) and leaves other paths alone', async () => {
    await setFault(store.base, { path: '/checkout/cart/*', kind: 'status', status: 500, times: -1 });
    expect((await shopper.request('/checkout/cart')).status).toBe(200);
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(500);
  });

  it('rejects a fault it cannot understand', async () => {
    expect((await setFault(store.base, { path: '/x', kind: 'explode' })).status).toBe(400);
    expect((await setFault(store.base, { path: '/x', kind: 'status', status: 'bad' })).status).toBe(400);
    expect((await setFault(store.base, { url: '/x', kind: 'status' })).status).toBe(400);
  });

  it('is cleared by reset', async () => {
    await setFault(store.base, { path: '/checkout/cart/getData', kind: 'status', times: -1 });
    await fetch(`${store.base}/__demo/reset-all`, { method: 'POST' });
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(200);
  });
});

describe('faults asked for by a session', () => {
  it('affect only that session, so parallel browser tests never trip each other', async () => {
    const other = new Visitor(store.base);
    await shopper.cart();
    await other.cart();
    const asked = await shopper.postJson('/__demo/faults', {
      path: '/checkout/cart/getData',
      kind: 'status',
      status: 503,
    });
    expect(asked.status).toBe(200);
    expect((await other.request('/checkout/cart/getData')).status).toBe(200);
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(503);
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(200);
  });
});
