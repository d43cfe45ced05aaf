import { request } from 'node:http';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoidAnswerSchema } from '../../../src/pos/schemas/orders';
import { addTransaction, CARD, checkoutState, clerkWithOrder as baseOrder } from './checkout-helpers';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store!: TestStore;
withDemoStore({ store: (s) => (store = s) });
beforeEach(() => {
  // Only Date is faked: a card terminal decides 1.5 s after it was asked, so tests move the clock instead of waiting.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const clerkWithOrder = (customerId: number) => baseOrder(store.base, { customerId });
const state = checkoutState;
const pay = async (...args: Parameters<typeof addTransaction>) =>
  (await (await addTransaction(...args)).json()) as Record<string, unknown>;

/** A card payment approved on the terminal: the clock moves past the terminal's decision, then the state is read. */
async function payCard(clerk: Visitor, orderId: number, amount: string) {
  await pay(clerk, orderId, 'card', amount, CARD);
  vi.setSystemTime(Date.now() + 2000);
  return state(clerk, orderId);
}

async function voucherBalance(clerk: Visitor, code: string): Promise<number> {
  const answer = (await clerk.json(`/pos/checkout/getVoucher?voucherCode=${code}`)) as {
    voucher?: { amount: number };
  };
  return answer.voucher?.amount ?? 0;
}

async function processorCalls(clerk: Visitor, orderId: number) {
  return (
    (await clerk.json(`/__demo/card-processor?orderId=${orderId}`)) as { calls: { action: string; via: string }[] }
  ).calls;
}

describe('voids reverse money the way it came in', () => {
  it('Void Order: store credit back to the customer (with a Credits entry), the voucher restored, the card voided at the processor, cash to refund', async () => {
    const { clerk, orderId } = await clerkWithOrder(10);
    await pay(clerk, orderId, 'store_credit', '40.00');
    await pay(clerk, orderId, 'voucher', '25.00', { voucher_code: 'GIFT100' });
    await pay(clerk, orderId, 'cash', '10.00');
    const paid = await payCard(clerk, orderId, '30.00');
    expect(paid.store_credit).toBe(40);
    expect(await voucherBalance(clerk, 'GIFT100')).toBe(75);
    expect(paid.amount_paid).toBe(105);

    const answer = v.parse(VoidAnswerSchema, await clerk.json(`/pos/order/void?order_id=${orderId}`));
    expect(answer.errors).toEqual([]);
    expect(answer.success).toBe(
      `Order #${orderId} has been voided: $40.00 returned to store credit; $25.00 restored to voucher GIFT100; $10.00 cash to refund; $30.00 card payment voided.`,
    );
    expect(answer.order).toMatchObject({ pos_status: 'Voided', amount_paid: 0 });
    const after = await state(clerk, orderId);
    expect(after.store_credit).toBe(80);
    expect(after.transactions.every((t) => t.status === 'void')).toBe(true);
    expect(
      after.transactions.find((t) => t.transaction_type === 'card')?.datacap_dc_direct?.void_or_return_status,
    ).toBe('void');
    expect(await voucherBalance(clerk, 'GIFT100')).toBe(100);
    expect(await processorCalls(clerk, orderId)).toMatchObject([{ action: 'void', via: 'voidOrder' }]);

    const credits = (await clerk.json('/api/customer_credit?customerId=10&sort=date_added&order=asc')) as {
      results: { description: string; amount: number }[];
      balance: number;
    };
    expect(credits.balance).toBe(80);
    expect(credits.results.map((c) => [c.description, c.amount])).toEqual([
      ['Store credit for a returned part', 80],
      [`Used on Order #${orderId}`, -40],
      [`Returned from a voided payment on Order #${orderId}`, 40],
    ]);
  });

  it('Void all goes through the card path too (a settled card is returned), and restores store credit and the voucher', async () => {
    const { clerk, orderId } = await clerkWithOrder(10);
    await pay(clerk, orderId, 'store_credit', '20.00');
    await pay(clerk, orderId, 'voucher', '5.00', { voucher_code: 'GIFT25' });
    await payCard(clerk, orderId, '12.04');
    const answer = (await clerk.json(`/pos/checkout/voidTransactions?orderId=${orderId}`)) as { success: string };
    expect(answer.success).toContain('$12.04 card payment returned');
    const after = await state(clerk, orderId);
    expect(after.amount_paid).toBe(0);
    expect(after.store_credit).toBe(80);
    expect(await voucherBalance(clerk, 'GIFT25')).toBe(25);
    expect(await processorCalls(clerk, orderId)).toMatchObject([{ action: 'return', via: 'voidTransactions' }]);
  });

  it('store credit is taken only from the order’s own customer: another customerId is refused and nobody’s credit moves', async () => {
    const { clerk, orderId } = await clerkWithOrder(10);
    const fields = {
      'transaction[order_id]': String(orderId),
      'transaction[transaction_type]': 'store_credit',
      'transaction[amount]': '50.00',
      'transaction[idempotency_key]': 'voids-foreign-customer',
    };
    const answer = (await (await clerk.form('/pos/checkout/addTransaction?customerId=7', fields)).json()) as {
      error?: string;
    };
    expect(answer.error).toMatch(/not this order’s customer/);
    const customers = (await clerk.json('/api/customer/get?sort=custname&limit=100')) as {
      results: { customer_id: number; store_credit: number }[];
    };
    expect(customers.results.find((c) => c.customer_id === 7)?.store_credit).toBe(100);
    expect((await state(clerk, orderId)).transactions).toEqual([]);
    // The order's own customer, named or not, pays.
    const own = (await (await clerk.form('/pos/checkout/addTransaction?customerId=10', fields)).json()) as {
      store_credit: number;
    };
    expect(own.store_credit).toBe(30);
  });
});

describe('staff GETs that change data refuse other sites and requests without the staff token', () => {
  it('void order: another site (Sec-Fetch-Site, Origin) or no token is a 403 and changes nothing; the page config carries the token', async () => {
    const { clerk, orderId } = await clerkWithOrder(10);
    await pay(clerk, orderId, 'cash', '10.00');
    const url = `/pos/order/void?order_id=${orderId}`;
    const crossSite = await clerk.request(url, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await clerk.request(url, { headers: { Origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const noToken = await clerk.request(url, { headers: { 'X-Staff-Token': '' } });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: string }).error).toMatch(/staff session’s token/);
    for (const path of [
      `/pos/checkout/voidTransactions?orderId=${orderId}`,
      '/pos/checkout/cancelSmartTerminal?smartTerminalId=ST-FRONT&siteTransactionId=x',
      '/pos/checkout/voidOrReturn?transaction_id=1&from_pos=1',
      `/api/order/delete?order_id=${orderId}`,
    ]) {
      expect((await clerk.request(path, { headers: { 'Sec-Fetch-Site': 'same-site' } })).status, path).toBe(403);
    }
    // A POST from another site is refused too.
    const post = await clerk.request('/pos/checkout/voidTransaction', {
      method: 'POST',
      body: `transaction_id=1&order_id=${orderId}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(post.status).toBe(403);
    expect((await state(clerk, orderId)).amount_paid).toBe(10);

    const page = await (await clerk.request('/pos/order')).text();
    expect(page).toContain(`"staff_token":"${clerk.staffToken}"`);
    const same = await clerk.request(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(same.status).toBe(200);
    expect((await state(clerk, orderId)).pos_status).toBe('Voided');
  });

  it('a shopper’s page carries no staff token', async () => {
    const shopper = new Visitor(store.base);
    const page = await (await shopper.request('/checkout/cart')).text();
    expect(page).toContain('"staff_token":""');
  });
});

describe('the payment link', () => {
  it('carries a per-order payment token (no part of a staff or admin token), from the store’s address whatever the Host header; the customer pays the balance online', async () => {
    const { clerk, orderId } = await clerkWithOrder(10);
    await pay(clerk, orderId, 'cash', '10.00');
    // fetch cannot set Host: node:http can, as any client can.
    const html = await new Promise<string>((resolve, reject) => {
      const req = request(`${store.base}/pos/checkout`, {
        headers: { Host: 'evil.example', Cookie: clerk.cookie },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    const propsJson = /data-mount="pos-checkout"><script type="application\/json" data-props>(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const props = JSON.parse(propsJson ?? '{}') as { payment_link: string; token: string };
    const link = props.payment_link;
    expect(link.startsWith(`${store.base}/index.php?route=account/order/pay&order_id=${orderId}&payment_token=`)).toBe(
      true,
    );
    const token = new URL(link).searchParams.get('payment_token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const admin = props.token;
    expect(admin).not.toBe('');
    for (let i = 0; i + 6 <= admin.length; i++) expect(link).not.toContain(admin.slice(i, i + 6));
    for (let i = 0; i + 6 <= clerk.staffToken.length; i++) expect(link).not.toContain(clerk.staffToken.slice(i, i + 6));

    const customer = new Visitor(store.base);
    const path = link.slice(store.base.length);
    const wrong = await customer.request(path.replace(token, 'x'.repeat(22)));
    expect(wrong.status).toBe(404);
    const pagePay = await (await customer.request(path)).text();
    const balance = (await state(clerk, orderId)).balance_due;
    expect(pagePay).toContain(`Pay $${balance.toFixed(2)} by card`);
    expect(pagePay).not.toContain(clerk.staffToken);
    const key = /name="payment_key" value="([^"]+)"/.exec(pagePay)?.[1] ?? '';
    const form = {
      payment_token: token,
      amount: balance.toFixed(2),
      payment_key: key,
      card_name: 'Derek Novak',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/39',
      card_cvc: '123',
    };
    const declined = await customer.form(path, { ...form, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(422);
    expect(await declined.text()).toContain('Your card was declined.');
    const paid = await customer.form(path, form);
    expect(paid.status).toBe(303);
    // The same form sent again records nothing more.
    expect((await customer.form(path, form)).status).toBe(303);
    const after = await state(clerk, orderId);
    expect(after.balance_due).toBe(0);
    expect(after.transactions.filter((t) => t.transaction_type === 'online')).toMatchObject([
      { amount: balance, status: 'complete', transaction_label: 'Online invoice payment (card ending 4242)' },
    ]);
    expect(await (await customer.request(paid.headers.get('location') ?? '')).text()).toContain(
      'Thank you! Your payment was received.',
    );
  });
});
