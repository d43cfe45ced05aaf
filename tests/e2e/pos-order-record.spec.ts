import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, settled, signInAsStaff, test } from './fixtures';

// Demo orders (demo-pages/server/pos-checkout/receipt-data.ts, listed on the demo index).
const DETAILED = 928; // paid; vehicle, a $50.00 gift certificate, a shipping address, tax exempt
const NO_HISTORY = 945; // saved; nothing in its history (only read here: orders are shared by every session)
const PAID = 913; // paid; its history starts with "Order created at the counter."

test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|voucher lookup failed/);
});

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The value beside a term of a description list inside `scope`. */
const valueOf = (scope: ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** A fresh order of this session (each test its own: orders are shared by every session), saved for checkout. */
async function newOrder(page: Page): Promise<number> {
  expect((await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } })).ok()).toBe(
    true,
  );
  const saved = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as { order_id: number };
  return saved.order_id;
}

test.describe('the order record (spec 2 §3: order_ymm, vouchers, shipping address fields, tax_exempt, tax_exempt_number)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('the order view shows the vehicle, shipping, tax exemption and the gift certificate line', async ({ page }) => {
    await open(page, `/pos/order/view?order_id=${DETAILED}`);
    const info = page.getByRole('region', { name: 'Order Info' });
    await expect(valueOf(info, 'Vehicle')).toHaveText('2017 Ford F-250 Super Duty');
    await expect(valueOf(info, 'Shipping Method')).toHaveText('Ground Shipping');
    await expect(valueOf(info, 'Ship To')).toHaveText(
      'Tom KowalskiFleet Services LLC2150 Riverside DrSuite 4Columbus, Ohio 43221United States',
    );
    await expect(valueOf(info, 'Tax Exempt')).toHaveText('Yes');
    await expect(valueOf(info, 'Tax Exempt Number')).toHaveText('OH-EX-448120');
    const items = page.getByRole('region', { name: 'Items' });
    const gift = items.getByRole('row', { name: /Gift Certificate for Jordan/ });
    await expect(gift).toContainText('Code: GC928-7KQ2');
    await expect(gift).toContainText('Gift Certificate');
    await expect(gift.getByRole('cell').last()).toHaveText('$50.00');
    await expect(items.getByRole('row', { name: /^Tax/ })).toContainText('$0.00');
    await expectNoAxeViolations(page);
  });

  test('an order without them says so on the order view and shows no such rows on the receipt', async ({ page }) => {
    await open(page, `/pos/order/view?order_id=${PAID}`);
    const info = page.getByRole('region', { name: 'Order Info' });
    await expect(valueOf(info, 'Vehicle')).toHaveText('None');
    await expect(valueOf(info, 'Ship To')).toHaveText('None');
    await expect(valueOf(info, 'Tax Exempt')).toHaveText('No');
    await expect(info.getByText('Tax Exempt Number')).toHaveCount(0);
    await open(page, `/pos/order/receipt?order_id=${PAID}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${PAID}` })).toBeVisible();
    // (The purchase orders keep their own "Ship To" and "Shipping Method".)
    await expect(page.locator('.pi-receipt__record')).toHaveCount(0);
    for (const term of ['Vehicle', 'Tax Exempt'])
      await expect(page.locator('dt', { hasText: new RegExp(`^${term}$`) })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Gift Certificates' })).toHaveCount(0);
  });

  test('the receipt shows the vehicle, shipping, tax exemption and the gift certificates sold', async ({ page }) => {
    await open(page, `/pos/order/receipt?order_id=${DETAILED}`);
    const record = page.locator('.pi-receipt__record');
    await expect(valueOf(record, 'Vehicle')).toHaveText('2017 Ford F-250 Super Duty');
    await expect(valueOf(record, 'Shipping Method')).toHaveText('Ground Shipping');
    await expect(valueOf(record, 'Ship To')).toContainText('2150 Riverside Dr');
    await expect(valueOf(record, 'Tax Exempt')).toHaveText('Yes');
    await expect(valueOf(record, 'Tax Exempt Number')).toHaveText('OH-EX-448120');
    await expect(page.getByRole('region', { name: 'Gift Certificates' }).getByRole('listitem')).toHaveText(
      '$50.00 Gift Certificate for Jordan (Code: GC928-7KQ2): $50.00',
    );
    await expectNoAxeViolations(page);
  });

  test('the printable invoice carries them under Bill To and prints the gift certificate as a line', async ({
    page,
  }) => {
    await open(page, `/pos/order/invoice?order_id=${DETAILED}`);
    const bill = page.getByRole('region', { name: 'Bill to' });
    await expect(valueOf(bill, 'Vehicle')).toHaveText('2017 Ford F-250 Super Duty');
    await expect(valueOf(bill, 'Ship To')).toContainText('Columbus, Ohio 43221');
    await expect(valueOf(bill, 'Tax Exempt Number')).toHaveText('OH-EX-448120');
    await expect(
      page.getByRole('table', { name: 'Items' }).getByRole('row', { name: /Gift Certificate/ }),
    ).toContainText('$50.00');
    await expectNoAxeViolations(page);
  });
});

test.describe('the receipt: Add PO Number and Order History', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('"Add PO Number" from the receipt (POST /pos/order/applyPoNumber?order_id=), keyboard only; the number stays after a reload', async ({
    page,
  }) => {
    const id = await newOrder(page);
    await open(page, `/pos/order/receipt?order_id=${id}`);
    // Read at the route: fetch bodies are not on the request event.
    const sent: { url: URL; form: URLSearchParams }[] = [];
    await page.route(
      (url) => url.pathname === '/pos/order/applyPoNumber',
      async (route) => {
        sent.push({ url: new URL(route.request().url()), form: new URLSearchParams(route.request().postData() ?? '') });
        await route.continue();
      },
    );
    const add = page.getByRole('button', { name: 'Add PO Number' });
    await add.focus();
    await page.keyboard.press('Enter');
    const box = dialog(page, 'Add PO Number');
    await expect(box.getByLabel('Product', { exact: true })).toBeFocused();
    await box.getByLabel('PO Number').focus();
    await page.keyboard.type(`PO-${id}`);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'PO Number added successfully.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('order_id')).toBe(String(id));
    expect(sent[0]!.form.get('products[0][po_number]')).toBe(`PO-${id}`);
    await expect(box).toBeHidden();
    await expect(page.getByText('PO Numbers:')).toHaveText(`PO Numbers: PO-${id}`);
    await page.reload();
    await settled(page);
    await expect(page.getByText('PO Numbers:')).toHaveText(`PO Numbers: PO-${id}`);
  });

  test('a refused PO number keeps the dialog with what was typed and says why', async ({ page }) => {
    const id = await newOrder(page);
    await open(page, `/pos/order/receipt?order_id=${id}`);
    await page.getByRole('button', { name: 'Add PO Number' }).click();
    const box = dialog(page, 'Add PO Number');
    await box.getByLabel('PO Number').fill('X'.repeat(70));
    await box.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(toast(page, 'PO Number must be 64 characters or fewer.')).toBeVisible();
    await expect(box.getByLabel('PO Number')).toHaveValue('X'.repeat(70));
  });

  test('"Order History" on an order without history says "No Order History Results"', async ({ page }) => {
    await open(page, `/pos/order/receipt?order_id=${NO_HISTORY}`);
    await page.getByRole('button', { name: 'Order History' }).click();
    const box = dialog(page, 'Add Order History');
    await expect(box.getByRole('region', { name: 'History' })).toHaveText('No Order History Results');
    await expect(box.getByLabel('Order Status')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"Order History" lists the entries; one added there shows in the list at once', async ({ page }) => {
    const id = await newOrder(page);
    await open(page, `/pos/order/receipt?order_id=${id}`);
    await page.getByRole('button', { name: 'Order History' }).click();
    const box = dialog(page, 'Add Order History');
    const history = box.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row', { name: /Order created at the counter\./ })).toBeVisible();
    await expect(history).not.toContainText('No Order History Results');
    await box.getByLabel('Comment').fill(`Customer called about order ${id}.`);
    await box.getByRole('button', { name: 'Order History' }).click();
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Order History' }).click();
    await expect(
      dialog(page, 'Add Order History')
        .getByRole('region', { name: 'History' })
        .getByRole('row', { name: new RegExp(`Customer called about order ${id}\\.`) }),
    ).toBeVisible();
  });
});

test.describe('voucher lookup (spec 2 §5)', () => {
  test('an answer with neither a voucher nor a message shows "Invalid code"', async ({ page }) => {
    await signInAsStaff(page);
    const id = await newOrder(page);
    await page.goto('/pos/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${id}`);
    await injectFault(page, { path: '/pos/checkout/getVoucher', kind: 'empty' });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/pos/checkout/getVoucher');
    await page
      .getByRole('group', { name: 'Payment types' })
      .getByRole('button', { name: 'Voucher', exact: true })
      .click();
    const box = dialog(page, 'Voucher Payment');
    await box.getByLabel('Voucher Code').fill('GIFT25');
    expect(await (await answered).json()).toEqual({});
    await expect(box.getByText('Invalid code')).toBeVisible();
    await expect(box.getByText('Something went wrong!')).toHaveCount(0);
    await expect(box.getByLabel('Amount')).toHaveCount(0);
  });
});

test.describe('toast rules (spec 2 §8, §9)', () => {
  test('a refused payment is "Uh oh!" and stays 8 s; a recorded one is "Success!" and closes after 5 s', async ({
    page,
  }) => {
    await signInAsStaff(page);
    const id = await newOrder(page);
    await page.clock.install();
    await page.goto('/pos/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${id}`);
    await page.mouse.move(0, 600);
    const cash = page.getByRole('group', { name: 'Payment types' }).getByRole('button', { name: 'Cash', exact: true });

    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'status', status: 422 });
    await cash.click();
    const box = dialog(page, 'Cash Payment');
    await box.getByLabel('Amount').fill('1.00');
    await box.getByRole('button', { name: 'Add Cash Payment' }).click();
    const refused = toast(page, 'Injected fault');
    await expect(refused).toBeVisible();
    await expect(refused.locator('[data-title]')).toHaveText('Uh oh!');
    // The clock flows on between steps too: the margins are wider than that, narrower than the 3 s between 5 and 8.
    await page.clock.runFor(6_500);
    await expect(refused).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(refused).toHaveCount(0);

    // Nothing typed is lost: the dialog still holds the amount when it stayed open.
    if (!(await box.isVisible())) {
      await cash.click();
      await box.getByLabel('Amount').fill('1.00');
    }
    await box.getByRole('button', { name: 'Add Cash Payment' }).click();
    const recorded = page
      .locator('[data-sonner-toast]')
      .filter({ has: page.locator('[data-title]', { hasText: 'Success!' }) });
    await expect(recorded).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(recorded).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(recorded).toHaveCount(0);
  });
});
