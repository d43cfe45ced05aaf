/**
 * The POS back office pages: /pos/order, /pos/order/view?order_id=, /pos/customer, /pos/checkout,
 * /pos/order/continue?order_id=, /pos/customer/add and /pos/customer/edit?customer_id=; each with the POS sidebar menu.
 */
import { esc, mount } from '../core/html';
import { redirect } from '../core/http';
import type { CartOrder } from '../cart/order-calls';
import { adminToken, orderDetail } from './pos-backoffice-calls';
import { CARD_DEPARTMENTS, CARD_DEVICES, DATACAP_DEVICES } from '../pos-checkout/pos-checkout-calls';
import { findOrder } from './pos-backoffice-data';
import { customerSettings } from '../customer/customer-editor-calls';
import type { Context } from '../core/router';
import type { Order } from '../core/types';
import { notFound, renderPage } from '../core/page-frame';
import { renderOrderPage, staffOnly, withPosMenu } from './staff-page';
import { paymentLink } from '../pos-checkout/order-pay-page';
import { distributorMount } from '../pos-checkout/receipt-pages';
import { paymentTimeoutToggle } from '../qa/toggles';

function orderById(ctx: Context, id: number | null): Order | CartOrder | undefined {
  return id === null ? undefined : findOrder(ctx, id);
}

const queryId = (ctx: Context, name: string) => {
  const id = Number(ctx.query.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
};

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
  renderOrderPage(
    ctx,
    order.order_id,
    mount('pos-order-view', {
      props: { order: orderDetail(ctx, order), admin_url: '/admin/index.php', token: adminToken(ctx) },
      fallback: '<p>Loading the order…</p>',
    }),
  );
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
  const timeout = paymentTimeoutToggle(ctx.query);
  const props = {
    order_id: order?.order_id ?? 0,
    devices: CARD_DEVICES,
    datacap_devices: DATACAP_DEVICES,
    smart_terminals: CARD_DEVICES,
    departments: CARD_DEPARTMENTS,
    token: adminToken(ctx),
    // Where the customer pays the balance (pos-checkout/order-pay-page.ts): a per-order payment token, the store's own address.
    payment_link: order && 'total' in order ? paymentLink(ctx, order) : '',
    ...(timeout === undefined ? {} : { payment_timeout_ms: timeout }),
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
