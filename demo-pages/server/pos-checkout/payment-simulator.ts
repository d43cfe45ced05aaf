/**
 * The demo store's payment simulator (spec 2 §3-§4, issue 14): what the POS checkout records into the order record
 * (types.ts Order: transactions, amount_paid, balance_due) plus its own state: idempotency keys, card terminals and
 * their outcomes, the extra fields of each transaction, and the vouchers' original amounts. Kept per seed copy, so a
 * reset starts afresh.
 *
 * A card terminal's outcome is chosen by the amount's cents (documented on the index page and in demo-pages/README):
 * .01 declines, .02 never answers (the 5-minute deadline), .03 drops the event stream mid-wait and then approves,
 * .04 approves and settles at once (so the row offers Return, not Void); anything else approves. A session's QA toggle
 * (POST /__demo/card-terminal) may instead leave the decision to QA (`manual`: POST /__demo/card-terminal/tap) or answer
 * a card at once with its transaction and no terminal record (`no-record`, spec 2 §7 allows it).
 *
 * Money rules a correct store server enforces: a pending terminal request holds its amount (no other tender may take the
 * order past its balance minus it), and an approval re-checks the order before it records: approved after the order
 * was voided, or for more than is still due, it is voided/returned on the card at once and never recorded as live.
 */
import { randomUUID } from 'node:crypto';
import { findVoucher } from '../cart/codes';
import { addCreditEntry } from './credit-ledger';
import { formatCents, fromCents, toCents } from '../core/money';
import { extraOf } from '../back-office/pos-backoffice-data';
import type { Context } from '../core/router';
import type { Seed } from '../core/seed';
import type { Order, Transaction } from '../core/types';

export type TerminalOutcome = 'approve' | 'decline' | 'timeout' | 'drop' | 'settled' | 'manual';
export type TerminalStatus = 'pending' | 'approved' | 'declined' | 'cancelled' | 'reversed';
/** How a session's card payments are answered (QA toggle): by the terminal, by QA's tap, or at once without a record. */
export type CardTerminalMode = 'auto' | 'manual' | 'no-record';
export const CARD_TERMINAL_MODES: CardTerminalMode[] = ['auto', 'manual', 'no-record'];

/** Milliseconds the simulated customer takes at the terminal. */
export const TERMINAL_DECIDE_MS = 1500;
/** When the stream of a "drop" outcome is cut (before the decision). */
export const TERMINAL_DROP_MS = 600;
export const DECLINE_MESSAGE = 'Card declined: insufficient funds.';

export interface TerminalRequest {
  site_transaction_id: string;
  smart_terminal_id: string;
  order_id: number;
  cents: number;
  card_type: string;
  department_id: string;
  manual_entry: boolean;
  key: string;
  outcome: TerminalOutcome;
  status: TerminalStatus;
  message: string;
  transaction_id: number | null;
  created: number;
  customer_id: number;
  /** A PayJunction smart-terminal charge (the PayJunction tender), not the generic card flow. */
  provider?: 'payjunction';
}

/** What a transaction carries besides the Order record's fields (spec 2 §3 "Transaction"). */
export interface TransactionExtra {
  order_id: number;
  idempotency_key: string;
  email: string;
  telephone: string;
  datacap_device: string;
  card_type: string;
  manual_entry: boolean;
  payjunction_action: 'CHARGE' | 'REFUND' | '';
  payjunction_smart_terminal_id: string;
  payjunction_terminal_id: string;
  check_number: string;
  voucher_code: string;
  customer_id: number;
  settled: boolean;
  /** Which card provider took a card payment: Datacap (a card reader, answered at once), PayJunction (a smart terminal). '' before the split. */
  provider: '' | 'datacap' | 'payjunction';
  /** Set once a card transaction was voided or returned. */
  void_or_return_status: '' | 'void' | 'return';
}

interface SimulatorState {
  /** idempotency key -> what it recorded: a transaction id or a terminal request. */
  keys: Map<string, { order_id: number; cents: number; type: string; transaction_id?: number; terminal?: string }>;
  terminals: Map<string, TerminalRequest>;
  extras: Map<number, TransactionExtra>;
  voucherOriginal: Map<string, number>;
  nextTransactionId: number;
  /** Demo log: how many addTransaction requests each key arrived with (GET /__demo/payment-keys). */
  keyRequests: Map<string, number>;
}

const bySeed = new WeakMap<Seed, SimulatorState>();

export function simulator(ctx: Context): SimulatorState {
  let state = bySeed.get(ctx.state.data);
  if (!state) {
    const ids = ctx.state.data.orders.flatMap((o) => o.transactions.map((t) => t.transaction_id));
    state = {
      keys: new Map(),
      terminals: new Map(),
      extras: new Map(),
      voucherOriginal: new Map(ctx.state.data.codes.vouchers.map((v) => [v.code, v.amount])),
      keyRequests: new Map(),
      // Above the seed's and the generated orders' (90 000 + i) ids.
      nextTransactionId: Math.max(100_000, ...ids) + 1,
    };
    bySeed.set(ctx.state.data, state);
  }
  return state;
}

export function outcomeOf(cents: number): TerminalOutcome {
  switch (Math.abs(cents) % 100) {
    case 1:
      return 'decline';
    case 2:
      return 'timeout';
    case 3:
      return 'drop';
    case 4:
      return 'settled';
    default:
      return 'approve';
  }
}

export function stamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

const LABELS: Record<Transaction['transaction_type'], string> = {
  card: 'Card payment',
  online: 'Online invoice payment',
  cash: 'Cash payment',
  voucher: 'Voucher payment',
  check: 'Check payment',
  store_credit: 'Store Credit payment',
};

/** Re-derives amount_paid and balance_due from the live transactions (amountPaid + balanceDue = total, in cents). */
export function recompute(order: Order): void {
  const paid = order.transactions.filter((t) => t.status !== 'void').reduce((sum, t) => sum + toCents(t.amount), 0);
  order.amount_paid = fromCents(paid);
  order.balance_due = fromCents(toCents(order.total) - paid);
}

/** Records a payment into the order record and keeps its extra fields here. */
export function recordTransaction(
  ctx: Context,
  order: Order,
  type: Transaction['transaction_type'],
  cents: number,
  extra: Partial<TransactionExtra>,
): Transaction {
  const sim = simulator(ctx);
  const transaction: Transaction = {
    transaction_id: sim.nextTransactionId++,
    transaction_type: type,
    amount: fromCents(cents),
    status: 'complete',
    transaction_label: LABELS[type],
    date_added: stamp(),
  };
  order.transactions.push(transaction);
  recompute(order);
  if (order.pos_status === 'complete' || order.pos_status === 'outstanding_balance') settleStatus(ctx, order);
  sim.extras.set(transaction.transaction_id, {
    order_id: order.order_id,
    idempotency_key: '',
    email: '',
    telephone: '',
    datacap_device: '',
    card_type: '',
    manual_entry: false,
    payjunction_action: '',
    payjunction_smart_terminal_id: '',
    payjunction_terminal_id: '',
    check_number: '',
    voucher_code: '',
    customer_id: 0,
    settled: false,
    provider: '',
    void_or_return_status: '',
    ...extra,
  });
  return transaction;
}

/** A completed order's status follows its balance: complete when paid, else outstanding_balance. */
export function settleStatus(ctx: Context, order: Order): void {
  const paid = order.balance_due <= 0;
  order.pos_status = paid ? 'complete' : 'outstanding_balance';
  order.status = paid ? 'Complete' : 'Outstanding Balance';
  extraOf(ctx, order).order_status_id = paid ? 5 : 3;
}

/** How a voided payment goes back to the customer: through the path it came in (spec 2 §4 "Voiding reverses this"). */
export type ReversalPath =
  'store_credit' | 'voucher' | 'card_void' | 'card_return' | 'cash_refund' | 'check_refund' | 'online_refund';

export interface Reversal {
  transaction_id: number;
  transaction_type: Transaction['transaction_type'];
  cents: number;
  path: ReversalPath;
  /** The voucher restored, or the customer whose store credit was given back. */
  voucher_code?: string;
  customer_id?: number;
}

/** Which call asked for a card's void or return (the demo's processor log, GET /__demo/card-processor). */
export type ReversalVia = 'voidOrReturn' | 'voidTransaction' | 'voidTransactions' | 'voidOrder' | 'terminal';

/** What the demo's card processor was asked: one entry per void or return of a card payment. */
export interface ProcessorCall {
  transaction_id: number;
  order_id: number;
  action: 'void' | 'return';
  cents: number;
  via: ReversalVia;
}

const processorLogs = new WeakMap<Seed, ProcessorCall[]>();

export function processorLog(ctx: Context): ProcessorCall[] {
  let log = processorLogs.get(ctx.state.data);
  if (!log) processorLogs.set(ctx.state.data, (log = []));
  return log;
}

/**
 * Voids one payment and gives its money back through the path it came in: store credit to the customer it was taken
 * from (with a Credits-tab entry), the voucher's balance restored, a card voided (unsettled) or returned (settled) at
 * the card processor, cash, check and online payments marked to be refunded. Every void goes through here: the single
 * void, a card's void/return, Void all and Void Order.
 */
export function voidRecorded(
  ctx: Context,
  order: Order,
  transaction: Transaction,
  via: ReversalVia = 'voidTransaction',
): Reversal {
  const extra = simulator(ctx).extras.get(transaction.transaction_id);
  const cents = toCents(transaction.amount);
  const reversal: Reversal = {
    transaction_id: transaction.transaction_id,
    transaction_type: transaction.transaction_type,
    cents,
    path: 'cash_refund',
  };
  switch (transaction.transaction_type) {
    case 'store_credit': {
      const customerId = extra?.customer_id || order.customer_id;
      const customer = ctx.state.data.customers.find((c) => c.customer_id === customerId);
      if (customer) {
        customer.store_credit = fromCents(toCents(customer.store_credit) + cents);
        addCreditEntry(ctx, customer.customer_id, `Returned from a voided payment on Order #${order.order_id}`, cents);
      }
      Object.assign(reversal, { path: 'store_credit', customer_id: customerId });
      break;
    }
    case 'voucher': {
      const voucher = extra?.voucher_code ? findVoucher(ctx.state.data.codes, extra.voucher_code) : undefined;
      if (voucher) voucher.amount = fromCents(toCents(voucher.amount) + cents);
      Object.assign(reversal, { path: 'voucher', voucher_code: voucher?.code ?? extra?.voucher_code ?? '' });
      break;
    }
    case 'card': {
      const action = extra?.settled ? 'return' : 'void';
      if (extra) extra.void_or_return_status = action;
      processorLog(ctx).push({
        transaction_id: transaction.transaction_id,
        order_id: order.order_id,
        action,
        cents,
        via,
      });
      reversal.path = action === 'return' ? 'card_return' : 'card_void';
      break;
    }
    case 'check':
      reversal.path = 'check_refund';
      break;
    case 'online':
      reversal.path = 'online_refund';
      break;
    case 'cash':
      break;
  }
  transaction.status = 'void';
  recompute(order);
  if (order.pos_status === 'complete' || order.pos_status === 'outstanding_balance') settleStatus(ctx, order);
  return reversal;
}

/** A reversal on the wire: what went back where ("not stated" by the spec; the client shows it from the transactions). */
export function reversalWire(r: Reversal) {
  return {
    transaction_id: r.transaction_id,
    transaction_type: r.transaction_type,
    amount: fromCents(r.cents),
    path: r.path,
    text: reversalText(r),
  };
}

/** What a reversal did, in words: "$40.00 returned to store credit". */
export function reversalText(r: Reversal): string {
  const amount = formatCents(r.cents);
  switch (r.path) {
    case 'store_credit':
      return `${amount} returned to store credit`;
    case 'voucher':
      return `${amount} restored to voucher ${r.voucher_code}`;
    case 'card_void':
      return `${amount} card payment voided`;
    case 'card_return':
      return `${amount} card payment returned`;
    case 'cash_refund':
      return `${amount} cash to refund`;
    case 'check_refund':
      return `${amount} check payment to refund`;
    case 'online_refund':
      return `${amount} online payment to refund`;
  }
}

/** Moves a pending terminal request on when its time has come (lazily: whoever looks first settles it). */
export function settleTerminal(ctx: Context, request: TerminalRequest, order: Order | undefined): void {
  if (request.status !== 'pending' || !order) return;
  if (request.outcome === 'timeout' || request.outcome === 'manual') return;
  if (Date.now() - request.created < TERMINAL_DECIDE_MS) return;
  if (request.outcome === 'decline') {
    request.status = 'declined';
    request.message = DECLINE_MESSAGE;
    return;
  }
  approveTerminal(ctx, request, order);
}

/**
 * The terminal approved the charge: the order is re-checked before anything is recorded. Voided meanwhile, or owing less
 * than the charge (paid another way), the approval is voided (returned, once settled) on the card at once: it shows as a
 * void card transaction and the request as `reversed` with a message for staff, never as a live payment.
 */
export function approveTerminal(ctx: Context, request: TerminalRequest, order: Order): void {
  const voided = order.pos_status === 'Voided';
  const due = toCents(order.balance_due);
  const transaction = recordTransaction(ctx, order, 'card', request.cents, {
    idempotency_key: request.key,
    datacap_device: request.provider === 'payjunction' ? '' : request.smart_terminal_id,
    card_type: request.card_type,
    manual_entry: request.manual_entry,
    payjunction_action: 'CHARGE',
    payjunction_smart_terminal_id: request.smart_terminal_id,
    payjunction_terminal_id: request.smart_terminal_id,
    customer_id: request.customer_id,
    settled: request.outcome === 'settled',
    provider: request.provider ?? '',
  });
  request.transaction_id = transaction.transaction_id;
  if (voided || request.cents > due) {
    const returned = voidRecorded(ctx, order, transaction, 'terminal').path === 'card_return';
    request.status = 'reversed';
    request.message =
      `The card payment of ${formatCents(request.cents)} was approved after the order was ` +
      `${voided ? 'voided' : 'paid'}: it was ${returned ? 'returned' : 'voided'} on the card and not recorded as a payment.`;
    return;
  }
  request.status = 'approved';
  request.message = 'Approved';
}

/** QA's tap on a `manual` terminal: approve or decline now. A tap that crossed a cancellation still approves (re-checked). */
export function tapTerminal(ctx: Context, request: TerminalRequest, order: Order, result: 'approve' | 'decline'): void {
  if (request.status !== 'pending' && request.status !== 'cancelled') return;
  if (result === 'approve') return approveTerminal(ctx, request, order);
  if (request.status === 'pending') {
    request.status = 'declined';
    request.message = DECLINE_MESSAGE;
  }
}

/** The order's pending terminal request (each of its requests settled first if its time has come), if any. */
export function pendingTerminalOf(ctx: Context, order: Order): TerminalRequest | undefined {
  let pending: TerminalRequest | undefined;
  for (const request of simulator(ctx).terminals.values()) {
    if (request.order_id !== order.order_id) continue;
    settleTerminal(ctx, request, order);
    if (request.status === 'pending') pending = request;
  }
  return pending;
}

/** Why another tender is refused while a terminal payment holds its amount. */
export function terminalHoldMessage(cents: number): string {
  return `A card payment of ${formatCents(cents)} is waiting on the terminal. Finish or cancel it first.`;
}

export function newTerminalRequest(
  fields: Omit<
    TerminalRequest,
    'site_transaction_id' | 'status' | 'message' | 'transaction_id' | 'created' | 'outcome'
  >,
  mode: CardTerminalMode = 'auto',
): TerminalRequest {
  return {
    ...fields,
    site_transaction_id: randomUUID(),
    outcome: mode === 'manual' ? 'manual' : outcomeOf(fields.cents),
    status: 'pending',
    message: '',
    transaction_id: null,
    created: Date.now(),
  };
}
