// The legacy theme's page-behaviour calls (spec 3 §7) against the strict demo store: the appointment form's answer
// through its schema, and the legacy cart remove, whose answer the spec does not describe (any 2xx is done).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, SchemaError, ServerMessageError } from '../../../src/api/errors';
import { answeredWithError, removeCartCode, scheduleAppointment } from '../../../src/api/page-behaviours';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';

const store = demoStore();
beforeEach(() => resetStores());
afterEach(() => vi.unstubAllGlobals());

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const FILLED = { name: 'Jo Rivera', email: 'jo@example.com', telephone: '', date: '2026-12-01', service: 'Brakes' };
const routeOf = (r: { url: URL }) => r.url.searchParams.get('route');
const couponOnCart = async () =>
  ((await store.json('/checkout/cart/getData')).totals as { code: string }[]).some((t) => t.code === 'coupon');

describe('POST information/schedule_appointment', () => {
  it('sends the form serialized as it stands (form-urlencoded) and resolves on success', async () => {
    await scheduleAppointment(form(FILLED));
    const [sent] = store.requests;
    expect(routeOf(sent!)).toBe('information/schedule_appointment');
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent!.form)).toEqual(FILLED);
    const log = (await store.json('/__demo/kiosk')) as { appointments: { name: string }[] };
    expect(log.appointments.map((a) => a.name)).toEqual(['Jo Rivera']);
  });

  it("the server's error answer is its error HTML, told apart from a failure status", async () => {
    const error = await scheduleAppointment(form({ ...FILLED, date: '' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerMessageError);
    expect(answeredWithError(error)).toBe(true);
    expect((error as ServerMessageError).message).toContain('Please choose a preferred date.');
  });

  it('a 5xx that carries {error} is a failure status, not an answer', async () => {
    await store.fault({ path: '/information/schedule_appointment', kind: 'status', status: 500 });
    const error = await scheduleAppointment(form(FILLED)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerMessageError);
    expect(answeredWithError(error)).toBe(false);
  });

  it('an answer with neither success nor error is not the documented answer', async () => {
    await store.fault({ path: '/information/schedule_appointment', kind: 'empty' });
    await expect(scheduleAppointment(form(FILLED))).rejects.toBeInstanceOf(SchemaError);
  });
});

describe('GET checkout/{code}/remove (no answer described)', () => {
  beforeEach(async () => {
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await store.form('/checkout/cart/applyCode', { code: 'SAVE10' });
    expect(await couponOnCart()).toBe(true);
  });

  it('removes the code with a GET and resolves', async () => {
    await removeCartCode('coupon');
    expect(store.requests.map((r) => [r.method, routeOf(r)])).toEqual([['GET', 'checkout/coupon/remove']]);
    expect(await couponOnCart()).toBe(false);
  });

  it('any 2xx is done, whatever it holds: a PHP notice before the JSON, a login page', async () => {
    await store.fault({ path: '/checkout/coupon/remove', kind: 'notice' });
    await expect(removeCartCode('coupon')).resolves.toBeUndefined();
    expect(await couponOnCart()).toBe(false);
    await store.fault({ path: '/checkout/voucher/remove', kind: 'html' });
    await expect(removeCartCode('voucher')).resolves.toBeUndefined();
  });

  it('a failure status is thrown; a code that is not one is never sent', async () => {
    await store.fault({ path: '/checkout/coupon/remove', kind: 'status', status: 500 });
    await expect(removeCartCode('coupon')).rejects.toBeInstanceOf(ServerMessageError);
    await store.fault({ path: '/checkout/coupon/remove', kind: 'drop' });
    await expect(removeCartCode('coupon')).rejects.toBeInstanceOf(NetworkError);
    expect(await couponOnCart()).toBe(true);
    await expect(removeCartCode('coupon/../x')).rejects.toThrow('not a cart code');
    expect(store.requests).toHaveLength(2);
  });
});
