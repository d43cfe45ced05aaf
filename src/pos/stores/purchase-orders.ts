// An order's distributor purchase orders (spec 2 §3): the page's list, and those distributor ordering creates.
import type { PurchaseOrder } from '../schemas/orders';
import { pageMap } from '../../registry/page';

/** Purchase orders by order id: the receipt shows them; a submission on the same page appends to them. */
export const $purchaseOrders = pageMap<Record<string, PurchaseOrder[]>>({});

/** The list the page was rendered with (a list the store already holds is newer: kept). */
export function showPurchaseOrders(orderId: number, list: PurchaseOrder[]): void {
  if (!$purchaseOrders.get()[orderId]) $purchaseOrders.setKey(String(orderId), list);
}

export function addPurchaseOrders(orderId: number, created: PurchaseOrder[]): void {
  $purchaseOrders.setKey(String(orderId), [...($purchaseOrders.get()[orderId] ?? []), ...created]);
}
