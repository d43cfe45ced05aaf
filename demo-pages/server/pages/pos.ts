/**
 * The POS pages the cart leads to (plain server pages until the POS back-office issue builds them):
 * /pos/order, /pos/order/view?order_id=, /pos/customer (the back office islands), /pos/order/receipt?order_id=, /pos/checkout, /pos/order/continue?order_id=, /pos/customer/edit?customer_id=.
 */
import { esc, mount } from '../html';
import { redirect } from '../http';
import type { CartOrder } from '../order-calls';
import { adminToken, orderDetail } from '../pos-backoffice-calls';
import { CARD_DEPARTMENTS, CARD_DEVICES } from '../pos-checkout-calls';
import { findOrder } from '../pos-backoffice-data';
import type { Context } from '../router';
import type { Order } from '../types';
import { notFound, renderPage } from './common';

function orderById(ctx: Context, id: number | null): Order | CartOrder | undefined {
  return id === null ? undefined : findOrder(ctx, id);
}

const queryId = (ctx: Context, name: string) => {
  const id = Number(ctx.query.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

function orderTables(order: Order): string {
  const rows = order.products.map(
    (p) =>
      `<tr><td>${esc(p.name)}${p.po_number ? `<br><small>PO #: ${esc(p.po_number)}</small>` : ''}</td><td>${esc(p.model)}</td><td class="text-right">${p.quantity}</td><td class="text-right">$${p.price.toFixed(2)}</td><td class="text-right">$${p.total.toFixed(2)}</td></tr>`,
  );
  const totals = order.totals.map(
    (t) => `<tr><th scope="row" class="text-right">${esc(t.title)}</th><td class="text-right">${esc(t.text)}</td></tr>`,
  );
  return `<p>Customer: <strong>${esc(order.customer)}</strong>${order.email ? ` &middot; ${esc(order.email)}` : ''} &middot; Status: <span class="label label-default">${esc(order.status)}</span></p>
<div class="table-responsive"><table class="table table-bordered"><caption>Items</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Model</th><th scope="col" class="text-right">Quantity</th><th scope="col" class="text-right">Price</th><th scope="col" class="text-right">Total</th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div>
<table class="table table-bordered cart-totals"><caption>Totals</caption><tbody>${totals.join('')}</tbody></table>`;
}

/** Staff pages show to a session signed in as staff (POS mode); anyone else gets the sign-in hint (403). */
function staffOnly(ctx: Context, title: string): boolean {
  if (ctx.session().settings.in_pos_mode === true) return true;
  renderPage(
    ctx,
    {
      title,
      breadcrumb: [['Home', '/'], [title]],
      body: `<h1>${esc(title)}</h1><p class="alert alert-warning">This page is for store staff. <a href="/account/login">Sign in as staff</a> to open it.</p>`,
    },
    403,
  );
  return false;
}

/** /pos/order: the orders list island; its tabs, filters, sort and page live in the query string. */
export function posOrdersPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Orders')) return;
  renderPage(ctx, {
    title: 'Orders',
    breadcrumb: [['Home', '/'], ['Orders']],
    body: `<h1>Orders</h1>
${mount('pos-orders', { props: {}, fallback: '<p>Loading orders…</p>' })}`,
  });
}

/** /pos/order/view?order_id=: the order view island with the order, its admin link token and the admin endpoint. */
export function posOrderViewPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Order')) return;
  const id = queryId(ctx, 'order_id');
  const order = id === null ? undefined : findOrder(ctx, id);
  if (!order) return notFound(ctx, 'Order');
  renderPage(ctx, {
    title: `Order # ${order.order_id}`,
    breadcrumb: [['Home', '/'], ['Orders', '/pos/order'], [`Order # ${order.order_id}`]],
    body: `<h1>Order # ${order.order_id}</h1>
${mount('pos-order-view', {
  props: { order: orderDetail(ctx, order), admin_url: '/admin/index.php', token: adminToken(ctx) },
  fallback: '<p>Loading the order…</p>',
})}`,
  });
}

/** /pos/customer: the customers list island, with Add Customer. */
export function posCustomersPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Customers')) return;
  renderPage(ctx, {
    title: 'Customers',
    breadcrumb: [['Home', '/'], ['Customers']],
    body: `<h1>Customers</h1>
${mount('pos-customers', { props: {}, fallback: '<p>Loading customers…</p>' })}`,
  });
}

export function posReceiptPage(ctx: Context): void {
  const order = orderById(ctx, queryId(ctx, 'order_id'));
  if (!order) return notFound(ctx, 'Order');
  renderPage(ctx, {
    title: `Order # ${order.order_id}`,
    breadcrumb: [['Home', '/'], ['Orders', '/pos/order'], [`Order # ${order.order_id}`]],
    body: `<h1>Order # ${order.order_id}</h1>
${orderTables(order)}
<p><a class="btn btn-default" href="/pos/order/continue?order_id=${order.order_id}">Back to Check Out</a> <a class="btn btn-primary" href="/checkout/cart">Done</a></p>`,
  });
}

/**
 * /pos/checkout: the checkout island with the session's current order (set by the cart's Check Out or by
 * /pos/order/continue), the card devices and departments; no order: the island says so and opens the catalog.
 * `?payment_timeout=` (ms) shortens how long a payment call may take before its outcome is re-read (QA, tests).
 */
export function posCheckoutPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Check Out')) return;
  const order = orderById(ctx, ctx.session().pos.orderId);
  const timeout = Number(ctx.query.get('payment_timeout'));
  const props = {
    order_id: order?.order_id ?? 0,
    devices: CARD_DEVICES,
    departments: CARD_DEPARTMENTS,
    token: adminToken(ctx),
    // Where the customer would pay the balance (the demo store has no customer payment page; the link is what is sent).
    payment_link: order
      ? `http://${ctx.req.headers.host ?? '127.0.0.1'}/index.php?route=account/order/pay&order_id=${order.order_id}&token=${adminToken(ctx).slice(0, 12)}`
      : '',
    ...(Number.isInteger(timeout) && timeout >= 500 ? { payment_timeout_ms: timeout } : {}),
  };
  const title = order ? `Check Out - Order # ${order.order_id}` : 'Check Out';
  renderPage(ctx, {
    title,
    breadcrumb: [['Home', '/'], ['Shopping Cart', '/checkout/cart'], ['Check Out']],
    body: `<h1>${esc(title)}</h1>
${mount('pos-checkout', { props, fallback: '<p>Loading the checkout…</p>' })}`,
  });
}

/** Continues an order at the POS checkout (the receipt's "Back to Check Out"). */
export function posContinuePage(ctx: Context): void {
  if (!staffOnly(ctx, 'Check Out')) return;
  const order = orderById(ctx, queryId(ctx, 'order_id'));
  if (!order) return notFound(ctx, 'Order');
  ctx.session().pos.orderId = order.order_id;
  redirect(ctx.res, '/pos/checkout');
}

/** /pos/customer/add: where the customers list's Add Customer goes (the customer editor is a later issue). */
export function posCustomerAddPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Add Customer')) return;
  renderPage(ctx, {
    title: 'Add Customer',
    breadcrumb: [['Home', '/'], ['Customers', '/pos/customer'], ['Add Customer']],
    body: '<h1>Add Customer</h1><p>The customer editor is a later issue; new customers can be added from the POS cart.</p><p><a class="btn btn-default" href="/pos/customer">Back to customers</a></p>',
  });
}

export function posCustomerEditPage(ctx: Context): void {
  const customer = ctx.state.data.customers.find((c) => c.customer_id === queryId(ctx, 'customer_id'));
  if (!customer) return notFound(ctx, 'Customer');
  const name = `${customer.firstname} ${customer.lastname}`;
  const vehicles = customer.vehicles.map(
    (v) =>
      `<tr><td>${esc(v.title)}</td><td>${esc(v.display)}</td><td><code>${esc(v.vin)}</code></td><td>${esc(v.notes)}</td></tr>`,
  );
  renderPage(ctx, {
    title: `Edit Customer: ${name}`,
    breadcrumb: [['Home', '/'], ['Customers'], [name]],
    body: `<h1>Edit Customer: ${esc(name)}</h1>
<p>The customer editor is a later issue. Customer #${customer.customer_id}</p>
<dl class="dl-horizontal"><dt>E-Mail</dt><dd>${esc(customer.email) || '—'}</dd><dt>Telephone</dt><dd>${esc(customer.telephone) || '—'}</dd><dt>Store credit</dt><dd>$${customer.store_credit.toFixed(2)}</dd></dl>
<div class="table-responsive"><table class="table table-bordered"><caption>Vehicles</caption>
<thead><tr><th scope="col">Title</th><th scope="col">Vehicle</th><th scope="col">VIN</th><th scope="col">Notes</th></tr></thead>
<tbody>${vehicles.join('') || '<tr><td colspan="4">No vehicles</td></tr>'}</tbody></table></div>`,
  });
}
