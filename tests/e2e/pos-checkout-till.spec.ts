// Money at the till stays right across tabs, reloads and late answers (issue 23): a pending terminal payment holds its
// amount in every tab and register, the order cannot be voided under it, a late approval is reversed on the card, the
// card lock never outlives a recorded payment, an unconfirmed attempt survives a reload, and no button does nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { dialog, expect, expectNoAxeViolations, injectFault, signInAsStaff, test } from './fixtures';
import { chargeCard, tender } from './pos-tenders';

test.beforeEach(({ consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|payment answer could not be read|checkout state could not be read/);
});

interface State {
  order_id: number;
  order_total: number;
  amount_paid: number;
  balance_due: number;
  pos_status: string;
  pending_terminal: { site_transaction_id: string } | null;
  transactions: { transaction_id: number; transaction_type: string; amount: number; status: string }[];
}

async function newOrder(page: Page, query = '', settings: Record<string, unknown> = {}): Promise<State> {
  await signInAsStaff(page, settings);
  expect((await page.request.post('/checkout/cart/add', { form: { product_id: '10', quantity: '1' } })).ok()).toBe(
    true,
  );
  const saved = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as { order_id: number };
  await page.goto(`/pos/checkout${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Check Out - Order # ${saved.order_id}`);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  return serverState(page, saved.order_id);
}

async function serverState(page: Page, orderId: number): Promise<State> {
  const response = await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as State;
}

/** The session's QA toggle: how card payments are answered (auto, manual: QA taps, no-record: no terminal record). */
async function cardTerminal(page: Page, mode: 'auto' | 'manual' | 'no-record') {
  expect((await page.request.post('/__demo/card-terminal', { data: { mode } })).ok()).toBe(true);
}

/** The customer at a manual terminal approves or declines now. */
async function tap(page: Page, siteTransactionId: string, result: 'approve' | 'decline') {
  const response = await page.request.post('/__demo/card-terminal/tap', { data: { siteTransactionId, result } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { terminal: { status: string; message: string } }).terminal;
}

/** A second register: another browser context signed in as staff, on the same order's checkout. */
async function otherRegister(context: BrowserContext, orderId: number): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await other.newPage();
  await signInAsStaff(page);
  await page.goto(`/pos/order/continue?order_id=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  return page;
}

const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const cents = (dollars: number) => Math.round(dollars * 100);
const WAIT_TEXT = 'Please wait, your customer is choosing the payment method.';
const waitDialog = (page: Page) => dialog(page, 'Card Terminal').filter({ hasText: WAIT_TEXT });
const live = (state: State) => state.transactions.filter((t) => t.status !== 'void');
const complete = (page: Page) => page.getByRole('button', { name: 'Complete Check Out' });

async function openCash(page: Page, amount: string) {
  await tender(page, 'Cash').click();
  const cash = dialog(page, 'Cash Payment');
  await cash.getByLabel('Amount').fill(amount);
  return cash;
}

test.describe('a pending terminal payment holds its amount', () => {
  test('two tabs and a second register: the wait shows everywhere; cash past the hold is refused; collected once', async ({
    page,
    context,
  }) => {
    const state = await newOrder(page);
    await cardTerminal(page, 'manual');
    // Both opened before the card payment starts: the tab beside it, and a register that shares no channel with it.
    const tab = await context.newPage();
    await tab.goto('/pos/checkout');
    await expect(tender(tab, 'Cash')).toBeEnabled();
    const register = await otherRegister(context, state.order_id);
    const stale = await openCash(register, state.order_total.toFixed(2));

    await chargeCard(page, state.order_total.toFixed(2));
    await expect(waitDialog(page)).toBeVisible();
    // The tab opened earlier no longer offers cash: the other tab's state resumed the wait here.
    await expect(waitDialog(tab)).toBeVisible();
    await expect(waitDialog(tab)).toContainText(usd(state.order_total));

    // The register never heard: its cash is refused by the store, and the wait shows there too.
    await stale.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(
      register.getByText(
        `A card payment of ${usd(state.order_total)} is waiting on the terminal. Finish or cancel it first.`,
      ),
    ).toBeVisible();
    await expect(waitDialog(register)).toBeVisible();

    const pending = (await serverState(page, state.order_id)).pending_terminal;
    expect(pending).not.toBeNull();
    await tap(page, pending!.site_transaction_id, 'approve');
    for (const p of [page, tab, register]) await expect(waitDialog(p)).toBeHidden();
    await expect(page.getByTestId('balance-due')).toHaveText('$0.00');
    const after = await serverState(page, state.order_id);
    expect(live(after).map((t) => t.transaction_type)).toEqual(['card']);
    expect(cents(after.amount_paid)).toBe(cents(state.order_total));
    await register.context().close();
  });

  test('Void Order is refused while a terminal payment waits, with the reason; nothing is voided', async ({
    page,
    context,
  }) => {
    const state = await newOrder(page);
    await cardTerminal(page, 'manual');
    await chargeCard(page, '25.00');
    await expect(waitDialog(page)).toBeVisible();
    const view = await context.newPage();
    await view.goto(`/pos/order/view?order_id=${state.order_id}`);
    await view.getByRole('button', { name: 'Void Order' }).click();
    await dialog(view, 'Void Order').getByRole('button', { name: 'Void Order' }).click();
    await expect(
      view.getByText(
        'A card payment of $25.00 is waiting on the terminal. Finish or cancel it first. The order cannot be voided while it waits.',
      ),
    ).toBeVisible();
    expect((await serverState(page, state.order_id)).pos_status).not.toBe('Voided');
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(page)).toBeHidden();
  });
});

test.describe('an approval re-checks the order', () => {
  test('approved after the order was voided: voided on the card, never a live payment; staff see why', async ({
    page,
    context,
  }) => {
    const state = await newOrder(page);
    await cardTerminal(page, 'manual');
    await chargeCard(page, '30.00');
    await expect(waitDialog(page)).toBeVisible();
    const siteId = (await serverState(page, state.order_id)).pending_terminal!.site_transaction_id;
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(page.getByText('Transaction cancelled.')).toBeVisible();
    // With the hold gone the order can be voided; the customer's tap had crossed the cancellation.
    const view = await context.newPage();
    await view.goto(`/pos/order/view?order_id=${state.order_id}`);
    await view.getByRole('button', { name: 'Void Order' }).click();
    await dialog(view, 'Void Order').getByRole('button', { name: 'Void Order' }).click();
    await expect(view.getByRole('button', { name: 'Void Order' })).toBeDisabled();
    const decided = await tap(page, siteId, 'approve');
    expect(decided.status).toBe('reversed');
    await page.reload();
    await expect(
      page.getByText(
        'The card payment of $30.00 was approved after the order was voided: it was voided on the card and not recorded as a payment.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
    await expect(page.getByRole('row', { name: /Card Credit/ })).toContainText('Void');
    await expectNoAxeViolations(page);
    const after = await serverState(page, state.order_id);
    expect(live(after)).toHaveLength(0);
  });

  test('approved after the order was paid another way: voided on the card; the cash is the one payment', async ({
    page,
  }) => {
    const state = await newOrder(page);
    await cardTerminal(page, 'manual');
    await chargeCard(page, '30.00');
    const siteId = (await serverState(page, state.order_id)).pending_terminal!.site_transaction_id;
    await waitDialog(page).getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(waitDialog(page)).toBeHidden();
    const cash = await openCash(page, state.order_total.toFixed(2));
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(cash).toBeHidden();
    await tap(page, siteId, 'approve');
    await page.reload();
    await expect(page.getByText(/The card payment of \$30\.00 was approved after the order was paid/)).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText(usd(state.order_total));
    const after = await serverState(page, state.order_id);
    expect(live(after).map((t) => t.transaction_type)).toEqual(['cash']);
  });
});

test.describe('no dead ends after an unconfirmed payment', () => {
  test('a card answered without a terminal record releases the card lock: pay again, then complete', async ({
    page,
  }) => {
    const state = await newOrder(page);
    await cardTerminal(page, 'no-record');
    await chargeCard(page, '5.00');
    await expect(page.getByText('Card payment approved.')).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    await expect(tender(page, 'Card')).toBeEnabled();
    await expect(complete(page)).toBeEnabled();
    // The answer of the next one is lost; the re-read finds it by its key, and the lock is released too.
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'drop-after' });
    await chargeCard(page, '3.00');
    await expect(page.getByText('Payment of $3.00 by card added.')).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('$8.00');
    await expect(tender(page, 'Card')).toBeEnabled();
    await expect(complete(page)).toBeEnabled();
    await complete(page).click();
    await expect(page).toHaveURL(new RegExp(`/pos/order/receipt\\?order_id=${state.order_id}$`));
    expect(live(await serverState(page, state.order_id))).toHaveLength(2);
  });

  test('a late answer: the dialog keeps no dead button, its confirm becomes "Try again" with the same key', async ({
    page,
  }) => {
    const state = await newOrder(page, '?payment_timeout=1000');
    const keys: string[] = [];
    await page.route(
      (url) => url.pathname === '/pos/checkout/addTransaction',
      async (route) => {
        keys.push(new URLSearchParams(route.request().postData() ?? '').get('transaction[idempotency_key]') ?? '');
        await route.continue();
      },
    );
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'html' });
    const cash = await openCash(page, '9.00');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(
      cash.getByText('The payment of $9.00 by cash could not be confirmed.', { exact: false }),
    ).toBeVisible();
    await expect(cash.getByRole('button', { name: 'Add Cash Payment' })).toHaveCount(0);
    // What was typed stays, held while the same payment is retried.
    await expect(cash.getByLabel('Amount')).toHaveValue('9.00');
    await expect(cash.getByLabel('Amount')).toBeDisabled();
    await expectNoAxeViolations(page);
    await cash.getByRole('button', { name: 'Try again' }).click();
    await expect(cash).toBeHidden();
    await expect(page.getByTestId('amount-paid')).toHaveText('$9.00');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });

  test('a reload during a slow cash payment asks first, then offers the same payment: recorded exactly once', async ({
    page,
  }) => {
    // The slow first request (10 s) must land before the end.
    test.setTimeout(60_000);
    const state = await newOrder(page);
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'slow', delayMs: 10_000 });
    const cash = await openCash(page, '11.00');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/pos/checkout/addTransaction');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await sent;
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    // Back on the page: the transactions were re-read, the attempt is not there yet, so it is offered with its key.
    const alert = page.getByRole('alert').filter({ hasText: 'could not be confirmed' });
    await expect(alert).toContainText('$11.00 by cash');
    await expect(tender(page, 'Cash')).toBeDisabled();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('amount-paid')).toHaveText('$11.00');
    await expect(alert).toBeHidden();
    // The slow first request lands afterwards with the same key: still one payment.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/__demo/payment-keys?orderId=${state.order_id}`)).json()) as {
              keys: { requests: number }[];
            }
          ).keys[0]?.requests,
        { timeout: 25_000 },
      )
      .toBe(2);
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('amount-paid')).toHaveText('$11.00');
    await expect(alert).toBeHidden();
  });

  test('a retried card attempt the store already approved says "Success!"', async ({ page }) => {
    // The slow answer (5 s) and the terminal's decision (1.5 s) come first.
    test.setTimeout(60_000);
    const state = await newOrder(page, '?payment_timeout=1000');
    // The charge lands after the page stopped waiting for its answer.
    await injectFault(page, { path: '/pos/checkout/addTransaction', kind: 'slow', delayMs: 5000 });
    await chargeCard(page, '6.00', false);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be confirmed' });
    await expect(dialog(page, 'Card Payment').getByText(/could not be confirmed/)).toBeVisible();
    await dialog(page, 'Card Payment').getByRole('button', { name: 'Cancel' }).click();
    await expect(alert).toContainText('$6.00 by card');
    // The terminal decides meanwhile (the store's state says so).
    await expect.poll(async () => live(await serverState(page, state.order_id)).length, { timeout: 20_000 }).toBe(1);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(alert).toBeHidden();
    await expect(tender(page, 'Card')).toBeEnabled();
    expect(live(await serverState(page, state.order_id))).toHaveLength(1);
  });
});

test.describe('amounts', () => {
  test('cash above the ceiling is refused with a clear message; nothing is sent', async ({ page }) => {
    const state = await newOrder(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/pos/checkout/addTransaction') sent.push(r.url());
    });
    const due = cents(state.balance_due);
    const ceiling = Math.min(10_000_000, Math.max(due * 10, due + 10_000));
    const cash = await openCash(page, ((ceiling + 1) / 100).toFixed(2));
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(
      cash.getByText(
        `Cash amount is too large: at most ${usd(ceiling / 100)} can be tendered for a balance of ${usd(due / 100)}.`,
      ),
    ).toBeVisible();
    await cash.getByLabel('Amount').fill('100000.01');
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(cash.getByText(/^Cash amount is too large/)).toBeVisible();
    expect(sent).toHaveLength(0);
    await cash.getByLabel('Amount').fill((ceiling / 100).toFixed(2));
    await cash.getByRole('button', { name: 'Add Cash Payment' }).click();
    await expect(cash).toBeHidden();
    await expect(page.getByText(/^Change Due:/)).toBeVisible();
  });
});

test.describe('the two card providers', () => {
  const payment = {
    paymentCard: true,
    paymentCardDatacap: true,
    paymentCardPayjunction: true,
    paymentInvoiceEcommerce: true,
    paymentCash: true,
    paymentVoucher: true,
    paymentCheck: true,
    paymentStoreCredit: true,
  };

  /** The row's card action; a confirmation, when the page asks for one, is confirmed. */
  async function cardAction(page: Page, name: RegExp, done: string) {
    await page.getByRole('button', { name }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'cannot be undone' });
    await expect(page.getByText(done).or(confirm)).toBeVisible();
    if (await confirm.isVisible())
      await confirm
        .getByRole('button', { name: /Void|Return|Refund/ })
        .last()
        .click();
    await expect(page.getByText(done)).toBeVisible();
  }

  test('Datacap answers at once (no wait); PayJunction waits on its smart terminal; each its own void/return, REFUND shown', async ({
    page,
  }) => {
    await newOrder(page, '', { payment });
    await expect(tender(page, 'Card')).toHaveCount(0);
    await tender(page, 'Card (Datacap)').click();
    const datacap = dialog(page, 'Card Payment (Datacap)');
    await datacap.getByLabel('Amount').fill('5.00');
    await datacap.getByLabel('Device').selectOption({ label: 'Front counter card reader' });
    await datacap.getByLabel('Department').selectOption({ label: 'Parts' });
    await datacap.getByRole('radio', { name: 'Debit' }).check();
    await datacap.getByRole('button', { name: 'Charge Card' }).click();
    await expect(datacap).toBeHidden();
    await expect(page.getByText('Card payment approved.')).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    await expect(tender(page, 'Card (PayJunction)')).toBeEnabled();

    await tender(page, 'Card (PayJunction)').click();
    const payjunction = dialog(page, 'Card Payment (PayJunction)');
    await payjunction.getByLabel('Amount').fill('7.04');
    await payjunction.getByRole('button', { name: 'Charge Card' }).click();
    await expect(payjunction.getByText('Select a smart terminal that will display the amount.')).toBeVisible();
    await payjunction.getByLabel('Smart Terminal').selectOption({ label: 'Service desk terminal' });
    await payjunction.getByRole('button', { name: 'Charge Card' }).click();
    await expect(waitDialog(page)).toBeVisible();
    await expect(waitDialog(page)).toBeHidden();
    const charged = page.getByRole('row', { name: /PayJunction CHARGE/ });
    await expect(charged).toContainText('$7.04');
    await expect(page.getByTestId('amount-paid')).toHaveText('$12.04');

    // PayJunction's settled charge is refunded (its REFUND action); Datacap's is voided by its own URL.
    await cardAction(page, /^Refund transaction #/, 'The card payment was returned.');
    await expect(page.getByRole('row', { name: /PayJunction REFUND/ })).toContainText('Void');
    await cardAction(page, /^Void transaction #/, 'The card payment was voided.');
    await expect(page.getByTestId('amount-paid')).toHaveText('$0.00');
  });
});
