// POS orders (spec 2 §7): the list, void, payment link, customer on an order, histories.
import {
  HistoriesAnswerSchema,
  SuccessAnswerSchema,
  OrderRowSchema,
  SetOrderCustomerAnswerSchema,
  VoidAnswerSchema,
} from '../schemas/orders';
import type { OrderRow } from '../schemas/orders';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';
import { fetchAlternateList, type ListPage, type ListQuery } from './paged';

/** GET /api/order?status&sort&order&from_pos=1&page&limit&filters (status is one of the filters): orders and counts. */
export function listOrders(query: ListQuery, signal?: AbortSignal): Promise<ListPage<OrderRow>> {
  return fetchAlternateList(endpoint('order'), query, OrderRowSchema, {
    itemsKey: 'items',
    extra: { from_pos: 1 },
    signal,
  });
}

/** GET /pos/order/void?order_id=: success, errors, order. */
export function voidOrder(orderId: number) {
  return call(VoidAnswerSchema, callUrl(endpoint('pos_order'), 'void', { order_id: orderId }));
}

/** POST /pos/order/sendPaymentURL?order_id= with the notification form (the Select Notification Method dialog). */
export function sendPaymentUrl(orderId: number, form: Record<string, FormValue>) {
  return call(SuccessAnswerSchema, callUrl(endpoint('pos_order'), 'sendPaymentURL', { order_id: orderId }), { form });
}

/** POST /pos/order/setCustomer {order_id, customer_id}: the order with its new customer. */
export function setOrderCustomer(orderId: number, customerId: number) {
  return call(SetOrderCustomerAnswerSchema, callUrl(endpoint('pos_order'), 'setCustomer'), {
    form: { order_id: String(orderId), customer_id: String(customerId) },
  });
}

/** GET /pos/order/histories?order_id=. */
export async function getHistories(orderId: number) {
  return (await call(HistoriesAnswerSchema, callUrl(endpoint('pos_order'), 'histories', { order_id: orderId })))
    .histories;
}

/** GET {delete_url} (only when the server supplied one). */
export function deleteOrder(url: string) {
  return call(SuccessAnswerSchema, url);
}
