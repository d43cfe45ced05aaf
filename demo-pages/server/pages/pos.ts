/**
 * The POS back office pages: /pos/order, /pos/order/view?order_id=, /pos/customer, /pos/checkout,
 * /pos/order/continue?order_id=, /pos/customer/add and /pos/customer/edit?customer_id=; each with the POS sidebar menu.
 */
import { esc, mount } from '../html';
import { redirect } from '../http';
import type { CartOrder } from '../order-calls';
import { adminToken, orderDetail } from '../pos-backoffice-calls';
import { CARD_DEPARTMENTS, CARD_DEVICES, DATACAP_DEVICES } from '../pos-checkout-calls';
import { findOrder } from '../pos-backoffice-data';
import { isStaff } from '../staff';
import { customerSettings } from '../customer-editor-calls';
import type { Context } from '../router';
import type { Order } from '../types';
import { notFound, renderPage } from './common';
import { paymentLink } from './order-pay';
import { distributorMount } from './receipt';

function orderById(ctx: Context, id: number | null): Order | CartOrder | undefined {
  return id === null ? undefined : findOrder(ctx, id);
}

const queryId = (ctx: Context, name: string) => {
  const id = Number(ctx.query.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Staff pages show to a session signed in as staff (POS mode); anyone else gets the sign-in hint (403). */
export function staffOnly(ctx: Context, title: string): boolean {
  if (isStaff(ctx.session())) return true;
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

/** The POS sidebar menu (mount pos-menu) for the session's current order (its "Check Out" and "Appointments"). */
export function posMenu(ctx: Context, orderId?: number): string {
  return mount('pos-menu', {
    props: { order_id: orderId ?? ctx.session().pos.orderId ?? undefined },
    fallback: '<nav aria-label="POS menu"><a href="/pos/order">Orders</a> <a href="/pos/customer">Customers</a></nav>',
  });
}

/** A POS page's body beside the sidebar menu. */
export function withPosMenu(ctx: Context, body: string, orderId?: number): string {
  return `<div class="row"><div class="col-md-3">${posMenu(ctx, orderId)}</div><div class="col-md-9">
${body}</div></div>`;
}

/** /pos/order: the orders list island; its tabs, filters, sort and page live in the query string. */
export function posOrdersPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Orders')) return;
  renderPage(ctx, {
    title: 'Orders',
    breadcrumb: [['Home', '/'], ['Orders']],
    body: withPosMenu(
      ctx,
      `<h1>Orders</h1>
${mount('pos-orders', { props: {}, fallback: '<p>Loading orders…</p>' })}`,
    ),
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
    body: withPosMenu(
      ctx,
      `<h1>Order # ${order.order_id}</h1>
${mount('pos-order-view', {
  props: { order: orderDetail(ctx, order), admin_url: '/admin/index.php', token: adminToken(ctx) },
  fallback: '<p>Loading the order…</p>',
})}`,
      order.order_id,
    ),
  });
}

/** /pos/customer: the customers list island, with Add Customer. */
export function posCustomersPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Customers')) return;
  renderPage(ctx, {
    title: 'Customers',
    breadcrumb: [['Home', '/'], ['Customers']],
    body: withPosMenu(
      ctx,
      `<h1>Customers</h1>
${mount('pos-customers', { props: {}, fallback: '<p>Loading customers…</p>' })}`,
    ),
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
    datacap_devices: DATACAP_DEVICES,
    smart_terminals: CARD_DEVICES,
    departments: CARD_DEPARTMENTS,
    token: adminToken(ctx),
    // Where the customer pays the balance (pages/order-pay.ts): a per-order payment token, the store's own address.
    payment_link: order && 'total' in order ? paymentLink(ctx, order) : '',
    ...(Number.isInteger(timeout) && timeout >= 500 ? { payment_timeout_ms: timeout } : {}),
  };
  const title = order ? `Check Out - Order # ${order.order_id}` : 'Check Out';
  renderPage(ctx, {
    title,
    breadcrumb: [['Home', '/'], ['Shopping Cart', '/checkout/cart'], ['Check Out']],
    body: withPosMenu(
      ctx,
      `<h1>${esc(title)}</h1>
${mount('pos-checkout', { props, fallback: '<p>Loading the checkout…</p>' })}
${order ? distributorMount(ctx, order) : ''}`,
      order?.order_id,
    ),
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

/** The customer editor's props on the POS customer page (spec 2 §2): the store's groups, custom fields, locations and require_* flags. */
function customerEditorProps(ctx: Context, customerId: number) {
  const { customer_groups, custom_fields } = ctx.state.data.pos;
  // QA toggles: ?demo_require_address=1 (or _email, _telephone; 0 turns one off) for this view; the save's rules follow
  // the settings of the editor page last shown.
  const settings = customerSettings(ctx, true);
  return {
    customer_id: customerId,
    mode: 'pos',
    customer_groups,
    custom_fields,
    locations: ctx.state.data.locations.map((l) => ({ location_id: l.location_id, location_name: l.location_name })),
    ...settings,
  };
}

/** /pos/customer/add: the customer editor for a new customer (the customers list's Add Customer). */
export function posCustomerAddPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Add Customer')) return;
  renderPage(ctx, {
    title: 'Add Customer',
    breadcrumb: [['Home', '/'], ['Customers', '/pos/customer'], ['Add Customer']],
    body: withPosMenu(
      ctx,
      `<h1>Add Customer</h1>
${mount('pos-customer-editor', { props: customerEditorProps(ctx, 0), fallback: '<p>Loading the customer form…</p>' })}`,
    ),
  });
}

/** /pos/customer/edit?customer_id=: the customer editor with the page buttons. */
export function posCustomerEditPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Edit Customer')) return;
  const customer = ctx.state.data.customers.find((c) => c.customer_id === queryId(ctx, 'customer_id'));
  if (!customer) return notFound(ctx, 'Customer');
  const name = `${customer.firstname} ${customer.lastname}`;
  renderPage(ctx, {
    title: `Edit Customer: ${name}`,
    breadcrumb: [['Home', '/'], ['Customers', '/pos/customer'], [name]],
    body: withPosMenu(
      ctx,
      `<h1>Edit Customer: ${esc(name)}</h1>
${mount('pos-customer-editor', { props: customerEditorProps(ctx, customer.customer_id), fallback: '<p>Loading the customer…</p>' })}`,
    ),
  });
}
