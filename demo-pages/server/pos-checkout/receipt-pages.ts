/**
 * The receipt (`pos-receipt`), the printable invoice (`pos-invoice`), the Done page and the distributor ordering page
 * (`pos-distributor`): spec 2 §2 "Receipt screen", "/pos/order/invoice", "/pos/order/done", "Order From Your Distributor".
 * Staff only. Every island reads the order record as it is now (payments, purchase orders, appointments).
 */
import { esc, mount } from '../core/html';
import { adminToken, orderDetail } from '../back-office/pos-backoffice-calls';
import { findOrder } from '../back-office/pos-backoffice-data';
import type { Context } from '../core/router';
import { STORE_NAME } from '../core/layout';
import type { Order } from '../core/types';
import { notFound, renderPage } from '../core/page-frame';
import { paymentLink } from './order-pay-page';
import { renderOrderPage, staffOnly } from '../back-office/staff-page';

function queryOrder(ctx: Context): Order | undefined {
  const id = Number(ctx.query.get('order_id'));
  return Number.isInteger(id) && id > 0 ? findOrder(ctx, id) : undefined;
}

/** The receipt's and the invoice's order: the order view's shape plus the booked appointments. */
export function receiptOrder(ctx: Context, order: Order) {
  return { ...orderDetail(ctx, order), appointments: order.appointments ?? [] };
}

/** The `pos-distributor` mount for an order (the checkout page and the order view mount it the same way). */
export function distributorMount(ctx: Context, order: Order): string {
  const products = order.products.flatMap((line) => {
    const p = ctx.state.products.get(line.product_id);
    return p && p.mpn ? [{ name: line.name, aaia: p.aaia, mpn: p.mpn, quantity: line.quantity }] : [];
  });
  return mount('pos-distributor', {
    props: { order_id: order.order_id, products, receipt_url: '/pos/order/receipt' },
    fallback: '<p>Loading the distributor’s inventory…</p>',
  });
}

/** /pos/order/receipt?order_id=: the receipt island. */
export function posReceiptPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Receipt')) return;
  const order = queryOrder(ctx);
  if (!order) return notFound(ctx, 'Order');
  renderOrderPage(
    ctx,
    order.order_id,
    `${mount('pos-receipt', {
      props: { order: receiptOrder(ctx, order), token: adminToken(ctx) },
      fallback: '<p>Loading the receipt…</p>',
    })}
<p><a href="/pos/order/distributor?order_id=${order.order_id}">Order this order's parts from your distributor</a></p>`,
  );
}

/** /pos/order/invoice?order_id=[&print=1]: the printable invoice (or receipt, when paid), without the store's chrome. */
export function posInvoicePage(ctx: Context): void {
  if (!staffOnly(ctx, 'Invoice')) return;
  const order = queryOrder(ctx);
  if (!order) return notFound(ctx, 'Order');
  const location =
    ctx.state.data.locations.find((l) => l.location_id === order.location_id) ?? ctx.state.data.locations[0];
  const paid = order.balance_due <= 0;
  renderPage(ctx, {
    title: `${paid ? 'Receipt' : 'Invoice'} - Order # ${order.order_id}`,
    embedded: true,
    body: `<h1 class="sr-only">${paid ? 'Receipt' : 'Invoice'} for Order # ${order.order_id}</h1>
${mount('pos-invoice', {
  props: {
    order: receiptOrder(ctx, order),
    store: {
      name: STORE_NAME,
      address: location ? `${location.address}, ${location.city}, ${location.state} ${location.zip}` : '',
      telephone: location?.phone ?? '',
      email: location?.email_address ?? '',
    },
    auto_print: ctx.query.get('print') === '1',
    // An invoice with a balance tells the customer where to pay it: the order's payment link (pos-checkout/order-pay-page.ts).
    payment_link: !paid && order.pos_status !== 'Voided' ? paymentLink(ctx, order) : '',
  },
  fallback: '<p>Loading the invoice…</p>',
})}`,
  });
}

/** /pos/order/done: where the receipt's Done goes. */
export function posDonePage(ctx: Context): void {
  if (!staffOnly(ctx, 'Done')) return;
  renderPage(ctx, {
    title: 'Done',
    breadcrumb: [['Home', '/'], ['Orders', '/pos/order'], ['Done']],
    body: `<h1>Done</h1><p>The order is finished.</p>
<p><a class="btn btn-primary" href="/product/catalog">Start a new order</a> <a class="btn btn-default" href="/pos/order">Orders</a></p>`,
  });
}

/** /pos/order/distributor?order_id=: "Order From Your Distributor" for the order's parts. */
export function posDistributorPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Order From Your Distributor')) return;
  const order = queryOrder(ctx);
  if (!order) return notFound(ctx, 'Order');
  renderPage(ctx, {
    title: `Distributor Order - Order # ${order.order_id}`,
    breadcrumb: [
      ['Home', '/'],
      ['Orders', '/pos/order'],
      [`Order # ${order.order_id}`, `/pos/order/receipt?order_id=${order.order_id}`],
      ['Distributor'],
    ],
    body: `<h1>Distributor Order - Order # ${esc(order.order_id)}</h1>
${distributorMount(ctx, order)}
<p><a href="/pos/order/receipt?order_id=${order.order_id}">Back to the receipt</a></p>`,
  });
}
