// The "Add Order History" dialog's data (spec 3 §7, §8): statuses through the admin endpoint, then the new entry.
import * as api from '../../api/pos/order-history';
import { ServerMessageError } from '../../api/errors';
import type { NotificationForm } from '../../lib/notification-rules';
import { notificationFields } from '../../lib/notification-rules';
import type { OrderStatusAnswer } from '../../schemas/pos-orders';
import { notify } from '../ports';
import { $config } from '../config';

export const HISTORY_FAILED = 'Failed to add order history';

/** The admin endpoint's token: the page address's `token`, else the one the page was rendered with. */
export function adminToken(fallback = ''): string {
  return new URLSearchParams(window.location.search).get('token') ?? fallback;
}

/** getOrderStatus; null when it failed (logged): the dialog then says it could not load. */
export async function loadOrderStatus(orderId: number, token: string): Promise<OrderStatusAnswer | null> {
  try {
    return await api.getOrderStatus(orderId, token);
  } catch (error) {
    console.error('[parts-islands] order statuses could not be loaded', error);
    return null;
  }
}

export interface OrderHistoryForm {
  orderStatusId: number;
  notifyCustomer: boolean;
  comment: string;
  notification: NotificationForm;
}

/** POST the history; the answer's error or success as a toast; a thrown failure "Failed to add order history". */
export async function submitOrderHistory(orderId: number, form: OrderHistoryForm, token: string): Promise<boolean> {
  const fields: Record<string, string> = {
    orderStatusId: String(form.orderStatusId),
    notifyCustomer: form.notifyCustomer ? '1' : '0',
    comment: form.comment,
    ...(form.notifyCustomer ? notificationFields(form.notification) : {}),
  };
  try {
    const answer = await api.addOrderHistory(orderId, fields, { inPos: $config.get().in_pos_mode, token });
    notify.success(typeof answer.success === 'string' && answer.success ? answer.success : 'Order history added.');
    return true;
  } catch (error) {
    if (error instanceof ServerMessageError) notify.error(error.message);
    else {
      console.error('[parts-islands] order history could not be added', error);
      notify.error(HISTORY_FAILED);
    }
    return false;
  }
}
