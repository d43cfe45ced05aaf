// The POS order view (spec 2 §2, §7, §8): the order, its history, void, payment link, customer, delete.
import * as api from '../api/orders';
import { ServerMessageError } from '../../api/errors';
import type { NotificationForm } from '../lib/notification-rules';
import type { NotifyCustomer, OrderDetail, OrderHistory } from '../schemas/orders';
import { notify } from '../../stores/ports';
import { sendNotification } from './notification';
import { report } from '../../registry/report';
import { pageAtom } from '../../registry/page';

export const $order = pageAtom<OrderDetail | null>(null);
export const $histories = pageAtom<{ status: 'idle' | 'loading' | 'ready' | 'error'; items: OrderHistory[] }>({
  status: 'idle',
  items: [],
});

/** The order the page was rendered with. */
export function showOrder(order: OrderDetail): void {
  $order.set(order);
}

/** GET histories?order_id=; a failure is logged and the list says so. */
export async function loadHistories(): Promise<void> {
  const order = $order.get();
  if (!order) return;
  $histories.set({ ...$histories.get(), status: 'loading' });
  try {
    $histories.set({ status: 'ready', items: await api.getHistories(order.order_id) });
  } catch (error) {
    report(error, { action: 'order history could not be loaded' });
    $histories.set({ ...$histories.get(), status: 'error' });
  }
}

/** GET /pos/order/void: each error in a toast; the view updates from the answer's order. */
export async function voidOrder(): Promise<boolean> {
  const order = $order.get();
  if (!order) return false;
  try {
    const answer = await api.voidOrder(order.order_id);
    if (answer.order) $order.set(answer.order);
    for (const error of answer.errors) notify.error(error);
    if (answer.success) {
      notify.success(typeof answer.success === 'string' ? answer.success : `Order #${order.order_id} has been voided.`);
      void loadHistories();
    }
    return Boolean(answer.success);
  } catch (error) {
    if (error instanceof ServerMessageError) {
      // An answer with errors still carries the order as the server has it now.
      const data = error.data as { order?: OrderDetail } | null;
      if (data?.order) $order.set(data.order);
      const { messages } = error;
      report(error, { action: 'order could not be voided', show: () => messages.forEach((m) => notify.error(m)) });
    } else report(error, { action: 'order could not be voided', show: 'toast' });
    return false;
  }
}

/** "Send Payment Link" through the Select Notification Method dialog: POST sendPaymentURL?order_id= with its form. */
export function sendPaymentLink(form: NotificationForm, customer: NotifyCustomer | null): Promise<boolean> {
  const order = $order.get();
  if (!order) return Promise.resolve(false);
  return sendNotification(form, customer, (fields) => api.sendPaymentUrl(order.order_id, fields)).then((ok) => {
    if (ok) void loadHistories();
    return ok;
  });
}

/** setCustomer on the order: "Customer added to order!" or the server's error; the view shows the new customer. */
export async function assignOrderCustomer(customerId: number): Promise<{ ok: boolean }> {
  const order = $order.get();
  if (!order) return { ok: false };
  try {
    const answer = await api.setOrderCustomer(order.order_id, customerId);
    $order.set(answer.order);
    notify.success('Customer added to order!');
    return { ok: true };
  } catch (error) {
    report(error, { action: 'customer could not be added to the order', show: 'toast' });
    return { ok: false };
  }
}

/** GET the server-supplied delete_url; then back to the orders list. */
export async function deleteOrder(listUrl = '/pos/order'): Promise<boolean> {
  const order = $order.get();
  if (!order?.delete_url) return false;
  try {
    const answer = await api.deleteOrder(order.delete_url);
    if (typeof answer.success === 'string') notify.success(answer.success);
    window.location.assign(listUrl);
    return true;
  } catch (error) {
    report(error, { action: 'order could not be deleted', show: 'toast' });
    return false;
  }
}
