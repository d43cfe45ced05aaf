// Appointment booking (spec 2 §3-§5, §7, §8; spec 3 §5, §9) on /pos/appointment?order_id= (mount pos-appointment).
import type { Page } from '@playwright/test';
import { expect, settled, signInAsStaff, test } from './fixtures';

const DATE = '2030-06-03';
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openBooking(
  page: Page,
  orderId: number,
  settings: { time_slot_length?: number; single?: boolean } = {},
) {
  await signInAsStaff(page);
  if (Object.keys(settings).length) {
    const answer = await page.request.post('/__demo/appointments', { data: settings });
    expect(answer.ok()).toBeTruthy();
  }
  const data = page.waitForResponse((r) => r.url().includes('getAppointmentData'));
  await page.goto(`/pos/appointment?order_id=${orderId}`);
  await data;
  await settled(page);
  await expect(page.getByRole('heading', { name: 'New Appointment' })).toBeVisible();
}

const optionTexts = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).locator('option').allTextContents();

test.describe('POS appointment booking', () => {
  test('"Start-time minutes are limited to multiples of the slot length": a 30-minute slot offers :00 and :30, and durations "every step from the slot length up to 8 hours"', async ({
    page,
  }) => {
    await openBooking(page, 1003, { time_slot_length: 30 });
    const starts = (await optionTexts(page, 'Start Time')).slice(1);
    expect(starts).toHaveLength(48);
    expect(new Set(starts.map((s) => s.slice(-5, -3)))).toEqual(new Set(['00', '30']));
    await expect(page.getByText('Every 30 minutes')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '9:00 AM' });
    const durations = (await optionTexts(page, 'Duration')).slice(1);
    expect(durations).toHaveLength(16);
    expect(durations[0]).toBe('9:30 AM (30 min)');
    expect(durations[2]).toBe('10:30 AM (1 hr 30 min)');
    expect(durations.at(-1)).toBe('5:00 PM (8 hr)');
  });

  test('a 15-minute slot length offers quarter hours and 32 end times of 15-minute steps, labelled "1 hr 15 min"', async ({
    page,
  }) => {
    await openBooking(page, 1003, { time_slot_length: 15 });
    const starts = (await optionTexts(page, 'Start Time')).slice(1);
    expect(starts).toHaveLength(96);
    expect(new Set(starts.map((s) => s.slice(-5, -3)))).toEqual(new Set(['00', '15', '30', '45']));
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '1:45 PM' });
    const durations = (await optionTexts(page, 'Duration')).slice(1);
    expect(durations).toHaveLength(32);
    expect(durations[0]).toBe('2:00 PM (15 min)');
    expect(durations[4]).toBe('3:00 PM (1 hr 15 min)');
    expect(durations.at(-1)).toBe('9:45 PM (8 hr)');
  });

  test('"Bays are filtered by chosen location"; a location with one bay pre-fills it, and the day view shows its bookings', async ({
    page,
  }) => {
    await openBooking(page, 1003);
    const bay = page.getByRole('combobox', { name: 'Bay', exact: true });
    await expect(bay).toBeDisabled();
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Downtown Columbus' });
    expect((await optionTexts(page, 'Bay')).slice(1)).toEqual(['Bay 1', 'Bay 2', 'Alignment Rack']);
    await expect(bay).toHaveValue('');
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Westerville' });
    expect((await optionTexts(page, 'Bay')).slice(1)).toEqual(['Lift A']);
    await expect(bay.locator('option:checked')).toHaveText('Lift A');
    const schedule = page.getByRole('table', { name: /Bay Schedule for/ });
    await expect(schedule.getByRole('row', { name: /Lift A/ })).toContainText(
      '9:00 AM - 10:30 AM Brake pad replacement',
    );
  });

  test('"Defaults pre-fill when only one option exists": one product, location, bay, installer, status and vehicle are chosen; Save waits for the time', async ({
    page,
  }) => {
    // Order 1005: one product; "single" leaves one location, bay, installer and status.
    await openBooking(page, 1005, { single: true });
    await expect(page.getByRole('checkbox', { name: 'Luminex Amber Fog Light Pods Install Kit' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Jordan Lee' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Location', exact: true }).locator('option:checked')).toHaveText(
      'Summit Parts Co. - Westerville',
    );
    await expect(page.getByRole('combobox', { name: 'Bay', exact: true }).locator('option:checked')).toHaveText(
      'Lift A',
    );
    await expect(page.getByRole('combobox', { name: 'Status', exact: true }).locator('option:checked')).toHaveText(
      'Scheduled',
    );
    // Three vehicles: nothing is chosen for the customer.
    await expect(page.getByRole('combobox', { name: 'Vehicle', exact: true })).toHaveValue('');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '11:00 AM' });
    await expect(save).toBeDisabled();
    await page.getByRole('combobox', { name: 'Duration', exact: true }).selectOption({ label: '12:00 PM (1 hr)' });
    await expect(save).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Jordan Lee' }).uncheck();
    await expect(save).toBeDisabled();
  });

  test('booking sends the documented fields; the appointment is appended to "Appointments Booked For This Order" as date @ time and stays on the order', async ({
    page,
  }) => {
    await openBooking(page, 1003);
    await page.getByRole('checkbox', { name: 'Luminex LED Fog Light Kit' }).check();
    await page.getByRole('checkbox', { name: 'Chris Patel' }).check();
    await page.getByRole('checkbox', { name: 'Morgan Diaz' }).check();
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Downtown Columbus' });
    await page.getByRole('combobox', { name: 'Bay', exact: true }).selectOption({ label: 'Alignment Rack' });
    await page.getByLabel('Start Date').fill(DATE);
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '2:30 PM' });
    await page
      .getByRole('combobox', { name: 'Duration', exact: true })
      .selectOption({ label: '4:00 PM (1 hr 30 min)' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Confirmed' });
    await page.getByRole('combobox', { name: 'Vehicle', exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Note', { exact: true }).fill('Customer waits in the lounge.');
    await page.getByRole('checkbox', { name: 'Notify Customer' }).check();
    let sent = '';
    await page.route('**/pos/checkout/addAppointment', async (route) => {
      sent = route.request().postData() ?? '';
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().includes('addAppointment'));
    await page.getByRole('button', { name: 'Save' }).click();
    await answered;
    const body = new URLSearchParams(sent);
    expect(Object.fromEntries(body)).toMatchObject({
      bay_id: '13',
      duration: '90',
      'user_id[0]': '3',
      'user_id[1]': '4',
      location_id: '1',
      appt_note: 'Customer waits in the lounge.',
      'category_products[0]': '26',
      start: `${DATE} 14:30`,
      status_id: '2',
      customer_id: '3',
      order_id: '1003',
      created_by: '1',
      notify_customer: '1',
    });
    expect(body.get('vehicle_id')).toMatch(/^\d+$/);
    const booked = page.getByRole('region', { name: 'Appointments Booked For This Order' });
    await expect(booked.getByRole('listitem').last()).toHaveText('06/03/2030 @ 2:30 PM');
    await expect(toast(page, 'The appointment has been booked.')).toBeVisible();
    // The day view shows the new booking; the form is ready for the next one.
    await expect(page.getByRole('row', { name: /Alignment Rack/ })).toContainText('2:30 PM - 4:00 PM Order #1003');
    await expect(page.getByRole('combobox', { name: 'Start Time', exact: true })).toHaveValue('');
    // On the order record: the page rendered again lists it.
    await page.reload();
    await settled(page);
    await expect(booked.getByText('06/03/2030 @ 2:30 PM')).toBeVisible();
  });

  test('an overlapping booking is refused in the server\'s words: toast "Failed to book appointment" and the form kept', async ({
    page,
  }) => {
    await openBooking(page, 1003);
    await page.getByRole('checkbox', { name: 'Luminex Dual-Row Combo Light Bar' }).check();
    await page.getByRole('checkbox', { name: 'Jordan Lee' }).check();
    await page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption({ label: 'Summit Parts Co. - Downtown Columbus' });
    await page.getByRole('combobox', { name: 'Bay', exact: true }).selectOption({ label: 'Bay 1' });
    await page.getByLabel('Start Date').fill(DATE);
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '8:30 AM' });
    await page.getByRole('combobox', { name: 'Duration', exact: true }).selectOption({ label: '9:30 AM (1 hr)' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Scheduled' });
    await page.getByLabel('Note', { exact: true }).fill('Bring the wheel locks.');
    // The day view warns before saving.
    await expect(page.getByRole('row', { name: /Bay 1/ })).toContainText('(overlaps your chosen time)');
    const answered = page.waitForResponse((r) => r.url().includes('addAppointment'));
    await page.getByRole('button', { name: 'Save' }).click();
    await answered;
    await expect(
      toast(
        page,
        'Failed to book appointment: Bay 1 is already booked from 9:00 AM to 10:30 AM. Choose another time or bay.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Bring the wheel locks.');
    await expect(page.getByRole('combobox', { name: 'Start Time', exact: true })).toHaveValue('08:30');
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toHaveValue('60');
    await expect(page.getByRole('region', { name: 'Appointments Booked For This Order' })).not.toContainText('8:30 AM');
    // Retried on a free time, it books.
    await page.getByRole('combobox', { name: 'Start Time', exact: true }).selectOption({ label: '10:30 AM' });
    await page.getByRole('combobox', { name: 'Duration', exact: true }).selectOption({ label: '11:30 AM (1 hr)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('06/03/2030 @ 10:30 AM')).toBeVisible();
  });

  test('keyboard-only booking: Tab, Space and arrow keys fill the form, Enter saves', async ({ page }) => {
    await openBooking(page, 1005, { single: true });
    // From the Bay, Tab walks through the date's month, day and year to the Start Time.
    await page.getByRole('combobox', { name: 'Bay', exact: true }).focus();
    const startTime = page.getByRole('combobox', { name: 'Start Time', exact: true });
    for (let i = 0; i < 5 && !(await startTime.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(startTime).toBeFocused();
    // Start Time: from the placeholder, ArrowDown moves through the slots (12:00 AM, 12:30 AM, …).
    for (let i = 0; i < 19; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Start Time', exact: true })).toHaveValue('09:00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toHaveValue('60');
    // Lift A is booked 9:00-10:30 every day: the day view says so; pick 11:00 instead with the keyboard.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: 'Start Time', exact: true })).toHaveValue('11:00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Duration', exact: true })).toHaveValue('60');
    await page.keyboard.press('Tab'); // Status
    await page.keyboard.press('Tab'); // Vehicle
    await page.keyboard.press('Tab'); // Add Vehicle
    await page.keyboard.press('Tab'); // Note
    await page.keyboard.type('Keyboard booking');
    await page.keyboard.press('Tab'); // Notify Customer
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Notify Customer' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/ @ 11:00 AM$/)).toBeVisible();
  });

  test('Add Vehicle without a customer says "A customer must be selected!" and opens nothing', async ({ page }) => {
    await signInAsStaff(page);
    // An order saved from the cart with no customer on it.
    expect((await page.request.post('/checkout/cart/add', { form: { product_id: 1, quantity: 1 } })).ok()).toBeTruthy();
    const saved = (await (await page.request.get('/checkout/cart/saveOrder')).json()) as { order_id: number };
    await openBooking(page, saved.order_id);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(toast(page, 'A customer must be selected!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Add Vehicle with the order's customer uses the one vehicle form, POST addVehicle, and chooses the new vehicle", async ({
    page,
  }) => {
    await openBooking(page, 1011);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByLabel('Title').fill('Shop Truck');
    await dialog.getByLabel('Year').selectOption('2007');
    await dialog.getByLabel('Make').selectOption({ label: 'GMC' });
    await dialog.getByLabel('Model').selectOption({ label: 'Canyon' });
    const added = page.waitForResponse((r) => r.url().includes('/pos/checkout/addVehicle'));
    await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
    expect((await added).ok()).toBeTruthy();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'The vehicle has been added to the customer.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Vehicle', exact: true }).locator('option:checked')).toHaveText(
      'Shop Truck - 2007 GMC Canyon',
    );
  });
});
