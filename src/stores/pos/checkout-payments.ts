// Taking a payment (spec 2 §4, §7, issue 14 "never a double charge"): one idempotency key per payment attempt,
// created when the tender is submitted and reused by every retry; an answer that cannot be read is followed by a
// re-read of getTransactions before anything is settled.
import { atom } from 'nanostores';
import * as api from '../../api/pos/checkout';
import { ServerMessageError, SessionExpiredError, userMessage } from '../../api/errors';
import { debounce } from '../../lib/debounce';
import { formatCents, fromCents, toCents } from '../../lib/money';
import { onTestReset } from '../../lib/test-reset';
import type { TransactionType } from '../../schemas/pos/checkout';
import { notify } from '../ports';
import { $checkout, applyWire, checkoutOptions, reread } from './checkout-state';
import { acquireTerminalLock, releaseTerminalLock, resumeTerminal, startTerminalWait } from './checkout-terminal';

export const PAYMENT_UNCONFIRMED =
  'The payment could not be confirmed. Try again sends the same payment: it is never recorded twice.';
export const TERMINAL_BUSY = 'A terminal payment is already in progress. Finish or cancel it first.';

/** A tender's own fields (everything but the order, type, amount and key). */
export type TenderFields = Omit<api.TransactionFields, 'order_id' | 'transaction_type' | 'amount' | 'idempotency_key'>;

export interface PaymentAttempt {
  key: string;
  type: TransactionType;
  cents: number;
  fields: TenderFields;
  /** sending: on the wire; unknown: the answer was lost and the re-read did not find it. */
  phase: 'sending' | 'unknown';
}

export type PaymentOutcome = 'recorded' | 'waiting' | 'refused' | 'unknown' | 'busy';

export const $attempt = atom<PaymentAttempt | null>(null);

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const TENDER_NAMES: Record<TransactionType, string> = {
  card: 'card',
  online: 'online invoice',
  cash: 'cash',
  voucher: 'voucher',
  check: 'check',
  store_credit: 'store credit',
};

export function describeAttempt(attempt: PaymentAttempt): string {
  return `${formatCents(attempt.cents)} by ${TENDER_NAMES[attempt.type]}`;
}

/** Sends the attempt (first time or retry, always with its key) and settles it. */
async function send(attempt: PaymentAttempt): Promise<PaymentOutcome> {
  const state = $checkout.get();
  $attempt.set({ ...attempt, phase: 'sending' });
  const card = attempt.type === 'card';
  try {
    const answer = await api.addTransaction(
      {
        order_id: state.orderId,
        transaction_type: attempt.type,
        amount: fromCents(attempt.cents).toFixed(2),
        idempotency_key: attempt.key,
        ...attempt.fields,
      },
      state.customer?.customer_id ?? null,
      checkoutOptions.paymentTimeoutMs,
    );
    $attempt.set(null);
    applyWire(answer);
    if (answer.terminal) {
      if (answer.terminal.status === 'pending') {
        startTerminalWait(answer.terminal);
        return 'waiting';
      }
      // A retry of a terminal attempt already decided: the terminals' records tell what happened.
      releaseTerminalLock();
      return answer.terminal.status === 'approved' ? 'recorded' : 'refused';
    }
    notify.paymentSuccess(answer.success || `Payment of ${describeAttempt(attempt)} added.`);
    return 'recorded';
  } catch (error) {
    if (error instanceof ServerMessageError || error instanceof SessionExpiredError) {
      // The server said no: nothing was recorded; a new submit is a new attempt.
      $attempt.set(null);
      if (card) releaseTerminalLock();
      notify.paymentError(userMessage(error));
      void reread();
      return 'refused';
    }
    // Unreadable, dropped, timed out or an odd answer: the payment may have been recorded. Read before settling.
    console.error('[parts-islands] payment answer could not be read; re-reading the order', error);
    const wire = await reread();
    const recorded = wire?.transactions.find((t) => t.idempotency_key === attempt.key);
    if (recorded) {
      $attempt.set(null);
      notify.paymentSuccess(`Payment of ${describeAttempt(attempt)} added.`);
      return 'recorded';
    }
    if (card && wire?.pending_terminal) {
      $attempt.set(null);
      resumeTerminal(wire);
      return 'waiting';
    }
    if (card) releaseTerminalLock();
    $attempt.set({ ...attempt, phase: 'unknown' });
    notify.paymentError(PAYMENT_UNCONFIRMED);
    return 'unknown';
  }
}

/**
 * A tender's submit: a new attempt with a new key. Refused while another attempt is on the wire or unconfirmed
 * (that one is retried with its own key), and for a card while a terminal payment is in progress.
 */
export async function submitPayment(
  type: TransactionType,
  cents: number,
  fields: TenderFields = {},
): Promise<PaymentOutcome> {
  if ($attempt.get()) return 'busy';
  if (type === 'card' && !acquireTerminalLock()) {
    notify.paymentError(TERMINAL_BUSY);
    return 'busy';
  }
  return send({ key: newKey(), type, cents, fields, phase: 'sending' });
}

/** "Try again" on an unconfirmed attempt: the same payment with the same key. */
export async function retryPayment(): Promise<PaymentOutcome> {
  const attempt = $attempt.get();
  if (!attempt || attempt.phase === 'sending') return 'busy';
  if (attempt.type === 'card' && !acquireTerminalLock()) return 'busy';
  return send(attempt);
}

/** "Check again": re-reads the order; the attempt is settled if the server recorded it. */
export async function recheckPayment(): Promise<boolean> {
  const attempt = $attempt.get();
  if (!attempt || attempt.phase === 'sending') return false;
  const wire = await reread();
  if (wire?.transactions.some((t) => t.idempotency_key === attempt.key)) {
    $attempt.set(null);
    notify.paymentSuccess(`Payment of ${describeAttempt(attempt)} added.`);
    return true;
  }
  return false;
}

// ---------- Voucher lookup ----------

export const VOUCHER_LOOKUP_MS = 500;
export const VOUCHER_FAILED = 'Something went wrong!';
export const VOUCHER_INVALID = 'Invalid code';

export type VoucherLookup =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'found'; code: string; amount: number; original: number }
  | { status: 'invalid' | 'error'; code: string; message: string };

/** One voucher box: GET getVoucher 500 ms after typing stops; the latest code wins. */
export function createVoucherLookup() {
  const $lookup = atom<VoucherLookup>({ status: 'idle' });
  let controller: AbortController | null = null;
  const run = async (code: string) => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    try {
      const { voucher } = await api.getVoucher(code, mine.signal);
      if (controller !== mine) return;
      // Neither a voucher nor a message (spec 2 §5): the code is unknown.
      if (!voucher) $lookup.set({ status: 'invalid', code, message: VOUCHER_INVALID });
      else
        $lookup.set({
          status: 'found',
          code,
          amount: toCents(voucher.amount),
          original: toCents(voucher.original_amount),
        });
    } catch (error) {
      if (mine.signal.aborted) return;
      if (error instanceof ServerMessageError)
        $lookup.set({ status: 'invalid', code, message: error.message || VOUCHER_INVALID });
      else {
        console.error('[parts-islands] voucher lookup failed', error);
        $lookup.set({ status: 'error', code, message: VOUCHER_FAILED });
      }
    }
  };
  const later = debounce(run, VOUCHER_LOOKUP_MS);
  return {
    $lookup,
    lookup(code: string): void {
      const trimmed = code.trim();
      controller?.abort();
      if (!trimmed) {
        later.cancel();
        $lookup.set({ status: 'idle' });
        return;
      }
      $lookup.set({ status: 'loading', code: trimmed });
      later(trimmed);
    },
    stop(): void {
      later.cancel();
      controller?.abort();
    },
  };
}

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetCheckoutPayments() {
    $attempt.set(null);
  });
}
