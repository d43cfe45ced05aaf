import type { Locator, Page, Response } from '@playwright/test';
import { expect, injectFault, settled, signInAsStaff, test } from './fixtures';

// The customer editor's tabs after General (spec 3 §2, §7, §8). The demo's customer data is global (like its
// customers), so each test works on its own customer: a seed customer nobody else changes, or one it creates.

test.beforeEach(async ({ page, consoleWatch }) => {
  consoleWatch.allow(
    /Failed to load resource|could not be (added|deleted|saved|banned|lifted|loaded|looked up)|IP location could not be looked up|list could not be loaded/,
  );
  await signInAsStaff(page);
});

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const rows = (page: Page, caption: string) => table(page, caption).locator('tbody tr');

let made = 0;
/** A new customer (POST /api/customer/save, as the POS does): a customer no other test touches. */
async function newCustomer(page: Page, firstname = 'Tabby'): Promise<number> {
  made++;
  const response = await page.request.post('/api/customer/save', {
    form: {
      customer_group_id: '1',
      firstname,
      lastname: 'Tester',
      email: `tabs-${Date.now()}-${made}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      telephone: '(614) 555-0199',
      texting_alerts: '0',
    },
  });
  expect(response.ok()).toBeTruthy();
  const answer = (await response.json()) as { customer: { customer_id: number } };
  return answer.customer.customer_id;
}

/** Opens the customer's editor on a tab and waits until its first list is on screen. */
async function openTab(page: Page, customerId: number, tab: string, caption: string | null = tab): Promise<Locator> {
  await page.goto(`/pos/customer/edit?customer_id=${customerId}`);
  await settled(page);
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  if (caption) {
    await expect(rows(page, caption).first()).not.toContainText('Loading...');
    await expect(page.locator('.pi-paged-table[aria-busy="true"]')).toHaveCount(0);
  }
  return panel;
}

/** Records the bodies sent to one call path (read at the route: fetch bodies are not on the request event). */
async function captureBodies(page: Page, path: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.pathname.replace(/\/$/, '') === path,
    async (route) => {
      seen.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
      await route.fallback();
    },
  );
  return seen;
}

/** Waits for the next answer from a call path while `action` runs. */
async function answerOf(page: Page, path: string, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.replace(/\/$/, '') === path),
    action(),
  ]);
  return response;
}

test.describe('customer editor: Orders tab', () => {
  test('summary (total spent, orders, returns, outstanding balance); sortable by order id, status, total, balance and dates; "Incomplete Transaction" rows styled apart', async ({
    page,
  }) => {
    // Customer 4's orders are shared with tests that change them (a delete in the back office): each step is checked
    // against the answer the tab itself was given, and that answer against the order it asked for.
    type OrdersAnswer = {
      results: { order_id: number; total: number; status: string }[];
      position: string;
      total_spent_text: string;
      total_orders: number;
      total_returns: number;
      outstanding_balance_text: string;
    };
    const shown = async (response: Response) => {
      const answer = (await response.json()) as OrdersAnswer;
      await expect(rows(page, 'Orders').locator('td:first-child')).toHaveText(
        answer.results.map((r) => String(r.order_id)),
      );
      return answer;
    };
    const first = await shown(await answerOf(page, '/api/customer_order', () => openTab(page, 4, 'Orders')));
    await expect(page.getByRole('definition')).toHaveText([
      first.total_spent_text,
      String(first.total_orders),
      String(first.total_returns),
      first.outstanding_balance_text,
    ]);
    expect(first.results).toHaveLength(10);
    const ids = first.results.map((r) => r.order_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.position).toMatch(/^Showing 1 to 10 of \d+/);
    await expect(page.getByText(first.position)).toBeVisible();
    // Page 2 holds the rest, after page 1's last order.
    const second = await shown(
      await answerOf(page, '/api/customer_order', () =>
        page.getByRole('navigation', { name: 'Orders pages' }).getByRole('button', { name: 'Page 2' }).click(),
      ),
    );
    expect(second.results.length).toBeGreaterThan(0);
    expect(second.results[0]!.order_id).toBeGreaterThan(ids.at(-1)!);

    const byTotal = await shown(
      await answerOf(page, '/api/customer_order', () => page.getByRole('button', { name: 'Sort by Total' }).click()),
    );
    const totals = byTotal.results.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await expect(page.getByRole('columnheader', { name: /Total/ }).first()).toHaveAttribute('aria-sort', 'ascending');
    const descending = await shown(
      await answerOf(page, '/api/customer_order', () =>
        page.getByRole('button', { name: 'Sort by Total, descending' }).click(),
      ),
    );
    expect(descending.results[0]!.total).toBeGreaterThanOrEqual(Math.max(...totals));
    let last = descending;
    for (const name of ['Status', 'Balance', 'Date Added', 'Date Modified', 'Order ID']) {
      const response = await answerOf(page, '/api/customer_order', () =>
        page.getByRole('button', { name: new RegExp(`^Sort by ${name}`) }).click(),
      );
      expect(response.ok()).toBeTruthy();
      last = await shown(response);
    }
    const incomplete = rows(page, 'Orders').filter({ hasText: 'Incomplete Transaction' });
    expect(last.results.some((r) => r.status === 'Incomplete Transaction')).toBe(true);
    await expect(incomplete).toHaveCount(last.results.filter((r) => r.status === 'Incomplete Transaction').length);
    await expect(incomplete.first()).toHaveClass(/pi-customer-tabs__row--incomplete/);
    await expect(
      rows(page, 'Orders')
        .filter({ has: page.getByRole('cell', { name: 'Complete', exact: true }) })
        .first(),
    ).not.toHaveClass(/incomplete/);
  });

  test('view always; edit only with editUrl; Order Express only below status 3 with a link; delete only with deleteUrl, after confirmation, and the order stays deleted after a reload', async ({
    page,
  }) => {
    const api = (await (
      await page.request.get('/api/customer_order?customerId=5&sort=o.order_id&order=asc&page=1&limit=100')
    ).json()) as {
      results: {
        order_id: number;
        order_status_id: number;
        editUrl: string;
        deleteUrl: string;
        oeapi: { link: string } | null;
      }[];
    };
    await openTab(page, 5, 'Orders');
    for (const row of api.results.slice(0, 10)) {
      const line = rows(page, 'Orders').filter({
        has: page.getByRole('cell', { name: String(row.order_id), exact: true }),
      });
      await expect(line.getByRole('link', { name: `View order #${row.order_id}` })).toHaveAttribute(
        'href',
        `/pos/order/view?order_id=${row.order_id}`,
      );
      await expect(line.getByRole('link', { name: `Edit order #${row.order_id}` })).toHaveCount(row.editUrl ? 1 : 0);
      await expect(line.getByRole('button', { name: `Delete order #${row.order_id}` })).toHaveCount(
        row.deleteUrl ? 1 : 0,
      );
      const express = row.order_status_id < 3 && row.oeapi?.link ? 1 : 0;
      await expect(line.getByRole('link', { name: `Order Express for order #${row.order_id}` })).toHaveCount(express);
    }
    expect(
      api.results.some((r) => r.oeapi && r.order_status_id >= 3),
      'a link on a later status is not shown',
    ).toBe(true);

    const target = api.results.find((r) => r.deleteUrl)!;
    await page.getByRole('button', { name: `Delete order #${target.order_id}` }).click();
    const confirm = dialog(page, 'Delete Order');
    await expect(confirm).toContainText(`Are you sure you want to delete order #${target.order_id}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('cell', { name: String(target.order_id), exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete order #${target.order_id}` }).click();
    await confirm.getByRole('button', { name: 'Delete Order' }).click();
    await expect(toast(page, `Order #${target.order_id} has been deleted.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: String(target.order_id), exact: true })).toHaveCount(0);
    await openTab(page, 5, 'Orders');
    await expect(page.getByRole('cell', { name: String(target.order_id), exact: true })).toHaveCount(0);
  });

  test('a list that fails to load says "Something went wrong!" and loads again on Try again', async ({ page }) => {
    await page.goto('/pos/customer/edit?customer_id=3');
    await settled(page);
    await injectFault(page, { path: '/api/customer_order', kind: 'status', status: 500 });
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
    await answerOf(page, '/api/customer_order', () => page.getByRole('button', { name: 'Try again' }).click());
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toHaveCount(0);
    await expect(rows(page, 'Orders').first()).not.toContainText('No results!');
  });
});

test.describe('customer editor: Vehicles tab', () => {
  test('vehicle_id, title, ymm, notes by title, no paging; add, edit and delete with the one vehicle form, each surviving a reload', async ({
    page,
  }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'Vehicles');
    await expect(rows(page, 'Vehicles')).toHaveText(['No results!']);
    await expect(page.getByRole('navigation', { name: 'Vehicles pages' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    await form.getByLabel('Title').fill('Weekend Jeep');
    await form.getByLabel('Year').selectOption('2025');
    await form.getByLabel('Make').selectOption({ label: 'Jeep' });
    await form.getByLabel('Model').selectOption({ label: 'Gladiator' });
    await form.getByLabel('Notes').fill('Lift kit planned');
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been added to the customer.')).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await form.getByLabel('Title').fill('Commuter');
    await form.getByLabel('Year').selectOption('2007');
    await form.getByLabel('Make').selectOption({ label: 'GMC' });
    await form.getByLabel('Model').selectOption({ label: 'Canyon' });
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expect(form).toBeHidden();
    // By title.
    await expect(rows(page, 'Vehicles').locator('td:nth-child(2)')).toHaveText(['Commuter', 'Weekend Jeep']);
    await expect(rows(page, 'Vehicles').nth(1)).toContainText('2025 Jeep Gladiator');
    await expect(rows(page, 'Vehicles').nth(1)).toContainText('Lift kit planned');

    await openTab(page, id, 'Vehicles');
    await expect(rows(page, 'Vehicles').locator('td:nth-child(2)')).toHaveText(['Commuter', 'Weekend Jeep']);
    await page.getByRole('button', { name: 'Edit Weekend Jeep' }).click();
    const edit = dialog(page, 'Edit Vehicle');
    await expect(edit.getByLabel('Title')).toHaveValue('Weekend Jeep');
    await expect(edit.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/\d+/);
    await edit.getByLabel('Title').fill('Adventure Jeep');
    // Edit is the edit call with the vehicle's id (spec 3 §7: add, edit, delete), never an add.
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/customer_vehicle/add')) adds.push(r.url());
    });
    const edits = await captureBodies(page, '/api/customer_vehicle/edit');
    await answerOf(page, '/api/customer_vehicle/edit', () =>
      edit.getByRole('button', { name: 'Save Vehicle' }).click(),
    );
    const sent = new URLSearchParams(edits[0] ?? '');
    expect(sent.get('vehicleId')).toMatch(/^\d+$/);
    expect(sent.get('title')).toBe('Adventure Jeep');
    await expect(toast(page, 'The vehicle has been updated.')).toBeVisible();
    expect(adds).toEqual([]);
    await expect(rows(page, 'Vehicles').locator('td:nth-child(2)')).toHaveText(['Adventure Jeep', 'Commuter']);

    await page.getByRole('button', { name: 'Delete Commuter' }).click();
    await dialog(page, 'Delete Vehicle').getByRole('button', { name: 'Delete Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been deleted.')).toBeVisible();
    await openTab(page, id, 'Vehicles');
    await expect(rows(page, 'Vehicles').locator('td:nth-child(2)')).toHaveText(['Adventure Jeep']);
  });
});

test.describe('customer editor: Returns tab', () => {
  test('return_id, order_id, product, model, return_status and dates; the edit link opens the return', async ({
    page,
  }) => {
    const api = (await (
      await page.request.get('/api/customer_return?customerId=2&sort=r.date_added&order=asc&page=1&limit=10')
    ).json()) as { results: { return_id: number; order_id: number; product: string; return_status: string }[] };
    expect(api.results.length).toBeGreaterThan(0);
    await openTab(page, 2, 'Returns');
    const first = api.results[0]!;
    await expect(rows(page, 'Returns')).toHaveCount(api.results.length);
    await expect(rows(page, 'Returns').first()).toContainText(first.product);
    await expect(rows(page, 'Returns').first()).toContainText(first.return_status);
    await expect(rows(page, 'Returns').first().locator('td').nth(1)).toHaveText(String(first.order_id));
    await page.getByRole('link', { name: `Edit return #${first.return_id}` }).click();
    await expect(page.getByRole('heading', { name: `Return #${first.return_id}` })).toBeVisible();
  });
});

/** A PNG of `bytes` bytes (a real PNG signature, padded). */
function png(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

test.describe('customer editor: History tab', () => {
  test('adding a comment with a .png image: the entry and its image are there after a reload', async ({ page }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'History');
    await page.getByLabel('Comment').fill('Dropped off the truck for an alignment.');
    await page.getByLabel('Image').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: png(2048) });
    const response = await answerOf(page, '/api/customer_history/add', () =>
      page.getByRole('button', { name: 'Add Entry' }).click(),
    );
    expect(await response.request().headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    await expect(toast(page, 'History added.')).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveValue('');
    await openTab(page, id, 'History');
    const entry = rows(page, 'History').filter({ hasText: 'Dropped off the truck for an alignment.' });
    await expect(entry).toHaveCount(1);
    const image = entry.getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/image\/customer_history\/\d+\.png$/);
    const served = await page.request.get((await image.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');
  });

  test('the image upload limits: not a .jpg or .png, or above 2 MB, says so and sends nothing; the server refuses them too', async ({
    page,
  }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'History');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/customer_history/add') sent.push(r.url());
    });
    await page.getByLabel('Comment').fill('Photo of the part');
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'part.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('The image must be a .jpg or .png file.')).toBeVisible();
    await expect(page.getByLabel('Image')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(2 * 1024 * 1024 + 1) });
    await expect(page.getByText('The image must be at most 2 MB.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Entry' }).click();
    // Exactly 2 MB is allowed: the one request this test makes.
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png(2 * 1024 * 1024) });
    await expect(page.getByText('The image must be at most 2 MB.')).toHaveCount(0);
    await answerOf(page, '/api/customer_history/add', () => page.getByRole('button', { name: 'Add Entry' }).click());
    await expect(toast(page, 'History added.')).toBeVisible();
    expect(sent).toHaveLength(1);

    // A server that is sent them anyway refuses them with the same words.
    const tooBig = await page.request.post(`/api/customer_history/add?customer_id=${id}`, {
      multipart: {
        notifyCustomer: '0',
        comment: 'x',
        image: { name: 'big.png', mimeType: 'image/png', buffer: png(2 * 1024 * 1024 + 1) },
      },
    });
    expect(await tooBig.json()).toEqual({ error: 'The image must be at most 2 MB.' });
    const renamed = await page.request.post(`/api/customer_history/add?customer_id=${id}`, {
      multipart: {
        notifyCustomer: '0',
        comment: 'x',
        image: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a') },
      },
    });
    expect(await renamed.json()).toEqual({ error: 'The image must be a .jpg or .png file.' });
  });

  test('Notify Customer shows the notification fields; texting a customer who does not consent needs "The customer does NOT consent to receiving text messages. Send anyway?"', async ({
    page,
  }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'History');
    await expect(page.getByRole('group', { name: 'Notify by' })).toHaveCount(0);
    await page.getByLabel('Comment').fill('Your parts are in.');
    await page.getByRole('switch', { name: 'Notify Customer' }).check();
    await expect(page.getByRole('group', { name: 'Notify by' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Email' }).uncheck();
    await page.getByRole('checkbox', { name: 'Text' }).check();
    // The fields start from the customer: their email and phone; they were saved without texting alerts.
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(614) 555-0199');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/customer_history/add') sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "Customer doesn't constent to text messages" }),
    ).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveValue('Your parts are in.');
    await page.getByLabel('The customer does NOT consent to receiving text messages. Send anyway?').check();
    const bodies = await captureBodies(page, '/api/customer_history/add');
    await answerOf(page, '/api/customer_history/add', () => page.getByRole('button', { name: 'Add Entry' }).click());
    expect(bodies[0]).toContain('name="overrideTextPermission"\r\n\r\n1');
    expect(bodies[0]).toContain('name="textingAlerts"\r\n\r\n0');
    expect(sent, 'nothing was sent before the override').toHaveLength(1);
    await expect(toast(page, 'History added; (614) 555-0199 notified.')).toBeVisible();
  });
});

test.describe('customer editor: Credits tab', () => {
  test("adding a credit typed as cents ($12.34 from 1234) raises the balance and the customer record's store credit, and survives a reload", async ({
    page,
  }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'Credits');
    await expect(page.getByText('Balance: $0.00')).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('Goodwill for a late order');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.click();
    await page.keyboard.type('1234');
    await expect(amount).toHaveValue('$12.34');
    await page.keyboard.press('Backspace');
    await expect(amount).toHaveValue('$1.23');
    await page.keyboard.type('4');
    const bodies = await captureBodies(page, '/api/customer_credit/add');
    await answerOf(page, '/api/customer_credit/add', () => page.getByRole('button', { name: 'Add Credit' }).click());
    expect(Object.fromEntries(new URLSearchParams(bodies[0] ?? ''))).toEqual({
      description: 'Goodwill for a late order',
      amount: '12.34',
    });
    await expect(toast(page, 'Store credit of $12.34 added.')).toBeVisible();
    await expect(page.getByText('Balance: $12.34')).toBeVisible();
    await expect(rows(page, 'Credits')).toContainText(['Goodwill for a late order$12.34']);
    await openTab(page, id, 'Credits');
    await expect(page.getByText('Balance: $12.34')).toBeVisible();
    await expect(rows(page, 'Credits').filter({ hasText: 'Goodwill for a late order' })).toContainText('$12.34');
    const list = (await (await page.request.get(`/api/customer/get?sort=custname&limit=100`)).json()) as {
      results: { customer_id: number; store_credit: number }[];
    };
    expect(list.results.find((c) => c.customer_id === id)?.store_credit).toBe(12.34);

    // A debit: "-" makes the amount negative; the store credit goes down by it.
    await page.getByRole('textbox', { name: 'Description' }).fill('Correction');
    await amount.click();
    await page.keyboard.type('-');
    await expect(amount).toHaveValue('-$0.00');
    await page.keyboard.type('234');
    await expect(amount).toHaveValue('-$2.34');
    const debits = await captureBodies(page, '/api/customer_credit/add');
    await answerOf(page, '/api/customer_credit/add', () => page.getByRole('button', { name: 'Add Credit' }).click());
    expect(Object.fromEntries(new URLSearchParams(debits[0] ?? ''))).toEqual({
      description: 'Correction',
      amount: '-2.34',
    });
    await expect(toast(page, 'Store credit of -$2.34 added.')).toBeVisible();
    await expect(page.getByText('Balance: $10.00')).toBeVisible();
    await expect(rows(page, 'Credits').filter({ hasText: 'Correction' })).toContainText('-$2.34');
    // "+" makes it positive again.
    await amount.click();
    await page.keyboard.type('-5');
    await expect(amount).toHaveValue('-$0.05');
    await page.keyboard.type('+');
    await expect(amount).toHaveValue('$0.05');
  });

  test('a failed add keeps what was typed and says why; an unreadable answer re-reads the list (the credit the server made shows)', async ({
    page,
  }) => {
    const id = await newCustomer(page);
    await openTab(page, id, 'Credits');
    await page.getByRole('button', { name: 'Add Credit' }).click();
    await expect(page.getByText('Enter a description.')).toBeVisible();
    await expect(page.getByText('Enter an amount other than $0.00.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('Price match');
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await injectFault(page, { path: '/api/customer_credit/add', kind: 'malformed' });
    await answerOf(page, '/api/customer_credit/add', () => page.getByRole('button', { name: 'Add Credit' }).click());
    await expect(
      page.getByRole('alert').filter({ hasText: 'A system error occurred. Contact your administrator.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Price match');
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('$5.00');
    await expect(rows(page, 'Credits')).toHaveText(['No results!']);

    await injectFault(page, { path: '/api/customer_credit/add', kind: 'notice' });
    const reread = page.waitForResponse(
      (r) => new URL(r.url()).pathname.replace(/\/$/, '') === '/api/customer_credit' && r.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Add Credit' }).click();
    await reread;
    await expect(rows(page, 'Credits').filter({ hasText: 'Price match' })).toContainText('$5.00');
    await expect(page.getByText('Balance: $5.00')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Price match');
  });
});

test.describe('customer editor: IP Addresses tab', () => {
  test('ip, total accounts linking the customers who used it, date added; ban and unban survive a reload', async ({
    page,
  }) => {
    await openTab(page, 6, 'IP Addresses');
    const row = rows(page, 'IP Addresses').first();
    const ip = (await row.getByRole('button', { name: /^Look up where/ }).innerText()).trim();
    await expect(row).toContainText('Allowed');
    await answerOf(page, '/api/customer_ip/add', () => row.getByRole('button', { name: `Ban ${ip}` }).click());
    await expect(toast(page, `${ip} has been banned.`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Unban ${ip}` })).toBeVisible();
    await expect(row).toContainText('Banned');
    await openTab(page, 6, 'IP Addresses');
    await expect(rows(page, 'IP Addresses').first()).toContainText('Banned');
    await answerOf(page, '/api/customer_ip/remove', () =>
      rows(page, 'IP Addresses')
        .first()
        .getByRole('button', { name: `Unban ${ip}` })
        .click(),
    );
    await expect(toast(page, `${ip} is no longer banned.`)).toBeVisible();
    await openTab(page, 6, 'IP Addresses');
    await expect(rows(page, 'IP Addresses').first()).toContainText('Allowed');
    await expect(
      rows(page, 'IP Addresses')
        .first()
        .getByRole('button', { name: `Ban ${ip}` }),
    ).toBeVisible();
    const accounts = rows(page, 'IP Addresses')
      .first()
      .getByRole('link', { name: new RegExp(`accounts used ${ip.replace(/\./g, '\\.')}`) });
    const count = Number(await accounts.innerText());
    await accounts.click();
    await expect(page).toHaveURL(new RegExp(`/pos/customer\\?filter_ip=${ip.replace(/\./g, '\\.')}`));
    await expect(page.getByRole('table', { name: 'Customers' }).locator('tbody tr')).toHaveCount(count);
  });

  test('clicking an IP looks up its city, region and country; a failed lookup says "Failed to get location details."', async ({
    page,
  }) => {
    await openTab(page, 1, 'IP Addresses');
    const lookup = (ip: string) => page.getByRole('button', { name: `Look up where ${ip} is` });
    const place = (ip: string) =>
      rows(page, 'IP Addresses')
        .filter({ has: lookup(ip) })
        .getByRole('status');
    const answer = await answerOf(page, '/ip-lookup/198.51.100.24/json', () => lookup('198.51.100.24').click());
    // The lookup goes to the service without the store's cookies or headers.
    expect(answer.request().headers()['x-requested-with']).toBeUndefined();
    expect(answer.request().headers()['cookie']).toBeUndefined();
    await expect(place('198.51.100.24')).toHaveText('Dayton, Ohio, US');
    // A private address has no place (the service answers bogon).
    await lookup('192.168.1.21').click();
    await expect(place('192.168.1.21')).toHaveText('Failed to get location details.');
    // The service failing (it is reached without the store's cookie, so the outage is made at the network).
    await page.route(
      '**/ip-lookup/198.51.100.80/json',
      (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }),
      { times: 1 },
    );
    await lookup('198.51.100.80').click();
    await expect(place('198.51.100.80')).toHaveText('Failed to get location details.');
    await lookup('198.51.100.80').click();
    await expect(place('198.51.100.80')).toHaveText('Austin, Texas, US');
  });
});

test.describe('customer editor: Tags tab', () => {
  test('assigned and available tags; Save stores the choice across a reload; the create-tag link adds a tag to choose from', async ({
    page,
  }) => {
    const id = await newCustomer(page);
    const panel = await openTab(page, id, 'Tags', null);
    await expect(panel.getByRole('checkbox', { name: 'VIP' })).toBeVisible();
    await expect(panel.getByText('Assigned: none')).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Fleet' }).check();
    await panel.getByRole('checkbox', { name: 'Wholesale' }).check();
    const bodies = await captureBodies(page, '/api/customer_tag/save');
    await answerOf(page, '/api/customer_tag/save', () => panel.getByRole('button', { name: 'Save Tags' }).click());
    expect(bodies).toEqual(['tags%5B0%5D=2&tags%5B1%5D=3']);
    await expect(toast(page, 'The customer’s tags have been saved.')).toBeVisible();
    await expect(panel.getByText('Assigned: Fleet, Wholesale')).toBeVisible();

    const again = await openTab(page, id, 'Tags', null);
    await expect(again.getByRole('checkbox', { name: 'Fleet' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'VIP' })).not.toBeChecked();
    await again.getByRole('link', { name: 'Create Tag' }).click();
    const title = `Track Day ${Date.now() % 100000}`;
    await page.getByLabel('Tag Name').fill(title);
    await page.getByRole('button', { name: 'Create Tag' }).click();
    await expect(page).toHaveURL(new RegExp(`/pos/customer/edit\\?customer_id=${id}$`));
    await settled(page);
    await page.getByRole('tab', { name: 'Tags' }).click();
    await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
  });

  test('a failed save keeps the boxes as ticked and says why; Save again works', async ({ page }) => {
    const id = await newCustomer(page);
    const panel = await openTab(page, id, 'Tags', null);
    await panel.getByRole('checkbox', { name: 'Racing Team' }).check();
    await injectFault(page, { path: '/api/customer_tag/save', kind: 'malformed' });
    await answerOf(page, '/api/customer_tag/save', () => panel.getByRole('button', { name: 'Save Tags' }).click());
    await expect(toast(page, 'A system error occurred. Contact your administrator.')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Racing Team' })).toBeChecked();
    await answerOf(page, '/api/customer_tag/save', () => panel.getByRole('button', { name: 'Save Tags' }).click());
    await expect(panel.getByText('Assigned: Racing Team')).toBeVisible();
  });
});
