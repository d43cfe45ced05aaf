// The customer editor on the POS customer pages (spec 3 §2-§9, spec 2 §2): General tab, addresses, validation, save.
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, settled, signInAsStaff, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
  await signInAsStaff(page);
});

async function openAdd(page: Page, query = '') {
  await page.goto(`/pos/customer/add${query}`);
  await settled(page);
  await expect(page.getByLabel('First Name').first()).toBeVisible();
}

/** A customer of this test's own (customers are the store's, shared by every session): its id. */
async function newCustomer(page: Page, fields: Record<string, string> = {}): Promise<number> {
  const email = `editor.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/customer/save', {
    form: { customer_group_id: '1', firstname: 'Test', lastname: 'Customer', email, ...fields },
  });
  const answer = (await response.json()) as { customer: { customer_id: number } };
  return answer.customer.customer_id;
}

async function openEdit(page: Page, id: number, query = '') {
  await page.goto(`/pos/customer/edit?customer_id=${id}${query}`);
  await settled(page);
  await expect(page.getByRole('tabpanel').getByLabel('First Name').first()).not.toHaveValue('');
}

const general = (page: Page) => page.getByRole('tabpanel', { name: 'General' });
const details = (page: Page) => general(page).getByRole('region', { name: 'Customer Details' });
const addressForm = (page: Page, n: number) => general(page).getByRole('group', { name: `Address ${n}`, exact: true });

async function fillAddress(
  page: Page,
  n: number,
  a: { address_1: string; city: string; postcode: string; country: string; zone: string; company?: string },
) {
  const form = addressForm(page, n);
  if (a.company) await form.getByLabel('Company').fill(a.company);
  await form.getByLabel('Address 1').fill(a.address_1);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('Postcode').fill(a.postcode);
  await form.getByLabel('Country').selectOption({ label: a.country });
  await form.getByLabel('Region / State').selectOption({ label: a.zone });
}

/** The next POST /api/customer/save as sent (read in a route: a page that navigates away drops a request's body). */
async function saveRequest(page: Page): Promise<{ url: URL; body: URLSearchParams }> {
  return new Promise((resolve) => {
    void page.route(
      '**/api/customer/save*',
      async (route) => {
        const request: Request = route.request();
        resolve({ url: new URL(request.url()), body: new URLSearchParams(request.postData() ?? '') });
        await route.continue();
      },
      { times: 1 },
    );
  });
}

test.describe('customer editor: General tab', () => {
  test('Add Customer: a customer with two addresses is saved ("Customer successfully saved!") and survives a reload', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/pos/customer');
    await settled(page);
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await expect(page).toHaveURL(/\/pos\/customer\/add$/);
    await settled(page);
    const d = details(page);
    await d.getByLabel('Customer Group').selectOption({ label: 'Wholesale' });
    await d.getByLabel('First Name').fill('Morgan');
    await d.getByLabel('Last Name').fill('Reyes');
    await d.getByLabel('E-Mail').fill('morgan.reyes@example.com');
    await d.getByLabel('Telephone').fill('6145550199');
    await expect(d.getByLabel('Telephone')).toHaveValue('(614) 555-0199');
    await d.getByLabel('Password').fill('s3cret');
    await d.getByLabel('Newsletter').check();
    await d.getByRole('switch', { name: 'Texting Alerts' }).check();
    await expect(d.getByLabel('Tax Exempt Number')).toHaveCount(0);
    await d.getByLabel('Tax Exempt', { exact: true }).check();
    await d.getByLabel('Tax Exempt Number').fill('TX-4451');
    await d.getByLabel('Preferred Contact').selectOption({ label: 'Text Message' });
    await d.getByRole('group', { name: 'Customer Type' }).getByLabel('Business').check();
    await d.getByRole('group', { name: 'Interests' }).getByLabel('Towing').check();
    await d.getByRole('group', { name: 'Interests' }).getByLabel('Off-Road').check();
    await d.getByLabel('Fleet Account Number').fill('FL-88');
    await d.getByLabel('Shop Notes').fill('Prefers morning drop-off.');
    await d.getByLabel('Customer Since').fill('2024-05-06');
    await d.getByLabel('Next Service Reminder').fill('2026-12-01T09:30');

    await general(page).getByRole('button', { name: 'Add Address' }).click();
    // The first address takes the customer's name.
    await expect(addressForm(page, 1).getByLabel('First Name')).toHaveValue('Morgan');
    await fillAddress(page, 1, {
      company: 'Reyes Fleet',
      address_1: '12 Main St',
      city: 'Columbus',
      postcode: '43004',
      country: 'United States',
      zone: 'Ohio',
    });
    await addressForm(page, 1).getByLabel('Gate Code').fill('4455');
    await addressForm(page, 1).getByLabel('Receiving Opens At').fill('07:30');
    await expect(addressForm(page, 1).getByText('7:30 AM')).toBeVisible();
    await general(page).getByRole('button', { name: 'Add Address' }).click();
    const second = addressForm(page, 2);
    await second.getByLabel('First Name').fill('Sam');
    await second.getByLabel('Last Name').fill('Reyes');
    await fillAddress(page, 2, {
      address_1: '900 Bay Rd',
      city: 'Toronto',
      postcode: 'M5V 2T6',
      country: 'Canada',
      zone: 'Ontario',
    });
    await second.getByLabel('Default Address').check();

    const sent = saveRequest(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const { url, body } = await sent;
    expect(body.get('safe')).toBe('1');
    expect(body.get('address[1][default]')).toBe('1');
    expect(body.get('custom_field[3][1]')).toBe('6');
    expect(url.search).toBe('');
    await expect(page).toHaveURL(/\/pos\/customer\/edit\?customer_id=\d+$/);
    await settled(page);
    await page.reload();
    await settled(page);
    const r = details(page);
    await expect(r.getByLabel('First Name')).toHaveValue('Morgan');
    await expect(r.getByLabel('Customer Group')).toHaveValue('2');
    await expect(r.getByLabel('Telephone')).toHaveValue('(614) 555-0199');
    await expect(r.getByLabel('Newsletter')).toBeChecked();
    await expect(r.getByRole('switch', { name: 'Texting Alerts' })).toBeChecked();
    await expect(r.getByLabel('Tax Exempt Number')).toHaveValue('TX-4451');
    await expect(r.getByLabel('Password')).toHaveValue('');
    await expect(r.getByLabel('Preferred Contact')).toHaveValue('3');
    await expect(r.getByRole('group', { name: 'Customer Type' }).getByLabel('Business')).toBeChecked();
    await expect(r.getByRole('group', { name: 'Interests' }).getByLabel('Towing')).toBeChecked();
    await expect(r.getByRole('group', { name: 'Interests' }).getByLabel('Performance')).not.toBeChecked();
    await expect(r.getByLabel('Shop Notes')).toHaveValue('Prefers morning drop-off.');
    await expect(r.getByLabel('Customer Since')).toHaveValue('2024-05-06');
    await expect(r.getByLabel('Next Service Reminder')).toHaveValue('2026-12-01T09:30');
    await expect(general(page).getByRole('button', { name: /^Address \d/ })).toHaveText([
      'Address 1',
      'Address 2 (Default)',
    ]);
    await expect(addressForm(page, 1).getByLabel('Company')).toHaveValue('Reyes Fleet');
    await expect(addressForm(page, 1).getByLabel('Region / State')).toHaveValue('3660');
    await expect(addressForm(page, 1).getByLabel('Receiving Opens At')).toHaveValue('07:30');
    await general(page).getByRole('button', { name: 'Address 2 (Default)' }).click();
    await expect(addressForm(page, 2).getByLabel('City')).toHaveValue('Toronto');
    await expect(addressForm(page, 2).getByLabel('Country')).toHaveValue('38');
    await expect(addressForm(page, 2).getByLabel('Default Address')).toBeChecked();
  });

  test('Zones are filtered by the selected country (GET /api/localization/)', async ({ page }) => {
    await openEdit(page, await newCustomer(page));
    await general(page).getByRole('button', { name: 'Add Address' }).click();
    const zone = addressForm(page, 1).getByLabel('Region / State');
    const options = () => zone.locator('option').allTextContents();
    expect((await options()).map((o) => o.trim())).toEqual(['--- Choose a country first ---']);
    await addressForm(page, 1).getByLabel('Country').selectOption({ label: 'United States' });
    expect(await options()).toEqual(expect.arrayContaining(['Ohio', 'Michigan']));
    expect(await options()).not.toContain('Ontario');
    await zone.selectOption({ label: 'Ohio' });
    await addressForm(page, 1).getByLabel('Country').selectOption({ label: 'Canada' });
    // Ohio is not in Canada: the zone is cleared, and only Canada's zones are offered.
    await expect(zone).toHaveValue('');
    expect(await options()).toContain('Ontario');
    expect(await options()).not.toContain('Ohio');
  });

  test('Add Address and the remove icon: addresses are added, removed and the rest survive a reload', async ({
    page,
  }) => {
    test.slow();
    await openEdit(page, await newCustomer(page));
    for (const n of [1, 2, 3]) {
      await general(page).getByRole('button', { name: 'Add Address' }).click();
      await addressForm(page, n).getByLabel('First Name').fill(`Name${n}`);
      await addressForm(page, n).getByLabel('Last Name').fill('Tester');
      await fillAddress(page, n, {
        address_1: `${n}00 Elm St`,
        city: 'Dayton',
        postcode: '4540' + n,
        country: 'United States',
        zone: 'Ohio',
      });
    }
    await expect(general(page).getByRole('button', { name: /^Remove Address/ })).toHaveCount(3);
    await general(page).getByRole('button', { name: 'Remove Address 2' }).click();
    await expect(general(page).getByRole('button', { name: /^Remove Address/ })).toHaveCount(2);
    // Focus lands on Add Address, never on nothing.
    await expect(general(page).getByRole('button', { name: 'Add Address' })).toBeFocused();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Customer successfully saved!')).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(general(page).getByRole('button', { name: /^Address \d/ })).toHaveCount(2);
    await expect(addressForm(page, 1).getByLabel('Address 1')).toHaveValue('100 Elm St');
    await general(page).getByRole('button', { name: 'Address 2', exact: true }).click();
    await expect(addressForm(page, 2).getByLabel('Address 1')).toHaveValue('300 Elm St');
    // Removing every address saves a customer without addresses.
    await general(page).getByRole('button', { name: 'Remove Address 2' }).click();
    await general(page).getByRole('button', { name: 'Remove Address 1' }).click();
    await expect(general(page).getByText('No addresses yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Customer successfully saved!')).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(general(page).getByText('No addresses yet.')).toBeVisible();
  });

  test('Validation (spec 3 §5): "Required", "Minimum 2 characters", "Maximum 32 characters", "Invalid email", "Invalid phone number format", "Minimum 4 characters"; nothing is sent', async ({
    page,
  }) => {
    let saves = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/customer/save') saves++;
    });
    await openAdd(page, '?demo_require_telephone=1&demo_require_address=1');
    const d = details(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(d.getByLabel('First Name')).toHaveAccessibleDescription('Required');
    await expect(d.getByLabel('First Name')).toBeFocused();
    await expect(d.getByLabel('E-Mail')).toHaveAccessibleDescription('Required');
    await expect(d.getByLabel('Telephone')).toHaveAccessibleDescription('Required');
    await expect(general(page).getByText('At least one address is required.')).toBeVisible();
    await d.getByLabel('First Name').fill('A');
    await expect(d.getByLabel('First Name')).toHaveAccessibleDescription('Minimum 2 characters');
    await d.getByLabel('Last Name').fill('X'.repeat(33));
    await expect(d.getByLabel('Last Name')).toHaveAccessibleDescription('Maximum 32 characters');
    await d.getByLabel('E-Mail').fill('not-an-email');
    await expect(d.getByLabel('E-Mail')).toHaveAccessibleDescription('Invalid email');
    await d.getByLabel('Telephone').fill('555');
    await expect(d.getByLabel('Telephone')).toHaveAccessibleDescription('Invalid phone number format');
    await d.getByLabel('Password').fill('abc');
    await expect(d.getByLabel('Password')).toHaveAccessibleDescription('Minimum 4 characters');
    await general(page).getByRole('button', { name: 'Add Address' }).click();
    const a = addressForm(page, 1);
    await a.getByLabel('Company').fill('C');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.getByLabel('Address 1')).toHaveAccessibleDescription('Required');
    await expect(a.getByLabel('Company')).toHaveAccessibleDescription('Minimum 2 characters');
    await expect(a.getByLabel('Country')).toHaveAccessibleDescription('Required');
    await expect(a.getByLabel('Region / State')).toHaveAccessibleDescription('Required');
    await a.getByLabel('Postcode').fill('12345678901');
    await expect(a.getByLabel('Postcode')).toHaveAccessibleDescription('Maximum 10 characters');
    expect(saves).toBe(0);
  });

  test('The server\'s field problems show beside the field ("E-Mail Address is already registered!") and the input stays', async ({
    page,
  }) => {
    await openAdd(page);
    const d = details(page);
    await d.getByLabel('First Name').fill('Dup');
    await d.getByLabel('Last Name').fill('Licate');
    await d.getByLabel('E-Mail').fill('dana.whitfield@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(d.getByLabel('E-Mail')).toHaveAccessibleDescription('E-Mail Address is already registered!');
    await expect(toast(page, 'E-Mail Address is already registered!')).toBeVisible();
    await expect(d.getByLabel('First Name')).toHaveValue('Dup');
    await d.getByLabel('E-Mail').fill('dup.licate@example.com');
    await expect(d.getByLabel('E-Mail')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/customer_id=\d+/);
  });

  // A 500 carrying {error} shows the server's text (spec 3 §8 "response error as error toast"); unreadable answers the system error.
  for (const { what, says, ...fault } of [
    { kind: 'status' as const, status: 500, what: 'an error status', says: 'Injected fault' },
    { kind: 'html' as const, what: 'an HTML page', says: SYSTEM_ERROR },
    { kind: 'notice' as const, what: 'a PHP notice before the JSON', says: SYSTEM_ERROR },
  ]) {
    test(`A failed save (${what}) keeps everything typed, says so, and Save can be pressed again`, async ({
      page,
      consoleWatch,
    }) => {
      test.slow();
      consoleWatch.allow(/customer could not be saved|Failed to load resource/);
      const id = await newCustomer(page);
      await openEdit(page, id);
      const d = details(page);
      await d.getByLabel('First Name').fill('Changed');
      await d.getByLabel('Tax Exempt', { exact: true }).check();
      await d.getByLabel('Tax Exempt Number').fill('EX-1');
      await general(page).getByRole('button', { name: 'Add Address' }).click();
      await fillAddress(page, 1, {
        address_1: '5 Oak Ave',
        city: 'Akron',
        postcode: '44301',
        country: 'United States',
        zone: 'Ohio',
      });
      await injectFault(page, { path: '/api/customer/save', ...fault, times: 1 });
      const reread = page.waitForRequest((r) => r.url().includes(`/api/customer/get?customerId=${id}`));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, says)).toBeVisible();
      if (fault.kind !== 'status') await reread;
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
      await expect(d.getByLabel('First Name')).toHaveValue('Changed');
      await expect(d.getByLabel('Tax Exempt Number')).toHaveValue('EX-1');
      await expect(addressForm(page, 1).getByLabel('City')).toHaveValue('Akron');
      await expect(addressForm(page, 1).getByLabel('Region / State')).toHaveValue('3660');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Customer successfully saved!')).toBeVisible();
      await page.reload();
      await settled(page);
      await expect(details(page).getByLabel('First Name')).toHaveValue('Changed');
      await expect(general(page).getByRole('button', { name: /^Address \d/ })).toHaveCount(1);
    });
  }

  test('A failed load (GET /get) is silently ignored: the form still opens', async ({ page }) => {
    await injectFault(page, { path: '/api/customer/get', kind: 'status', status: 500, times: 1 });
    await page.goto('/pos/customer/add');
    await settled(page);
    await expect(details(page).getByLabel('First Name')).toHaveValue('');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('A failed load of an existing customer says so and offers no Save that would blank it; "Try again" loads it', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/500|Injected/);
    const id = await newCustomer(page, { firstname: 'Stays', lastname: 'Intact' });
    await injectFault(page, { path: '/api/customer/get', kind: 'status', status: 500, times: 1 });
    await page.goto(`/pos/customer/edit?customer_id=${id}`);
    await settled(page);
    const notice = general(page).getByRole('alert');
    await expect(notice).toHaveText(/This customer could not be loaded, so it cannot be edited or saved now\./);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(details(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(details(page).getByLabel('First Name')).toHaveValue('Stays');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    const stored = (await (await page.request.get(`/api/customer/get?customerId=${id}`)).json()) as {
      firstname: string;
    };
    expect(stored.firstname).toBe('Stays');
  });

  test('Leaving with unsaved changes asks first: New Transaction opens "Unsaved Changes", a link the browser\'s prompt', async ({
    page,
  }) => {
    const id = await newCustomer(page, { firstname: 'Una', lastname: 'Saved' });
    await openEdit(page, id);
    // Without changes nothing asks.
    await details(page).getByLabel('First Name').fill('Unaa');
    await page.getByRole('button', { name: 'New Transaction' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(confirm).toContainText('You have unsaved changes to this customer. Leave without saving them?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(details(page).getByLabel('First Name')).toHaveValue('Unaa');
    const cart = async () =>
      ((await (await page.request.get('/checkout/cart/getData')).json()) as { customer?: unknown }).customer ?? null;
    expect(await cart()).toBeNull();

    // A navigation: the browser asks (beforeunload); dismissed, the page and the typing stay.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.location.assign('/pos/customer'));
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await expect(page).toHaveURL(new RegExp(`customer_id=${id}`));
    await expect(details(page).getByLabel('First Name')).toHaveValue('Unaa');

    // Leave Without Saving: the customer goes on the cart and the sale starts, unasked again.
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'New Transaction' }).click();
    await confirm.getByRole('button', { name: 'Leave Without Saving' }).click();
    await expect(page).toHaveURL(/\/product\/catalog$/);
    expect(asked).toEqual(['beforeunload']);
    const stored = (await (await page.request.get(`/api/customer/get?customerId=${id}`)).json()) as {
      firstname: string;
    };
    expect(stored.firstname).toBe('Una');
  });

  test('Without require_address an address with only its names is saved, on the client and the server alike', async ({
    page,
  }) => {
    await openAdd(page, '?demo_require_address=0');
    const d = details(page);
    await d.getByLabel('First Name').fill('Addie');
    await d.getByLabel('Last Name').fill('Partial');
    await d.getByLabel('E-Mail').fill(`addie.${Date.now()}@example.com`);
    await general(page).getByRole('button', { name: 'Add Address' }).click();
    await expect(addressForm(page, 1).getByLabel('First Name')).toHaveValue('Addie');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Added: the server's redirect to the new customer's page, with the address as typed.
    await page.waitForURL(/\/pos\/customer\/edit\?customer_id=\d+/);
    const id = new URL(page.url()).searchParams.get('customer_id');
    const stored = (await (await page.request.get(`/api/customer/get?customerId=${id}`)).json()) as {
      addresses: { firstname: string; lastname: string; city: string }[];
    };
    expect(stored.addresses).toEqual([expect.objectContaining({ firstname: 'Addie', lastname: 'Partial', city: '' })]);
  });

  test('texting_alerts sent as a string ("true") reads as on; safe is forced on in POS; edits save with ?customerId=', async ({
    page,
  }) => {
    const id = await newCustomer(page, { texting_alerts: '1' });
    await openEdit(page, id);
    const d = details(page);
    await expect(d.getByRole('switch', { name: 'Texting Alerts' })).toBeChecked();
    await expect(d.getByLabel('Safe')).toBeChecked();
    await expect(d.getByLabel('Safe')).toBeDisabled();
    await d.getByRole('switch', { name: 'Texting Alerts' }).uncheck();
    const sent = saveRequest(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const { url, body } = await sent;
    expect(url.searchParams.get('customerId')).toBe(String(id));
    expect(body.get('safe')).toBe('1');
    expect(body.get('texting_alerts')).toBe('0');
    await expect(toast(page, 'Customer successfully saved!')).toBeVisible();
    // An edit stays on the page: the stored customer is replaced by the returned one.
    await expect(page).toHaveURL(new RegExp(`customer_id=${id}$`));
    await page.reload();
    await settled(page);
    await expect(details(page).getByRole('switch', { name: 'Texting Alerts' })).not.toBeChecked();
  });

  test('Default Location shows only in pro mode with 2 or more locations', async ({ page }) => {
    const id = await newCustomer(page);
    await openEdit(page, id);
    await expect(details(page).getByLabel('Default Location')).toHaveCount(0);
    await openEdit(page, id, '&demo_pro_mode=1');
    const location = details(page).getByLabel('Default Location');
    await location.selectOption({ index: 2 });
    const chosen = await location.inputValue();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Customer successfully saved!')).toBeVisible();
    await openEdit(page, id, '&demo_pro_mode=1');
    await expect(details(page).getByLabel('Default Location')).toHaveValue(chosen);
  });

  test('The whole General tab works from the keyboard alone', async ({ page }) => {
    test.slow();
    await openAdd(page);
    const d = details(page);
    await d.getByLabel('Customer Group').focus();
    await page.keyboard.press('ArrowDown'); // Wholesale
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kay.board@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3125550123');
    await expect(d.getByLabel('Telephone')).toHaveValue('(312) 555-0123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pass1234');
    await page.keyboard.press('Tab');
    await expect(d.getByLabel('Newsletter')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(d.getByRole('switch', { name: 'Texting Alerts' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(d.getByLabel('Enabled')).toBeFocused();
    // Safe is forced on in POS (disabled): Tab goes past it to the tax exempt number.
    await page.keyboard.press('Tab');
    await expect(d.getByLabel('Tax Exempt Number')).toBeFocused();
    await page.keyboard.type('KB-1');
    // Through the custom fields to Add Address.
    const add = general(page).getByRole('button', { name: 'Add Address' });
    for (let i = 0; i < 20 && !(await add.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    const a = addressForm(page, 1);
    await expect(general(page).getByRole('button', { name: 'Address 1 (Default)' })).toBeVisible();
    await a.getByLabel('Company').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('1 Key St');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Chicago');
    await page.keyboard.press('Tab');
    await page.keyboard.type('60601');
    await page.keyboard.press('Tab');
    await expect(a.getByLabel('Country')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // United States
    await expect(a.getByLabel('Country')).toHaveValue('223');
    await page.keyboard.press('Tab');
    await expect(a.getByLabel('Region / State')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(a.getByLabel('Region / State')).not.toHaveValue('');
    // Enter in a text field submits the form: the save.
    await a.getByLabel('Postcode').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/customer_id=\d+$/);
    await settled(page);
    await expect(details(page).getByLabel('First Name')).toHaveValue('Kay');
    await expect(addressForm(page, 1).getByLabel('City')).toHaveValue('Chicago');
  });
});

test.describe('customer editor: tabs', () => {
  test('only the chosen tab panel is in the layout and the accessibility tree, after every tab was opened', async ({
    page,
  }) => {
    await openEdit(page, 2);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) await tabs.nth(i).click();
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('General');
    const hidden = page.locator('.pi-tabs__panel[hidden]');
    await expect(hidden).toHaveCount(count - 1);
    const shown = await hidden.evaluateAll(
      (panels) =>
        panels.filter((p) => getComputedStyle(p).display !== 'none' || p.getBoundingClientRect().height > 0).length,
    );
    expect(shown).toBe(0);
  });
});

test.describe('customer editor: POS page buttons', () => {
  test('Assign Customer to Cart: "Customer assigned to cart!" and the cart has the customer', async ({ page }) => {
    await openEdit(page, 2);
    await page.getByRole('button', { name: 'Assign Customer to Cart' }).click();
    await expect(toast(page, 'Customer assigned to cart!')).toBeVisible();
    const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
      customer?: { customer_id: number | string } | null;
    };
    expect(Number(cart.customer?.customer_id)).toBe(2);
  });

  test('New Transaction puts the customer on the cart and starts the sale at the catalog', async ({ page }) => {
    await openEdit(page, 4);
    await page.getByRole('button', { name: 'New Transaction' }).click();
    await expect(page).toHaveURL(/\/product\/catalog$/);
    const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
      customer?: { customer_id: number | string } | null;
    };
    expect(Number(cart.customer?.customer_id)).toBe(4);
  });

  test('A new customer has only the General tab and Save (no New Transaction, Assign or Add History)', async ({
    page,
  }) => {
    await openAdd(page);
    await expect(page.getByRole('tab')).toHaveText(['General']);
    await expect(page.getByRole('button', { name: 'New Transaction' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign Customer to Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  test('The customer pages are for staff only', async ({ page }) => {
    await page.request.post('/__demo/reset');
    const response = await page.goto('/pos/customer/edit?customer_id=1');
    expect(response?.status()).toBe(403);
    expect((await page.request.get('/api/customer/get?customerId=1')).status()).toBe(401);
  });
});
