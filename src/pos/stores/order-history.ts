// The "Add Order History" dialog's data (spec 3 §7, §8): statuses through the admin endpoint, then the new entry.
import * as api from '../api/order-history';
import { ServerMessageError } from '../../api/errors';
import type { NotificationForm } from '../lib/notification-rules';
import { notificationFields } from '../lib/notification-rules';
import type { OrderStatusAnswer } from '../schemas/orders';
import { notify } from '../../stores/ports';
import { $config } from '../../stores/config';
import { report } from '../../registry/report';

export const HISTORY_FAILED = 'Failed to add order history';

export { adminToken } from '../lib/admin-token';

/** getOrderStatus; null when it failed (logged): the dialog then says it could not load. */
export async function loadOrderStatus(orderId: number, token: string): Promise<OrderStatusAnswer | null> {
  try {
    return await api.getOrderStatus(orderId, token);
  } catch (error) {
    report(error, { action: 'order statuses could not be loaded' });
    return null;
  }
}

export interface OrderHistoryForm {
  orderStatusId: number;
  notifyCustomer: boolean;
  comment: string;
  notification: NotificationForm;
}

/** The server's answer to the history form (spec 3 §7: success or error), as the after-submit callback receives it. */
export type OrderHistoryAnswer = { success: string; error?: undefined } | { error: string; success?: undefined };

/** ok: the entry was added (the dialog closes); answer: the server's answer, null when there was none to read. */
export interface OrderHistoryOutcome {
  ok: boolean;
  answer: OrderHistoryAnswer | null;
}

/** The order history form (spec 3 §3): the nine fields, the six notify fields always (as the customer's defaults when not notifying). */
export function orderHistoryFields(form: OrderHistoryForm): Record<string, string> {
  return {
    orderStatusId: String(form.orderStatusId),
    notifyCustomer: form.notifyCustomer ? '1' : '0',
    ...notificationFields(form.notification),
    comment: form.comment,
  };
}

/**
 * POST the history (spec 3 §8): the answer's error or success as a toast, and the answer is handed on (the dialog's
 * after-submit callback); a failed call (no answer to read) is "Failed to add order history".
 */
export async function submitOrderHistory(
  orderId: number,
  form: OrderHistoryForm,
  token: string,
): Promise<OrderHistoryOutcome> {
  try {
    const answer = await api.addOrderHistory(orderId, orderHistoryFields(form), {
      inPos: $config.get().in_pos_mode,
      token,
    });
    const success = typeof answer.success === 'string' && answer.success ? answer.success : 'Order history added.';
    notify.success(success);
    return { ok: true, answer: { success } };
  } catch (error) {
    const server = error instanceof ServerMessageError;
    report(error, {
      action: 'order history could not be added',
      show: 'toast',
      message: server ? undefined : HISTORY_FAILED,
    });
    return { ok: false, answer: server ? { error: error.message } : null };
  }
}
