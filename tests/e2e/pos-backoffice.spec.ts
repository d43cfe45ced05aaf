import type { Locator, Page } from '@playwright/test';
import { captureForms, dialog, expect, injectFault, settled, test, toast } from './fixtures';

// Every test watches the console: only the failures a test provokes may log.
test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(
    /Failed to load resource|list could not be loaded|order history could not be added|notification could not be sent/,
  );
});

/** This browser context signs in as staff (POS mode). */
async function staff(page: Page) {
  expect((await page.request.post('/__demo/session', { data: { in_pos_mode: true } })).ok()).toBeTruthy();
}

interface ApiOrders {
  items: { order_id: number; customer: string; total: number; pos_status: string }[];
  totalItems: number;
  totalPages: number;
  counts: Record<string, number>;
}

async function apiOrders(page: Page, query: string): Promise<ApiOrders> {
  const response = await page.request.get(`/api/order?from_pos=1&${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiOrders;
}

const table = (page: Page, caption = 'Orders') => page.getByRole('table', { name: caption });
/** The order ids the table shows, in order. */
async function shownIds(page: Page): Promise<number[]> {
  const cells = await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
  return cells.map(Number);
}

async function openOrders(page: Page, query = '') {
  await page.goto(`/pos/order${query}`);
  await settled(page);
  await expect(table(page).locator('tbody tr').first()).not.toContainText('Loading...');
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

async function openOrder(page: Page, id: number) {
  await page.goto(`/pos/order/view?order_id=${id}`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Order Info' })).toBeVisible();
}

/** Waits until the orders table shows the answer to the next /api/order call. */
async function nextList(page: Page, action: () => Promise<unknown>): Promise<URL> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/order/' || new URL(r.url()).pathname === '/api/order',
    ),
    action(),
  ]);
  await expect(page.locator('.pi-paged-table[aria-busy="true"]')).toHaveCount(0);
  return new URL(response.url());
}

test.describe('POS orders list (/pos/order)', () => {
  test('tabs All, Saved, Kiosk, Outstanding Balance, Paid show the counts the call returns; the status parameter picks the tab', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page);
    const all = await apiOrders(page, 'sort=o.date_added');
    const tabs = page.getByRole('navigation', { name: 'Order status' });
    for (const [label, key] of [
      ['All', 'all'],
      ['Saved', 'saved'],
      ['Kiosk', 'kiosk'],
      ['Outstanding Balance', 'outstanding_balance'],
      ['Paid', 'complete'],
    ] as const) {
      await expect(tabs.getByRole('link', { name: `${label} (${all.counts[key]})` })).toBeVisible();
    }
    await expect(tabs.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    const url = await nextList(page, () => tabs.getByRole('link', { name: /^Kiosk/ }).click());
    expect(url.searchParams.get('status')).toBe('kiosk');
    expect(url.searchParams.get('sort')).toBe('o.date_added');
    expect(url.searchParams.get('from_pos')).toBe('1');
    await expect(page).toHaveURL(/\?status=kiosk$/);
    await expect(tabs.getByRole('link', { name: /^Kiosk/ })).toHaveAttribute('aria-current', 'page');
    const kiosk = await apiOrders(page, 'sort=o.date_added&status=kiosk');
    expect(await shownIds(page)).toEqual(kiosk.items.map((o) => o.order_id));
    await expect(table(page).locator('tbody')).not.toContainText('Complete');
  });

  test('each row: checkbox, order id, date, status badge with its colours, customer and item-list popovers, total, paid, link to the order view', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page, '?filter_order_id=1004');
    const row = table(page).locator('tbody tr').first();
    await expect(row.getByRole('checkbox', { name: 'Select order #1004' })).toBeVisible();
    await expect(row).toContainText('1004');
    await expect(row).toContainText('$2,405.60');
    const badge = row.locator('.pi-pos-orders__badge');
    await expect(badge).toHaveText('Complete');
    await expect(badge).toHaveCSS('background-color', 'rgb(223, 243, 228)');
    await row.getByLabel('Customer of order #1004: Tom Kowalski').click();
    await expect(row.getByText('tom.kowalski@example.com')).toBeVisible();
    await row.getByLabel(/^Items of order #1004: \d+ item\(s\)$/).click();
    await expect(row.locator('.pi-pos-orders__items li').first()).toBeVisible();
    await row.getByRole('link', { name: 'View order #1004' }).click();
    await expect(page).toHaveURL(/\/pos\/order\/view\?order_id=1004$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order # 1004');
  });

  test('filters live in the query string, back and forward restore them, "Clear Filters" keeps the tab; dates shown M/d/yy', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page, '?status=saved');
    const panel = page.getByRole('form', { name: 'Filter Orders' });
    await panel.getByLabel('Customer').fill('Dana');
    await panel.getByLabel('Date Added From').fill('2026-01-01');
    await panel.getByLabel('Date Added To').fill('2026-01-31');
    const url = await nextList(page, () => panel.getByRole('button', { name: 'Filter' }).click());
    expect(url.searchParams.get('filter_date_added')).toBe('2026-01-01~2026-01-31');
    expect(url.searchParams.get('filter_customer')).toBe('Dana');
    expect(decodeURIComponent(page.url())).toMatch(
      /status=saved&filter_customer=Dana&filter_date_added=2026-01-01~2026-01-31$/,
    );
    await expect(panel).toContainText('Date Added: 1/1/26 - 1/31/26');
    const filtered = await apiOrders(
      page,
      'sort=o.date_added&status=saved&filter_customer=Dana&filter_date_added=2026-01-01~2026-01-31',
    );
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(await shownIds(page)).toEqual(filtered.items.map((o) => o.order_id));

    await nextList(page, () => panel.getByRole('link', { name: 'Clear Filters' }).click());
    await expect(page).toHaveURL(/\/pos\/order\?status=saved$/);
    await expect(page.getByRole('form', { name: 'Filter Orders' }).getByLabel('Customer')).toHaveValue('');

    await nextList(page, () => page.goBack());
    await expect(page).toHaveURL(/filter_customer=Dana/);
    await expect(page.getByRole('form', { name: 'Filter Orders' }).getByLabel('Customer')).toHaveValue('Dana');
    expect(await shownIds(page)).toEqual(filtered.items.map((o) => o.order_id));
    await nextList(page, () => page.goForward());
    await expect(page).toHaveURL(/\?status=saved$/);
  });

  test('the URL alone reproduces a filtered, sorted, paged view (a shared link)', async ({ page, browser }) => {
    await staff(page);
    await openOrders(page, '?status=complete');
    await nextList(page, () =>
      table(page)
        .getByRole('button', { name: /^Sort by Total/ })
        .click(),
    );
    // Another column sorts with the current order (desc); the active one toggles to asc.
    await nextList(page, () =>
      table(page)
        .getByRole('button', { name: /^Sort by Total/ })
        .click(),
    );
    await nextList(page, () => page.getByRole('button', { name: 'Page 2' }).click());
    await expect(page).toHaveURL(/\?status=complete&sort=o\.total&order=asc&page=2$/);
    const shared = page.url();
    const ids = await shownIds(page);
    const expected = await apiOrders(page, 'status=complete&sort=o.total&order=asc&page=2&limit=20');
    expect(ids).toEqual(expected.items.map((o) => o.order_id));

    const context = await browser.newContext({ baseURL: new URL(shared).origin });
    const other = await context.newPage();
    await staff(other);
    await other.goto(shared);
    await settled(other);
    await expect(table(other).locator('tbody tr')).toHaveCount(ids.length);
    expect(await shownIds(other)).toEqual(ids);
    await expect(table(other).getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(other.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(
      other.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /^Paid/ }),
    ).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  test('paging: at most 10 page buttons with first, last, previous, next and ellipsis buttons that jump 10 pages; the position text; shown only with more than one page', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page, '?limit=5&page=12');
    const all = await apiOrders(page, 'sort=o.date_added&limit=5');
    expect(all.totalPages).toBeGreaterThan(12);
    const pager = page.getByRole('navigation', { name: 'Orders pages' });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(10);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await expect(pager.getByRole('button', { name })).toBeVisible();
    }
    await expect(pager.getByText('…')).toHaveCount(2);
    await expect(page.getByText(`Showing 56 to 60 of ${all.totalItems} (${all.totalPages} Pages)`)).toBeVisible();
    // The ellipses are buttons that jump a block of 10 pages, by keyboard too.
    const forwardTo = Math.min(all.totalPages, 22);
    await nextList(page, async () => {
      await pager.getByRole('button', { name: `Forward 10 pages, to page ${forwardTo}` }).focus();
      await page.keyboard.press('Enter');
    });
    await expect(pager.getByRole('button', { name: `Page ${forwardTo}` })).toHaveAttribute('aria-current', 'page');
    // The ellipsis used is gone on the new page: focus lands on the current page's button, not the document.
    await expect(pager.getByRole('button', { name: `Page ${forwardTo}` })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${forwardTo}(&|$)`));
    await nextList(page, () => pager.getByRole('button', { name: `Back 10 pages, to page ${forwardTo - 10}` }).click());
    await expect(pager.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await nextList(page, async () => {
      await pager.getByRole('button', { name: 'Last page' }).focus();
      await page.keyboard.press('Enter');
    });
    await expect(pager.getByRole('button', { name: `Page ${all.totalPages}` })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    await expect(pager.getByRole('button', { name: `Page ${all.totalPages}` })).toBeFocused();
    await expect(pager.getByText('…')).toHaveCount(1);

    await openOrders(page, '?filter_order_id=1001');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Orders pages' })).toHaveCount(0);
  });

  test('empty result: "There are no results."', async ({ page }) => {
    await staff(page);
    await openOrders(page, '?filter_customer=Nobody%20Here');
    await expect(table(page).locator('tbody')).toHaveText('There are no results.');
  });

  test('load failure: "Something went wrong!" with a retry; the last good list stays', async ({ page }) => {
    await staff(page);
    await openOrders(page);
    const before = await shownIds(page);
    await injectFault(page, { path: '/api/order/', kind: 'status', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
    expect(await shownIds(page)).toEqual(before);
    await nextList(page, () => page.getByRole('button', { name: 'Try again' }).click());
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toHaveCount(0);
    expect(await shownIds(page)).not.toEqual(before);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('"Continue Order" needs exactly one selected order ("Invalid Selection: Please select one order to continue."), goes to /pos/order/continue, and is hidden on Paid', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page, '?status=saved');
    const continueButton = page.getByRole('button', { name: 'Continue Order' });
    await continueButton.click();
    await expect(toast(page, 'Invalid Selection: Please select one order to continue.')).toBeVisible();
    const [first, second] = await shownIds(page);
    await page.getByRole('checkbox', { name: `Select order #${first}` }).check();
    await page.getByRole('checkbox', { name: `Select order #${second}` }).check();
    await continueButton.click();
    await expect(toast(page, 'Invalid Selection: Please select one order to continue.')).toHaveCount(2);
    await page.getByRole('checkbox', { name: `Select order #${second}` }).uncheck();
    await continueButton.click();
    await expect(page).toHaveURL(/\/pos\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${first}`);

    await openOrders(page, '?status=complete');
    await expect(page.getByRole('button', { name: 'Continue Order' })).toHaveCount(0);
  });

  test('keyboard only: sort by a header (a button with aria-sort), page with the page buttons, select an order and continue it', async ({
    page,
  }) => {
    await staff(page);
    await openOrders(page, '?status=kiosk');
    const header = table(page).getByRole('button', { name: /^Sort by Order ID/ });
    await tabTo(page, header, 60);
    await nextList(page, () => page.keyboard.press('Enter'));
    await expect(table(page).getByRole('columnheader', { name: /Order ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(header).toBeFocused();
    await nextList(page, () => page.keyboard.press('Space'));
    await expect(table(page).getByRole('columnheader', { name: /Order ID/ })).toHaveAttribute('aria-sort', 'ascending');
    const ids = await shownIds(page);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    await tabTo(page, page.getByRole('button', { name: 'Page 2' }), 150);
    await nextList(page, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/page=2/);
    const pageTwo = await shownIds(page);
    expect(pageTwo[0]).toBeGreaterThan(ids[ids.length - 1] as number);

    const box = page.getByRole('checkbox', { name: `Select order #${pageTwo[0]}` });
    await tabTo(page, box, 40, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue Order' }), 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pos\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${pageTwo[0]}`);
  });

  test('staff only: the list calls answer 401 and the pages 403 to a session that is not signed in as staff', async ({
    page,
  }) => {
    for (const path of [
      '/api/order?from_pos=1&sort=o.date_added',
      '/api/customer/get?sort=custname',
      '/pos/order/void?order_id=1001',
      '/pos/order/histories?order_id=1001',
      '/pos/order/sendPaymentURL?order_id=1001',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(401);
    }
    const response = await page.goto('/pos/order');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('This page is for store staff.')).toBeVisible();
    expect((await page.goto('/pos/customer'))?.status()).toBe(403);
    expect((await page.goto('/pos/order/view?order_id=1001'))?.status()).toBe(403);
  });
});

test.describe('POS order view (/pos/order/view?order_id=)', () => {
  test('shows order info, payment info, distributor purchase orders, items with PO numbers, totals and history', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1004);
    const info = page.getByRole('region', { name: 'Order Info' });
    await expect(info).toContainText('Tom Kowalski');
    await expect(info).toContainText('Complete');
    const payment = page.getByRole('region', { name: 'Payment Info' });
    await expect(payment).toContainText('Amount Paid: $2,405.60');
    await expect(payment).toContainText('Balance Due: $0.00');
    await expect(payment.getByRole('row')).toHaveCount(2);
    const pos = page.getByRole('region', { name: 'Distributor Purchase Orders' });
    await expect(pos.getByRole('heading', { name: /PO #10041 \(PurchaseOrderID 51004\)/ })).toBeVisible();
    await expect(pos).toContainText('Confirmation Number');
    await expect(pos).toContainText('Shipped');
    await expect(pos.getByRole('table', { name: 'Items of PO #10041' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('row', { name: /Total \$2,405\.60/ })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Order created at the counter.');
    // Paid in full: no payment link to send.
    await expect(page.getByRole('button', { name: 'Send Payment Link' })).toHaveCount(0);
  });

  test('Void Order after a confirmation: the view updates from the answer and the button is disabled once Voided', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1008);
    await page.getByRole('button', { name: 'Void Order' }).click();
    const confirm = dialog(page, 'Void Order');
    await expect(confirm).toContainText('Are you sure you want to void order #1008?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Outstanding Balance');

    await page.getByRole('button', { name: 'Void Order' }).click();
    await confirm.getByRole('button', { name: 'Void Order' }).click();
    await expect(toast(page, /^Order #1008 has been voided/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Voided');
    await expect(page.getByRole('button', { name: 'Void Order' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Payment Info' })).toContainText('Amount Paid: $0.00');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Order voided at the POS');
    await page.reload();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Void Order' })).toBeDisabled();
  });

  test("void errors are each shown in a toast and the view takes the answer's order (voided elsewhere meanwhile)", async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1018);
    // Voided in another tab: the staff session's token goes with it, as the islands send it.
    const config = JSON.parse((await page.locator('#parts-islands-config').textContent()) ?? '{}') as {
      staff_token: string;
    };
    const elsewhere = await page.request.get('/pos/order/void?order_id=1018', {
      headers: { 'X-Staff-Token': config.staff_token },
    });
    expect(elsewhere.ok()).toBeTruthy();
    await page.getByRole('button', { name: 'Void Order' }).click();
    await dialog(page, 'Void Order').getByRole('button', { name: 'Void Order' }).click();
    await expect(toast(page, 'Order #1018 is already voided.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Void Order' })).toBeDisabled();
  });

  test('assign a customer to the order (the POS customer search, setCustomer with order_id and customer_id): "Customer added to order!"', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1011);
    const calls = await captureForms(page, '/pos/order/setCustomer');
    await page.getByRole('button', { name: 'Assign Customer' }).click();
    const search = dialog(page, 'Search for a Customer');
    await search.getByLabel('Name, email or phone number').fill('Rosa');
    await search.getByRole('radio', { name: /Rosa Delgado/ }).check();
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await expect(toast(page, 'Customer added to order!')).toBeVisible();
    await expect(search).toBeHidden();
    await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Rosa Delgado');
    expect(calls).toEqual([{ order_id: '1011', customer_id: '7' }]);
  });

  test('"View in Admin" carries the session token to the admin page; edit and delete only when the server supplies their URLs', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1004);
    await expect(page.getByRole('link', { name: 'Edit Order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Order' })).toHaveCount(0);
    const admin = page.getByRole('link', { name: 'View in Admin' });
    await expect(admin).toHaveAttribute(
      'href',
      /\/admin\/index\.php\?route=sale\/order\/info&order_id=1004&token=[0-9a-f]{32}$/,
    );
    await admin.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Order #1004');

    const stranger = await page.request.get((await page.url()).replace(/token=[0-9a-f]+/, 'token=nope'));
    expect(stranger.status()).toBe(403);

    await openOrder(page, 906);
    await expect(page.getByRole('link', { name: 'Edit Order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Order' }).click();
    await dialog(page, 'Delete Order').getByRole('button', { name: 'Delete Order' }).click();
    await expect(page).toHaveURL(/\/pos\/order$/);
    expect((await apiOrders(page, 'sort=o.date_added&filter_order_id=906')).items.map((o) => o.order_id)).not.toContain(
      906,
    );

    await openOrder(page, 1016);
    await expect(page.getByRole('link', { name: 'Edit Order' })).toHaveAttribute(
      'href',
      '/pos/order/continue?order_id=1016',
    );
  });
});

/** Moves focus with Tab (or Shift+Tab) until it reaches the target: keyboard only, no programmatic focus. */
async function tabTo(page: Page, target: Locator, max = 20, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('could not reach the control with Tab');
}

test.describe('"Add Order History" dialog', () => {
  test('keyboard only: Most Recent Note, Order Status, Comment, Notify Customer revealing email/text; "Loading..." while sending; it closes and the history shows the entry', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1006);
    const open = page.getByRole('button', { name: 'Add Order History' });
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Add Order History');
    await expect(modal.getByLabel('Most Recent Note')).toHaveValue('Order created at the counter.');
    await expect(modal.getByLabel('Most Recent Note')).toHaveAttribute('readonly', '');
    const status = modal.getByLabel('Order Status');
    await expect(status).toHaveValue('1');
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('3');
    await page.keyboard.press('Tab');
    await expect(modal.getByLabel('Comment')).toBeFocused();
    await page.keyboard.type('Called the customer: parts arrive Friday.');
    await page.keyboard.press('Tab');
    const toggle = modal.getByRole('switch', { name: 'Notify Customer' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(modal.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Text' })).not.toBeChecked();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('jamal.brooks@example.com');

    await page.route('**/pos/order/history?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const submit = modal.getByRole('button', { name: 'Order History' });
    await tabTo(page, submit, 30);
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/pos/order/history');
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('button', { name: 'Loading...' })).toBeVisible();
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(Object.fromEntries(body)).toMatchObject({
      orderStatusId: '3',
      notifyCustomer: '1',
      notifyByEmail: '1',
      notifyByText: '0',
      email: 'jamal.brooks@example.com',
      comment: 'Called the customer: parts arrive Friday.',
    });
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();
    await expect(toast(page, 'Order history added; jamal.brooks@example.com notified.')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history.getByRole('row', { name: /Outstanding Balance Called the customer: parts arrive Friday\. Yes/ }),
    ).toBeVisible();
  });

  test('"Failed to add order history" keeps the dialog and what was typed; a response error is an error toast in the server\'s words and keeps the dialog; success re-reads the history; Cancel closes', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1021);
    await page.getByRole('button', { name: 'Add Order History' }).click();
    const modal = dialog(page, 'Add Order History');
    // Orders are the store's, shared by every session: a comment of this run's own.
    const comment = `Waiting on the distributor (${Math.random().toString(36).slice(2, 8)}).`;
    await modal.getByLabel('Comment').fill(comment);
    // A malformed answer (not the documented shape) is a failure the server did not explain.
    await injectFault(page, { path: '/pos/order/history', kind: 'malformed', times: 1 });
    await modal.getByRole('button', { name: 'Order History' }).click();
    await expect(toast(page, 'Failed to add order history')).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Comment')).toHaveValue(comment);

    // A response error (OpenCart's own refusal of the history call) is an error toast with the server's words.
    const refusal = 'Warning: You do not have permission to access the API!';
    await page.route('**/pos/order/history?**', (route) => route.fulfill({ json: { error: refusal } }), { times: 1 });
    await modal.getByRole('button', { name: 'Order History' }).click();
    await expect(toast(page, refusal)).toBeVisible();
    await expect(toast(page, refusal)).toHaveAttribute('data-type', 'error');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Comment')).toHaveValue(comment);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(comment)).toHaveCount(0);

    // Hannah Schultz does not take texts: without the override the server refuses.
    await modal.getByRole('switch', { name: 'Notify Customer' }).check();
    await modal.getByRole('checkbox', { name: 'Email' }).uncheck();
    await modal.getByRole('checkbox', { name: 'Text' }).check();
    await expect(modal.getByText("Customer doesn't constent to text messages")).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Order History' })).toBeDisabled();
    await modal
      .getByRole('checkbox', { name: 'The customer does NOT consent to receiving text messages. Send anyway?' })
      .check();
    await modal.getByRole('button', { name: 'Order History' }).click();
    await expect(toast(page, /Order history added; \(614\) 555-0496 notified\./)).toBeVisible();
    await expect(modal).toBeHidden();
    // The after-submit callback got the answer: the order's history is read again and shows the entry.
    await expect(history.getByText(comment)).toBeVisible();

    await page.getByRole('button', { name: 'Add Order History' }).click();
    await dialog(page, 'Add Order History').getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'Add Order History')).toBeHidden();
  });

  test("outside POS mode the dialog posts to sale/order/api (api=api/order/history) through the admin endpoint with the page's token", async ({
    page,
  }) => {
    await staff(page);
    const token = /"token":"([0-9a-f]{32})"/.exec(
      await (await page.request.get('/pos/order/view?order_id=1024')).text(),
    )?.[1];
    expect(token).toBeTruthy();
    // The page config says not in POS mode (the session is still staff); the token comes from the page address.
    await page.goto(`/pos/order/view?order_id=1024&demo_in_pos_mode=0&token=${token}`);
    await settled(page);
    await page.getByRole('button', { name: 'Add Order History' }).click();
    const modal = dialog(page, 'Add Order History');
    await modal.getByLabel('Comment').fill('Checked from the admin.');
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/admin/index.php',
    );
    await modal.getByRole('button', { name: 'Order History' }).click();
    const url = new URL((await request).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route: 'sale/order/api',
      token,
      api: 'api/order/history',
      order_id: '1024',
    });
    await expect(toast(page, 'Order history added.')).toBeVisible();
  });
});

test.describe('"Select Notification Method" dialog (Send Payment Link)', () => {
  test('defaults email on, text off; Send disabled while invalid; "Required", "Invalid email", "Invalid phone number format"; the phone mask (###) ###-####; contact update only when changed', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1023);
    const updates: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/customer/updateContactInfo') updates.push(r.url());
    });
    const sends = await captureForms(page, '/pos/order/sendPaymentURL');
    await page.getByRole('button', { name: 'Send Payment Link' }).click();
    const modal = dialog(page, 'Send Payment Link');
    const email = modal.getByRole('checkbox', { name: 'Email' });
    const text = modal.getByRole('checkbox', { name: 'Text' });
    await expect(email).toBeChecked();
    await expect(text).not.toBeChecked();
    const address = modal.getByRole('textbox', { name: 'Email' });
    await expect(address).toHaveValue('aisha.coleman@example.com');
    const send = modal.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled();

    await address.fill('aisha@');
    await expect(modal.getByText('Invalid email')).toBeVisible();
    await expect(send).toBeDisabled();
    await address.fill('');
    await expect(modal.getByText('Required')).toBeVisible();
    await email.uncheck();
    await expect(modal.getByText('Required')).toBeVisible();
    await expect(send).toBeDisabled();

    await text.check();
    const phone = modal.getByRole('textbox', { name: 'Phone' });
    await phone.fill('');
    await phone.pressSequentially('61455');
    await expect(phone).toHaveValue('(614) 55');
    await expect(modal.getByText('Invalid phone number format')).toBeVisible();
    await expect(send).toBeDisabled();
    await phone.pressSequentially('51234');
    await expect(phone).toHaveValue('(614) 555-1234');
    await expect(send).toBeEnabled();
    // Aisha takes texts: no override is asked for.
    await expect(modal.getByRole('checkbox', { name: /Send anyway\?/ })).toHaveCount(0);
    await send.click();
    await expect(toast(page, 'Payment link sent to (614) 555-1234.')).toBeVisible();
    await expect(modal).toBeHidden();
    expect(updates).toEqual([expect.stringContaining('updateContactInfo?customerId=11')]);
    expect(sends[0]).toMatchObject({
      notifyByEmail: '0',
      notifyByText: '1',
      phone: '(614) 555-1234',
    });

    // Same details again: no contact update this time.
    await page.getByRole('button', { name: 'Send Payment Link' }).click();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('aisha.coleman@example.com');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Payment link sent to aisha.coleman@example.com.')).toBeVisible();
    expect(updates).toHaveLength(1);
    expect(sends).toHaveLength(2);
  });

  test('texting not permitted: the override "The customer does NOT consent to receiving text messages. Send anyway?" with "Customer doesn\'t constent to text messages"; a failed send says "Failed to send to notification"', async ({
    page,
  }) => {
    await staff(page);
    await openOrder(page, 1012);
    await page.getByRole('button', { name: 'Send Payment Link' }).click();
    const modal = dialog(page, 'Send Payment Link');
    await modal.getByRole('checkbox', { name: 'Text' }).check();
    await expect(modal.getByRole('textbox', { name: 'Phone' })).toHaveValue('(614) 555-0607');
    const override = modal.getByRole('checkbox', {
      name: 'The customer does NOT consent to receiving text messages. Send anyway?',
    });
    await expect(override).not.toBeChecked();
    await expect(modal.getByText("Customer doesn't constent to text messages")).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Send' })).toBeDisabled();
    await override.check();
    // The connection fails once (a server message would be shown in its own words instead).
    await page.route(
      (url) => url.pathname === '/pos/order/sendPaymentURL',
      (route) => route.abort('connectionreset'),
      { times: 1 },
    );
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Failed to send to notification')).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(override).toBeChecked();
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Payment link sent to bill.hartman@example.com and (614) 555-0607.')).toBeVisible();
  });
});

test.describe('POS customers list (/pos/customer)', () => {
  test('name, email, date added, total orders, outstanding balance and store credit; sorted by custname; paging; Add Customer and edit links', async ({
    page,
  }) => {
    await staff(page);
    const listCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/customer/get');
    await page.goto('/pos/customer');
    await settled(page);
    const answer = await listCall;
    const url = new URL(answer.url());
    // Customers are the store's, not the session's: a test that registered one before this adds to the seed's 12.
    const total = Number(/ of (\d+) /.exec(((await answer.json()) as { position: string }).position)?.[1]);
    expect(total).toBeGreaterThanOrEqual(12);
    const pages = Math.ceil(total / 10);
    expect(url.searchParams.get('sort')).toBe('custname');
    const customers = table(page, 'Customers');
    await expect(customers.locator('tbody tr')).toHaveCount(10);
    await expect(customers.getByRole('columnheader', { name: /Customer Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    for (const column of ['E-Mail', 'Date Added', 'Total Orders', 'Outstanding Balance', 'Store Credit']) {
      await expect(customers.getByRole('columnheader', { name: new RegExp(column) })).toBeVisible();
    }
    const names = await customers.locator('tbody tr td:first-child').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await expect(customers.getByRole('row', { name: /Dana Whitfield/ })).toContainText('$15.00');
    await expect(page.getByText(`Showing 1 to 10 of ${total} (${pages} Pages)`)).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(customers.locator('tbody tr')).toHaveCount(Math.min(10, total - 10));
    await expect(page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} (${pages} Pages)`)).toBeVisible();
    await expect(page).toHaveURL(/\/pos\/customer\?page=2$/);

    await customers.getByRole('button', { name: /^Sort by Store Credit/ }).click();
    await expect(page).toHaveURL(/sort=store_credit/);
    await expect(customers.locator('tbody tr').first()).toContainText('$0.00');

    const filters = page.getByRole('form', { name: 'Filter Customers' });
    await filters.getByLabel('Customer Name').fill('Dana');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(customers.locator('tbody tr')).toHaveCount(1);
    await expect(customers).toContainText('dana.whitfield@example.com');
    await filters.getByLabel('Customer Name').fill('Zed');
    await filters.getByRole('button', { name: 'Filter' }).click();
    // Spec 2 §8 governs POS lists: "There are no results."
    await expect(customers.locator('tbody')).toHaveText('There are no results.');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(customers.locator('tbody tr')).toHaveCount(10);

    await page.goto('/pos/customer?filter_name=Rosa');
    await settled(page);
    await customers.getByRole('link', { name: 'Edit Rosa Delgado' }).click();
    await expect(page).toHaveURL(/\/pos\/customer\/edit\?customer_id=7$/);
    await page.goto('/pos/customer');
    await settled(page);
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await expect(page).toHaveURL(/\/pos\/customer\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Customer');
  });
});
