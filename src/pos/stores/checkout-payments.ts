// Taking a payment (spec 2 §4, §7, issue 14 "never a double charge"): one idempotency key per payment attempt,
// created when the tender is submitted and reused by every retry; an answer that cannot be read is followed by a
// re-read of getTransactions before anything is settled.
import * as api from '../api/checkout';
import { ServerMessageError, SessionExpiredError, userMessage } from '../../api/errors';
import { formatCents, fromCents } from '../../lib/money';
import { readStorage, removeStorage, writeStorage } from '../../lib/json-storage';
import { PAYMENT_ATTEMPT_PREFIX } from '../../lib/shopper-storage';
import { TRANSACTION_TYPES, type CheckoutStateWire, type TransactionType } from '../schemas/checkout';
import { notify } from '../../stores/ports';
import { $checkout, applyWire, checkoutOptions, reread } from './checkout-state';
import {
  acquireTerminalLock,
  announceDecision,
  releaseTerminalLock,
  resumeTerminal,
  startTerminalWait,
} from './checkout-terminal';
import { report } from '../../registry/report';
import { pageAtom, pageState } from '../../registry/page';

export const PAYMENT_UNCONFIRMED =
  'The payment could not be confirmed. Try again sends the same payment: it is never recorded twice.';
export const TERMINAL_BUSY = 'A terminal payment is already in progress. Finish or cancel it first.';

/** A tender's own fields (everything but the order, type, amount and key). */
export type TenderFields = Omit<api.TransactionFields, 'order_id' | 'transaction_type' | 'amount' | 'idempotency_key'>;

export interface PaymentAttempt {
  orderId: number;
  key: string;
  type: TransactionType;
  cents: number;
  fields: TenderFields;
  /** sending: on the wire; unknown: the answer was lost and the re-read did not find it. */
  phase: 'sending' | 'unknown';
}

export type PaymentOutcome = 'recorded' | 'waiting' | 'refused' | 'unknown' | 'busy';

export const $attempt = pageAtom<PaymentAttempt | null>(null);

// An attempt lives in sessionStorage until it is settled, so a reload (or a crash) in the middle of a payment comes back
// to it: the transactions are re-read and the attempt is matched by its key, or offered again with the same key.
const storageKey = (orderId: number) => `${PAYMENT_ATTEMPT_PREFIX}${orderId}`;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

// The order whose attempt this tab has stored (removed once the attempt is settled or dropped).
const page = pageState(() => ({ persistedFor_: null as number | null }));
$attempt.subscribe((attempt) => {
  if (attempt) {
    page.persistedFor_ = attempt.orderId;
    const attemptKey = `${PAYMENT_ATTEMPT_PREFIX}${attempt.orderId}`;
    writeStorage(attemptKey, { ...attempt, phase: 'unknown' }, tabStorage());
  } else if (page.persistedFor_ !== null) {
    removeStorage(storageKey(page.persistedFor_), tabStorage());
    page.persistedFor_ = null;
  }
});

function isSavedAttempt(value: unknown, orderId: number): value is PaymentAttempt {
  if (!value || typeof value !== 'object') return false;
  const a = value as Partial<PaymentAttempt>;
  return (
    a.orderId === orderId &&
    typeof a.key === 'string' &&
    /^[A-Za-z0-9-]{8,64}$/.test(a.key) &&
    typeof a.type === 'string' &&
    (TRANSACTION_TYPES as readonly string[]).includes(a.type) &&
    typeof a.cents === 'number' &&
    Number.isInteger(a.cents) &&
    a.cents > 0 &&
    typeof a.fields === 'object' &&
    a.fields !== null
  );
}

/**
 * After a (re)load: an attempt this tab left unsettled is matched against the order's transactions by its key: found,
 * it is settled ("Success!"); a card whose terminal still waits is the wait (resumed by the caller); else it is shown
 * as unconfirmed, with "Try again" (the same key) and "Check again".
 */
export function restoreAttempt(wire: CheckoutStateWire): void {
  if ($attempt.get()) return;
  const saved: unknown = readStorage<unknown>(storageKey(wire.order_id), null, tabStorage());
  if (!isSavedAttempt(saved, wire.order_id)) {
    removeStorage(storageKey(wire.order_id), tabStorage());
    return;
  }
  const attempt: PaymentAttempt = { ...saved, phase: 'unknown' };
  const found = wire.transactions.find((t) => t.idempotency_key === attempt.key);
  if (found) {
    removeStorage(storageKey(wire.order_id), tabStorage());
    if (found.status !== 'void') notify.paymentSuccess(`Payment of ${describeAttempt(attempt)} added.`);
    // Recorded, then voided meanwhile (or a card approval the store reversed): settled, never offered again.
    else notify.paymentError(`The payment of ${describeAttempt(attempt)} was recorded and has since been voided.`);
    return;
  }
  if (attempt.type === 'card' && wire.pending_terminal) {
    removeStorage(storageKey(wire.order_id), tabStorage());
    return;
  }
  $attempt.set(attempt);
  notify.paymentError(PAYMENT_UNCONFIRMED);
}

/** While an attempt is unsettled, leaving or reloading the page asks first (beforeunload); returns the cleanup. */
export function guardUnsettledAttempt(): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers need returnValue set to ask.
    event.returnValue = '';
  };
  let listening = false;
  const stop = $attempt.subscribe((attempt) => {
    if (attempt && !listening) window.addEventListener('beforeunload', onBeforeUnload);
    if (!attempt && listening) window.removeEventListener('beforeunload', onBeforeUnload);
    listening = Boolean(attempt);
  });
  return () => {
    stop();
    if (listening) window.removeEventListener('beforeunload', onBeforeUnload);
    listening = false;
  };
}

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

export function describeAttempt(attempt: Pick<PaymentAttempt, 'cents' | 'type'>): string {
  return `${formatCents(attempt.cents)} by ${TENDER_NAMES[attempt.type]}`;
}

/**
 * Sends the attempt (first time or retry, always with its key) and settles it. A card's terminal lock is released on
 * every ending but a wait: recorded (with or without a terminal record), refused, or unconfirmed.
 */
async function send(attempt: PaymentAttempt): Promise<PaymentOutcome> {
  const state = $checkout.get();
  $attempt.set({ ...attempt, phase: 'sending' });
  const card = attempt.type === 'card';
  const unlock = () => {
    if (card) releaseTerminalLock();
  };
  try {
    const answer = await api.addTransaction(
      {
        order_id: attempt.orderId,
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
      // A retry of a terminal attempt already decided: its record tells what happened, and staff are told.
      unlock();
      return announceDecision(answer.terminal) ? 'recorded' : 'refused';
    }
    // Recorded at once (a card too may be answered with its transaction and no terminal record, spec 2 §7).
    unlock();
    notify.paymentSuccess(answer.success || `Payment of ${describeAttempt(attempt)} added.`);
    return 'recorded';
  } catch (error) {
    if (error instanceof ServerMessageError || error instanceof SessionExpiredError) {
      // The server said no: nothing was recorded; a new submit is a new attempt.
      $attempt.set(null);
      unlock();
      notify.paymentError(userMessage(error));
      // Another tab's terminal payment may be what refused it: its wait shows here too.
      void reread().then((wire) => {
        if (wire) resumeTerminal(wire);
      });
      return 'refused';
    }
    // Unreadable, dropped, timed out or an odd answer: the payment may have been recorded. Read before settling.
    report(error, { action: 'payment answer could not be read; re-reading the order' });
    const wire = await reread();
    const recorded = wire?.transactions.find((t) => t.idempotency_key === attempt.key && t.status !== 'void');
    if (recorded) {
      $attempt.set(null);
      unlock();
      notify.paymentSuccess(`Payment of ${describeAttempt(attempt)} added.`);
      return 'recorded';
    }
    if (card && wire?.pending_terminal) {
      $attempt.set(null);
      resumeTerminal(wire);
      return 'waiting';
    }
    unlock();
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
  return send({ orderId: $checkout.get().orderId, key: newKey(), type, cents, fields, phase: 'sending' });
}

/** "Try again" on an unconfirmed attempt: the same payment with the same key. */
export async function retryPayment(): Promise<PaymentOutcome> {
  const attempt = $attempt.get();
  if (!attempt || attempt.phase === 'sending') return 'busy';
  if (attempt.type === 'card' && !acquireTerminalLock()) {
    notify.paymentError(TERMINAL_BUSY);
    return 'busy';
  }
  return send(attempt);
}

/** "Check again": re-reads the order; the attempt is settled if the server recorded it. */
export async function recheckPayment(): Promise<boolean> {
  const attempt = $attempt.get();
  if (!attempt || attempt.phase === 'sending') return false;
  const wire = await reread();
  if (wire?.transactions.some((t) => t.idempotency_key === attempt.key && t.status !== 'void')) {
    $attempt.set(null);
    if (attempt.type === 'card') releaseTerminalLock();
    notify.paymentSuccess(`Payment of ${describeAttempt(attempt)} added.`);
    return true;
  }
  if (!wire) notify.paymentError('The order could not be read. Check again in a moment.');
  else notify.paymentError(`The payment of ${describeAttempt(attempt)} is not recorded yet. Try again sends it.`);
  return false;
}
