// The enhancers' calls go through their lazy parts (the api client) against the strict demo store: the appointment
// form's texts (spec 3 §8) and the legacy cart remove's failure note, on the theme's own markup.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import scheduleAppointment from '../../../src/enhancers/appointment-form';
import cartCodeRemove from '../../../src/enhancers/cart-remove';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';

const store = demoStore();
const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';
/** A bound, not a sleep: the in-process store and the lazy parts answer well within it, even on a busy machine. */
const WAIT = { timeout: 5000 };
let stop = () => {};
// The lazy parts load on first use; transforming them on a busy machine must not count against a test's wait.
beforeAll(async () => {
  await import('../../../src/enhancers/lazy/appointment-send');
  await import('../../../src/enhancers/lazy/cart-remove');
}, 30_000);
beforeEach(() => {
  resetStores();
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function appointmentForm() {
  document.body.innerHTML = `<div data-mount="appointment-form">
    <button type="button" data-toggle="modal">Schedule Appointment</button>
    <dialog aria-label="Schedule Appointment"><form>
      <div data-alert-area role="alert"></div>
      <label>Name <input name="name"></label><label>E-Mail <input name="email"></label>
      <label>Preferred date <input name="date"></label>
      <button type="submit">Send Request</button>
    </form></dialog></div>`;
  const el = document.querySelector<HTMLElement>('[data-mount]')!;
  stop = scheduleAppointment(el);
  el.querySelector<HTMLButtonElement>('[data-toggle]')!.click();
  const field = (name: string) => el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field('name').value = 'Sam Lee';
  field('email').value = 'sam@example.com';
  const alert = el.querySelector<HTMLElement>('[data-alert-area]')!;
  const submit = el.querySelector<HTMLButtonElement>('[type="submit"]')!;
  return { field, alert, submit, dialog: el.querySelector('dialog')!, send: () => submit.click() };
}

describe('appointment form', () => {
  // The markup itself (the sanitizer keeps <strong>, drops the handler) is proven in the browser (tests/e2e/behaviours).
  it("the server's error, sanitized, in the alert area; what was typed stays", async () => {
    const form = appointmentForm();
    form.send();
    await vi.waitFor(() => expect(form.alert.textContent).toContain('Please choose a preferred date.'), WAIT);
    expect(form.alert.textContent).toContain('Warning:');
    expect(form.alert.querySelector('[onerror]')).toBeNull();
    expect(form.field('name').value).toBe('Sam Lee');
    await vi.waitFor(() => expect(form.submit.disabled).toBe(false), WAIT);
  });

  it('a 5xx that carries {error} shows the system error, not its text', async () => {
    await store.fault({ path: '/information/schedule_appointment', kind: 'status', status: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = appointmentForm();
    form.send();
    await vi.waitFor(() => expect(form.alert.textContent).toBe(SYSTEM_ERROR), WAIT);
    expect(form.field('name').value).toBe('Sam Lee');
    expect(form.dialog.open).toBe(true);
  });

  it('success resets the form and closes the dialog', async () => {
    const form = appointmentForm();
    form.field('date').value = '2026-12-01';
    form.send();
    await vi.waitFor(() => expect(form.dialog.open).toBe(false), WAIT);
    expect(form.field('name').value).toBe('');
    const log = (await store.json('/__demo/kiosk')) as { appointments: { name: string }[] };
    expect(log.appointments.map((a) => a.name)).toEqual(['Sam Lee']);
  });
});

describe('legacy cart remove', () => {
  it('a failed call says so beside the control, which stays usable to retry', async () => {
    await store.fault({ path: '/checkout/coupon/remove', kind: 'status', status: 503 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<a href="/index.php?route=checkout/coupon/remove" data-code="coupon">Remove</a>`;
    const el = document.querySelector<HTMLElement>('a')!;
    stop = cartCodeRemove(el);
    el.click();
    await vi.waitFor(
      () => expect(document.querySelector('[role="alert"]')?.textContent).toBe(` ${SYSTEM_ERROR}`),
      WAIT,
    );
    expect(el.hasAttribute('aria-busy')).toBe(false);
    expect(store.requests.map((r) => r.url.searchParams.get('route'))).toEqual(['checkout/coupon/remove']);
  });
});
