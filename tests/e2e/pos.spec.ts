import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, settled, test } from './fixtures';
import { watchVehicleCalls } from './fitment-helpers';

const PADS = 'Ironclad Ceramic Front Brake Pad Set';

// Every test watches the console: only the failures a test provokes may log.
test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|ERR_EMPTY_RESPONSE|cart operation failed/);
});

/** This browser context becomes staff (POS mode) with these parts in its cart. */
async function staffCart(
  page: Page,
  lines: Record<string, string>[] = [{ product_id: '1', quantity: '1' }],
  settings: Record<string, unknown> = {},
) {
  expect((await page.request.post('/__demo/session', { data: { in_pos_mode: true, ...settings } })).ok()).toBeTruthy();
  for (const form of lines) expect((await page.request.post('/checkout/cart/add', { form })).ok()).toBeTruthy();
}

async function openCart(page: Page, query = '') {
  await page.goto(`/checkout/cart${query}`);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Customer' })).toBeVisible();
}

/** Counts the requests to one call path from now on. */
function countCalls(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.method());
  });
  return seen;
}

const emptyCart = (page: Page) => page.locator('[data-mount="cart-page"]').getByText('The shopping cart is empty.');
/** The order id a toast names ("Order #1031 has been …"): other tests record orders at the same time. */
async function orderIdIn(page: Page, pattern: RegExp): Promise<number> {
  const text = await page.locator('[data-sonner-toast]').filter({ hasText: pattern }).first().innerText();
  return Number(/#(\d+)/.exec(text)?.[1]);
}
async function ordersOf(page: Page, status: string): Promise<number[]> {
  const body = (await (await page.request.get(`/__demo/orders?status=${status}`)).json()) as {
    orders: { order_id: number }[];
  };
  return body.orders.map((o) => o.order_id);
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('POS line edits', () => {
  test('Edit Item Price by keyboard only: the three fields recompute, bounds hold, red below the original, Update sends updatePrice', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    const calls = countCalls(page, '/checkout/cart/updatePrice');
    await page.getByRole('button', { name: `Edit price of ${PADS}` }).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Edit Item Price');
    await expect(modal).toBeVisible();
    const price = modal.getByLabel('New Price ($)');
    const amount = modal.getByLabel('Adjustment Amount ($)');
    const percent = modal.getByLabel('Adjustment Percent (%)');
    await expect(price).toHaveValue('64.99');
    await expect(modal).toContainText('Original price: $64.99');

    await percent.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('-10');
    await expect(price).toHaveValue('58.49');
    await expect(amount).toHaveValue('-6.50');
    await expect(price).toHaveClass(/pi-price-edit__price--down/);
    await expect(modal).toContainText('Below the original price');

    await percent.press('Control+a');
    await page.keyboard.type('-150');
    await expect(percent).toHaveValue('-100');
    await expect(price).toHaveValue('0.00');
    await expect(amount).toHaveValue('-64.99');

    await amount.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('5.01');
    await expect(price).toHaveValue('70.00');
    await expect(percent).toHaveValue('7.709');
    await expect(price).toHaveClass(/pi-price-edit__price--up/);

    await price.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('50');
    await expect(amount).toHaveValue('-14.99');
    await expect(percent).toHaveValue('-23.065');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'The unit price has been updated.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(PADS) })).toContainText('$50.00');
    expect(calls).toEqual(['POST']);
    await expect(page.getByRole('button', { name: `Edit price of ${PADS}` })).toBeFocused();
  });

  test('a failed price update says "Failed! The unit price couldn\'t be updated." and keeps what was typed; a double click sends one request', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    const calls = countCalls(page, '/checkout/cart/updatePrice');
    await injectFault(page, { path: '/checkout/cart/updatePrice', kind: 'status', status: 500 });
    await page.getByRole('button', { name: `Edit price of ${PADS}` }).click();
    const modal = dialog(page, 'Edit Item Price');
    await modal.getByLabel('New Price ($)').fill('55');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, "Failed! The unit price couldn't be updated.")).toBeVisible();
    await expect(modal.getByLabel('New Price ($)')).toHaveValue('55.00');
    await injectFault(page, { path: '/checkout/cart/updatePrice', kind: 'slow', delayMs: 800 });
    await modal.getByRole('button', { name: 'Update' }).dblclick();
    await expect(modal.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    await expect(toast(page, 'The unit price has been updated.')).toBeVisible();
    expect(calls).toEqual(['POST', 'POST']);
  });

  test('Edit Labor: "Adjust Time" (rate x minutes / 60) and "Adjust Price"; success and failure texts', async ({
    page,
  }) => {
    await staffCart(page, [{ product_id: '1', quantity: '1', apply_labor: '1' }]);
    await openCart(page);
    const totals = page.getByRole('table', { name: 'Order totals' });
    await expect(totals.getByRole('row', { name: /Labor/ })).toContainText('$110.00');
    await page.getByRole('button', { name: `Edit labor of ${PADS}` }).click();
    const modal = dialog(page, 'Edit Labor');
    await expect(modal.getByRole('tab', { name: 'Adjust Time' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByLabel('Labor Name').fill('Pads and hardware');
    await modal.getByLabel('Time (minutes)').fill('90');
    await expect(modal).toContainText('Labor cost (each): $165.00');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'The labor has been updated.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(PADS) })).toContainText('Labor: Pads and hardware (90 min)');
    await expect(totals.getByRole('row', { name: /Labor/ })).toContainText('$165.00');

    await page.getByRole('button', { name: `Edit labor of ${PADS}` }).click();
    await modal.getByRole('tab', { name: 'Adjust Time' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByRole('tab', { name: 'Adjust Price' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByLabel('Labor Price, each ($)').fill('150');
    // Until cleared: Chromium itself retries a request whose connection dropped before any answer.
    await injectFault(page, { path: '/checkout/cart/updateLabor', kind: 'drop', times: -1 });
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, "Failed! The labor couldn't be updated.")).toBeVisible();
    await page.request.delete('/__demo/faults');
    await expect(modal.getByLabel('Labor Price, each ($)')).toHaveValue('150');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(totals.getByRole('row', { name: /Labor/ })).toContainText('$150.00');
  });

  test('Add a Custom Product by keyboard only: messages, non-positive quantity becomes 1, Add disabled while invalid', async ({
    page,
    answers,
  }) => {
    await staffCart(page);
    await openCart(page);
    const calls = countCalls(page, '/checkout/cart/addCustomProduct');
    await page.getByRole('button', { name: 'Add a Custom Product' }).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'Add a Custom Product');
    const add = modal.getByRole('button', { name: 'Add', exact: true });
    await expect(modal.getByLabel('Name')).toBeFocused();
    await expect(add).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(modal.getByText('Name is a required field.')).toBeVisible();
    await page.keyboard.type('abc');
    await page.keyboard.press('Tab');
    await expect(modal.getByText('Price must be a positive number.')).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('-4');
    await page.keyboard.press('Tab');
    await expect(modal.getByLabel('Quantity')).toHaveValue('1');
    await modal.getByLabel('Price ($)').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('12.5');
    await modal.getByLabel('Quantity').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('x');
    await expect(modal.getByText('Quantity must be a positive number.')).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await modal.getByLabel('Name').focus();
    await page.keyboard.type('Shop rags');
    await modal.getByLabel('Tax Class').focus();
    await page.keyboard.press('ArrowDown');
    await expect(modal.getByLabel('Tax Class')).toHaveValue('9');
    await expect(add).toBeEnabled();
    await modal.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    // The server's text when it sends one (addCustomProduct's answer is not stated); the line from the re-read cart.
    if (answers === 'full')
      await expect(toast(page, 'Success: You have added Shop rags to your shopping cart!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Shop rags/ })).toContainText('$25.00');
    expect(calls).toEqual(['POST']);
  });

  test('custom labor: "Time must be a positive number.", subtotal = rate x minutes / 60 x quantity, and a product\'s own labor', async ({
    page,
  }) => {
    await staffCart(page, [{ product_id: '10', quantity: '2' }]);
    await openCart(page);
    await page.getByRole('button', { name: 'Add Custom Labor' }).click();
    const modal = dialog(page, 'Add Custom Labor');
    await modal.getByLabel('Labor Rate').selectOption({ label: 'Brake Service ($110.00/hour)' });
    await modal.getByLabel('Time (minutes)').fill('0');
    await expect(modal.getByText('Time must be a positive number.')).toBeVisible();
    await modal.getByLabel('Time (minutes)').fill('45');
    await expect(modal.getByLabel('Quantity')).toHaveValue('1');
    await modal.getByLabel('Quantity').fill('0');
    await expect(modal.getByText('Quantity must be a positive number.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Add Labor' })).toBeDisabled();
    await modal.getByLabel('Quantity').fill('2');
    await modal.getByLabel('Name (optional)').fill('Brake bleed');
    await expect(modal).toContainText('Subtotal: $165.00');
    await modal.getByRole('button', { name: 'Add Labor' }).click();
    await expect(page.getByRole('row', { name: /Brake bleed/ })).toContainText('$165.00');
    const rotor =
      (await page
        .getByRole('button', { name: /^Add labor to / })
        .first()
        .getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: rotor }).click();
    const own = dialog(page, rotor.replace('Add labor to', 'Add Labor to'));
    await own.getByLabel('Labor Rate').selectOption({ label: 'Standard Install ($120.00/hour)' });
    await own.getByLabel('Time (minutes)').fill('30');
    await expect(own).toContainText('Subtotal: $120.00 (for 2)');
    await own.getByRole('button', { name: 'Add Labor' }).click();
    await expect(page.getByRole('table', { name: 'Order totals' }).getByRole('row', { name: /Labor/ })).toContainText(
      '$285.00',
    );
  });

  test('inventory per location on a line, and the rebates modal', async ({ page }) => {
    await staffCart(page);
    await openCart(page);
    await page
      .getByRole('row', { name: new RegExp(PADS) })
      .getByRole('button', { name: /^In Stock: 12 here, 45 total/ })
      .click();
    const stock = page.getByRole('dialog', { name: `Inventory: ${PADS}` });
    await expect(stock.getByRole('table')).toContainText('Summit Parts Co. - Downtown Columbus');
    await page.keyboard.press('Escape');
    await expect(stock).toBeHidden();
    await page.getByRole('button', { name: 'Rebates (1)' }).click();
    await expect(dialog(page, 'Rebates').getByRole('table')).toContainText('Spring Brake Rebate');
  });
});

test.describe('POS orders from the cart', () => {
  test('Create Order for Later saves once on a double click and empties the cart; the order is recorded as saved', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    const calls = countCalls(page, '/checkout/cart/saveOrder');
    await injectFault(page, { path: '/checkout/cart/saveOrder', kind: 'slow', delayMs: 600 });
    await page.getByRole('button', { name: 'Create Order for Later' }).dblclick();
    await expect(toast(page, /^Order #\d+ has been saved for later\.$/)).toBeVisible();
    await expect(emptyCart(page)).toBeVisible();
    expect(calls).toEqual(['GET']);
    expect(await ordersOf(page, 'saved')).toContain(await orderIdIn(page, /saved for later/));
  });

  test('Create a Quote goes to the receipt; Check Out goes to the POS checkout, or stays on the cart with the error', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    await page.getByRole('button', { name: 'Create a Quote' }).click();
    await expect(page).toHaveURL(/\/pos\/order\/receipt\?order_id=\d+$/);
    const quoteId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order # ${quoteId}`);
    expect(await ordersOf(page, 'quote')).toContain(quoteId);
    await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } });
    await openCart(page);
    await injectFault(page, { path: '/checkout/cart/saveOrderAndCheckout', kind: 'status', status: 500 });
    await page.getByRole('button', { name: 'Check Out' }).click();
    await expect(toast(page, 'Injected fault')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/cart/);
    // The toast (top centre) never covers the cart's own buttons: the retry is a plain click.
    await page.getByRole('button', { name: 'Check Out' }).click();
    await expect(page).toHaveURL(/\/pos\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Check Out - Order # \d+$/);
  });

  test('Cancel Order asks first; Abandon records the order', async ({ page, answers }) => {
    // Their answers are not stated: the server's text names the order (full), or, answered {} (spec-answers), the
    // order is found as the one that became cancelled / abandoned, and the cart re-read is empty.
    const recorded = async (status: 'cancelled' | 'abandoned', before: number[]) => {
      if (answers === 'full') {
        await expect(toast(page, new RegExp(`^Order #\\d+ has been ${status}\\.$`))).toBeVisible();
        expect(await ordersOf(page, status)).toContain(await orderIdIn(page, new RegExp(status)));
      } else {
        await expect(emptyCart(page)).toBeVisible();
        expect((await ordersOf(page, status)).filter((id) => !before.includes(id)).length).toBeGreaterThan(0);
      }
    };
    await staffCart(page);
    await openCart(page);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = dialog(page, 'Cancel Order');
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(PADS) })).toBeVisible();
    const cancelledBefore = await ordersOf(page, 'cancelled');
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await recorded('cancelled', cancelledBefore);
    await expect(emptyCart(page)).toBeVisible();
    await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } });
    await openCart(page);
    const abandonedBefore = await ordersOf(page, 'abandoned');
    await page.getByRole('button', { name: 'Abandon' }).click();
    await recorded('abandoned', abandonedBefore);
  });

  test('Add PO Number: per line or for all; "PO Number added successfully.", the server error, "Error adding PO Number."; hidden without po_numbers', async ({
    page,
  }) => {
    await staffCart(page, [
      { product_id: '1', quantity: '1' },
      { product_id: '10', quantity: '1' },
    ]);
    await openCart(page);
    await page.getByRole('button', { name: 'Add PO Number' }).click();
    const modal = dialog(page, 'Add PO Number');
    await modal.getByLabel(`PO Number for ${PADS}`).fill('PO-77');
    await modal.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(toast(page, 'PO Number added successfully.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(PADS) })).toContainText('PO #: PO-77');
    await page.getByRole('button', { name: 'Add PO Number' }).click();
    await modal.getByLabel('Use one PO Number for every product').check();
    await modal.getByLabel('PO Number', { exact: true }).fill('FLEET-1');
    await injectFault(page, { path: '/api/cart/applyPoNumber', kind: 'status', status: 500 });
    await modal.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(toast(page, 'Injected fault')).toBeVisible();
    await injectFault(page, { path: '/api/cart/applyPoNumber', kind: 'drop', times: -1 });
    await modal.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(toast(page, 'Error adding PO Number.')).toBeVisible();
    await page.request.delete('/__demo/faults');
    await expect(modal.getByLabel('PO Number', { exact: true })).toHaveValue('FLEET-1');
    await modal.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(page.getByText('PO #: FLEET-1')).toHaveCount(2);
    await openCart(page, '?demo_payment.po_numbers=0');
    await expect(page.getByRole('button', { name: 'Create a Quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add PO Number' })).toHaveCount(0);
  });

  test('with require_po_numbers every line needs a PO Number before it can be saved', async ({ page }) => {
    await staffCart(
      page,
      [
        { product_id: '1', quantity: '1' },
        { product_id: '10', quantity: '1' },
      ],
      { payment: { po_numbers: true, require_po_numbers: true } },
    );
    await openCart(page);
    await page.getByRole('button', { name: 'Add PO Number' }).click();
    const modal = dialog(page, 'Add PO Number');
    await expect(modal).toContainText('A PO Number is required for each product.');
    await modal.getByLabel(`PO Number for ${PADS}`).fill('PO-1');
    await expect(modal.getByRole('button', { name: 'Save PO Number' })).toBeDisabled();
    await modal.getByLabel(/^PO Number for .*Rotor/i).fill('PO-2');
    await expect(modal.getByRole('button', { name: 'Save PO Number' })).toBeEnabled();
  });
});

test.describe('POS customer and vehicles', () => {
  test('Search for a Customer: one search 500 ms after typing, Select Customer only once chosen, "Customer assigned to cart!"', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    const searches = countCalls(page, '/pos/customer/search');
    await page.getByRole('button', { name: 'Search for a Customer' }).click();
    const modal = dialog(page, 'Search for a Customer');
    await modal.getByLabel('Name, email or phone number').pressSequentially('whit', { delay: 60 });
    const select = modal.getByRole('button', { name: 'Select Customer' });
    await expect(modal.getByRole('radio', { name: /Dana Whitfield/ })).toBeVisible();
    expect(searches).toHaveLength(1);
    await expect(select).toBeDisabled();
    await modal.getByRole('radio', { name: /Dana Whitfield/ }).check();
    await select.click();
    await expect(toast(page, 'Customer assigned to cart!')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Customer' });
    await expect(panel).toContainText('Customer: Dana Whitfield');
    const edit = panel.getByRole('link', { name: /Edit Customer/ });
    await expect(edit).toHaveAttribute('href', '/pos/customer/edit?customer_id=1');
    await expect(edit).toHaveAttribute('target', '_blank');
    await panel.getByRole('button', { name: 'Remove Customer' }).click();
    await expect(panel).toContainText('No customer on this order.');
  });

  test('a failed customer search shows "Something went wrong!"', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/customer search failed|500/);
    await staffCart(page);
    await openCart(page);
    await injectFault(page, { path: '/pos/customer/search', kind: 'status', status: 500 });
    await page.getByRole('button', { name: 'Search for a Customer' }).click();
    await dialog(page, 'Search for a Customer').getByLabel('Name, email or phone number').fill('dana');
    await expect(dialog(page, 'Search for a Customer').getByRole('alert')).toHaveText('Something went wrong!');
  });

  test('New Customer: the customer rules, zones of the chosen country, server errors per field; creating selects the customer', async ({
    page,
  }) => {
    await staffCart(page);
    await openCart(page);
    await page.getByRole('button', { name: 'New Customer' }).click();
    const modal = dialog(page, 'New Customer');
    await modal.getByRole('button', { name: 'Create Customer' }).click();
    await expect(modal.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('Required')).toHaveCount(3);
    await modal.getByLabel('First Name').fill('J');
    await expect(modal.getByText('Minimum 2 characters')).toBeVisible();
    await modal.getByLabel('First Name').fill('Jo');
    await modal.getByLabel('Last Name').fill('Park');
    await modal.getByLabel('E-Mail').fill('jo@');
    await expect(modal.getByText('Invalid email')).toBeVisible();
    await modal.getByLabel('Telephone').fill('555');
    await expect(modal.getByText('Invalid phone number format')).toBeVisible();
    await modal.getByLabel('Telephone').fill('(614) 555-0101');
    await modal.getByLabel('Country').selectOption({ label: 'Canada' });
    await expect(modal.getByLabel('Region / State').getByRole('option', { name: 'Ontario' })).toHaveCount(1);
    await expect(modal.getByLabel('Region / State').getByRole('option', { name: 'Ohio' })).toHaveCount(0);
    await modal.getByLabel('E-Mail').fill('dana.whitfield@example.com');
    await modal.getByRole('button', { name: 'Create Customer' }).click();
    await expect(modal.getByText('E-Mail Address is already registered!')).toBeVisible();
    // Customers are the demo store's, shared by every session: each project registers its own.
    await modal.getByLabel('E-Mail').fill(`jo.park.${test.info().project.name}@example.com`);
    await modal.getByLabel('Pro customer').check();
    await modal.getByRole('button', { name: 'Create Customer' }).click();
    await expect(toast(page, 'Customer assigned to cart!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Customer: Jo Park');
  });

  test('select-or-add vehicle: Select Vehicle disabled until chosen; Add Vehicle checks the VIN and pre-fills the year from it', async ({
    page,
  }) => {
    await staffCart(page);
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '1' } });
    await openCart(page);
    const panel = page.getByRole('region', { name: 'Customer' });
    await panel.getByRole('button', { name: 'Select Vehicle' }).click();
    const picker = dialog(page, 'Select a Vehicle');
    await expect(picker.getByRole('button', { name: 'Select Vehicle' })).toBeDisabled();
    await picker.getByRole('radio', { name: /Work Truck/ }).check();
    await picker.getByRole('button', { name: 'Select Vehicle' }).click();
    await expect(panel).toContainText('Vehicle: 2025 Jeep Gladiator');

    await panel.getByRole('button', { name: 'Change Vehicle' }).click();
    await picker.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    await form.getByLabel('VIN').fill('1GTTTJWM17G61302');
    await form.getByLabel('Title').focus();
    await expect(form.getByText('A VIN has 17 characters.')).toBeVisible();
    await form.getByLabel('VIN').fill('1GTTTJWM17G613025');
    await form.getByLabel('Title').focus();
    await expect(
      form.getByText("This VIN's check digit (the 9th character) does not match the rest: check it for a typo."),
    ).toBeVisible();
    await form.getByLabel('VIN').fill('1c4ubwaa3sf119215');
    await form.getByLabel('Title').fill('Second Gladiator');
    await expect(form.getByLabel('Year')).toHaveValue('2025');
    await expect(form.getByLabel('VIN')).toHaveValue('1C4UBWAA3SF119215');
    await form.getByLabel('Make').selectOption({ label: 'Jeep' });
    await form.getByLabel('Model').selectOption({ label: 'Gladiator' });
    await form.getByLabel('Notes').fill('Lift kit planned');
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been added to the customer.')).toBeVisible();
    // The added vehicle is the order's now, and among the customer's (no "Add This Vehicle to Customer?").
    await expect(picker).toBeHidden();
    await expect(dialog(page, 'Add This Vehicle to Customer?')).toBeHidden();
    await panel.getByRole('button', { name: 'Change Vehicle' }).click();
    await expect(picker.getByRole('radio', { name: /Second Gladiator/ })).toBeVisible();
  });

  test('a VIN from outside North America is saved: its 9th character that is no check digit is a warning, not a block (49 CFR 565 requires it only in North America)', async ({
    page,
  }) => {
    await staffCart(page);
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '1' } });
    await openCart(page);
    const panel = page.getByRole('region', { name: 'Customer' });
    await panel.getByRole('button', { name: 'Select Vehicle' }).click();
    const picker = dialog(page, 'Select a Vehicle');
    await picker.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    // The same characters with a North American maker code are refused.
    await form.getByLabel('VIN').fill('1VWZZZ1JZXW000001');
    await form.getByLabel('Title').focus();
    await expect(
      form.getByText("This VIN's check digit (the 9th character) does not match the rest: check it for a typo."),
    ).toBeVisible();
    // Customers are the store's, shared by every session: a title of this run's own.
    const title = `Imported Golf ${Math.random().toString(36).slice(2, 8)}`;
    await form.getByLabel('VIN').fill('wvwzzz1jzxw000001');
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('VIN')).toHaveValue('WVWZZZ1JZXW000001');
    await expect(form.getByRole('status').filter({ hasText: /not a North American check digit/ })).toBeVisible();
    await expect(form.getByLabel('VIN')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('VIN')).toHaveAccessibleDescription(/not a North American check digit/);
    await expectNoAxeViolations(page);
    // Its 10th character is not read as a model year: the year stays for the clerk to choose.
    await expect(form.getByLabel('Year')).toHaveValue('');
    await form.getByLabel('Year').selectOption('2020');
    await form.getByLabel('Make').selectOption({ label: 'Jeep' });
    await form.getByLabel('Model').selectOption({ label: 'Gladiator' });
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been added to the customer.')).toBeVisible();
    await expect(picker).toBeHidden();
    await panel.getByRole('button', { name: 'Change Vehicle' }).click();
    const saved = picker.locator('label').filter({ hasText: title });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('VIN WVWZZZ1JZXW000001');
  });

  test("choosing a customer's vehicle makes it the page's vehicle: every cart line is asked about again in one validateFitment call, vehicle-changed carries the vehicle; Remove Vehicle takes it off the order", async ({
    page,
  }) => {
    await staffCart(
      page,
      [
        { product_id: '1', quantity: '1' },
        { product_id: '7', quantity: '1' },
      ],
      {
        vehicle: JSON.stringify({ vehicle_lookup_enabled: true }),
      },
    );
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '10' } });
    await openCart(page);
    const fitment = (name: string) => page.getByRole('row').filter({ hasText: name }).locator('.pi-fitment');
    await expect(fitment(PADS)).toHaveText('Select Vehicle');
    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      document.addEventListener('parts-islands:vehicle-changed', (e) => heard.push((e as CustomEvent).detail));
    });
    const ymm = watchVehicleCalls(page);
    const panel = page.getByRole('region', { name: 'Customer' });
    await panel.getByRole('button', { name: 'Select Vehicle' }).click();
    const picker = dialog(page, 'Select a Vehicle');
    await picker.getByRole('radio', { name: /2014 Ford F-150/ }).check();
    await picker.getByRole('button', { name: 'Select Vehicle' }).click();
    await expect(panel).toContainText('Vehicle: 2014 Ford F-150');
    await expect(fitment(PADS)).toHaveText('Fits Your Vehicle');
    expect(ymm.named('saveVehicle')).toHaveLength(1);
    expect(ymm.named('validateFitment')).toHaveLength(1);
    expect(ymm.urls('validateFitment')[0]!.searchParams.get('Parts')!.split(',')).toHaveLength(2);
    const heard = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
    expect(heard).toEqual([
      {
        vehicle: {
          known: true,
          facets: [
            { api_field: 'Year', api_value: '2014', label_field: 'Year', label_value: '2014' },
            { api_field: 'MakeID', api_value: '2', label_field: 'Make', label_value: 'Ford' },
            { api_field: 'ModelID', api_value: '205', label_field: 'Model', label_value: 'F-150' },
          ],
          hasYmm: true,
          hasEngine: false,
          showUniversal: true,
        },
      },
    ]);

    await panel.getByRole('button', { name: 'Remove Vehicle' }).click();
    await expect(panel).toContainText('Vehicle: none selected');
    await expect(fitment(PADS)).toHaveText('Select Vehicle');
    // One more call for the removal: the selection above asked exactly once.
    expect(ymm.named('validateFitment')).toHaveLength(2);
    expect(((await (await page.request.get('/ymm/json/getVehicle')).json()) as { facets: unknown[] }).facets).toEqual(
      [],
    );
  });

  test('with ymm_page_refresh, Remove Vehicle reloads the page as a reset does (spec 1 §4 "with a page refresh when configured")', async ({
    page,
  }) => {
    await staffCart(page, [{ product_id: '1', quantity: '1' }], {
      vehicle: JSON.stringify({ vehicle_lookup_enabled: true, ymm_page_refresh: true }),
    });
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '10' } });
    const save = await page.request.get(
      '/ymm/json/saveVehicle?add1=Year||2014||Year||2014&add2=MakeID||2||Make||Ford&add3=ModelID||205||Model||F-150',
    );
    expect(save.ok()).toBeTruthy();
    await openCart(page);
    const panel = page.getByRole('region', { name: 'Customer' });
    await expect(panel).toContainText('Vehicle: 2014 Ford F-150');
    const fitment = page.getByRole('row').filter({ hasText: PADS }).locator('.pi-fitment');
    await expect(fitment).toHaveText('Fits Your Vehicle');
    // A mark on this page: a reload takes it away.
    await page.evaluate(() => ((window as unknown as { beforeRemove: boolean }).beforeRemove = true));
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: 'Remove Vehicle' }).click();
    await reloaded;
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { beforeRemove?: boolean }).beforeRemove)).toBeUndefined();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Vehicle: none selected');
    await expect(fitment).toHaveText('Select Vehicle');
    expect(((await (await page.request.get('/ymm/json/getVehicle')).json()) as { facets: unknown[] }).facets).toEqual(
      [],
    );
  });

  test("Edit Vehicle shows the saved vehicle; its extra choices (Sub Model) settle a maybe-part for the customer's vehicle", async ({
    page,
  }) => {
    // Product 104 (running boards) fits a 1999-2006 Silverado 1500 of sub model WT, Custom or LT: a maybe-part without one.
    await staffCart(page, [{ product_id: '104', quantity: '1' }], {
      vehicle: JSON.stringify({ vehicle_lookup_enabled: true, enable_choices: true, enable_sub_model: true }),
    });
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '5' } });
    await openCart(page);
    const boards = page.getByRole('row').filter({ has: page.locator('.pi-fitment') });
    const panel = page.getByRole('region', { name: 'Customer' });
    await panel.getByRole('button', { name: 'Select Vehicle' }).click();
    await dialog(page, 'Select a Vehicle').getByRole('button', { name: 'Edit Weekend Toy' }).click();
    const form = dialog(page, 'Edit Vehicle');
    await expect(form.getByLabel('Title')).toHaveValue('Weekend Toy');
    await expect(form.getByLabel('VIN')).toHaveValue('1GCAKERJXBF444803');
    await expect(form.getByLabel('Year')).toHaveValue('2011');
    await expect(form.getByLabel('Make')).toHaveValue('1');
    await expect(form.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('201');
    // Body type and bed length stay hidden: only enable_sub_model is on.
    await expect(form.getByLabel('Sub Model')).toBeVisible();
    await expect(form.getByLabel('Body Type')).toHaveCount(0);
    await form.getByLabel('VIN').fill('');
    await form.getByLabel('Year').selectOption('2005');
    await form.getByLabel('Make').selectOption({ label: 'Chevrolet' });
    await form.getByRole('combobox', { name: 'Model', exact: true }).selectOption({ label: 'Silverado 1500' });
    await expect(form.getByRole('button', { name: 'Save Vehicle' })).toBeEnabled();
    await form.getByLabel('Sub Model').selectOption({ label: 'LT' });
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been updated.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(panel).toContainText('Vehicle: 2005 Chevrolet Silverado 1500');
    await expect(boards.locator('.pi-fitment')).toHaveText('Fits Your Vehicle');
    const saved = (await (
      await page.request.post('/api/customer_vehicle/getVehicleJson', { form: { vehicleId: '13' } })
    ).json()) as { display: string; ymm_data: Record<string, { label_value: string }> };
    expect(saved.display).toBe('2005 Chevrolet Silverado 1500');
    expect(saved.ymm_data.SubModelID?.label_value).toBe('LT');

    // Opened again, the form shows the saved choice.
    await panel.getByRole('button', { name: 'Change Vehicle' }).click();
    await dialog(page, 'Select a Vehicle').getByRole('button', { name: 'Edit Weekend Toy' }).click();
    await expect(form.getByLabel('Sub Model')).toHaveValue('3');
  });

  test('"Add This Vehicle to Customer?" when the vehicle selector picks a vehicle the customer does not have', async ({
    page,
  }) => {
    await staffCart(page);
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '12' } });
    await openCart(page);
    await page.evaluate(() => {
      const facet = (api_field: string, api_value: string, label_field: string, label_value: string) => ({
        api_field,
        api_value,
        label_field,
        label_value,
      });
      const vehicle = {
        facets: [
          facet('Year', '2020', 'Year', '2020'),
          facet('MakeID', '1', 'MakeName', 'Chevrolet'),
          facet('ModelID', '201', 'ModelName', 'Silverado 1500'),
        ],
        hasYmm: true,
        hasEngine: false,
      };
      document.dispatchEvent(new CustomEvent('parts-islands:vehicle-changed', { detail: { vehicle } }));
    });
    const ask = dialog(page, 'Add This Vehicle to Customer?');
    await expect(ask).toContainText("Add the 2020 Chevrolet Silverado 1500 to Bill Hartman's vehicles?");
    await ask.getByRole('button', { name: 'Yes, Add Vehicle' }).click();
    await expect(toast(page, 'The vehicle has been added to the customer.')).toBeVisible();
    const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
      customer_vehicles: { display: string }[];
    };
    expect(cart.customer_vehicles.map((v) => v.display)).toEqual(['2020 Chevrolet Silverado 1500']);
  });

  test('staff sign-in on /account/login leads to the cart in POS mode', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Sign in as staff' }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await settled(page);
    await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } });
    await openCart(page);
    await expect(page.getByRole('button', { name: 'Create Order for Later' })).toBeVisible();
  });
});

test.describe('POS accessibility', () => {
  test('axe-core finds no violations on the POS cart with a customer, and in each POS modal', async ({ page }) => {
    // Nine axe runs: on a busy machine each takes seconds.
    test.setTimeout(90_000);
    await staffCart(page, [{ product_id: '1', quantity: '1', apply_labor: '1' }]);
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '1' } });
    await openCart(page);
    await page.getByRole('button', { name: /^In Stock/ }).waitFor();
    await expectNoAxeViolations(page);
    const modals: [string, string][] = [
      [`Edit price of ${PADS}`, 'Edit Item Price'],
      [`Edit labor of ${PADS}`, 'Edit Labor'],
      ['Add a Custom Product', 'Add a Custom Product'],
      ['Add Custom Labor', 'Add Custom Labor'],
      ['Add PO Number', 'Add PO Number'],
      ['Cancel Order', 'Cancel Order'],
      ['Select Vehicle', 'Select a Vehicle'],
    ];
    for (const [button, title] of modals) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(dialog(page, title)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page, title)).toBeHidden();
    }
    await page.getByRole('button', { name: 'Remove Customer' }).click();
    for (const title of ['Search for a Customer', 'New Customer']) {
      await page.getByRole('button', { name: title }).click();
      await expect(dialog(page, title)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    }
  });

  test('axe-core finds no violations in Edit Vehicle with its extra choices', async ({ page }) => {
    await staffCart(page, [{ product_id: '1', quantity: '1' }], {
      vehicle: JSON.stringify({
        vehicle_lookup_enabled: true,
        enable_choices: true,
        enable_sub_model: true,
        enable_body_type: true,
        enable_bed_length: true,
      }),
    });
    await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: '5' } });
    await openCart(page);
    await page.getByRole('region', { name: 'Customer' }).getByRole('button', { name: 'Select Vehicle' }).click();
    await dialog(page, 'Select a Vehicle').getByRole('button', { name: 'Edit Weekend Toy' }).click();
    const form = dialog(page, 'Edit Vehicle');
    await expect(form.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('201');
    await expect(form.getByLabel('Bed Length')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
