// The card terminal wait (spec 2 §4 "Card-terminal flow", issue 14): one terminal payment at a time for the whole page,
// a real event stream, a lost stream reconciled by polling getTransactions, a 5-minute deadline, and a wait that
// survives a reload (getTransactions' pending terminal reopens it).
import * as api from '../api/checkout';
import { userMessage } from '../../api/errors';
import type { CheckoutStateWire, Terminal, TerminalEvent } from '../schemas/checkout';
import { notify } from '../../stores/ports';
import { reread } from './checkout-state';
import { pageAtom, pageState } from '../../registry/page';

export const TERMINAL_WAIT_TEXT = 'Please wait, your customer is choosing the payment method.';
export const TERMINAL_DEADLINE_MS = 5 * 60_000;
export const TERMINAL_POLL_MS = 2000;
export const PAYMENT_FAILED = 'Payment Failed!';
export const REVERSED_TEXT =
  'The card payment was approved after the order changed: it was voided on the card and not recorded as a payment.';

export interface TerminalWait {
  terminal: Terminal;
  /** waiting: the stream is open; lost: polling after the stream dropped; overdue: past the deadline. */
  phase: 'waiting' | 'lost' | 'overdue';
  /** The terminal's latest word (an unknown status shows here, the wait goes on). */
  note: string;
  busy: boolean;
}

export const $terminalWait = pageAtom<TerminalWait | null>(null);
/** The page-wide lock: held from a card's submit until its terminal is decided (every island sees it). */
export const $terminalLock = pageAtom(false);

// The open wait's event stream, its deadline and its poll after a lost stream: a stopped page closes and clears them.
const state = pageState(() => ({
  stream_: null as api.TerminalStream | null,
  deadline_: null as ReturnType<typeof setTimeout> | null,
  poll_: null as ReturnType<typeof setTimeout> | null,
  stop: stopWatching,
}));

export function acquireTerminalLock(): boolean {
  if ($terminalLock.get()) return false;
  $terminalLock.set(true);
  return true;
}

export function releaseTerminalLock(): void {
  if (!$terminalWait.get()) $terminalLock.set(false);
}

function stopWatching(): void {
  state.stream_?.close();
  state.stream_ = null;
  if (state.deadline_) clearTimeout(state.deadline_);
  if (state.poll_) clearTimeout(state.poll_);
  state.deadline_ = null;
  state.poll_ = null;
}

function end(): void {
  stopWatching();
  $terminalWait.set(null);
  $terminalLock.set(false);
}

function update(patch: Partial<TerminalWait>): void {
  const wait = $terminalWait.get();
  if (wait) $terminalWait.set({ ...wait, ...patch });
}

/**
 * Tells staff how a terminal request was decided: approved ("Success!"), declined or reversed ("Payment Failed!" with
 * the reason: a reversal is an approval the store voided on the card because the order was voided or paid meanwhile),
 * cancelled. Answers whether a payment was recorded.
 */
export function announceDecision(record: Pick<Terminal, 'status' | 'message'>): boolean {
  switch (record.status) {
    case 'approved':
      notify.paymentSuccess(record.message || 'The card payment was approved.');
      return true;
    case 'declined':
      notify.paymentError(record.message || 'The card was declined.', PAYMENT_FAILED);
      return false;
    case 'reversed':
      notify.paymentError(record.message || REVERSED_TEXT, PAYMENT_FAILED);
      return false;
    default:
      notify.success('Transaction cancelled.');
      return false;
  }
}

/** Settles the wait from the terminal's record in a fresh state; true when it was decided. */
function settleFrom(wire: CheckoutStateWire | null, siteId: string): boolean {
  if (!wire) return false;
  const record = wire.terminals.find((t) => t.site_transaction_id === siteId);
  if (!record || record.status === 'pending') return false;
  end();
  announceDecision(record);
  return true;
}

async function onEvent(siteId: string, event: TerminalEvent): Promise<void> {
  if (event.status === 'complete') {
    state.stream_?.close();
    state.stream_ = null;
    const wire = await reread();
    if (settleFrom(wire, siteId)) return;
    // The state could not be read: the event's own word settles it; the list catches up on the next read.
    end();
    if (['approved', 'declined', 'reversed'].includes(event.result))
      announceDecision({ status: event.result, message: event.message });
    return;
  }
  if (event.status === 'cancelled') {
    if ($terminalWait.get()?.terminal.site_transaction_id !== siteId) return;
    end();
    void reread();
    notify.success('Transaction cancelled.');
    return;
  }
  // Unknown statuses are tolerated: the wait goes on, showing what the terminal said.
  update({ note: event.message });
}

async function pollOnce(siteId: string): Promise<void> {
  state.poll_ = null;
  const wire = await reread();
  const wait = $terminalWait.get();
  if (!wait || wait.terminal.site_transaction_id !== siteId) return;
  if (settleFrom(wire, siteId)) return;
  if (wait.phase === 'lost') state.poll_ = setTimeout(() => void pollOnce(siteId), TERMINAL_POLL_MS);
}

function onLost(siteId: string): void {
  state.stream_ = null;
  update({ phase: 'lost', note: 'The connection to the terminal was lost. Checking the payment...' });
  void pollOnce(siteId);
}

/** Opens the wait for a terminal request: the event stream, and the deadline counted from when it started. */
export function startTerminalWait(terminal: Terminal): void {
  stopWatching();
  $terminalLock.set(true);
  $terminalWait.set({ terminal, phase: 'waiting', note: '', busy: false });
  const siteId = terminal.site_transaction_id;
  const started = Date.parse(terminal.started);
  const elapsed = Number.isFinite(started) ? Math.max(0, Date.now() - started) : 0;
  const overdue = () => {
    stopWatching();
    update({ phase: 'overdue', note: '' });
  };
  if (elapsed >= TERMINAL_DEADLINE_MS) return overdue();
  state.deadline_ = setTimeout(overdue, TERMINAL_DEADLINE_MS - elapsed);
  state.stream_ = api.openTerminalEvents(terminal.events_url, {
    onEvent: (event) => void onEvent(siteId, event),
    onLost: () => onLost(siteId),
  });
}

/** A pending terminal the server reports (after a reload) reopens its wait instead of offering a new charge. */
export function resumeTerminal(wire: CheckoutStateWire): void {
  const pending = wire.pending_terminal;
  if (pending && $terminalWait.get()?.terminal.site_transaction_id !== pending.site_transaction_id) {
    startTerminalWait(pending);
  }
}

/** "Check Status": one fresh read of the order; the wait settles if the terminal was decided. */
export async function checkTerminalStatus(): Promise<void> {
  const wait = $terminalWait.get();
  if (!wait || wait.busy) return;
  update({ busy: true });
  const wire = await reread();
  if (settleFrom(wire, wait.terminal.site_transaction_id)) return;
  update({
    busy: false,
    note: wire ? 'The terminal is still waiting for the customer.' : 'The status could not be checked. Try again.',
  });
}

/** "Cancel Transaction": GET cancelSmartTerminal; if the terminal decided first, its outcome is shown instead. */
export async function cancelTerminal(): Promise<void> {
  const wait = $terminalWait.get();
  if (!wait || wait.busy) return;
  update({ busy: true });
  const { smart_terminal_id, site_transaction_id } = wait.terminal;
  try {
    await api.cancelSmartTerminal(smart_terminal_id, site_transaction_id);
    // The stream may have told the cancellation first: it is said once.
    if ($terminalWait.get()?.terminal.site_transaction_id !== site_transaction_id) return;
    end();
    notify.success('Transaction cancelled.');
    void reread();
  } catch (error) {
    const wire = await reread();
    if (settleFrom(wire, site_transaction_id)) return;
    update({ busy: false });
    notify.paymentError(userMessage(error));
  }
}
