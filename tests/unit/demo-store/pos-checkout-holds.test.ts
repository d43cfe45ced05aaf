// The demo store's money rules around card terminals (issue 23): a pending terminal payment holds its amount, an order
// cannot be voided under it, an approval re-checks the order before it records, a card may be answered without a
// terminal record, and cash has a sane ceiling.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashCeilingCents } from '../../../demo-pages/server/pos-checkout/pos-checkout-calls';
import { addTransaction, CARD, checkoutState, clerkWithOrder as baseOrder } from './checkout-helpers';
import { startStore, Visitor, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

async function clerkWithOrder(mode: 'auto' | 'manual' | 'no-record' = 'manual') {
  const order = await baseOrder(store.base, { products: [[10, 1]] });
  await demo(order.clerk, '/__demo/card-terminal', { mode });
  return order;
}

async function demo(clerk: Visitor, path: string, body: unknown) {
  const res = await clerk.postJson(path, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const state = checkoutState;
async function pay(...args: Parameters<typeof addTransaction>) {
  return (await (await addTransaction(...args)).json()) as {
    error?: string;
    success?: string;
    transaction?: { transaction_id: number; status: string };
    terminal?: { site_transaction_id: string; smart_terminal_id: string; status: string; message: string };
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => (c / 100).toFixed(2);
const live = (s: Awaited<ReturnType<typeof state>>) => s.transactions.filter((t) => t.status !== 'void');

async function voidOrder(clerk: Visitor, orderId: number) {
  return (await clerk.json(`/pos/order/void?order_id=${orderId}`)) as { success: boolean; errors: string[] };
}

describe('a pending terminal payment holds its amount (demo store)', () => {
  it('refuses any other tender past the balance minus the pending amount, with the amount in the message', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const total = cents((await state(clerk, orderId)).order_total);
    const card = await pay(clerk, orderId, 'card', '10.00', CARD);
    expect(card.terminal?.status).toBe('pending');
    const message = 'A card payment of $10.00 is waiting on the terminal. Finish or cancel it first.';
    expect((await pay(clerk, orderId, 'cash', dollars(total))).error).toBe(message);
    expect((await pay(clerk, orderId, 'check', dollars(total - 999), { check_number: '7' })).error).toBe(message);
    expect((await pay(clerk, orderId, 'voucher', dollars(total - 999), { voucher_code: 'GIFT100' })).error).toBe(
      message,
    );
    // Cash with change due would take the order past what is left beside the hold, too.
    expect((await pay(clerk, orderId, 'cash', dollars(total + 500))).error).toBe(message);
    // A second card on the same order: one terminal payment at a time.
    expect((await pay(clerk, orderId, 'card', '1.00', CARD)).error).toMatch(/already in progress/);
    // What is left beside the hold can be paid.
    expect((await pay(clerk, orderId, 'cash', dollars(total - 1000))).success).toBe('Cash payment added.');
    expect(live(await state(clerk, orderId))).toHaveLength(1);
  });

  it('the hold ends with the terminal: cancelled, the full balance can be paid', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const total = cents((await state(clerk, orderId)).order_total);
    const { terminal } = await pay(clerk, orderId, 'card', '10.00', CARD);
    await clerk.json(
      `/pos/checkout/cancelSmartTerminal?smartTerminalId=${terminal!.smart_terminal_id}&siteTransactionId=${terminal!.site_transaction_id}`,
    );
    expect((await pay(clerk, orderId, 'cash', dollars(total))).success).toBe('Cash payment added.');
  });

  it('an order cannot be voided while a terminal payment waits; once it is decided it can', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const { terminal } = await pay(clerk, orderId, 'card', '25.00', CARD);
    const refused = await voidOrder(clerk, orderId);
    expect(refused.success).toBe(false);
    expect(refused.errors).toEqual([
      'A card payment of $25.00 is waiting on the terminal. Finish or cancel it first. The order cannot be voided while it waits.',
    ]);
    expect((await state(clerk, orderId)).pos_status).not.toBe('Voided');
    await demo(clerk, '/__demo/card-terminal/tap', {
      siteTransactionId: terminal!.site_transaction_id,
      result: 'approve',
    });
    const after = await state(clerk, orderId);
    expect(live(after).map((t) => [t.transaction_type, t.amount])).toEqual([['card', 25]]);
    expect((await voidOrder(clerk, orderId)).errors).toEqual([]);
    expect((await state(clerk, orderId)).pos_status).toBe('Voided');
  });
  it('the customer’s payment link takes nothing while a terminal payment waits', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const page = await (await clerk.request('/pos/checkout')).text();
    const props = /data-mount="pos-checkout"><script type="application\/json" data-props>(.*?)<\/script>/s.exec(
      page,
    )?.[1];
    const link = (JSON.parse(props ?? '{}') as { payment_link?: string }).payment_link ?? '';
    const path = link.slice(link.indexOf('/index.php'));
    expect(path).toContain(`order_id=${orderId}`);
    const { terminal } = await pay(clerk, orderId, 'card', '10.00', CARD);
    expect(terminal?.status).toBe('pending');
    const customer = new Visitor(store.base);
    const shown = await (await customer.request(path)).text();
    expect(shown).toContain('A card payment for this order is being taken at the store right now.');
    expect(shown).not.toContain('name="card_number"');
    const balance = (await state(clerk, orderId)).balance_due;
    const token = new URL(link).searchParams.get('payment_token') ?? '';
    await customer.form(path, {
      payment_token: token,
      amount: balance.toFixed(2),
      payment_key: 'held-key-1',
      card_name: 'Derek Novak',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/39',
      card_cvc: '123',
    });
    expect(live(await state(clerk, orderId))).toEqual([]);
  });
});

describe('an approval re-checks the order before it records (demo store)', () => {
  it('approved after the order was voided: voided on the card, never a live payment, staff told', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const { terminal } = await pay(clerk, orderId, 'card', '30.00', CARD);
    const siteId = terminal!.site_transaction_id;
    // The cancellation went out, but the customer's tap crossed it.
    await clerk.json(`/pos/checkout/cancelSmartTerminal?smartTerminalId=ST-FRONT&siteTransactionId=${siteId}`);
    expect((await voidOrder(clerk, orderId)).errors).toEqual([]);
    expect((await state(clerk, orderId)).pos_status).toBe('Voided');
    const tap = await demo(clerk, '/__demo/card-terminal/tap', { siteTransactionId: siteId, result: 'approve' });
    expect(tap.body.terminal).toMatchObject({
      status: 'reversed',
      message:
        'The card payment of $30.00 was approved after the order was voided: it was voided on the card and not recorded as a payment.',
    });
    const after = await state(clerk, orderId);
    expect(after.pos_status).toBe('Voided');
    expect(live(after)).toHaveLength(0);
    expect(after.amount_paid).toBe(0);
    const card = after.transactions.find((t) => t.transaction_type === 'card');
    expect(card?.status).toBe('void');
    expect(card?.datacap_dc_direct?.void_or_return_status).toBe('void');
    expect(after.terminals.find((t) => t.site_transaction_id === siteId)?.status).toBe('reversed');
  });

  it('approved after the order was paid another way: voided on the card; the order keeps the one payment', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const total = cents((await state(clerk, orderId)).order_total);
    const { terminal } = await pay(clerk, orderId, 'card', '30.00', CARD);
    const siteId = terminal!.site_transaction_id;
    await clerk.json(`/pos/checkout/cancelSmartTerminal?smartTerminalId=ST-FRONT&siteTransactionId=${siteId}`);
    await pay(clerk, orderId, 'cash', dollars(total));
    const tap = await demo(clerk, '/__demo/card-terminal/tap', { siteTransactionId: siteId, result: 'approve' });
    expect((tap.body.terminal as { message: string }).message).toMatch(/approved after the order was paid/);
    const after = await state(clerk, orderId);
    expect(live(after).map((t) => t.transaction_type)).toEqual(['cash']);
    expect(cents(after.amount_paid)).toBe(total);
    expect(cents(after.balance_due)).toBe(0);
  });

  it('a tap on a terminal that is not in manual mode is refused; an unknown mode is a 400', async () => {
    const { clerk, orderId } = await clerkWithOrder('auto');
    const { terminal } = await pay(clerk, orderId, 'card', '10.02', CARD);
    const tap = await demo(clerk, '/__demo/card-terminal/tap', {
      siteTransactionId: terminal!.site_transaction_id,
      result: 'approve',
    });
    expect(tap.status).toBe(400);
    expect((await demo(clerk, '/__demo/card-terminal', { mode: 'sometimes' })).status).toBe(400);
  });
});

describe('a card answered without a terminal record; the cash ceiling (demo store)', () => {
  it('"no-record": the answer carries the transaction and no terminal; it is recorded at once', async () => {
    const { clerk, orderId } = await clerkWithOrder('no-record');
    const answer = await pay(clerk, orderId, 'card', '12.00', CARD);
    expect(answer.terminal).toBeUndefined();
    expect(answer.transaction?.status).toBe('complete');
    const after = await state(clerk, orderId);
    expect(after.pending_terminal).toBeNull();
    expect(live(after).map((t) => [t.transaction_type, t.amount])).toEqual([['card', 12]]);
  });

  it('cash above ten times the balance (at least the balance plus $100, at most $100,000) is refused', async () => {
    expect(cashCeilingCents(500)).toBe(10_500);
    expect(cashCeilingCents(51_746)).toBe(517_460);
    expect(cashCeilingCents(2_000_000)).toBe(10_000_000);
    const { clerk, orderId } = await clerkWithOrder('auto');
    const total = cents((await state(clerk, orderId)).order_total);
    const ceiling = cashCeilingCents(total);
    const refused = await pay(clerk, orderId, 'cash', dollars(ceiling + 1));
    expect(refused.error).toMatch(/^Cash amount is too large: at most \$[\d,]+\.\d\d can be tendered/);
    expect(live(await state(clerk, orderId))).toHaveLength(0);
    expect((await pay(clerk, orderId, 'cash', dollars(ceiling))).success).toBe('Cash payment added.');
  });
});

describe('the two card providers, each its own flow and void/return variant (demo store)', () => {
  it('Datacap: a card reader, answered at once with the payment and its dc-direct void URL; no terminal record', async () => {
    const { clerk, orderId } = await clerkWithOrder('auto');
    const refused = await pay(clerk, orderId, 'card', '5.00', { datacap_device: 'DC-FRONT', department_id: 'parts' });
    expect(refused.error).toBe('Select a card type.');
    const answer = (await pay(clerk, orderId, 'card', '5.00', {
      datacap_device: 'DC-FRONT',
      department_id: 'parts',
      card_type: 'Debit',
    })) as { terminal?: unknown; transaction?: Record<string, unknown> };
    expect(answer.terminal).toBeUndefined();
    expect(answer.transaction).toMatchObject({
      transaction_type: 'card',
      datacap_device: 'DC-FRONT',
      payjunction: null,
      datacap_dc_direct: { void_or_return_action: 'void' },
    });
    const declined = await pay(clerk, orderId, 'card', '2.01', {
      datacap_device: 'DC-FRONT',
      department_id: 'parts',
      card_type: 'Debit',
    });
    expect(declined.error).toBe('Card declined: insufficient funds.');
    expect(live(await state(clerk, orderId))).toHaveLength(1);
  });

  it('PayJunction: a smart terminal waits for the customer; CHARGE, then REFUND once a settled charge is refunded', async () => {
    const { clerk, orderId } = await clerkWithOrder('manual');
    expect((await pay(clerk, orderId, 'card', '7.00', { payjunction_smart_terminal_id: 'NOPE' })).error).toBe(
      'Select a smart terminal that will display the amount.',
    );
    const { terminal } = await pay(clerk, orderId, 'card', '7.04', { payjunction_smart_terminal_id: 'ST-SERVICE' });
    expect(terminal?.status).toBe('pending');
    await demo(clerk, '/__demo/card-terminal/tap', {
      siteTransactionId: terminal!.site_transaction_id,
      result: 'approve',
    });
    const charged = (await state(clerk, orderId)).transactions[0]!;
    expect(charged).toMatchObject({
      payjunction_action: 'CHARGE',
      payjunction_smart_terminal_id: 'ST-SERVICE',
      datacap_dc_direct: null,
      payjunction: { status: 'CAPTURE' },
    });
    // The manual tap approves the generic outcome; a settled charge comes from the .04 cents only in auto mode.
    expect(charged.payjunction?.action_text).toBe('Void');
    const voided = await clerk.json(`${charged.payjunction!.action_url}&from_pos=1`);
    expect(voided.success).toBe('The card payment was voided.');
    expect((await state(clerk, orderId)).transactions[0]).toMatchObject({
      status: 'void',
      payjunction: { status: 'VOID' },
    });
  });

  it('PayJunction: a settled charge offers Refund and shows REFUND afterwards', async () => {
    const { clerk, orderId } = await clerkWithOrder('auto');
    const { terminal } = await pay(clerk, orderId, 'card', '7.04', { payjunction_smart_terminal_id: 'ST-FRONT' });
    expect(terminal?.status).toBe('pending');
    // The terminal decides 1.5 s after the charge: read until it has.
    const charged = await vi.waitFor(
      async () => {
        const first = (await state(clerk, orderId)).transactions[0];
        expect(first).toBeDefined();
        return first!;
      },
      { timeout: 5000, interval: 200 },
    );
    expect(charged.payjunction).toMatchObject({ action_text: 'Refund', settled: true });
    await clerk.json(`${charged.payjunction!.action_url}&from_pos=1`);
    expect((await state(clerk, orderId)).transactions[0]).toMatchObject({
      status: 'void',
      payjunction_action: 'REFUND',
      payjunction: { status: 'REFUND' },
    });
  });
});
