import { describe, expect, it } from 'vitest';
import { LOGIN_PAGE_HTML, PHP_NOTICE } from '../../../demo-pages/server/qa/faults';
import type { Route } from '../../../demo-pages/server/core/router';
import { isStaffCall, STAFF_401, STAFF_403 } from '../../../demo-pages/server/core/staff';
import { setFault, Visitor, type TestStore, withDemoStore } from './helpers';

let store!: TestStore;
let shopper!: Visitor;
withDemoStore({ store: (s) => (store = s), visitor: (v) => (shopper = v) });

const call: Route = { methods: ['GET'], kind: 'call', handle: () => {} };
const page: Route = { methods: ['GET'], kind: 'page', handle: () => {} };

/** [method, path, form] of staff calls, one per area: POS cart, orders, customers, vehicles, inventory, PO numbers. */
const STAFF_CALLS: [string, string, Record<string, string>][] = [
  ['POST', '/checkout/cart/updatePrice', { key: '1', newPrice: '1.00' }],
  ['POST', '/checkout/cart/addCustomProduct', { name: 'Shop rag', price: '1.00', quantity: '1', tax_class_id: '' }],
  ['POST', '/checkout/cart/setCustomer', { customer_id: '1' }],
  ['GET', '/checkout/cart/saveOrder', {}],
  ['GET', '/checkout/cart/cancelOrder', {}],
  ['GET', '/pos/customer/search?s=a', {}],
  ['POST', '/api/customer/save', { firstname: 'Al' }],
  ['GET', '/api/localization', {}],
  ['POST', '/api/customer_vehicle/getVehicleJson', { vehicleId: '1' }],
  ['POST', '/api/products/getInventoryDetails', { 'products[0][aaia]': 'X', 'products[0][mpn]': 'Y' }],
  ['POST', '/api/cart/applyPoNumber', {}],
];

function send(visitor: Visitor, [method, path, form]: (typeof STAFF_CALLS)[number]): Promise<Response> {
  return method === 'GET' ? visitor.request(path) : visitor.form(path, form);
}

describe('staff calls', () => {
  it('are decided by route: every call under /api/, /pos/ and /admin/ and the POS calls on /checkout/cart/', () => {
    // Calls other modules add later under these bases are covered without touching their handlers.
    for (const path of [
      '/api/order',
      '/api/appointments/getAppointmentData',
      '/pos/checkout/addTransaction',
      '/admin/x',
    ])
      expect(isStaffCall(path, call), path).toBe(true);
    for (const path of ['/checkout/cart/saveOrder', '/checkout/cart/updateLabor', '/checkout/cart/applyLabor'])
      expect(isStaffCall(path, call), path).toBe(true);
    // The shopper's calls, the locator's ZIP lookup and the POS pages themselves are not staff calls.
    for (const path of [
      '/checkout/cart/add',
      '/checkout/cart/getData',
      '/checkout/cart/getCustomer',
      '/ymm/json/years',
    ])
      expect(isStaffCall(path, call), path).toBe(false);
    expect(isStaffCall('/api/location/setGeolocationFromZipCode', call)).toBe(false);
    expect(isStaffCall('/pos/order', page)).toBe(false);
  });

  it('answer 401 to a guest and 403 to a signed-in customer, and change nothing', async () => {
    await shopper.form('/checkout/cart/add', { product_id: 1 });
    for (const staffCall of STAFF_CALLS) {
      const res = await send(shopper, staffCall);
      expect(res.status, staffCall[1]).toBe(401);
      expect(await res.json()).toEqual({ error: STAFF_401 });
    }
    expect((await shopper.cart()).products.map((p) => p.price)).toEqual([64.99]);
    await shopper.form('/account/login', { customer_id: 1 });
    for (const staffCall of STAFF_CALLS) {
      const res = await send(shopper, staffCall);
      expect(res.status, staffCall[1]).toBe(403);
      expect(await res.json()).toEqual({ error: STAFF_403 });
    }
  });

  it('answer a session signed in as staff, until it signs out of staff', async () => {
    await shopper.signInAsStaff();
    for (const staffCall of STAFF_CALLS)
      expect([401, 403], staffCall[1]).not.toContain((await send(shopper, staffCall)).status);
    await shopper.form('/__demo/session', { in_pos_mode: '0' });
    expect((await shopper.request('/api/localization')).status).toBe(401);
  });
});

describe('fault kinds html, notice and drop-after', () => {
  it('html: a 200 login page instead of the call, which does not run', async () => {
    await shopper.cart();
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'html' });
    const res = await shopper.form('/checkout/cart/add', { product_id: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(LOGIN_PAGE_HTML);
    expect((await shopper.cart()).products).toEqual([]);
  });

  it('notice: the call does its work and its JSON comes after a PHP notice, as text/html', async () => {
    await shopper.cart();
    await setFault(shopper.base, { path: '/index.php?route=checkout/cart/add', kind: 'notice' });
    const res = await shopper.form('/checkout/cart/add', { product_id: 1, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await res.text();
    expect(text.startsWith(PHP_NOTICE)).toBe(true);
    expect(text).toMatch(/^<br \/>\n<b>Notice<\/b>: {2}Undefined index/);
    expect(JSON.parse(text.slice(PHP_NOTICE.length))).toMatchObject({ cart: { products: [{ quantity: 2 }] } });
    expect((await shopper.cart()).products.map((p) => p.quantity)).toEqual([2]);
  });

  it('notice is well-formed whichever encoding the client accepts: brotli, gzip or none', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      await setFault(shopper.base, { path: '/checkout/cart/add', kind: 'notice' });
      const res = await shopper.request('/checkout/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': encoding },
        body: 'product_id=1&quantity=1',
      });
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const text = await res.text();
      expect(text.startsWith(PHP_NOTICE)).toBe(true);
      expect(JSON.parse(text.slice(PHP_NOTICE.length))).toHaveProperty('cart');
    }
  });

  it('drop-after: the call does its work, then the connection drops halfway through the answer', async () => {
    await shopper.cart();
    await setFault(store.base, { path: '/checkout/cart/add', kind: 'drop-after' });
    const res = await shopper.form('/checkout/cart/add', { product_id: 1 });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect((await shopper.cart()).products.map((p) => p.product_id)).toEqual([1]);
  });

  it('refuses an unknown kind, naming the kinds', async () => {
    const res = await setFault(store.base, { path: '/checkout/cart/add', kind: 'login' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('html, notice, drop-after');
  });
});

describe('resets', () => {
  it('POST /__demo/reset restores the caller’s session and its faults only', async () => {
    const other = new Visitor(store.base);
    await other.op('/checkout/cart/add', { product_id: 2 });
    await other.postJson('/__demo/faults', { path: '/checkout/cart/remove', kind: 'status', times: -1 });
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    await shopper.signInAsStaff();
    await shopper.postJson('/__demo/faults', { path: '/checkout/cart/getData', kind: 'status', times: -1 });
    const cookie = shopper.cookie;

    const res = await shopper.request('/__demo/reset', { method: 'POST' });
    expect(await res.json()).toEqual({ success: 'Your demo session was reset.' });

    expect(shopper.cookie).toBe(cookie);
    expect((await shopper.cart()).products).toEqual([]);
    expect((await shopper.json('/__demo/session')).settings).toEqual({});
    expect((await shopper.request('/api/localization')).status).toBe(401);
    // The other session keeps its cart and its fault.
    expect((await other.cart()).products.map((p) => p.product_id)).toEqual([2]);
    expect((await other.form('/checkout/cart/remove', { key: '2' })).status).toBe(500);
  });

  it('POST /__demo/reset-all restores everything (the index page’s "Reset all demo data")', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    const res = await fetch(`${store.base}/__demo/reset-all`, { method: 'POST' });
    expect(await res.json()).toEqual({ success: 'Demo data reset.' });
    expect((await shopper.cart()).products).toEqual([]);
    expect(await (await shopper.request('/')).text()).toContain('<form method="post" action="/__demo/reset-all">');
  });
});
