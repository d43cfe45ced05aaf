// The "Add Order History" dialog's calls (spec 3 §7): the order's statuses through the admin endpoint, and the new entry.
import { SuccessAnswerSchema, OrderStatusAnswerSchema } from '../schemas/orders';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

/** The admin endpoint addressed by route and token: `/admin/index.php?route=…&token=…`. */
function admin(route: string, token: string, query: Record<string, string | number>) {
  return callUrl(endpoint('admin'), '', { route, token, ...query });
}

/** GET sale/order/getOrderStatus?orderId= through the admin endpoint. */
export function getOrderStatus(orderId: number, token: string) {
  return call(OrderStatusAnswerSchema, admin('sale/order/getOrderStatus', token, { orderId }));
}

/** POST history?order_id= in POS mode, else sale/order/api with api=api/order/history through the admin endpoint. */
export function addOrderHistory(
  orderId: number,
  form: Record<string, FormValue>,
  pos: { inPos: boolean; token: string },
) {
  const url = pos.inPos
    ? callUrl(endpoint('pos_order'), 'history', { order_id: orderId })
    : admin('sale/order/api', pos.token, { api: 'api/order/history', order_id: orderId });
  return call(SuccessAnswerSchema, url, { form });
}
