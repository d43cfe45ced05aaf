// The POS checkout's actions (spec 2 §2, §4, §7, §8): load the order's state, the customer, voids, PO numbers, complete.
import * as api from '../api/checkout';
import * as ordersApi from '../api/orders';
import type { NotificationForm } from '../lib/notification-rules';
import { ServerMessageError } from '../../api/errors';
import { fromCents, toCents } from '../../lib/money';
import { ecommerceItem } from '../../tracking/marketing';
import { trackPurchase, trackRefund } from '../../tracking/orders';
import { notify } from '../../stores/ports';
import {
  $checkout,
  applyWire,
  checkoutOptions,
  listenToOtherTabs,
  reread,
  type CheckoutTransaction,
} from './checkout-state';
import { restoreAttempt } from './checkout-payments';
import { resumeTerminal } from './checkout-terminal';
import { sendNotification } from './notification';
import { sendPoNumber } from './po-number';
import { report } from '../../registry/report';

export const PO_REQUIRED = 'Please add a PO Number to each product before completing check out.';
export const NO_ORDER = 'There is no order to show. Redirecting to the catalog page...';

/** Loads the order's state; a pending terminal payment found there reopens its wait. */
export async function startCheckout(
  orderId: number,
  options: { paymentTimeoutMs: number; receiptUrl: string },
): Promise<void> {
  Object.assign(checkoutOptions, options);
  $checkout.set({ ...$checkout.get(), orderId, status: 'loading' });
  const wire = await reread();
  if (!wire) {
    $checkout.set({ ...$checkout.get(), status: 'error' });
    return;
  }
  restoreAttempt(wire);
  resumeTerminal(wire);
}

/**
 * Follows the other tabs of this order: their states replace this one's, and a terminal payment one of them started
 * shows its wait here too (so no tab keeps offering another tender while it holds the amount). Returns the cleanup.
 */
export function followOtherTabs(orderId: number): () => void {
  return listenToOtherTabs(orderId, (wire) => resumeTerminal(wire));
}

/** setCustomer on the order: the customer and their store credit; "Customer added to order!" or the server error. */
export async function assignCustomer(customerId: number): Promise<{ ok: boolean }> {
  const state = $checkout.get();
  try {
    const answer = await api.setCustomer(state.orderId, customerId);
    notify.success('Customer added to order!');
    await reread();
    // The answer's credit is the customer's now, even when the re-read failed.
    const now = $checkout.get();
    if (now.customer?.customer_id !== answer.customer.customer_id)
      $checkout.set({ ...now, customer: answer.customer, storeCredit: toCents(answer.storeCredit) });
    return { ok: true };
  } catch (error) {
    report(error, { action: 'customer could not be set', show: 'toast' });
    return { ok: false };
  }
}

function refundEvent(value: number): void {
  const { orderId } = $checkout.get();
  trackRefund(String(orderId), fromCents(value));
}

/** POST voidTransaction (after the confirmation): the state the server answers; "refund" for a completed sale. */
export async function voidOne(transaction: CheckoutTransaction): Promise<boolean> {
  const { orderId } = $checkout.get();
  try {
    const answer = await api.voidTransaction(orderId, transaction.transaction_id);
    applyWire(answer);
    if (answer.refund) refundEvent(transaction.cents);
    notify.paymentSuccess(answer.success || 'Transaction voided.');
    return true;
  } catch (error) {
    report(error, { action: 'void failed', show: notify.paymentError });
    void reread();
    return false;
  }
}

/** GET voidTransactions ("Void all"): paid goes to 0 and the balance to the total. */
export async function voidAll(): Promise<boolean> {
  const before = $checkout.get();
  try {
    const answer = await api.voidTransactions(before.orderId);
    applyWire(answer);
    if (answer.refund) refundEvent(before.amountPaid);
    notify.paymentSuccess(answer.success || 'All transactions voided.');
    return true;
  } catch (error) {
    report(error, { action: 'void all failed', show: notify.paymentError });
    void reread();
    return false;
  }
}

/**
 * Void, Return or Refund: by the action the server names, else by settlement (settled cards are returned). A PayJunction
 * payment (no Datacap record) names its own action: VOID before settlement, REFUND after (spec 2 §9 "CHARGE, REFUND").
 */
export function cardActionLabel(t: CheckoutTransaction): 'Void' | 'Return' | 'Refund' {
  if (!t.datacap_dc_direct && t.payjunction?.action_text.toLowerCase() === 'refund') return 'Refund';
  const action = t.datacap_dc_direct?.void_or_return_action || (t.payjunction?.settled ? 'return' : 'void');
  return action.toLowerCase() === 'return' ? 'Return' : 'Void';
}

const PAST = { Void: 'voided', Return: 'returned', Refund: 'refunded' } as const;

/** GET the card's void_or_return_url&from_pos=1: the server's error, or its success message. */
export async function voidOrReturnCard(t: CheckoutTransaction): Promise<boolean> {
  const url = t.datacap_dc_direct?.void_or_return_url || t.payjunction?.action_url;
  if (!url) return false;
  const wasComplete = $checkout.get().posStatus === 'complete';
  try {
    const answer = await api.voidOrReturn(url);
    // A refusal without a word of its own still says what failed.
    if (answer.success === false)
      throw new ServerMessageError(
        `The card payment #${t.transaction_id} could not be ${PAST[cardActionLabel(t)]}.`,
        url,
        [],
        {},
        null,
      );
    notify.paymentSuccess(typeof answer.success === 'string' && answer.success ? answer.success : 'Done.');
    if (answer.refund || wasComplete) refundEvent(t.cents);
    await reread();
    return true;
  } catch (error) {
    report(error, { action: 'card void/return failed', show: notify.paymentError });
    void reread();
    return false;
  }
}

/** POST /pos/order/applyPoNumber?order_id= (one helper with the receipt): the order's lines as the server answers them. */
export async function applyPoNumber(productIds: number[], poNumber: string, applyToAll: boolean): Promise<boolean> {
  const { orderId } = $checkout.get();
  const { ok, state } = await sendPoNumber(
    () => api.applyPoNumber(orderId, productIds, poNumber, applyToAll),
    () => api.getTransactions(orderId),
  );
  if (state) applyWire(state);
  return ok;
}

export type CompleteResult = { ok: true } | { ok: false; message: string };

/**
 * POST complete?orderId: the receipt on success (with the purchase event), else messages.error joined. Products
 * without a PO number stop it first when PO numbers are required.
 */
export async function completeCheckout(requirePoNumbers: boolean): Promise<CompleteResult> {
  const state = $checkout.get();
  if (requirePoNumbers && state.products.some((p) => !p.po_number.trim())) {
    notify.error(PO_REQUIRED);
    return { ok: false, message: PO_REQUIRED };
  }
  try {
    const answer = await api.complete(state.orderId, state.customer?.customer_id ?? null);
    const errors = answer.messages.error;
    if (!answer.orderId || errors.length) {
      const message = errors.join(' ') || 'The order could not be completed.';
      notify.error(message);
      return { ok: false, message };
    }
    trackPurchase(
      String(answer.orderId),
      fromCents(state.orderTotal),
      state.products.map((p) =>
        ecommerceItem(
          { product_id: p.order_product_id, name: p.name, sku: p.model },
          { price: p.price, quantity: p.quantity },
        ),
      ),
    );
    const target = checkoutOptions.receiptUrl;
    window.location.assign(`${target}${target.includes('?') ? '&' : '?'}order_id=${answer.orderId}`);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: report(error, { action: 'checkout could not be completed', show: 'toast' }) };
  }
}

/** Online invoice: the payment link sent by email and/or text (POST /pos/order/sendPaymentURL?order_id=). */
export function sendInvoiceLink(form: NotificationForm): Promise<boolean> {
  const { orderId, customer } = $checkout.get();
  return sendNotification(form, customer, (fields) => ordersApi.sendPaymentUrl(orderId, fields));
}

/** Copies the payment link; false when the clipboard refused (the link stays selectable in its field). */
export async function copyPaymentLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch (error) {
    report(error, { action: 'payment link could not be copied' });
    return false;
  }
}
