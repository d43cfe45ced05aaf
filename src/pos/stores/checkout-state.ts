// The POS checkout state in cents (spec 2 §3 "Checkout state"): replaced by every answer of the server, which holds
// the one truth of the order's money; amount paid and balance due are folded from the live transactions.
import * as api from '../api/checkout';
import { toCents } from '../../lib/money';
import { ledger } from '../lib/ledger';
import type { CheckoutCustomer, CheckoutProduct, CheckoutStateWire, Terminal, Transaction } from '../schemas/checkout';
import { report } from '../../registry/report';
import { pageAtom, pageState } from '../../registry/page';

export interface CheckoutTransaction extends Transaction {
  cents: number;
  voided: boolean;
}

export interface CheckoutState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  orderId: number;
  posStatus: string;
  orderTotal: number;
  costParts: number;
  costSurcharge: number;
  costLabor: number;
  costTax: number;
  costCreditCardSurcharge: number;
  costCreditCardSurchargeTax: number;
  amountPaid: number;
  balanceDue: number;
  storeCredit: number;
  customer: CheckoutCustomer | null;
  transactions: CheckoutTransaction[];
  products: CheckoutProduct[];
  bookedAppointments: CheckoutStateWire['booked_appointments'];
  terminals: Terminal[];
}

export const EMPTY_CHECKOUT: CheckoutState = {
  status: 'idle',
  orderId: 0,
  posStatus: '',
  orderTotal: 0,
  costParts: 0,
  costSurcharge: 0,
  costLabor: 0,
  costTax: 0,
  costCreditCardSurcharge: 0,
  costCreditCardSurchargeTax: 0,
  amountPaid: 0,
  balanceDue: 0,
  storeCredit: 0,
  customer: null,
  transactions: [],
  products: [],
  bookedAppointments: [],
  terminals: [],
};

export const $checkout = pageAtom<CheckoutState>(EMPTY_CHECKOUT);

/** Settings the page gives the checkout (its props). */
export const checkoutOptions = pageState(() => ({ paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' }));

/** The server's state in cents: amount paid and balance due are the ledger of the live transactions. */
export function toCheckoutState(wire: CheckoutStateWire): CheckoutState {
  const transactions = wire.transactions.map((t) => ({ ...t, cents: toCents(t.amount), voided: t.status === 'void' }));
  const orderTotal = toCents(wire.order_total);
  const { amountPaid, balanceDue } = ledger(
    orderTotal,
    transactions.map((t) => ({ id: t.transaction_id, type: t.transaction_type, cents: t.cents, void: t.voided })),
  );
  return {
    status: 'ready',
    orderId: wire.order_id,
    posStatus: wire.pos_status,
    orderTotal,
    costParts: toCents(wire.cost_parts),
    costSurcharge: toCents(wire.cost_surcharge),
    costLabor: toCents(wire.cost_labor),
    costTax: toCents(wire.cost_tax),
    costCreditCardSurcharge: toCents(wire.cost_credit_card_surcharge),
    costCreditCardSurchargeTax: toCents(wire.cost_credit_card_surcharge_tax),
    amountPaid,
    balanceDue,
    storeCredit: Math.max(0, toCents(wire.store_credit)),
    customer: wire.customer,
    transactions,
    products: wire.products,
    bookedAppointments: wire.booked_appointments,
    terminals: wire.terminals,
  };
}

export function applyWire(wire: CheckoutStateWire): void {
  $checkout.set(toCheckoutState(wire));
  broadcast(wire);
}

/** GET getTransactions: the state as the server has it now; null when it could not be read (logged). */
export async function reread(): Promise<CheckoutStateWire | null> {
  const { orderId } = $checkout.get();
  if (!orderId) return null;
  try {
    const wire = await api.getTransactions(orderId);
    applyWire(wire);
    return wire;
  } catch (error) {
    report(error, { action: 'checkout state could not be read' });
    return null;
  }
}

/** Whether the browser is online: card tenders are blocked while it is not (a terminal wait needs the stream). */
export const $online = pageAtom(() => (typeof navigator === 'undefined' ? true : navigator.onLine));

/** Follows the browser's online/offline events; returns the cleanup. */
export function watchOnline(): () => void {
  const update = () => $online.set(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

// Two tabs on one order never disagree: each state a tab receives is handed to the others (a stopped page closes its
// channel).
const state = pageState(() => ({
  channel_: null as BroadcastChannel | null,
  stop() {
    this.channel_?.close();
  },
}));

function broadcast(wire: CheckoutStateWire): void {
  try {
    state.channel_?.postMessage(wire);
  } catch {
    // A closed channel (page hidden) simply misses this one; the next answer or a reload brings it back.
  }
}

/** Listens for the other tabs' states of the same order; `onWire` acts on each (a terminal wait to show here too). */
export function listenToOtherTabs(orderId: number, onWire?: (wire: CheckoutStateWire) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const mine = new BroadcastChannel(`pi-pos-checkout-${orderId}`);
  state.channel_ = mine;
  mine.onmessage = (event: MessageEvent<CheckoutStateWire>) => {
    if (event.data?.order_id !== orderId) return;
    $checkout.set(toCheckoutState(event.data));
    onWire?.(event.data);
  };
  return () => {
    mine.close();
    if (state.channel_ === mine) state.channel_ = null;
  };
}
