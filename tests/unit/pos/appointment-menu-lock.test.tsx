import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import appointmentIsland from '../../../islands/pos-appointment/index';
import menuIsland from '../../../islands/pos-menu/index';
import { call } from '../../../src/api/client';
import { LockedScreen } from '../../../src/pos/ui/locked-screen';
import { $lock, lockPos } from '../../../src/pos/stores/staff-lock';
import { demoStore } from '../helpers/demo-store';
import { newOrder, staffPages } from '../helpers/pos-orders';
import { notify } from '../helpers/notify';
import { renderIsland } from '../helpers/render-island';
import * as v from 'valibot';

// Every call goes to the demo store as a signed-in clerk (Sam Ortiz): orders of each test's own, the store's bays
// (Downtown (1): Bay 1, Bay 2, Alignment Rack; Westerville (3): Lift A; the seed books each location's first bay
// 9:00-10:30 every day), installers (Jordan Lee 2, Chris Patel 3, Morgan Diaz 4), statuses and sign-in.
const store = demoStore();
const PADS = 'Ironclad Ceramic Front Brake Pad Set';

staffPages(store);

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** The session's booking settings (POST /__demo/appointments), then an order of one part (the pads). */
async function appointmentOrder(settings: { single?: boolean; time_slot_length?: number } = {}) {
  await store.call('/__demo/appointments', {
    method: 'POST',
    body: JSON.stringify(settings),
    headers: { 'Content-Type': 'application/json' },
  });
  return newOrder(store, { lines: [[1, 1]] });
}

describe('pos-appointment (spec 2 §5)', () => {
  it('pre-fills single options', async () => {
    // One location, bay, installer and status in scope, and the order's one part.
    const orderId = await appointmentOrder({ single: true });
    renderIsland(appointmentIsland, { order_id: orderId });
    await screen.findByRole('heading', { name: 'New Appointment' });
    expect((screen.getByRole('checkbox', { name: PADS }) as HTMLInputElement).checked).toBe(true);
    expect((combo('Status') as HTMLSelectElement).value).toBe('1');
    expect((combo('Location') as HTMLSelectElement).value).not.toBe('');
    expect((combo('Bay') as HTMLSelectElement).value).not.toBe('');
  });

  it('filters bays by location, keeps Save disabled until the form is valid', async () => {
    const orderId = await appointmentOrder({ single: false, time_slot_length: 15 });
    const user = userEvent.setup();
    renderIsland(appointmentIsland, { order_id: orderId });
    await screen.findByRole('heading', { name: 'New Appointment' });
    expect((screen.getByRole('checkbox', { name: PADS }) as HTMLInputElement).checked).toBe(true);
    expect((combo('Status') as HTMLSelectElement).value).toBe('');
    expect((combo('Bay') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(combo('Location'), '3');
    expect(
      within(combo('Bay'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a bay', 'Lift A']);
    expect((combo('Bay') as HTMLSelectElement).value).toBe('31');
    await user.selectOptions(combo('Location'), '1');
    expect((combo('Bay') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(combo('Bay'), '12');
    await user.selectOptions(combo('Start Time'), '09:15');
    expect(within(combo('Duration')).getAllByRole('option')[1]!.textContent).toBe('9:30 AM (15 min)');
    await user.selectOptions(combo('Duration'), '75');
    await user.selectOptions(combo('Status'), '1');
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Chris Patel' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(store.sent('POST /pos/checkout/addAppointment')).toHaveLength(0);
  });

  it('a refused booking toasts "Failed to book appointment" with the server text and keeps the form', async () => {
    const orderId = await appointmentOrder({ single: false, time_slot_length: 30 });
    const user = userEvent.setup();
    renderIsland(appointmentIsland, {
      order_id: orderId,
      booked: [{ id: 1, display_time: { start_date: '06/01/2030', start_time: '9:00 AM' } }],
    });
    await screen.findByRole('heading', { name: 'New Appointment' });
    expect(screen.getByText('06/01/2030 @ 9:00 AM')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Jordan Lee' }));
    await user.selectOptions(combo('Location'), '1');
    await user.selectOptions(combo('Bay'), '11');
    await user.selectOptions(combo('Start Time'), '09:00');
    await user.selectOptions(combo('Duration'), '60');
    await user.selectOptions(combo('Status'), '1');
    await user.type(screen.getByLabelText('Note'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Bay 1 is booked 9:00-10:30 every day: the store refuses with its own words.
    await waitFor(() => expect(store.sent('POST /pos/checkout/addAppointment')).toHaveLength(1));
    const refused = store.sent('POST /pos/checkout/addAppointment')[0]!;
    const { error } = JSON.parse(refused.answer!.text) as { error: string };
    expect(error).toBe('Bay 1 is already booked from 9:00 AM to 10:30 AM. Choose another time or bay.');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(`Failed to book appointment: ${error}`));
    const sent = refused.form;
    expect(sent.get('start')).toMatch(/^\d{4}-\d{2}-\d{2} 09:00$/);
    expect(sent.get('user_id[0]')).toBe('2');
    expect(sent.get('category_products[0]')).toBe('1');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Keep me');
    expect((combo('Start Time') as HTMLSelectElement).value).toBe('09:00');
  });

  it('Add Vehicle without a customer: "A customer must be selected!" and no dialog', async () => {
    const orderId = await appointmentOrder();
    const user = userEvent.setup();
    renderIsland(appointmentIsland, { order_id: orderId });
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    expect(notify.error).toHaveBeenCalledWith('A customer must be selected!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.sent('POST /pos/checkout/addVehicle')).toHaveLength(0);
  });
});

describe('pos-menu', () => {
  it('links the POS pages with the order counts and marks the current page', async () => {
    window.history.replaceState(null, '', '/pos/order?status=saved');
    renderIsland(menuIsland, { order_id: 1003 });
    const nav = screen.getByRole('navigation', { name: 'POS menu' });
    await waitFor(() => expect(store.sent('GET /api/order/')[0]?.answer).toBeDefined());
    // The counts as the store answered them.
    const { counts } = JSON.parse(store.sent('GET /api/order/')[0]!.answer!.text) as { counts: Record<string, number> };
    expect(counts.all).toBeGreaterThan(counts.saved!);
    const orders = `Orders (${counts.all})`;
    expect(await within(nav).findByRole('link', { name: orders })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: `Saved (${counts.saved})` })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: orders }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Check Out - Order # 1003' }).getAttribute('href')).toBe(
      '/pos/order/continue?order_id=1003',
    );
    expect(within(nav).getByRole('link', { name: 'Appointments' }).getAttribute('href')).toBe(
      '/pos/appointment?order_id=1003',
    );
    expect(within(nav).getByRole('button', { name: 'POS Menu' }).getAttribute('aria-expanded')).toBe('false');
    window.history.replaceState(null, '', '/');
  });
});

describe('locked POS screen', () => {
  it('names who was signed in, shows a refused sign-in in the server words, closes on success', async () => {
    // The store locks the session's staff sign-in (what an idle timeout does).
    await store.call('/__demo/staff-lock', {
      method: 'POST',
      body: JSON.stringify({ locked: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    render(<LockedScreen />);
    await act(() => lockPos());
    const user = userEvent.setup();
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
    expect(screen.getByText(/Sam Ortiz/)).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('sam');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    expect($lock.get().locked).toBe(true);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'counter');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect($lock.get().locked).toBe(false));
    expect(notify.success).toHaveBeenCalledWith('Welcome back, Sam Ortiz.');
    expect(store.sent('POST /pos/login').map((r) => r.form.get('password'))).toEqual(['x', 'counter']);
    // The store's session is signed in again.
    expect(await store.json('/pos/login')).toMatchObject({ locked: false });
  });

  it('the client tells the session-expired listeners before it throws', async () => {
    const { onSessionExpired } = await import('../../../src/api/session-expiry');
    const heard: string[] = [];
    const stop = onSessionExpired((error) => heard.push(error.url));
    // The store locks the session: its staff calls answer 401.
    await store.call('/__demo/staff-lock', {
      method: 'POST',
      body: JSON.stringify({ locked: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    await expect(call(v.object({}), '/api/order/?from_pos=1')).rejects.toThrow();
    stop();
    expect(store.sent('GET /api/order/')[0]!.answer!.status).toBe(401);
    expect(heard).toEqual(['/api/order/?from_pos=1']);
  });
});
