// The receipt's "Send or Print Receipt/Invoice" (spec 2 §2, §7): Email/Text through the notification dialog, Print
// opens the printable invoice in a new tab (it prints itself), Both does the two.
import * as api from '../../api/pos/receipt';
import type { NotificationForm } from '../../lib/notification-rules';
import type { NotifyCustomer } from '../../schemas/pos-orders';
import { notify } from '../ports';
import { sendNotification } from './notification';

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
