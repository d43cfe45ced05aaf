import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settled, signInAsStaff, test } from './fixtures';

// Every test watches the console: only the failures a test provokes may log.
test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource/);
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

interface State {
  order_id: number;
  balance_due: number;
  store_credit: number;
  transactions: {
    transaction_id: number;
    transaction_type: string;
    status: string;
    amount: number;
    datacap_dc_direct: { void_or_return_url: string } | null;
  }[];
}

async function serverState(page: Page, orderId: number): Promise<State> {
  const response = await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as State;
}

/** A customer and a gift voucher no other test touches (customers and vouchers are shared by every session). */
async function freshCustomerAndVoucher(page: Page, credit: string, voucherAmount: number) {
  const tag = unique();
  const saved = await page.request.post('/api/customer/save', {
    form: {
      customer_group_id: '1',
      firstname: 'Vera',
      lastname: 'Voidtest',
      email: `vera.${tag.toLowerCase()}@example.com`,
    },
  });
  const customerId = ((await saved.json()) as { customer: { customer_id: number } }).customer.customer_id;
  const added = await page.request.post(`/api/customer_credit/add?customer_id=${customerId}`, {
    form: { description: 'Opening credit', amount: credit },
  });
  expect(((await added.json()) as { success?: string }).success).toBeTruthy();
  const code = `VOID-${tag}`;
  expect((await page.request.post('/__demo/vouchers', { data: { code, amount: voucherAmount } })).ok()).toBeTruthy();
  return { customerId, code };
}

/** An order of this session with `customerId` on it, saved for checkout. */
async function newOrder(page: Page, customerId?: number): Promise<number> {
  await signInAsStaff(page);
  expect(
    (await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } })).ok(),
  ).toBeTruthy();
  if (customerId)
    expect(
      (await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: String(customerId) } })).ok(),
    ).toBeTruthy();
  return ((await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as { order_id: number })
    .order_id;
}

let keys = 0;
/** POST addTransaction as the checkout sends it; the answer's error, if any. */
async function pay(
  page: Page,
  orderId: number,
  type: string,
  amount: string,
  extra: Record<string, string> = {},
  query = '',
) {
  const form: Record<string, string> = {
    'transaction[order_id]': String(orderId),
    'transaction[transaction_type]': type,
    'transaction[amount]': amount,
    'transaction[idempotency_key]': `e2e-voids-${unique()}-${++keys}`,
  };
  for (const [k, val] of Object.entries(extra)) form[`transaction[${k}]`] = val;
  const response = await page.request.post(`/pos/checkout/addTransaction${query}`, { form });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { error?: string };
}

async function voucherBalance(page: Page, code: string): Promise<number> {
  const answer = (await (await page.request.get(`/pos/checkout/getVoucher?voucherCode=${code}`)).json()) as {
    voucher?: { amount: number };
  };
  return answer.voucher?.amount ?? 0;
}

async function processorCalls(page: Page, orderId: number) {
  return (
    (await (await page.request.get(`/__demo/card-processor?orderId=${orderId}`)).json()) as {
      calls: { transaction_id: number; action: string; via: string }[];
    }
  ).calls;
}

test.describe('voids reverse money the way it came in', () => {
  test('Void Order of an order paid with store credit, voucher, card and cash: credit and voucher restored, the card voided through its void/return call; the order view, receipt and Credits tab show it', async ({
    page,
  }) => {
    await signInAsStaff(page);
    const { customerId, code } = await freshCustomerAndVoucher(page, '60.00', 50);
    const orderId = await newOrder(page, customerId);
    expect((await pay(page, orderId, 'store_credit', '40.00')).error).toBeUndefined();
    expect((await pay(page, orderId, 'voucher', '15.00', { voucher_code: code })).error).toBeUndefined();
    expect((await pay(page, orderId, 'cash', '10.00')).error).toBeUndefined();
    const card = { datacap_device: 'ST-FRONT', department_id: 'parts', card_type: 'Credit' };
    expect((await pay(page, orderId, 'card', '20.00', card)).error).toBeUndefined();
    // The terminal approves after its customer's moment.
    await expect.poll(async () => (await serverState(page, orderId)).transactions.length, { timeout: 10_000 }).toBe(4);
    expect((await serverState(page, orderId)).store_credit).toBe(20);
    expect(await voucherBalance(page, code)).toBe(35);

    await page.goto(`/pos/order/view?order_id=${orderId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Void Order' }).click();
    const confirm = dialog(page, 'Void Order');
    await expect(confirm).toContainText('Each payment goes back the way it came in');
    await confirm.getByRole('button', { name: 'Void Order' }).click();
    await expect(
      toast(
        page,
        `Order #${orderId} has been voided: $40.00 returned to store credit; $15.00 restored to voucher ${code}; $10.00 cash to refund; $20.00 card payment voided.`,
      ),
    ).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment Info' });
    await expect(payment).toContainText('Amount Paid: $0.00');
    await expect(payment.getByRole('row', { name: /Store Credit payment/ })).toContainText(
      'Void: returned to store credit',
    );
    await expect(payment.getByRole('row', { name: /Voucher payment/ })).toContainText(
      `Void: restored to voucher ${code}`,
    );
    await expect(payment.getByRole('row', { name: /Card payment/ })).toContainText('Void: voided on the card');
    await expect(payment.getByRole('row', { name: /Cash payment/ })).toContainText('Void: refund in cash');
    await expect(payment).toContainText('Cash to refund: $10.00');
    await expectNoAxeViolations(page);

    // The money is back where it came from, and the card went through its void call at the processor.
    expect((await serverState(page, orderId)).store_credit).toBe(60);
    expect(await voucherBalance(page, code)).toBe(50);
    expect(await processorCalls(page, orderId)).toMatchObject([{ action: 'void', via: 'voidOrder' }]);

    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await settled(page);
    await expect(page.getByRole('row', { name: /Store Credit payment/ })).toContainText(
      'Void: returned to store credit',
    );
    await expect(page.getByText('Cash to refund: $10.00')).toBeVisible();

    await page.goto(`/pos/customer/edit?customer_id=${customerId}`);
    await settled(page);
    await page.getByRole('tab', { name: 'Credits' }).click();
    await expect(page.getByText('Balance: $60.00')).toBeVisible();
    const credits = page.getByRole('table', { name: 'Credits' }).locator('tbody tr');
    await expect(credits.filter({ hasText: `Used on Order #${orderId}` })).toContainText('-$40.00');
    await expect(credits.filter({ hasText: `Returned from a voided payment on Order #${orderId}` })).toContainText(
      '$40.00',
    );
  });

  test('a card payment’s Void asks first ("… This cannot be undone."); Cancel changes nothing; confirmed, it goes through void_or_return_url once', async ({
    page,
  }) => {
    const orderId = await newOrder(page);
    await page.goto('/pos/checkout');
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const voids: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/pos/checkout/voidOrReturn') voids.push(r.url());
    });
    const tenders = page.getByRole('group', { name: 'Payment types' });
    await tenders.getByRole('button', { name: 'Card', exact: true }).click();
    const cardDialog = dialog(page, 'Card Payment');
    await cardDialog.getByLabel('Amount').fill('10.00');
    await cardDialog.getByLabel('Device').selectOption({ label: 'Front counter terminal' });
    await cardDialog.getByLabel('Department').selectOption({ label: 'Parts' });
    await cardDialog.getByRole('radio', { name: 'Credit' }).check();
    await cardDialog.getByRole('button', { name: 'Charge Card' }).click();
    await expect(page.getByText('Success!')).toBeVisible({ timeout: 10_000 });
    const row = page.getByRole('row', { name: /\$10\.00/ });

    await row.getByRole('button', { name: /^Void transaction #/ }).click();
    const confirm = dialog(page, 'Void Card Payment');
    await expect(confirm).toContainText(
      /Are you sure you want to void card payment #\d+ \(\$10\.00\)\? This cannot be undone\./,
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Complete');
    expect((await serverState(page, orderId)).transactions.map((t) => t.status)).toEqual(['complete']);

    await row.getByRole('button', { name: /^Void transaction #/ }).click();
    await confirm.getByRole('button', { name: 'Void Card Payment' }).click();
    await expect(page.getByText('The card payment was voided.')).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
    expect(voids).toHaveLength(1);
    expect(new URL(voids[0]!).searchParams.get('from_pos')).toBe('1');
    expect(await processorCalls(page, orderId)).toMatchObject([{ action: 'void', via: 'voidOrReturn' }]);
  });
});

/** A customer's browser: a context of its own (no staff session, no cookies of the store). */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('nothing leaks, nothing is taken from the wrong person', () => {
  test('the payment link carries a payment token, no staff or admin token; the customer pays the balance there and staff see the online payment', async ({
    page,
    browser,
  }) => {
    const orderId = await newOrder(page, 3);
    expect((await pay(page, orderId, 'cash', '5.00')).error).toBeUndefined();
    await page.goto('/pos/checkout');
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const config = JSON.parse((await page.locator('#parts-islands-config').textContent()) ?? '{}') as {
      staff_token: string;
    };
    expect(config.staff_token).toMatch(/^[0-9a-f]{32}$/);
    await page
      .getByRole('group', { name: 'Payment types' })
      .getByRole('button', { name: 'Online Invoice', exact: true })
      .click();
    const link = await dialog(page, 'Online Invoice').getByLabel('Payment link').inputValue();
    const url = new URL(link);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.searchParams.get('route')).toBe('account/order/pay');
    expect(url.searchParams.get('order_id')).toBe(String(orderId));
    // The admin token the page was rendered with (its props; the island has replaced the script element since).
    const html = await (await page.request.get('/pos/checkout')).text();
    const adminToken = /"token":"([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    for (const secret of [adminToken, config.staff_token]) {
      expect(secret.length).toBeGreaterThan(0);
      for (let i = 0; i + 6 <= secret.length; i++) expect(link).not.toContain(secret.slice(i, i + 6));
    }

    const customer = await customerPage(browser);
    const opened = await customer.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(customer.getByRole('heading', { name: 'Pay Your Order' })).toBeVisible();
    const balance = (await serverState(page, orderId)).balance_due;
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balance);
    expect(await customer.locator('#parts-islands-config').textContent()).toContain('"staff_token":""');
    await customer.getByLabel('Name on card').fill('Priya Raman');
    await customer.getByLabel('Card number').fill('4000 0000 0000 0002');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('Security code').fill('123');
    await customer.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(customer.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    // What was typed stays (but the card number); nothing was recorded.
    await expect(customer.getByLabel('Name on card')).toHaveValue('Priya Raman');
    expect((await serverState(page, orderId)).balance_due).toBe(balance);
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('Security code').fill('123');
    await expectNoAxeViolations(customer);
    await customer.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(customer.getByText('Thank you! Your payment was received.')).toBeVisible();
    await customer.reload();
    await expect(customer.getByText('Thank you! Your payment was received.')).toBeVisible();
    await customer.context().close();

    const after = await serverState(page, orderId);
    expect(after.balance_due).toBe(0);
    expect(after.transactions.filter((t) => t.transaction_type === 'online')).toHaveLength(1);
    await page.goto(`/pos/order/view?order_id=${orderId}`);
    await settled(page);
    const payment = page.getByRole('region', { name: 'Payment Info' });
    await expect(payment.getByRole('row', { name: /Online invoice payment \(card ending 4242\)/ })).toContainText(
      amount,
    );
    await expect(payment).toContainText('Balance Due: $0.00');
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Payment Processed' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Online invoice payment \(card ending 4242\)/ })).toBeVisible();
  });

  test('a link to a void from another site is refused (Sec-Fetch-Site) and changes nothing; so is a call without the staff token', async ({
    page,
    baseURL,
  }) => {
    const orderId = await newOrder(page);
    expect((await pay(page, orderId, 'cash', '5.00')).error).toBeUndefined();
    const target = `${baseURL}/pos/order/void?order_id=${orderId}`;
    // Another site (localhost is not 127.0.0.1's site) sends the staff's browser to the void: a top-level GET with cookies.
    const other = new URL(baseURL ?? '');
    other.hostname = 'localhost';
    await page.goto(`${other.origin}/information/contact`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === target),
      page.evaluate((href) => {
        window.location.href = href;
      }, target),
    ]);
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('did not come from the store’s own pages');
    // A same-origin call without the staff session's token is refused too.
    const bare = await page.request.get(`/pos/order/void?order_id=${orderId}`);
    expect(bare.status()).toBe(403);
    const state = await serverState(page, orderId);
    expect(state.transactions.map((t) => t.status)).toEqual(['complete']);
    const orders = (await (
      await page.request.get(`/api/order?from_pos=1&sort=o.date_added&filter_order_id=${orderId}`)
    ).json()) as {
      items: { order_id: number; pos_status: string }[];
    };
    expect(orders.items.find((o) => o.order_id === orderId)?.pos_status).not.toBe('Voided');
    // From the store's own page (the token sent by the client) the same void goes through.
    await page.goto(`/pos/order/view?order_id=${orderId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Void Order' }).click();
    await dialog(page, 'Void Order').getByRole('button', { name: 'Void Order' }).click();
    await expect(toast(page, `Order #${orderId} has been voided: $5.00 cash to refund.`)).toBeVisible();
  });

  test('store credit is taken only from the order’s customer: addTransaction?customerId= of another customer is refused', async ({
    page,
  }) => {
    await signInAsStaff(page);
    const own = await freshCustomerAndVoucher(page, '30.00', 1);
    const other = await freshCustomerAndVoucher(page, '70.00', 1);
    const orderId = await newOrder(page, own.customerId);
    const refused = await pay(page, orderId, 'store_credit', '50.00', {}, `?customerId=${other.customerId}`);
    expect(refused.error).toBe('That customer is not this order’s customer: reload the checkout and try again.');
    const list = (await (
      await page.request.get('/api/customer/get?sort=custname&limit=100&filter_name=Vera')
    ).json()) as {
      results: { customer_id: number; store_credit: number }[];
    };
    expect(list.results.find((c) => c.customer_id === other.customerId)?.store_credit).toBe(70);
    expect((await serverState(page, orderId)).transactions).toEqual([]);
    // The checkout itself takes it from the order's customer (what its Store Credit tender shows).
    await page.goto('/pos/checkout');
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(
      (await pay(page, orderId, 'store_credit', '30.00', {}, `?customerId=${own.customerId}`)).error,
    ).toBeUndefined();
    expect((await serverState(page, orderId)).store_credit).toBe(0);
  });
});
