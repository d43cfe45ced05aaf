import type { Page } from '@playwright/test';
import { dialog, expect, injectFault, signInAsStaff, test } from './fixtures';
import { chargeCard, tender } from './pos-tenders';

// Every test watches the console: only the failures a test provokes may log.
test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(
    /Failed to load resource|payment answer could not be read|checkout state could not be read|voucher lookup failed/,
  );
});

interface State {
  order_id: number;
  order_total: number;
  amount_paid: number;
  balance_due: number;
  store_credit: number;
  transactions: {
    transaction_id: number;
    transaction_type: string;
    amount: number;
    status: string;
    idempotency_key: string;
  }[];
}

/**
 * A fresh order of this session (each test its own: orders are shared by every session): the cart with `products`,
 * the customer when given, saved for checkout; then the checkout page.
 */
async function newOrder(
  page: Page,
  options: {
    customerId?: number;
    products?: [number, number][];
    settings?: Record<string, unknown>;
    query?: string;
  } = {},
): Promise<State> {
  await signInAsStaff(page, options.settings);
  for (const [id, quantity] of options.products ?? [[10, 1]])
    expect(
      (
        await page.request.post('/checkout/cart/add', { form: { product_id: String(id), quantity: String(quantity) } })
      ).ok(),
    ).toBeTruthy();
  if (options.customerId)
    expect(
      (
        await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: String(options.customerId) } })
      ).ok(),
    ).toBeTruthy();
  const saved = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as { order_id: number };
  await page.goto(`/pos/checkout${options.query ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${saved.order_id}`);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  return serverState(page, saved.order_id);
}

async function serverState(page: Page, orderId: number): Promise<State> {
  const response = await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as State;
}

const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const cents = (dollars: number) => Math.round(dollars * 100);

const balanceDue = (page: Page) => page.getByTestId('balance-due');

/** Pays by cash through the dialog. */
async function payCash(page: Page, amount: string) {
  await tender(page, 'Cash').click();
  const cash = dialog(page, 'Cash Payment');
  await cash.getByLabel('Amount').fill(amount);
  await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
  await expect(cash).toBeHidden();
}

/** Counts the requests of one call path this page sends. */
function countCalls(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.postData() ?? '');
  });
  return seen;
}

test.describe('checkout screen', () => {
  test('"Check Out - Order # {order_id}": totals in dollars, "No transactions have been made yet.", the tenders', async ({
    page,
  }) => {
    const state = await newOrder(page);
    await expect(page.getByTestId('order-total')).toHaveText(usd(state.order_total));
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
    await expect(balanceDue(page)).toHaveText(usd(state.order_total));
    await expect(page.getByText('No transactions have been made yet.')).toBeVisible();
    for (const name of ['Card', 'Cash', 'Voucher', 'Check']) await expect(tender(page, name)).toBeEnabled();
    // No customer, no credit: store credit needs credit above 0.
    await expect(tender(page, 'Store Credit')).toBeDisabled();
  });

  test('"There is no order to show. Redirecting to the catalog page..." then /product/catalog', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/pos/checkout');
    await expect(page.getByText('There is no order to show. Redirecting to the catalog page...')).toBeVisible();
    await expect(page).toHaveURL(/\/product\/catalog$/);
  });

  test('"No payment types have been enabled." when every payment flag is off', async ({ page }) => {
    await newOrder(page, {
      settings: {
        payment: {
          paymentCard: false,
          paymentInvoiceEcommerce: false,
          paymentCash: false,
          paymentVoucher: false,
          paymentCheck: false,
          paymentStoreCredit: false,
        },
      },
    });
    await expect(page.getByText('No payment types have been enabled.')).toBeVisible();
  });

  test('/pos/order/continue?order_id= resumes an order into checkout', async ({ page }) => {
    const state = await newOrder(page);
    await page.goto('/checkout/cart');
    await page.goto(`/pos/order/continue?order_id=${state.order_id}`);
    await expect(page).toHaveURL(/\/pos\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${state.order_id}`);
  });

  test('customer search sets the customer: name and store credit shown, store credit tender enabled', async ({
    page,
  }) => {
    await newOrder(page);
    await page.getByRole('button', { name: 'Customer Search' }).click();
    const search = dialog(page, 'Search for a Customer');
    await search.getByLabel('Name, email or phone number').fill('Rosa');
    await search.getByRole('radio', { name: /Rosa Delgado/ }).check();
    await search.getByRole('button', { name: 'Select Customer' }).click();
    await expect(search).toBeHidden();
    await expect(page.getByText('Customer added to order!')).toBeVisible();
    await expect(page.getByText('Customer: Rosa Delgado')).toBeVisible();
    await expect(page.getByTestId('store-credit')).not.toHaveText('$0.00');
    await expect(tender(page, 'Store Credit')).toBeEnabled();
  });

  test('order history opens the "Add Order History" dialog', async ({ page }) => {
    await newOrder(page);
    await page.getByRole('button', { name: 'Order History' }).click();
    await expect(dialog(page, 'Add Order History').getByLabel('Order Status')).toBeVisible();
  });
});

test.describe('cash', () => {
  test('cash may exceed the balance: "Change Due" before and after; the tenders close at a balance of 0', async ({
    page,
  }) => {
    const state = await newOrder(page);
    const over = (cents(state.order_total) + 1234) / 100;
    await tender(page, 'Cash').click();
    const cash = dialog(page, 'Cash Payment');
    await cash.getByLabel('Amount').fill(over.toFixed(2));
    await expect(cash.getByText('Change Due: $12.34')).toBeVisible();
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(cash).toBeHidden();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText(/^Change Due:/)).toBeVisible();
    await expect(balanceDue(page)).toHaveText('$12.34');
    await expect(page.getByTestId('amount-paid')).toHaveText(usd(over));
    for (const name of ['Card', 'Cash', 'Voucher', 'Check']) await expect(tender(page, name)).toBeDisabled();
    const after = await serverState(page, state.order_id);
    expect(cents(after.amount_paid) + cents(after.balance_due)).toBe(cents(after.order_total));
  });

  test('quick cash: exact and the next $1/$5/$10/$20', async ({ page }) => {
    const state = await newOrder(page);
    await tender(page, 'Cash').click();
    const quick = dialog(page, 'Cash Payment').getByRole('group', { name: 'Quick cash' });
    const total = cents(state.order_total);
    const expected = [total, ...[100, 500, 1000, 2000].map((s) => Math.ceil(total / s) * s)];
    const labels = [...new Set(expected)]
      .sort((a, b) => a - b)
      .map((c, i) => (i === 0 ? `Exact ${usd(c / 100)}` : usd(c / 100)));
    await expect(quick.getByRole('button')).toHaveText(labels);
    await quick.getByRole('button').last().click();
    await expect(dialog(page, 'Cash Payment').getByLabel('Amount')).toHaveValue((expected[4]! / 100).toFixed(2));
  });

  test('"Amount must be more than $0.00"; what was typed stays', async ({ page }) => {
    await newOrder(page);
    await tender(page, 'Cash').click();
    const cash = dialog(page, 'Cash Payment');
    await cash.getByLabel('Amount').fill('0');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(cash.getByText('Amount must be more than $0.00')).toBeVisible();
    await expect(cash.getByLabel('Amount')).toHaveValue('0');
  });
});

test.describe('check, voucher, store credit', () => {
  test('check: the check number is an integer from 1; other tenders are capped at the balance', async ({ page }) => {
    const state = await newOrder(page);
    await tender(page, 'Check').click();
    const check = dialog(page, 'Check Payment');
    await check.getByLabel('Check Number').fill('0');
    await check.getByLabel('Amount').fill((state.order_total + 1).toFixed(2));
    await check.getByRole('button', { name: 'Add Check Payment' }).click();
    await expect(check.getByText('Check number must be a whole number from 1.')).toBeVisible();
    await expect(check.getByText(`Max amount allowed: ${usd(state.order_total)}`)).toBeVisible();
    await check.getByLabel('Check Number').fill('1042');
    await check.getByLabel('Amount').fill('10.00');
    await check.getByRole('button', { name: 'Add Check Payment' }).click();
    await expect(check).toBeHidden();
    await expect(page.getByRole('row', { name: /Check #1042/ })).toContainText('$10.00');
    await expect(balanceDue(page)).toHaveText(usd((cents(state.order_total) - 1000) / 100));
  });

  test('voucher: "Invalid code", "Something went wrong!", "Max amount allowed: {amount}", then paid', async ({
    page,
  }) => {
    const state = await newOrder(page);
    const before = (await (await page.request.get('/pos/checkout/getVoucher?voucherCode=GIFT25')).json()) as {
      voucher: { amount: number };
    };
    const lookups = countCalls(page, '/pos/checkout/getVoucher');
    await tender(page, 'Voucher').click();
    const box = dialog(page, 'Voucher Payment');
    await box.getByLabel('Voucher Code').pressSequentially('NOPE');
    await expect(box.getByText('Invalid code')).toBeVisible();
    // One lookup after the 500 ms pause, not one per keystroke.
    expect(lookups).toHaveLength(1);
    // Chromium resends a GET whose connection dropped without a byte: drop it every time until the next code.
    await injectFault(page, { path: '/pos/checkout/getVoucher', kind: 'drop', times: -1 });
    await box.getByLabel('Voucher Code').fill('GIFT25');
    await expect(box.getByText('Something went wrong!')).toBeVisible();
    expect((await page.request.delete('/__demo/faults')).ok()).toBeTruthy();
    await box.getByLabel('Voucher Code').fill('GIFT2');
    await box.getByLabel('Voucher Code').fill('GIFT25');
    const max = Math.min(cents(before.voucher.amount), cents(state.order_total));
    await expect(box.getByText(`Max amount allowed: ${usd(max / 100)}`)).toBeVisible();
    await box.getByLabel('Amount').fill(((max + 1) / 100).toFixed(2));
    await box.getByRole('button', { name: 'Add Voucher Payment' }).click();
    await expect(box.getByText(`Max amount allowed: ${usd(max / 100)}`).first()).toBeVisible();
    await box.getByLabel('Amount').fill('5.00');
    await box.getByRole('button', { name: 'Add Voucher Payment' }).click();
    await expect(box).toBeHidden();
    await expect(page.getByRole('row', { name: /Voucher GIFT25/ })).toContainText('$5.00');
    const after = (await (await page.request.get('/pos/checkout/getVoucher?voucherCode=GIFT25')).json()) as {
      voucher: { amount: number };
    };
    expect(cents(after.voucher.amount)).toBe(cents(before.voucher.amount) - 500);
  });

  test('store credit: max = min(credit, balance), 50% is half the balance; paying lowers it, voiding restores it', async ({
    page,
  }) => {
    const state = await newOrder(page, { customerId: 10 });
    const credit = cents(state.store_credit);
    await expect(page.getByTestId('store-credit')).toHaveText(usd(credit / 100));
    await tender(page, 'Store Credit').click();
    const box = dialog(page, 'Store Credit Payment');
    const max = Math.min(credit, cents(state.balance_due));
    await expect(box.getByLabel('Amount')).toHaveValue((max / 100).toFixed(2));
    await box.getByRole('radio', { name: '50%' }).check();
    const half = Math.min(max, Math.round(cents(state.balance_due) / 2));
    await expect(box.getByLabel('Amount')).toHaveValue((half / 100).toFixed(2));
    await box.getByRole('radio', { name: 'Custom' }).check();
    await box.getByLabel('Amount').fill('3.50');
    await box.getByRole('button', { name: 'Add Store Credit Payment' }).click();
    await expect(box).toBeHidden();
    await expect(page.getByTestId('store-credit')).toHaveText(usd((credit - 350) / 100));
    // Void: the confirmation says it cannot be undone; the credit comes back.
    await page.getByRole('button', { name: /^Void transaction #/ }).click();
    const confirm = dialog(page, 'Void Transaction');
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Void Transaction' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('store-credit')).toHaveText(usd(credit / 100));
    await expect(balanceDue(page)).toHaveText(usd(state.order_total));
  });
});

test.describe('voids and complete', () => {
  test('"Void all" sets paid to 0 and the balance to the total', async ({ page }) => {
    const state = await newOrder(page);
    await payCash(page, '10.00');
    await payCash(page, '5.00');
    await expect(page.getByTestId('amount-paid')).toHaveText('$15.00');
    await page.getByRole('button', { name: 'Void all' }).click();
    const confirm = dialog(page, 'Void All Transactions');
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Void all' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
    await expect(balanceDue(page)).toHaveText(usd(state.order_total));
    await expect(page.getByRole('button', { name: 'Void all' })).toBeHidden();
  });

  test('an outstanding balance warns but does not block; complete goes to the receipt with a purchase event', async ({
    page,
  }) => {
    const state = await newOrder(page);
    await payCash(page, '10.00');
    await expect(page.getByText(/This order has an outstanding balance of/)).toBeVisible();
    await page.evaluate(() => {
      // Kept across the navigation: the data layer as the receipt page's load sees it is gone, so record it here.
      const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        sessionStorage.setItem(
          'pushed',
          JSON.stringify([...JSON.parse(sessionStorage.getItem('pushed') ?? '[]'), ...items]),
        );
        return push(...items);
      };
    });
    await page.getByRole('button', { name: 'Complete Check Out' }).click();
    await expect(page).toHaveURL(new RegExp(`/pos/order/receipt\\?order_id=${state.order_id}$`));
    const pushed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('pushed'))) ?? '[]') as {
      event?: string;
      ecommerce?: { transaction_id: string; value: number };
    }[];
    const purchase = pushed.find((p) => p.event === 'purchase');
    expect(purchase?.ecommerce).toMatchObject({ transaction_id: String(state.order_id), value: state.order_total });
    const after = await serverState(page, state.order_id);
    expect(after.balance_due).toBeGreaterThan(0);
  });

  test('"Please add a PO Number to each product before completing check out." with require_po_numbers; a PO lets it complete', async ({
    page,
  }) => {
    const payment = {
      paymentCard: true,
      paymentCash: true,
      paymentVoucher: true,
      paymentCheck: true,
      paymentStoreCredit: true,
      po_numbers: true,
      require_po_numbers: true,
    };
    const state = await newOrder(page, { settings: { payment } });
    const completes = countCalls(page, '/pos/checkout/complete');
    await page.getByRole('button', { name: 'Complete Check Out' }).click();
    await expect(page.getByText('Please add a PO Number to each product before completing check out.')).toBeVisible();
    expect(completes).toHaveLength(0);
    await page.getByRole('button', { name: 'Add PO Number' }).click();
    const po = dialog(page, 'Add PO Number');
    await po.getByLabel('PO Number').fill('PO-7788');
    await po.getByLabel('Apply to all products').check();
    await po.getByRole('button', { name: 'Save PO Number' }).click();
    await expect(page.getByText('PO Number added successfully.')).toBeVisible();
    await expect(page.getByText('PO #: PO-7788')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Check Out' }).click();
    await expect(page).toHaveURL(new RegExp(`/pos/order/receipt\\?order_id=${state.order_id}$`));
  });

  test("complete: the server's messages.error are joined and shown", async ({ page }) => {
    await newOrder(page);
    await page.route('**/pos/checkout/complete*', (route) =>
      route.fulfill({ json: { messages: { error: ['First problem.', 'Second problem.'] } } }),
    );
    await page.getByRole('button', { name: 'Complete Check Out' }).click();
    await expect(page.getByText('First problem. Second problem.')).toBeVisible();
    await expect(page).toHaveURL(/\/pos\/checkout$/);
  });
});

interface PaymentKeys {
  keys: { key: string; type: string; amount: number; requests: number }[];
}
const paymentKeys = async (page: Page, orderId: number) =>
  ((await (await page.request.get(`/__demo/payment-keys?orderId=${orderId}`)).json()) as PaymentKeys).keys;

/** The idempotency keys of the addTransaction requests this page sends (read at the route: fetch bodies are not on the request event). */
async function sentKeys(page: Page): Promise<string[]> {
  const keys: string[] = [];
  await page.route(
    (url) => url.pathname === '/pos/checkout/addTransaction',
    async (route) => {
      const key = new URLSearchParams(route.request().postData() ?? '').get('transaction[idempotency_key]');
      if (key) keys.push(key);
      await route.continue();
    },
  );
  return keys;
}

const live = (state: State) => state.transactions.filter((t) => t.status !== 'void');

test.describe('never a double charge', () => {
  test('a double click on the payment button records one payment', async ({ page }) => {
    const state = await newOrder(page);
    const keys = await sentKeys(page);
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'slow', delayMs: 400 });
    await tender(page, 'Cash').click();
    const cash = dialog(page, 'Cash Payment');
    await cash.getByLabel('Amount').fill('20.00');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).dblclick();
    await expect(cash).toBeHidden();
    await expect(page.getByTestId('amount-paid')).toHaveText('$20.00');
    expect(new Set(keys).size).toBe(1);
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  test('a slow answer: the outcome is re-read, "Try again" resends the same key, and the late first request records nothing more', async ({
    page,
  }) => {
    const state = await newOrder(page, { query: '?payment_timeout=1000' });
    const keys = await sentKeys(page);
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'slow', delayMs: 3000 });
    const reads = countCalls(page, '/pos/checkout/getTransactions');
    await payCashExpectingUnknown(page, '25.00');
    // The re-read came before settling: nothing recorded yet, so the page says so.
    expect(reads.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$25.00');
    await expect(page.getByRole('alert').filter({ hasText: 'could not be confirmed' })).toBeHidden();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // The demo store's log: both requests arrived with the one key (the slow first one last), one payment recorded.
    await expect.poll(async () => (await paymentKeys(page, state.order_id))[0]?.requests, { timeout: 10_000 }).toBe(2);
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  for (const kind of ['drop-after', 'notice'] as const) {
    test(`an unreadable answer (${kind}) is settled by re-reading getTransactions: the payment is found by its key`, async ({
      page,
    }) => {
      const state = await newOrder(page);
      await injectFault(page, { path: '/pos/checkout/addTransaction', kind });
      const reads = countCalls(page, '/pos/checkout/getTransactions');
      await payCash(page, '12.00');
      await expect(page.getByText('Success!')).toBeVisible();
      await expect(page.getByTestId('amount-paid')).toHaveText('$12.00');
      expect(reads.length).toBeGreaterThan(0);
      expect(live(await serverState(page, state.order_id))).toHaveLength(1);
    });
  }

  test('a login page instead of the answer (nothing recorded): "Try again" records it once; no new payment meanwhile', async ({
    page,
  }) => {
    const state = await newOrder(page);
    const keys = await sentKeys(page);
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'html' });
    await payCashExpectingUnknown(page, '8.00');
    for (const name of ['Cash', 'Check', 'Voucher', 'Card']) await expect(tender(page, name)).toBeDisabled();
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be confirmed' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$8.00');
    expect(new Set(keys).size).toBe(1);
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  test('two tabs: the other tab sees the payment at once; paying the same balance again is refused', async ({
    page,
    context,
  }) => {
    const state = await newOrder(page);
    const second = await context.newPage();
    await second.goto('/pos/checkout');
    await expect(second.getByTestId('balance-due')).toHaveText(usd(state.order_total));
    // The second tab's clerk has the dialog open with the full balance when the first tab is paid.
    await tender(second, 'Cash').click();
    const stale = dialog(second, 'Cash Payment');
    await expect(stale.getByLabel('Amount')).toHaveValue(state.order_total.toFixed(2));
    await payCash(page, state.order_total.toFixed(2));
    await expect(second.getByTestId('amount-paid')).toHaveText(usd(state.order_total));
    await stale.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(second.getByText('This order has no balance due.')).toBeVisible();
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });
});

/** Submits cash whose answer is lost: the page re-reads, then says the payment could not be confirmed. */
async function payCashExpectingUnknown(page: Page, amount: string) {
  await tender(page, 'Cash').click();
  const cash = dialog(page, 'Cash Payment');
  await cash.getByLabel('Amount').fill(amount);
  await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be confirmed' })).toBeVisible({ timeout: 10_000 });
  await cash.getByRole('button', { name: 'Cancel' }).click();
}

const WAIT_TEXT = 'Please wait, your customer is choosing the payment method.';
const waitDialog = (page: Page) => dialog(page, 'Card Terminal').filter({ hasText: WAIT_TEXT });

test.describe('card terminal', () => {
  test('card needs a device, a department and a card type; approved on the terminal: "Success!" and the payment', async ({
    page,
  }) => {
    const state = await newOrder(page);
    await tender(page, 'Card').click();
    const card = dialog(page, 'Card Payment');
    await card.getByRole('button', { name: 'Charge Card' }).click();
    await expect(card.getByText('Select a device that will display the amount.')).toBeVisible();
    await expect(card.getByText('Select a department that will process the batch.')).toBeVisible();
    await expect(card.getByText('Select a card type.')).toBeVisible();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await chargeCard(page, '10.00');
    await expect(waitDialog(page)).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Card Credit/ })).toContainText('$10.00');
    await expect(page.getByRole('button', { name: /^Void transaction #/ })).toBeVisible();
    await expect(balanceDue(page)).toHaveText(usd((cents(state.order_total) - 1000) / 100));
  });

  test('declined: "Payment Failed!" with the message; nothing recorded', async ({ page }) => {
    const state = await newOrder(page);
    await chargeCard(page, '10.01');
    await expect(page.getByText('Payment Failed!')).toBeVisible();
    await expect(page.getByText('Card declined: insufficient funds.')).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    expect(live(await serverState(page, state.order_id))).toHaveLength(0);
    await expect(tender(page, 'Card')).toBeEnabled();
  });

  test('"Cancel Transaction" sends cancelSmartTerminal?smartTerminalId&siteTransactionId and ends the wait', async ({
    page,
  }) => {
    const state = await newOrder(page);
    const cancels: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/pos/checkout/cancelSmartTerminal') cancels.push(url);
    });
    await chargeCard(page, '10.02');
    await expect(waitDialog(page)).toBeVisible();
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(page)).toBeHidden();
    await expect(page.getByText('Transaction cancelled.')).toBeVisible();
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.searchParams.get('smartTerminalId')).toBe('ST-FRONT');
    expect(cancels[0]!.searchParams.get('siteTransactionId')).toBeTruthy();
    const after = await serverState(page, state.order_id);
    expect(live(after)).toHaveLength(0);
  });

  test('a reload during the wait reopens it (the pending terminal from getTransactions), never a new charge', async ({
    page,
  }) => {
    await newOrder(page);
    const adds = countCalls(page, '/pos/checkout/addTransaction');
    await chargeCard(page, '10.02');
    await expect(waitDialog(page)).toBeVisible();
    await page.reload();
    await expect(waitDialog(page)).toBeVisible();
    await expect(waitDialog(page)).toContainText('$10.02');
    expect(adds).toHaveLength(1);
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(page)).toBeHidden();
  });

  test('a dropped event stream is reconciled by polling getTransactions: approved once', async ({ page }) => {
    const state = await newOrder(page);
    await chargeCard(page, '10.03');
    await expect(
      waitDialog(page).getByText('The connection to the terminal was lost. Checking the payment...'),
    ).toBeVisible();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  test('after the 5-minute deadline staff can check the status or cancel', async ({ page }) => {
    await page.clock.install();
    await newOrder(page);
    await chargeCard(page, '10.02');
    await expect(waitDialog(page)).toBeVisible();
    await expect(waitDialog(page).getByRole('button', { name: 'Check Status' })).toBeHidden();
    await page.clock.fastForward('05:01');
    await expect(
      waitDialog(page).getByText('The terminal has not answered in 5 minutes.', { exact: false }),
    ).toBeVisible();
    await waitDialog(page).getByRole('button', { name: 'Check Status' }).click();
    await expect(waitDialog(page).getByText('The terminal is still waiting for the customer.')).toBeVisible();
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(page)).toBeHidden();
  });

  test('one terminal payment at a time: a second tab on the order shows the same wait instead of a new charge', async ({
    page,
    context,
  }) => {
    await newOrder(page);
    await chargeCard(page, '10.02');
    await expect(waitDialog(page)).toBeVisible();
    const second = await context.newPage();
    await second.goto('/pos/checkout');
    await expect(waitDialog(second)).toBeVisible();
    await waitDialog(second).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(second)).toBeHidden();
    // The first tab's stream hears the cancellation.
    await expect(waitDialog(page)).toBeHidden();
  });

  test('card void/return by void_or_return_url: "Void" while unsettled, "Return" once settled; the server message shown', async ({
    page,
  }) => {
    await newOrder(page);
    await chargeCard(page, '10.00');
    await expect(page.getByText('Success!')).toBeVisible();
    await chargeCard(page, '10.04');
    await expect(page.getByRole('row', { name: /\$10\.04/ })).toBeVisible();
    const voids: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/pos/checkout/voidOrReturn') voids.push(url);
    });
    const settledRow = page.getByRole('row', { name: /\$10\.04/ });
    await settledRow.getByRole('button', { name: /^Return transaction #/ }).click();
    await dialog(page, 'Return Card Payment').getByRole('button', { name: 'Return Card Payment' }).click();
    await expect(page.getByText('The card payment was returned.')).toBeVisible();
    const unsettledRow = page.getByRole('row', { name: /\$10\.00/ });
    await unsettledRow.getByRole('button', { name: /^Void transaction #/ }).click();
    await dialog(page, 'Void Card Payment').getByRole('button', { name: 'Void Card Payment' }).click();
    await expect(page.getByText('The card payment was voided.')).toBeVisible();
    expect(voids.map((u) => u.searchParams.get('from_pos'))).toEqual(['1', '1']);
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
  });

  test('split tenders (cash + card + voucher) pay the order in full', async ({ page }) => {
    const state = await newOrder(page);
    const total = cents(state.order_total);
    await payCash(page, '20.00');
    await tender(page, 'Voucher').click();
    const box = dialog(page, 'Voucher Payment');
    await box.getByLabel('Voucher Code').fill('GIFT100');
    await expect(box.getByText(/Voucher balance:/)).toBeVisible();
    await box.getByLabel('Amount').fill('5.00');
    await box.getByRole('button', { name: 'Add Voucher Payment' }).click();
    await expect(box).toBeHidden();
    const rest = total - 2500;
    // Choose a rest whose cents approve on the demo terminal.
    expect([1, 2, 3, 4]).not.toContain(rest % 100);
    await chargeCard(page, (rest / 100).toFixed(2));
    await expect(page.getByText('Success!').first()).toBeVisible();
    await expect(balanceDue(page)).toHaveText('$0.00');
    const after = await serverState(page, state.order_id);
    expect(
      live(after)
        .map((t) => t.transaction_type)
        .sort(),
    ).toEqual(['card', 'cash', 'voucher']);
    expect(cents(after.amount_paid)).toBe(total);
    for (const name of ['Card', 'Cash', 'Voucher', 'Check']) await expect(tender(page, name)).toBeDisabled();
  });

  test('a void of a completed sale sends "refund" to the data layer', async ({ page }) => {
    const state = await newOrder(page);
    await payCash(page, state.order_total.toFixed(2));
    await page.getByRole('button', { name: 'Complete Check Out' }).click();
    await expect(page).toHaveURL(/\/pos\/order\/receipt/);
    await page.goto(`/pos/order/continue?order_id=${state.order_id}`);
    await page.getByRole('button', { name: /^Void transaction #/ }).click();
    await dialog(page, 'Void Transaction').getByRole('button', { name: 'Void Transaction' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
    const layer = (await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])) as {
      event?: string;
      ecommerce?: { transaction_id: string; value: number };
    }[];
    expect(layer.find((e) => e.event === 'refund')?.ecommerce).toMatchObject({
      transaction_id: String(state.order_id),
      value: state.order_total,
    });
  });
});

test.describe('keyboard only', () => {
  test('a cash payment and a card payment by keyboard alone', async ({ page }) => {
    await newOrder(page);
    await tender(page, 'Cash').focus();
    await page.keyboard.press('Enter');
    const cash = dialog(page, 'Cash Payment');
    await expect(cash.getByLabel('Amount')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3.00');
    await page.keyboard.press('Enter');
    await expect(cash).toBeHidden();
    await expect(page.getByTestId('amount-paid')).toHaveText('$3.00');

    await tender(page, 'Card').focus();
    await page.keyboard.press('Enter');
    const card = dialog(page, 'Card Payment');
    await expect(card.getByLabel('Amount')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4.00');
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Device')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Department')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('radio', { name: 'Credit' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(waitDialog(page)).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    await expect(page.getByTestId('amount-paid')).toHaveText('$7.00');
  });
});

test.describe('online invoice and offline', () => {
  test('online invoice: "Copy Link" copies the payment link, says so and resets after 2 s; the link is sent by email/text', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const state = await newOrder(page, { customerId: 1 });
    // Time stands still from here: only fastForward moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await tender(page, 'Online Invoice').click();
    const invoice = dialog(page, 'Online Invoice');
    const link = await invoice.getByLabel('Payment link').inputValue();
    expect(link).toContain(`order_id=${state.order_id}`);
    await invoice.getByRole('button', { name: 'Copy Link' }).click();
    await expect(invoice.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.clock.fastForward(1900);
    await expect(invoice.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.fastForward(200);
    await expect(invoice.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await page.clock.resume();
    await invoice.getByRole('button', { name: 'Send by Email/Text' }).click();
    const send = dialog(page, 'Send Payment Link');
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(send).toBeHidden();
    await expect(page.getByText(/^Payment link sent to /)).toBeVisible();
  });

  test("the payment dialogs' chunk could not load (the network dropped first): Cash says the system error and the checkout keeps its order; the next press opens it", async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/a dialog could not be loaded|ERR_INTERNET_DISCONNECTED/);
    let reachable = false;
    await page.route(/\/chunks\/tenders-\w+\.js/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    const state = await newOrder(page);
    await tender(page, 'Cash').click();
    await expect(page.getByText('A system error occurred. Contact your administrator.')).toBeVisible();
    await expect(dialog(page, 'Cash Payment')).toHaveCount(0);
    // Nothing else of the till went: the order, its balance and its tenders are there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${state.order_id}`);
    await expect(balanceDue(page)).toHaveText(usd(state.balance_due));
    await expect(tender(page, 'Cash')).toBeEnabled();
    reachable = true;
    await payCash(page, '6.00');
    await expect(page.getByTestId('amount-paid')).toHaveText('$6.00');
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  test('offline: a banner, card tenders blocked, nothing typed lost; back online the same payment goes through once', async ({
    page,
    context,
  }) => {
    const state = await newOrder(page);
    // The till had its page, the payment dialogs' chunk included (it loads once the checkout is idle), before the
    // network dropped.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/chunks\/tenders-\w+\.js$/.test(e.name)),
    );
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(tender(page, 'Card')).toBeDisabled();
    await tender(page, 'Cash').click();
    const cash = dialog(page, 'Cash Payment');
    await cash.getByLabel('Amount').fill('6.00');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be confirmed' })).toContainText('$6.00 by cash');
    await expect(cash.getByLabel('Amount')).toHaveValue('6.00');
    await cash.getByRole('button', { name: 'Cancel' }).click();
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toBeHidden();
    await expect(tender(page, 'Card')).toBeDisabled(); // still: the unconfirmed payment comes first
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$6.00');
    await expect(tender(page, 'Card')).toBeEnabled();
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });
});
