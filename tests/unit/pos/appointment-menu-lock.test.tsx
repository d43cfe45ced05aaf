import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import appointmentIsland from '../../../islands/pos-appointment/index';
import menuIsland from '../../../islands/pos-menu/index';
import { call } from '../../../src/api/client';
import { LockedScreen } from '../../../src/pos/ui/locked-screen';
import { $lock, lockPos } from '../../../src/pos/stores/staff-lock';
import { stubFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';
import { renderIsland } from '../helpers/render-island';
import * as v from 'valibot';

const DATA = {
  bays: [
    { bay_id: 11, title: 'Bay 1', location_id: 1 },
    { bay_id: 12, title: 'Bay 2', location_id: 1 },
    { bay_id: 31, title: 'Lift A', location_id: 3 },
  ],
  installers: [
    { user_id: 2, wholename: 'Jordan Lee' },
    { user_id: 3, wholename: 'Chris Patel' },
  ],
  locations: [
    { location_id: 1, location_name: 'Downtown' },
    { location_id: 3, location_name: 'Westerville' },
  ],
  products: [{ product_id: 111, name: 'Fog Light Kit' }],
  statuses: [{ status_id: 1, name: 'Scheduled' }],
  vehicles: [],
  customerId: 0,
  orderId: 1026,
  userId: 1,
  timeSlotLength: 15,
  ymmEnabled: true,
};

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

function bookingServer(data: Record<string, unknown> = DATA) {
  return stubFetch()
    .onJson('GET /pos/checkout/getAppointmentData', data)
    .onJson('GET /pos/checkout/getBayBookings', { bookings: [] });
}

describe('pos-appointment (spec 2 §5)', () => {
  it('pre-fills single options, filters bays by location, keeps Save disabled until the form is valid', async () => {
    bookingServer();
    const user = userEvent.setup();
    renderIsland(appointmentIsland, { order_id: 1026 });
    await screen.findByRole('heading', { name: 'New Appointment' });
    expect((screen.getByRole('checkbox', { name: 'Fog Light Kit' }) as HTMLInputElement).checked).toBe(true);
    expect((combo('Status') as HTMLSelectElement).value).toBe('1');
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
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Chris Patel' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('a refused booking toasts "Failed to book appointment" with the server text and keeps the form', async () => {
    const server = bookingServer().onJson('POST /pos/checkout/addAppointment', { error: 'Bay 1 is already booked.' });
    const user = userEvent.setup();
    renderIsland(appointmentIsland, {
      order_id: 1026,
      booked: [{ id: 1, display_time: { start_date: '06/01/2030', start_time: '9:00 AM' } }],
    });
    await screen.findByRole('heading', { name: 'New Appointment' });
    expect(screen.getByText('06/01/2030 @ 9:00 AM')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Jordan Lee' }));
    await user.selectOptions(combo('Location'), '1');
    await user.selectOptions(combo('Bay'), '11');
    await user.selectOptions(combo('Start Time'), '09:00');
    await user.selectOptions(combo('Duration'), '60');
    await user.type(screen.getByLabelText('Note'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(notify.error).toHaveBeenCalledWith('Failed to book appointment: Bay 1 is already booked.');
    const sent = server.sent('POST /pos/checkout/addAppointment')[0]!.form;
    expect(sent.get('start')).toMatch(/^\d{4}-\d{2}-\d{2} 09:00$/);
    expect(sent.get('user_id[0]')).toBe('2');
    expect(sent.get('category_products[0]')).toBe('111');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Keep me');
    expect((combo('Start Time') as HTMLSelectElement).value).toBe('09:00');
  });

  it('Add Vehicle without a customer: "A customer must be selected!" and no dialog', async () => {
    bookingServer();
    const user = userEvent.setup();
    renderIsland(appointmentIsland, { order_id: 1026 });
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    expect(notify.error).toHaveBeenCalledWith('A customer must be selected!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('pos-menu', () => {
  it('links the POS pages with the order counts and marks the current page', async () => {
    stubFetch().onJson('GET /api/order/', {
      items: [],
      totalItems: 9,
      totalPages: 9,
      limit: 1,
      page: 1,
      counts: { all: 9, saved: 4 },
    });
    window.history.replaceState(null, '', '/pos/order?status=saved');
    renderIsland(menuIsland, { order_id: 1003 });
    const nav = screen.getByRole('navigation', { name: 'POS menu' });
    expect(await within(nav).findByRole('link', { name: 'Orders (9)' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Saved (4)' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Orders (9)' }).getAttribute('aria-current')).toBeNull();
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
    const server = stubFetch()
      .onJson('GET /pos/login', { locked: true, user: { user_id: 1, username: 'sam', name: 'Sam Ortiz' } })
      .onJson('POST /pos/login', { error: 'Incorrect username or password.' })
      .onJson('POST /pos/login', {
        success: 'Welcome back, Sam Ortiz.',
        user: { user_id: 1, username: 'sam', name: 'Sam Ortiz' },
      });
    render(<LockedScreen />);
    await act(() => lockPos());
    const user = userEvent.setup();
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('sam');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    expect($lock.get().locked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect($lock.get().locked).toBe(false);
    expect(notify.success).toHaveBeenCalledWith('Welcome back, Sam Ortiz.');
    expect(server.sent('POST /pos/login')[1]!.form.get('password')).toBe('x');
  });

  it('the client tells the session-expired listeners before it throws', async () => {
    const { onSessionExpired } = await import('../../../src/api/session-expiry');
    const heard: string[] = [];
    const stop = onSessionExpired((error) => heard.push(error.url));
    stubFetch().onJson('GET /api/x', { error: 'Your session has expired.' }, 401);
    await expect(call(v.object({}), '/api/x')).rejects.toThrow();
    stop();
    expect(heard).toEqual(['/api/x']);
  });
});
