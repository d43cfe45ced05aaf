// The receipt's "Send or Print Receipt/Invoice" (spec 2 §2, §7): Email/Text through the notification dialog, Print
// opens the printable invoice in a new tab (it prints itself), Both does the two.
import * as checkoutApi from '../api/checkout';
import * as api from '../api/receipt';
import type { NotificationForm } from '../lib/notification-rules';
import type { NotifyCustomer } from '../schemas/orders';
import { notify } from '../../stores/ports';
import { sendNotification } from './notification';
import { $order } from './order-view';
import { sendPoNumber } from './po-number';

export type ReceiptDocument = 'Receipt' | 'Invoice';

/** Paid in full when the balance due is 0 or less (spec 2 §4): a Receipt, else an Invoice. */
export const documentOf = (balanceDue: number): ReceiptDocument => (balanceDue <= 0 ? 'Receipt' : 'Invoice');

export const POPUP_BLOCKED = 'The invoice could not be opened. Allow pop-ups for this site, then try again.';

/** The printable page of an order; `print=1` makes it print once it has rendered. */
export const invoiceUrl = (orderId: number, base = '/pos/order/invoice') =>
  `${base}${base.includes('?') ? '&' : '?'}order_id=${orderId}&print=1`;

/** Opens the invoice in a new tab (from the click, so no pop-up blocker steps in); false when the browser refused. */
export function printInvoice(orderId: number, base?: string): boolean {
  const opened = window.open(invoiceUrl(orderId, base), '_blank');
  if (!opened) notify.error(POPUP_BLOCKED);
  return Boolean(opened);
}

/** POST /pos/order/send?order_id= with the dialog's form (the customer's contact details updated first when changed). */
export function sendReceipt(
  orderId: number,
  document: ReceiptDocument,
  form: NotificationForm,
  customer: NotifyCustomer | null,
): Promise<boolean> {
  return sendNotification(form, customer, (fields) => api.sendReceipt(orderId, { ...fields, document }));
}

/**
 * "Add PO Number" from the receipt (POST /pos/order/applyPoNumber?order_id=, as the checkout): the order takes each
 * line's PO number from the server's answer (or its re-read after an unreadable one), and its po_number_list with it.
 */
export async function applyOrderPoNumber(
  productIds: number[],
  poNumber: string,
  applyToAll: boolean,
): Promise<boolean> {
  const order = $order.get();
  if (!order) return false;
  const { ok, state } = await sendPoNumber(
    () => checkoutApi.applyPoNumber(order.order_id, productIds, poNumber, applyToAll),
    () => checkoutApi.getTransactions(order.order_id),
  );
  const current = $order.get();
  if (state && current?.order_id === order.order_id) {
    const numbers = new Map(state.products.map((p) => [p.order_product_id, p.po_number]));
    const products = current.products.map((p) => ({ ...p, po_number: numbers.get(p.order_product_id) ?? p.po_number }));
    $order.set({
      ...current,
      products,
      po_number_list: [...new Set(products.map((p) => p.po_number).filter(Boolean))],
    });
  }
  return ok;
}
