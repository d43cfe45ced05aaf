/**
 * Payments against the demo store compared with a model (property-based): random sequences of tenders (cash, check,
 * store credit, vouchers, card approved / declined / settled), single voids, Void all and Void Order, and after every
 * step what the store holds (paid, balance, status, the live payments, the customer's credit, each voucher's balance,
 * the card processor's voids and returns) must equal what the model computed on its own from the same steps. The model
 * never reads the store's figures: a store that lost a customer's credit, forgot a voucher or skipped a card's void
 * fails here.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCheckoutState } from '../../../src/pos/stores/checkout-state';
import { addTransaction, CARD, checkoutState, clerkWithOrder } from './checkout-helpers';
import { startStore, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());
// Only Date is faked: a card terminal decides 1.5 s after it was asked, so the test moves the clock instead of waiting.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const CUSTOMER = 10;
/** The seed's figures the model starts from (seed/customers.json, seed/codes.json), not read from the store. */
const SEED_CREDIT = 8000;
const SEED_VOUCHERS: Record<string, number> = { GIFT25: 2500, GIFT100: 10000 };

type Tender = 'cash' | 'check' | 'store_credit' | 'voucher' | 'card_approve' | 'card_decline' | 'card_settled';
type Step =
  | { kind: 'tender'; tender: Tender; share: number; voucher: string }
  | { kind: 'void'; index: number }
  | { kind: 'void_all' }
  | { kind: 'void_order' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('tender' as const),
      tender: fc.constantFrom<Tender>(
        'cash',
        'check',
        'store_credit',
        'voucher',
        'card_approve',
        'card_decline',
        'card_settled',
      ),
      // A share of the balance (per mille): below, at and (cash) above it.
      share: fc.integer({ min: 1, max: 1500 }),
      voucher: fc.constantFrom('GIFT25', 'GIFT100'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('void' as const), index: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void_all' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void_order' as const) }) },
);

interface ModelPayment {
  id: number;
  type: string;
  cents: number;
  voucher?: string;
  settled?: boolean;
  void: boolean;
}

/** The model: what a correct store holds after the same steps, computed from the steps alone. */
class Model {
  payments: ModelPayment[] = [];
  credit = SEED_CREDIT;
  vouchers = { ...SEED_VOUCHERS };
  processor: { id: number; action: 'void' | 'return' }[] = [];
  voided = false;

  constructor(readonly total: number) {}

  get paid(): number {
    return this.payments.filter((p) => !p.void).reduce((sum, p) => sum + p.cents, 0);
  }

  get balance(): number {
    return this.total - this.paid;
  }

  /** Whether the store must accept this tender now, and how much it may take. */
  accepts(type: string, cents: number, voucher: string): boolean {
    if (this.voided || cents <= 0 || this.balance <= 0) return false;
    if (type !== 'cash' && cents > this.balance) return false;
    if (type === 'store_credit' && cents > this.credit) return false;
    if (type === 'voucher' && cents > (this.vouchers[voucher] ?? 0)) return false;
    return true;
  }

  add(p: Omit<ModelPayment, 'void'>): void {
    this.payments.push({ ...p, void: false });
    if (p.type === 'store_credit') this.credit -= p.cents;
    if (p.type === 'voucher') this.vouchers[p.voucher!] = (this.vouchers[p.voucher!] ?? 0) - p.cents;
  }

  reverse(p: ModelPayment): void {
    p.void = true;
    if (p.type === 'store_credit') this.credit += p.cents;
    if (p.type === 'voucher') this.vouchers[p.voucher!] = (this.vouchers[p.voucher!] ?? 0) + p.cents;
    if (p.type === 'card') this.processor.push({ id: p.id, action: p.settled ? 'return' : 'void' });
  }
}

async function run(plan: Step[]): Promise<void> {
  await fetch(`${store.base}/__demo/reset-all`, { method: 'POST' });
  const { clerk, orderId } = await clerkWithOrder(store.base, { customerId: CUSTOMER });
  const read = () => checkoutState(clerk, orderId);
  const start = await read();
  const model = new Model(Math.round(start.order_total * 100));

  for (const s of plan) {
    if (s.kind === 'tender') {
      const card = s.tender.startsWith('card');
      const type = card ? 'card' : s.tender;
      // The card's cents choose the terminal's outcome: .00 approves, .01 declines, .04 approves already settled.
      // A share of what the tender may take at most (the balance; for credit and vouchers also their own balance).
      const cap =
        type === 'store_credit'
          ? Math.min(model.balance, model.credit)
          : type === 'voucher'
            ? Math.min(model.balance, model.vouchers[s.voucher] ?? 0)
            : model.balance;
      let cents = Math.max(1, Math.round((Math.max(cap, 1) * s.share) / 1000));
      if (card) {
        cents = Math.max(100, cents - (cents % 100) - (s.tender === 'card_approve' ? 0 : 100));
        cents += s.tender === 'card_decline' ? 1 : s.tender === 'card_settled' ? 4 : 0;
      }
      const extra: Record<string, string> =
        type === 'check'
          ? { check_number: '1042' }
          : type === 'voucher'
            ? { voucher_code: s.voucher }
            : card
              ? CARD
              : {};
      const answer = (await (await addTransaction(clerk, orderId, type, (cents / 100).toFixed(2), extra)).json()) as {
        error?: string;
        transaction?: { transaction_id: number };
        terminal?: { site_transaction_id: string };
      };
      const accepted = model.accepts(type, cents, s.voucher);
      expect(answer.error === undefined, `${type} ${cents} (${answer.error ?? 'accepted'})`).toBe(accepted);
      if (!accepted) continue;
      if (card) {
        vi.setSystemTime(Date.now() + 2000);
        const terminal = (await read()).terminals.find(
          (t) => t.site_transaction_id === answer.terminal?.site_transaction_id,
        );
        if (s.tender === 'card_decline') expect(terminal?.transaction_id ?? null).toBeNull();
        else model.add({ id: terminal!.transaction_id!, type, cents, settled: s.tender === 'card_settled' });
      } else {
        model.add({ id: answer.transaction!.transaction_id, type, cents, voucher: s.voucher });
      }
    } else if (s.kind === 'void') {
      const live = model.payments.filter((p) => !p.void);
      const target = live[s.index % Math.max(1, live.length)];
      if (!target) continue;
      if (target.type === 'card') {
        const wire = (await read()).transactions.find((t) => t.transaction_id === target.id);
        const answer = (await clerk.json(`${wire!.datacap_dc_direct!.void_or_return_url}&from_pos=1`)) as {
          error?: string;
        };
        expect(answer.error).toBeUndefined();
      } else {
        const answer = (await (
          await clerk.form('/pos/checkout/voidTransaction', { transaction_id: target.id, order_id: orderId })
        ).json()) as { error?: string };
        expect(answer.error).toBeUndefined();
      }
      model.reverse(target);
    } else if (s.kind === 'void_all') {
      await clerk.json(`/pos/checkout/voidTransactions?orderId=${orderId}`);
      model.payments.filter((p) => !p.void).forEach((p) => model.reverse(p));
    } else {
      const answer = (await clerk.json(`/pos/order/void?order_id=${orderId}`)) as {
        success: unknown;
        errors: string[];
      };
      expect(answer.errors.length === 0).toBe(!model.voided);
      if (!model.voided) model.payments.filter((p) => !p.void).forEach((p) => model.reverse(p));
      model.voided = true;
    }

    // What the store holds, against the model.
    const wire = await read();
    const cents = toCheckoutState(wire);
    expect(Math.round(wire.amount_paid * 100)).toBe(model.paid);
    expect(Math.round(wire.balance_due * 100)).toBe(model.balance);
    // The client's own fold of the transactions agrees too.
    expect([cents.amountPaid, cents.balanceDue]).toEqual([model.paid, model.balance]);
    expect(wire.pos_status === 'Voided').toBe(model.voided);
    expect(
      wire.transactions
        .filter((t) => t.status !== 'void')
        .map((t) => [t.transaction_id, Math.round(t.amount * 100)])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      model.payments
        .filter((p) => !p.void)
        .map((p) => [p.id, p.cents])
        .sort((a, b) => a[0]! - b[0]!),
    );
    expect(Math.round(wire.store_credit * 100)).toBe(model.credit);
    for (const code of Object.keys(SEED_VOUCHERS)) {
      const voucher = (await clerk.json(`/pos/checkout/getVoucher?voucherCode=${code}`)) as {
        voucher?: { amount: number };
      };
      expect(Math.round((voucher.voucher?.amount ?? 0) * 100), code).toBe(model.vouchers[code]);
    }
    const processor = (await clerk.json(`/__demo/card-processor?orderId=${orderId}`)) as {
      calls: { transaction_id: number; action: string }[];
    };
    expect(processor.calls.map((c) => ({ id: c.transaction_id, action: c.action }))).toEqual(model.processor);
    const credits = (await clerk.json(`/api/customer_credit?customerId=${CUSTOMER}&limit=100`)) as {
      results: { amount: number }[];
    };
    // The Credits tab's entries add up to the customer's balance.
    expect(credits.results.reduce((sum, c) => sum + Math.round(c.amount * 100), 0)).toBe(model.credit);
  }
}

describe('payments through the demo store against a model (property)', () => {
  it('tenders, voids, Void all and Void Order: paid, balance, live payments, the customer’s credit, vouchers and card voids match the model', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), run), { numRuns: 40 });
    // 40 runs of up to 10 steps, each read back over HTTP: more than the default 5 s on a busy machine.
  }, 180_000);
});
