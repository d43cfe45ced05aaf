import type { Locator, Page } from '@playwright/test';
import {
  captureForms,
  expect,
  expectModalByKeyboard,
  injectFault,
  settled,
  signInAsStaff,
  test,
  toast,
} from './fixtures';

// Receipt demo orders (demo-pages/server/pos-checkout/receipt-data.ts, listed on the demo index).
const PAID = 913; // total $401.32, paid in full
const OUTSTANDING = 907; // total $985.11, paid $394.04
const CHANGE_DUE = 923; // total $56.96, cash $60.00
const BOOKED = 927; // two appointments
const NO_CUSTOMER = 932; // total $315.34, paid $126.14 (left without a customer: other tests read it)
const NO_CUSTOMER_SAVED = 925; // a saved order without a customer: the customer-search test gives it one
const SAVED = 910; // no payments, no purchase orders; parts 108 and 35

test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|distributor inventory could not be loaded/);
});

const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });

async function openReceipt(page: Page, id: number) {
  await page.goto(`/pos/order/receipt?order_id=${id}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${id}` })).toBeVisible();
  await expect(totals(page)).toBeVisible();
}

/** window.print is recorded, not opened, in every page of the context (the invoice tab included). */
async function recordPrints(page: Page) {
  await page.context().addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => {
      (window as unknown as { __prints: number }).__prints += 1;
    };
  });
}

test.describe('Receipt (/pos/order/receipt?order_id=)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test('paid in full: Order Total, Amount Paid, "Change Due" $0.00, "Payment Processed" with the transactions, "Send or Print Receipt"', async ({
    page,
  }) => {
    await openReceipt(page, PAID);
    await expect(totals(page)).toContainText('Order Total$401.32');
    await expect(totals(page)).toContainText('Amount Paid$401.32');
    await expect(totals(page)).toContainText('Change Due$0.00');
    await expect(totals(page)).not.toContainText('Balance Due');
    const status = page.getByRole('region', { name: 'Payment Processed' });
    await expect(status.getByRole('row')).toHaveCount(2);
    await expect(status).toContainText('$401.32');
    await expect(page.getByRole('heading', { name: 'Send or Print Receipt' })).toBeVisible();
  });

  test('outstanding: "Balance Due" and "Outstanding Balance" with the transactions, "Send or Print Invoice"', async ({
    page,
  }) => {
    await openReceipt(page, OUTSTANDING);
    await expect(totals(page)).toContainText('Order Total$985.11');
    await expect(totals(page)).toContainText('Amount Paid$394.04');
    await expect(totals(page)).toContainText('Balance Due$591.07');
    await expect(page.getByRole('region', { name: 'Outstanding Balance' })).toContainText('$394.04');
    await expect(page.getByRole('heading', { name: 'Send or Print Invoice' })).toBeVisible();
  });

  test('change due: cash over the total shows "Change Due" $3.04 and "Payment Processed"', async ({ page }) => {
    await openReceipt(page, CHANGE_DUE);
    await expect(totals(page)).toContainText('Order Total$56.96');
    await expect(totals(page)).toContainText('Amount Paid$60.00');
    await expect(totals(page)).toContainText('Change Due$3.04');
    await expect(page.getByRole('region', { name: 'Payment Processed' })).toContainText('Cash');
  });

  test('a saved order: "Outstanding Balance" with "No transactions have been made yet." and no purchase orders', async ({
    page,
  }) => {
    await openReceipt(page, SAVED);
    await expect(page.getByRole('region', { name: 'Outstanding Balance' })).toContainText(
      'No transactions have been made yet.',
    );
    await expect(page.getByRole('region', { name: 'Purchase Orders' })).toContainText(
      'No purchase orders for this order.',
    );
  });

  test('"Back to Check Out" goes to /pos/order/continue?order_id=; "Done" to /pos/order/done', async ({ page }) => {
    await openReceipt(page, OUTSTANDING);
    await expect(page.getByRole('link', { name: 'Back to Check Out' })).toHaveAttribute(
      'href',
      `/pos/order/continue?order_id=${OUTSTANDING}`,
    );
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/pos\/order\/done$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible();
  });

  test('"Appointments Booked For This Order" as date @ time, and the purchase orders list', async ({ page }) => {
    await openReceipt(page, BOOKED);
    const booked = page.getByRole('region', { name: 'Appointments Booked For This Order' });
    await expect(booked.getByRole('listitem')).toHaveText(['01/06/2026 @ 9:30 AM', '01/08/2026 @ 2:00 PM']);
    const pos = page.getByRole('region', { name: 'Purchase Orders' });
    await expect(pos.getByRole('heading', { name: /PO #9271 \(PurchaseOrderID 50927\)/ })).toBeVisible();
    await expect(pos.getByRole('table', { name: 'Items of PO #9271' })).toBeVisible();
  });

  test('"Book Appointment" needs a customer: disabled with hover text "Customer is required"; enabled once "Customer added to order!"', async ({
    page,
  }) => {
    await openReceipt(page, NO_CUSTOMER_SAVED);
    await expect(page.getByText('Customer: No customer')).toBeVisible();
    const book = page.getByRole('button', { name: 'Book Appointment' });
    await expect(book).toHaveAttribute('aria-disabled', 'true');
    await expect(book).toHaveAttribute('title', 'Customer is required');
    await expect(book).toHaveAccessibleDescription('Customer is required');

    await page.getByRole('button', { name: 'Customer Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search for a Customer' });
    await search.getByRole('searchbox').fill('Dana');
    await search.getByRole('radio', { name: /Dana Whitfield/ }).check();
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await expect(toast(page, 'Customer added to order!')).toBeVisible();
    await expect(page.getByText('Customer: Dana Whitfield')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      `/pos/appointment?order_id=${NO_CUSTOMER_SAVED}`,
    );
  });

  test('"Email/Text" sends the receipt through the notification dialog (POST /pos/order/send?order_id=)', async ({
    page,
  }) => {
    const sends = await captureForms(page, '/pos/order/send');
    await openReceipt(page, PAID);
    await page.getByRole('button', { name: 'Email/Text' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Receipt' });
    const email = await modal.getByRole('textbox', { name: 'Email' }).inputValue();
    expect(email).toMatch(/@/);
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, `Receipt sent to ${email}.`)).toBeVisible();
    await expect(modal).toBeHidden();
    expect(sends).toEqual([expect.objectContaining({ document: 'Receipt', notifyByEmail: '1', email })]);
  });

  test('a failed send keeps the dialog and what was typed: "Failed to send to notification", then a retry works', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/notification could not be sent/);
    await openReceipt(page, OUTSTANDING);
    await injectFault(page, { path: '/pos/order/send', kind: 'malformed', times: 1 });
    await page.getByRole('button', { name: 'Email/Text' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invoice' });
    const email = await modal.getByRole('textbox', { name: 'Email' }).inputValue();
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Failed to send to notification')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, `Invoice sent to ${email}.`)).toBeVisible();
  });

  test('"Print" opens the printable invoice (/pos/order/invoice?order_id=) in a new tab, which prints itself', async ({
    page,
  }) => {
    await recordPrints(page);
    await openReceipt(page, OUTSTANDING);
    const [invoice] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    await expect(invoice).toHaveURL(new RegExp(`/pos/order/invoice\\?order_id=${OUTSTANDING}&print=1$`));
    const doc = invoice.getByRole('article', { name: `Invoice for Order # ${OUTSTANDING}` });
    await expect(doc).toContainText('Balance Due$591.07');
    await expect.poll(() => invoice.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    // The print styles hide the page's own Print button on paper.
    await invoice.emulateMedia({ media: 'print' });
    await expect(invoice.getByRole('button', { name: 'Print' })).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(0);
  });

  test('"Both" opens the invoice to print and the send dialog', async ({ page }) => {
    await recordPrints(page);
    const sends = await captureForms(page, '/pos/order/send');
    await openReceipt(page, PAID);
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Both' }).click(),
    ]);
    await expect(receipt.getByRole('article', { name: `Receipt for Order # ${PAID}` })).toBeVisible();
    await expect.poll(() => receipt.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    const modal = page.getByRole('dialog', { name: 'Send Receipt' });
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, /^Receipt sent to /)).toBeVisible();
    expect(sends).toHaveLength(1);
  });

  test('keyboard only: Email/Text dialog, Send, and the unavailable Book Appointment is reachable', async ({
    page,
  }) => {
    await openReceipt(page, NO_CUSTOMER);
    const emailText = page.getByRole('button', { name: 'Email/Text' });
    await expectModalByKeyboard(page, emailText, page.getByRole('dialog', { name: 'Send Invoice' }));
    await page.getByRole('link', { name: 'Done' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeFocused();
  });
});

test('staff only: the receipt page and its calls refuse a session that is not staff', async ({ page }) => {
  const response = await page.goto(`/pos/order/receipt?order_id=${PAID}`);
  expect(response?.status()).toBe(403);
  const send = await page.request.post(`/pos/order/send?order_id=${PAID}`, { form: { document: 'Receipt' } });
  expect(send.status()).toBe(401);
  const submit = await page.request.post(`/pos/order/submitDistributorOrder?order_id=${SAVED}`, { form: {} });
  expect(submit.status()).toBe(401);
});

interface InventoryAnswer {
  data: {
    aaia: string;
    mpn: string;
    name: string;
    prices: { key: string; text: string }[];
    locations: { warehouseCode: string; name: string; inventory: number; price: number }[];
  }[];
}

/** A part row's name as its quantity inputs say it: "{name} {mpn}". */
async function partLabel(table: Locator, row: number): Promise<string> {
  const [name, part] = (await table.getByRole('rowheader').nth(row).innerText()).split('\n');
  return `${name} ${(part ?? '').split(' ')[1]}`;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

test.describe('Distributor ordering ("Order From Your Distributor")', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  async function openDistributor(page: Page, id = SAVED, parts = 2) {
    await page.goto(`/pos/order/distributor?order_id=${id}`);
    await settled(page);
    const table = page.getByRole('table', { name: 'Order From Your Distributor' });
    await expect(table.getByRole('row')).toHaveCount(parts + 2); // head, the parts, footer
    return table;
  }

  test('the table: Product, Quantity, Stock, Cost, WD Quantity/Location, footer "Your Cost"; quantities clamp to a warehouse\'s inventory with a message; the total follows', async ({
    page,
  }) => {
    const table = await openDistributor(page);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Product',
      'Quantity',
      'Stock',
      'Cost',
      'WD Quantity/Location',
    ]);
    const [title, part] = (await table.getByRole('rowheader').nth(1).innerText()).split('\n');
    const [aaia, mpn] = (part ?? '').split(' ');
    const name = `${title} ${mpn}`;
    const detail = (
      (await (
        await page.request.post('/api/products/getInventoryDetails', {
          form: { 'products[0][aaia]': aaia ?? '', 'products[0][mpn]': mpn ?? '' },
        })
      ).json()) as InventoryAnswer
    ).data[0]!;
    const memphis = detail.locations.find((l) => l.warehouseCode === 'MEM')!;
    const reno = detail.locations.find((l) => l.warehouseCode === 'REN')!;
    expect(memphis.inventory).toBeGreaterThan(0);

    const memphisInput = page.getByRole('spinbutton', { name: `${name}: quantity from Memphis DC` });
    // The stock the page loaded (warehouse stock is the store's, shared: a purchase order submitted by another test
    // lowers it, so the page's own number is the one its clamp uses).
    const inStock = Number(await memphisInput.getAttribute('max'));
    expect(inStock).toBeGreaterThanOrEqual(memphis.inventory);
    await memphisInput.fill(String(inStock + 5));
    await expect(memphisInput).toHaveValue(String(inStock));
    await expect(page.getByText(`Only ${inStock} in stock at Memphis DC.`)).toBeVisible();
    const footer = table.getByRole('row').last();
    const memphisCents = Math.round(memphis.price * 100) * inStock;
    await expect(footer).toContainText(`Your Cost${money(memphisCents)}`);

    const renoInput = page.getByRole('spinbutton', { name: `${name}: quantity from Reno DC` });
    await renoInput.fill('1');
    await expect(footer).toContainText(`Your Cost${money(memphisCents + Math.round(reno.price * 100))}`);
    await renoInput.fill('-2');
    await expect(renoInput).toHaveValue('0');
    await expect(page.getByText('Quantity cannot be less than 0.')).toBeVisible();
    await expect(footer).toContainText(`Your Cost${money(memphisCents)}`);
  });

  test('"Submit to Distributor" creates a purchase order per warehouse; it appears on the receipt', async ({
    page,
  }) => {
    const sent = await captureForms(page, '/pos/order/submitDistributorOrder');
    const table = await openDistributor(page);
    const name = await partLabel(table, 1);
    await page.getByRole('spinbutton', { name: `${name}: quantity from Columbus DC` }).fill('2');
    await page.getByRole('spinbutton', { name: `${name}: quantity from Memphis DC` }).fill('1');
    await page.getByRole('button', { name: 'Submit to Distributor' }).click();
    await expect(toast(page, /Purchase orders #9101, #9102 submitted to the distributor\./)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      'lines[0][orderQuantity]': '3',
      'lines[0][selectedLocations][0][warehouseCode]': 'COL',
      'lines[0][selectedLocations][0][quantity]': '2',
      'lines[0][selectedLocations][1][warehouseCode]': 'MEM',
      'lines[0][selectedLocations][1][quantity]': '1',
    });
    const created = page.getByRole('region', { name: 'Submitted Purchase Orders' });
    await expect(created.getByRole('heading', { level: 3 })).toHaveCount(2);
    // The quantities are cleared and the warehouses' stock re-read (lower by what was ordered).
    await expect(page.getByRole('spinbutton', { name: `${name}: quantity from Columbus DC` })).toHaveValue('');

    await page.getByRole('link', { name: 'View the receipt' }).click();
    await settled(page);
    const pos = page.getByRole('region', { name: 'Purchase Orders' });
    await expect(pos.getByRole('heading', { name: /^PO #9101 / })).toBeVisible();
    await expect(pos.getByRole('heading', { name: /^PO #9102 / })).toBeVisible();
    await expect(pos.getByRole('article').first()).toContainText('Columbus DC');
    await expect(pos.getByRole('table', { name: 'Items of PO #9102' })).toContainText('1');
    // The order view shows them too.
    await page.goto(`/pos/order/view?order_id=${SAVED}`);
    await settled(page);
    await expect(
      page.getByRole('region', { name: 'Distributor Purchase Orders' }).getByRole('heading', { name: /^PO #9101 / }),
    ).toBeVisible();
  });

  test('a refused submission keeps the quantities and says why; "Try again" after a failed inventory load', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/distributor order failed/);
    await injectFault(page, { path: '/api/products/getInventoryDetails', kind: 'status', status: 500, times: 1 });
    await page.goto('/pos/order/distributor?order_id=915');
    await settled(page);
    await expect(
      page.getByRole('alert').filter({ hasText: "The distributor's inventory could not be loaded." }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    const table = page.getByRole('table', { name: 'Order From Your Distributor' });
    await expect(table.getByRole('row')).toHaveCount(5);
    const name = await partLabel(table, 0);
    const input = page.getByRole('spinbutton', { name: `${name}: quantity from Columbus DC` });
    await input.fill('1');
    await injectFault(page, { path: '/pos/order/submitDistributorOrder', kind: 'malformed', times: 1 });
    await page.getByRole('button', { name: 'Submit to Distributor' }).click();
    await expect(toast(page, 'A system error occurred. Contact your administrator.')).toBeVisible();
    await expect(input).toHaveValue('1');
    await page.getByRole('button', { name: 'Submit to Distributor' }).click();
    await expect(page.getByRole('region', { name: 'Submitted Purchase Orders' })).toContainText('PO #9151');
  });

  test('an answer lost after the order went through: the retry is answered with the same purchase order, never a second one', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/distributor order failed/);
    const table = await openDistributor(page, 920, 1);
    await table.getByRole('spinbutton', { disabled: false }).first().fill('1');
    await injectFault(page, { path: '/pos/order/submitDistributorOrder', kind: 'drop-after', times: 1 });
    const submit = page.getByRole('button', { name: 'Submit to Distributor' });
    await submit.click();
    await expect(toast(page, 'A system error occurred. Contact your administrator.')).toBeVisible();
    await submit.click();
    const created = page.getByRole('region', { name: 'Submitted Purchase Orders' });
    await expect(created.getByRole('heading', { level: 3 })).toHaveText([/^PO #9201 /]);
    await page.goto('/pos/order/receipt?order_id=920');
    await settled(page);
    await expect(page.getByRole('region', { name: 'Purchase Orders' }).getByRole('article')).toHaveCount(1);
  });

  test('keyboard only: type a quantity, Tab to "Submit to Distributor", Enter', async ({ page }) => {
    const table = await openDistributor(page, 930, 3);
    const name = await partLabel(table, 0);
    await page.getByRole('spinbutton', { name: `${name}: quantity from Columbus DC` }).focus();
    await page.keyboard.type('1');
    const submit = page.getByRole('button', { name: 'Submit to Distributor' });
    for (let i = 0; i < 12 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Submitted Purchase Orders' })).toContainText('PO #9301');
  });
});
