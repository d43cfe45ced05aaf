import { describe, expect, it } from 'vitest';
import { Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const VIDEO = '/tool/kiosk/video';
const log = async () =>
  (await shopper.json('/__demo/kiosk')) as {
    reports: Record<string, string>[];
    clears: number;
    appointments: Record<string, string>[];
    settings: { kiosk_idle_timer: number; kiosk_videos: { id: number }[] };
  };

describe('POST /tool/kiosk/video', () => {
  it('records video_id, start_date and end_date', async () => {
    const res = await shopper.form(VIDEO, {
      video_id: 2,
      start_date: '2026-11-23 10:00:00',
      end_date: '2026-11-23 10:00:01',
    });
    expect(res.status).toBe(200);
    expect((await log()).reports).toEqual([
      { video_id: '2', start_date: '2026-11-23 10:00:00', end_date: '2026-11-23 10:00:01' },
    ]);
  });

  it('rejects a missing field, a wrong date shape, an end before the start and an unknown video', async () => {
    const ok = { video_id: 1, start_date: '2026-11-23 10:00:00', end_date: '2026-11-23 10:00:01' };
    expect((await shopper.form(VIDEO, { video_id: 1, start_date: ok.start_date })).status).toBe(400);
    expect((await shopper.form(VIDEO, { ...ok, start_date: '2026-11-23T10:00:00Z' })).status).toBe(400);
    expect((await shopper.form(VIDEO, { ...ok, end_date: '2026-11-23 09:00:00' })).status).toBe(400);
    expect((await shopper.form(VIDEO, { ...ok, video_id: 77 })).status).toBe(400);
    expect((await log()).reports).toEqual([]);
  });
});

describe('GET /account/logout/clearSession', () => {
  it("forgets the shopper's cart, codes and vehicle but keeps the kiosk settings", async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2 });
    await shopper.op('/checkout/cart/applyCode', { code: 'SAVE10' });
    await shopper.json(
      '/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500',
    );
    expect(((await shopper.json('/ymm/json/getVehicle')).facets as unknown[]).length).toBe(3);
    await shopper.postJson('/__demo/session', { kiosk_mode: true });
    const res = await shopper.request('/account/logout/clearSession');
    expect(res.status).toBe(200);
    const cart = await shopper.cart();
    expect(cart.total_items).toBe(0);
    expect(cart.totals.some((t) => t.code === 'coupon')).toBe(false);
    expect((await log()).clears).toBe(1);
    expect((await shopper.json('/ymm/json/getVehicle')).facets).toEqual([]);
    const session = (await shopper.json('/__demo/session')) as { settings: { kiosk_mode: boolean } };
    expect(session.settings.kiosk_mode).toBe(true);
  });
});

describe('GET /account/logout/clearSession rotates the session', () => {
  it('answers a new session cookie; the old id is forgotten, the kiosk settings and faults follow the new one', async () => {
    await shopper.postJson('/__demo/session', { kiosk_mode: true, logged_in: true });
    await shopper.postJson('/__demo/kiosk', { kiosk_idle_timer: 3 });
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await shopper.postJson('/__demo/faults', { path: '/checkout/cart/getData', kind: 'status', status: 500, times: 1 });
    const before = shopper.cookie;
    const res = await shopper.request('/account/logout/clearSession');
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^DEMO_SESSION=[0-9a-f-]{36}; Path=\/; HttpOnly/);
    expect(shopper.cookie).not.toBe(before);
    // The language and currency cookies of the shopper go too.
    expect(cookies).toContain('language=; Path=/; Max-Age=0; SameSite=Lax');
    expect(cookies).toContain('currency=; Path=/; Max-Age=0; SameSite=Lax');
    // The fault set for this browser follows it to its new session.
    expect((await shopper.request('/checkout/cart/getData')).status).toBe(500);
    expect((await shopper.cart()).total_items).toBe(0);
    const session = (await shopper.json('/__demo/session')) as { settings: Record<string, unknown> };
    expect(session.settings.kiosk_mode).toBe(true);
    expect(session.settings.logged_in).toBeUndefined();
    expect((await log()).settings.kiosk_idle_timer).toBe(3);
    expect((await log()).clears).toBe(1);
    // The old cookie names no session any more: a request with it gets a new, empty one.
    const stale = new Visitor(shopper.base);
    stale.cookie = before;
    const answer = await stale.request('/checkout/cart/getData');
    expect(answer.headers.get('set-cookie')).toMatch(/^DEMO_SESSION=/);
    expect(stale.cookie).not.toBe(before);
  });

  it('kiosk pages are never stored (no-store); other pages are revalidated', async () => {
    const plain = await shopper.request('/common/home');
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    const kiosk = await shopper.request('/common/home?demo_kiosk_mode=1');
    expect(kiosk.headers.get('cache-control')).toBe('no-store');
  });
});

describe('kiosk settings and pages', () => {
  it('every page carries the kiosk mount point in kiosk mode, with the short timers toggle', async () => {
    const plain = await (await shopper.request('/demo/kiosk')).text();
    expect(plain).not.toContain('data-mount="kiosk"');
    const html = await (await shopper.request('/demo/kiosk?demo_kiosk_mode=1&demo_kiosk_timers=short')).text();
    expect(html).toContain('data-mount="kiosk"');
    expect(html).toContain('"kiosk_idle_timer":0.5');
    expect((await log()).settings.kiosk_idle_timer).toBe(0.5);
  });

  it('serves the three splash videos as WebM', async () => {
    for (const n of [1, 2, 3]) {
      const res = await shopper.request(`/image/kiosk/kiosk-${n}.webm`);
      expect(res.headers.get('content-type')).toBe('video/webm');
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The EBML magic number every WebM file starts with.
      expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
    expect((await shopper.request('/image/kiosk/missing.webm')).status).toBe(404);
  });
});

describe('page-behaviour calls', () => {
  it('schedule_appointment answers error HTML for a bad form and success for a good one', async () => {
    const url = '/index.php?route=information/schedule_appointment';
    const bad = (await (await shopper.form(url, { name: 'J', email: 'x', date: '' })).json()) as { error: string };
    expect(bad.error).toContain('<strong>Warning:</strong>');
    expect(bad.error).toContain('E-Mail Address does not appear to be valid!');
    const good = (await (
      await shopper.form(url, { name: 'Jo Rivera', email: 'jo@example.com', date: '2026-12-01', service: 'Brakes' })
    ).json()) as { success: string };
    expect(good.success).toBe('Request sent successfully!');
    expect((await log()).appointments).toHaveLength(1);
    expect((await shopper.form(url, { name: 'Jo', nickname: 'x' })).status).toBe(400);
  });

  it('GET checkout/coupon/remove takes the coupon off the cart', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await shopper.op('/checkout/cart/applyCode', { code: 'SAVE10' });
    const res = await shopper.request('/index.php?route=checkout/coupon/remove');
    expect(res.status).toBe(200);
    expect((await shopper.cart()).totals.some((t) => t.code === 'coupon')).toBe(false);
  });

  it('the language form sets the language cookie and goes back to the page', async () => {
    const res = await shopper.form('/common/language/language', { code: 'fr-fr', redirect: '/demo/behaviours' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/demo/behaviours');
    expect(res.headers.get('set-cookie')).toContain('language=fr-fr');
  });
});

describe('the currency switch (issue 24)', () => {
  it('?currency= on a page is kept in the session: price texts, the page config and marketing_tracking are in it', async () => {
    const page = await (await shopper.request('/product/catalog?currency=EUR')).text();
    expect(page).toContain('"currency":"EUR"');
    expect(page).toContain('"currency_rate":0.92');
    const added = (await (await shopper.form('/checkout/cart/add', { product_id: 1, quantity: 1 })).json()) as {
      marketing_tracking: { ecommerce: { currency: string; value: number } };
    };
    expect(added.marketing_tracking.ecommerce).toMatchObject({ currency: 'EUR', value: 59.79 });
    const cart = await shopper.cart();
    expect(cart.products[0]).toMatchObject({ unit_price_text: '€59.79', unit_price: 64.99 });
    expect(cart.total_text.startsWith('€')).toBe(true);
    // An unknown code changes nothing; USD goes back.
    await shopper.request('/product/catalog?currency=XYZ');
    expect((await shopper.cart()).total_text.startsWith('€')).toBe(true);
    await shopper.request('/common/home?currency=USD');
    expect((await shopper.cart()).products[0]?.unit_price_text).toBe('$64.99');
  });

  it('staff (POS) always work in the default currency', async () => {
    await shopper.request('/product/catalog?currency=GBP');
    await shopper.postJson('/__demo/session', { in_pos_mode: true });
    const page = await (await shopper.request('/product/catalog')).text();
    expect(page).toContain('"currency":"USD"');
    expect(page).toContain('"currency_rate":1');
  });
});
