/**
 * POS orders from the cart (spec 1 §4 "POS order", §7): saveOrder (for later), quoteOrder, saveOrderAndCheckout,
 * abandonOrder and cancelOrder, all GET on the cart base. Each records the cart as an order (`/__demo/orders?status=`);
 * a cart sent to checkout keeps its order_id, and later calls update that order instead of adding one.
 */
import { newCheckoutSession } from '../cart/checkout-session';
import { recordCartOrder, type OrderRecord } from '../cart/order-calls';
import { newPosSession } from './pos-session';
import { get, type Context, type RouteTable } from '../core/router';
import { replyWithCart, sessionCart } from '../cart/session-cart';

const POS_ORDER = { shipping_method: 'local_pickup', payment_method: '', guestName: 'Walk-in Customer' } as const;

function isEmpty(ctx: Context): boolean {
  const cart = sessionCart(ctx);
  return !cart.products.length && !cart.vouchers.length;
}

/** Records the cart with this status; unless `keep`, the cart starts afresh for the next customer. */
function record(ctx: Context, status: Pick<OrderRecord, 'pos_status' | 'status'>, keep = false) {
  const session = ctx.session();
  const order = recordCartOrder(ctx, { ...POS_ORDER, ...status, orderId: session.pos.orderId });
  if (keep) {
    session.pos.orderId = order.order_id;
  } else {
    session.cart.clear();
    session.checkout = { ...newCheckoutSession(), creditRemovedFor: session.checkout.creditRemovedFor };
    session.pos = newPosSession();
  }
  return order;
}

const EMPTY = 'Your shopping cart is empty!';

function saveOrder(ctx: Context): void {
  if (isEmpty(ctx)) return replyWithCart(ctx, { error: EMPTY });
  const order = record(ctx, { pos_status: 'saved', status: 'Saved' });
  replyWithCart(ctx, { order_id: order.order_id, success: `Order #${order.order_id} has been saved.` });
}

function quoteOrder(ctx: Context): void {
  if (isEmpty(ctx)) return replyWithCart(ctx, { error: EMPTY });
  const order = record(ctx, { pos_status: 'quote', status: 'Quote' });
  replyWithCart(ctx, { order_id: order.order_id });
}

function saveOrderAndCheckout(ctx: Context): void {
  if (isEmpty(ctx)) return replyWithCart(ctx, { error: EMPTY });
  const order = record(ctx, { pos_status: 'saved', status: 'Checkout' }, true);
  replyWithCart(ctx, { order_id: order.order_id });
}

function abandonOrder(ctx: Context): void {
  if (isEmpty(ctx) && !ctx.session().pos.orderId) return replyWithCart(ctx, { error: EMPTY });
  const order = record(ctx, { pos_status: 'abandoned', status: 'Abandoned' });
  replyWithCart(ctx, { success: `Order #${order.order_id} has been abandoned.` });
}

function cancelOrder(ctx: Context): void {
  if (isEmpty(ctx) && !ctx.session().pos.orderId) return replyWithCart(ctx, { error: EMPTY });
  const order = record(ctx, { pos_status: 'cancelled', status: 'Cancelled' });
  replyWithCart(ctx, { success: `Order #${order.order_id} has been cancelled.` });
}

export function addPosOrderCalls(routes: RouteTable): void {
  routes
    .add('/checkout/cart/saveOrder', get(saveOrder))
    .add('/checkout/cart/quoteOrder', get(quoteOrder))
    .add('/checkout/cart/saveOrderAndCheckout', get(saveOrderAndCheckout))
    .add('/checkout/cart/abandonOrder', get(abandonOrder))
    .add('/checkout/cart/cancelOrder', get(cancelOrder));
}
