/**
 * The POS back office's calls (spec 2 §7, spec 3 §7): GET /api/order (orders list), GET /api/customer/get (customers
 * list), GET /pos/order/void, GET|POST /pos/order/sendPaymentURL, POST /pos/order/setCustomer, GET /pos/order/histories,
 * POST /pos/order/history, POST /api/customer/updateContactInfo, the admin endpoint (/admin/index.php?route=…&token=…)
 * with sale/order/getOrderStatus, sale/order/api (api=api/order/history) and sale/order/info ("View in Admin"),
 * GET /api/order/delete, and the demo control POST /__demo/backoffice-orders {count}. Staff only: the router's
 * staff rule (staff.ts) covers every call under /api/, /pos/ and /admin/.
 */
import { createHash } from 'node:crypto';
import { esc } from '../core/html';
import { checkFields, flagField, intField, stringField, type FormData } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { getEditorCustomer, PHONE } from '../customer/customer-editor-calls';
import { customersWithIp } from '../customer/customer-tabs-calls';
import { formatCents, toCents } from '../core/money';
import {
  allOrders,
  extraOf,
  findOrder,
  ORDER_STATUSES,
  setGeneratedOrders,
  statusRow,
  type OrderHistory,
} from './pos-backoffice-data';
import {
  pendingTerminalOf,
  reversalText,
  reversalWire,
  terminalHoldMessage,
  voidRecorded,
} from '../pos-checkout/payment-simulator';
import { transactionWire } from '../pos-checkout/pos-checkout-calls';
import { renderPage } from '../core/page-frame';
import { checkQuery, queryInt, sendGenericList, sortAndOrder } from '../core/query';
import { call, type Context, type RouteTable } from '../core/router';
import type { Customer, Order, ShippingAddress } from '../core/types';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;

/** The session's admin token ("View in Admin", the admin endpoint's `token`): stable per session, unguessable. */
export function adminToken(ctx: Context): string {
  return createHash('sha256').update(`admin:${ctx.session().id}`).digest('hex').slice(0, 32);
}

function requiredOrder(ctx: Context, name = 'order_id'): Order {
  const raw = ctx.query.get(name);
  if (!raw || !/^\d+$/.test(raw))
    throw new HttpError(400, `Query "${name}" must be an order id, got ${JSON.stringify(raw)}.`);
  const order = findOrder(ctx, Number(raw));
  if (!order) throw new HttpError(404, `Order #${raw} not found.`);
  return order;
}

const customerOf = (ctx: Context, order: Order): Customer | undefined =>
  ctx.state.data.customers.find((c) => c.customer_id === order.customer_id);

const totalItems = (order: Order) => order.products.reduce((n, p) => n + p.quantity, 0);

/** A row of the orders list: what the row, its badge and its two popovers show. */
export function orderRow(ctx: Context, order: Order) {
  const status = statusRow(ctx, order);
  return {
    order_id: order.order_id,
    date_added: order.date_added,
    pos_status: order.pos_status,
    status: order.status,
    order_status_id: status.order_status_id,
    status_color: status.status_color,
    status_text_color: status.status_text_color,
    customer: order.customer,
    customer_id: order.customer_id,
    email: order.email,
    telephone: order.telephone,
    total: order.total,
    paid_amount: order.amount_paid,
    total_items: totalItems(order),
    products: order.products.map((p) => ({ name: p.name, model: p.model, quantity: p.quantity })),
  };
}

const NO_SHIPPING: ShippingAddress = {
  shipping_firstname: '',
  shipping_lastname: '',
  shipping_company: '',
  shipping_address_1: '',
  shipping_address_2: '',
  shipping_city: '',
  shipping_postcode: '',
  shipping_zone: '',
  shipping_country: '',
};

/** OpenCart's `shipping_*` fields (spec 2 §3 "shipping address fields"), empty strings when nothing ships. */
const shippingFields = (order: Order): ShippingAddress => ({ ...NO_SHIPPING, ...order.shipping });

/** The order view's order (also what void and setCustomer answer, and the receipt's and invoice's props). */
export function orderDetail(ctx: Context, order: Order) {
  const extra = extraOf(ctx, order);
  const customer = customerOf(ctx, order);
  const removable = order.pos_status === 'saved' || order.pos_status === 'kiosk';
  return {
    ...orderRow(ctx, order),
    cashier: order.cashier,
    amount_paid: order.amount_paid,
    order_total: order.total,
    balance_due: order.balance_due,
    paid_in_full: order.balance_due <= 0,
    products: order.products.map((p) => ({
      order_product_id: p.order_product_id,
      name: p.name,
      model: p.model,
      option: p.option,
      quantity: p.quantity,
      price: p.price,
      total: p.total,
      po_number: p.po_number,
    })),
    po_number_list: [...new Set(order.products.map((p) => p.po_number).filter(Boolean))],
    totals: order.totals.map((t) => ({ code: t.code, title: t.title, text: t.text })),
    // Each transaction as the checkout has it (spec 2 §3 "Transaction"): how a void went back shows from its fields.
    transactions: order.transactions.map((t) => transactionWire(ctx, t)),
    purchase_orders: extra.purchase_orders,
    customer_info: customer
      ? {
          customer_id: customer.customer_id,
          email: customer.email,
          telephone: customer.telephone,
          texting_alerts: customer.texting_alerts,
        }
      : null,
    order_ymm: order.order_ymm ?? '',
    vouchers: (order.vouchers ?? []).map((v) => ({
      code: v.code ?? '',
      description: v.description,
      amount: v.amount,
      original_amount: v.original_amount ?? v.amount,
      message: v.message ?? '',
      voucher_theme: v.voucher_theme ?? '',
    })),
    ...shippingFields(order),
    shipping_method: order.shipping_method ?? '',
    tax_exempt: order.tax_exempt ?? false,
    tax_exempt_number: order.tax_exempt ? (order.tax_exempt_number ?? '') : '',
    edit_url: order.pos_status === 'saved' ? `/pos/order/continue?order_id=${order.order_id}` : '',
    delete_url: removable ? `/api/order/delete?order_id=${order.order_id}` : '',
  };
}

const LIST_STATUSES = ['saved', 'kiosk', 'outstanding_balance', 'complete'];
const ORDER_SORTS: Record<string, (a: Order, b: Order) => number> = {
  'o.date_added': (a, b) => a.date_added.localeCompare(b.date_added) || a.order_id - b.order_id,
  'o.order_id': (a, b) => a.order_id - b.order_id,
  'o.total': (a, b) => a.total - b.total || a.order_id - b.order_id,
  customer: (a, b) => a.customer.localeCompare(b.customer) || a.order_id - b.order_id,
};

function dateRange(ctx: Context, name: string): [string, string] | null {
  const raw = ctx.query.get(name);
  if (!raw) return null;
  const match = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})$/.exec(raw);
  if (!match) throw new HttpError(400, `Query "${name}" must be a range "Y-m-d~Y-m-d", got ${JSON.stringify(raw)}.`);
  return [match[1] as string, match[2] as string];
}

/** GET /api/order?status&sort=o.date_added&from_pos=1&order&page&limit&filter_…: items, totalItems, totalPages, limit, page, counts. */
function listOrders(ctx: Context): void {
  checkQuery(ctx, [
    'status',
    'sort',
    'order',
    'page',
    'limit',
    'from_pos',
    'filter_order_id',
    'filter_customer',
    'filter_date_added',
  ]);
  if (ctx.query.get('from_pos') !== '1') throw new HttpError(400, 'Query "from_pos" must be 1 on POS lists.');
  const status = ctx.query.get('status') ?? '';
  if (status && !LIST_STATUSES.includes(status)) {
    throw new HttpError(
      400,
      `Query "status" must be one of ${LIST_STATUSES.join(', ')}, got ${JSON.stringify(status)}.`,
    );
  }
  const { sort, desc } = sortAndOrder(ctx, Object.keys(ORDER_SORTS), 'desc');
  const page = queryInt(ctx, 'page', 1, 1, 100000);
  const limit = queryInt(ctx, 'limit', 20, 1, 100);
  const id = ctx.query.get('filter_order_id')?.trim() ?? '';
  const customer = ctx.query.get('filter_customer')?.trim().toLowerCase() ?? '';
  const range = dateRange(ctx, 'filter_date_added');
  const filtered = allOrders(ctx).filter(
    (o) =>
      LIST_STATUSES.concat('Voided').includes(o.pos_status) &&
      (!id || String(o.order_id).includes(id)) &&
      (!customer || o.customer.toLowerCase().includes(customer)) &&
      (!range || (o.date_added.slice(0, 10) >= range[0] && o.date_added.slice(0, 10) <= range[1])),
  );
  const counts: Record<string, number> = { all: filtered.length };
  for (const s of LIST_STATUSES) counts[s] = filtered.filter((o) => o.pos_status === s).length;
  const compare = ORDER_SORTS[sort] as (a: Order, b: Order) => number;
  const rows = filtered
    .filter((o) => !status || o.pos_status === status)
    .sort((a, b) => (desc ? -1 : 1) * compare(a, b));
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  sendJson(ctx.res, 200, {
    items: rows.slice((page - 1) * limit, page * limit).map((o) => orderRow(ctx, o)),
    totalItems: rows.length,
    totalPages,
    limit,
    page,
    counts,
  });
}

function customerRow(ctx: Context, c: Customer, orders: Order[]) {
  const mine = orders.filter((o) => o.customer_id === c.customer_id && o.pos_status !== 'Voided');
  // What the customer still owes: orders taken with an outstanding balance (saved and kiosk orders are not billed yet).
  const balance = mine
    .filter((o) => o.pos_status === 'outstanding_balance')
    .reduce((sum, o) => sum + toCents(Math.max(0, o.balance_due)), 0);
  return {
    customer_id: c.customer_id,
    custname: `${c.firstname} ${c.lastname}`,
    email: c.email,
    telephone: c.telephone,
    date_added: c.date_added,
    total_orders: mine.length,
    outstanding: { balance: balance / 100, balance_text: formatCents(balance) },
    store_credit: c.store_credit,
  };
}

const CUSTOMER_SORTS: Record<string, (a: ReturnType<typeof customerRow>, b: ReturnType<typeof customerRow>) => number> =
  {
    custname: (a, b) => a.custname.localeCompare(b.custname),
    email: (a, b) => a.email.localeCompare(b.email),
    date_added: (a, b) => a.date_added.localeCompare(b.date_added),
    total_orders: (a, b) => a.total_orders - b.total_orders,
    outstanding_balance: (a, b) => a.outstanding.balance - b.outstanding.balance,
    store_credit: (a, b) => a.store_credit - b.store_credit,
  };

/** GET /api/customer/get?sort=custname&order&page&limit&filter_name&filter_email: results, totalPages, position. */
function listCustomers(ctx: Context): void {
  // The customer editor's GET /get?customerId= shares this path: one customer (customer-editor-calls.ts).
  if (ctx.query.has('customerId')) return getEditorCustomer(ctx);
  checkQuery(ctx, ['sort', 'order', 'page', 'limit', 'filter_name', 'filter_email', 'filter_ip']);
  const { sort, desc } = sortAndOrder(ctx, Object.keys(CUSTOMER_SORTS), 'asc');
  const name = ctx.query.get('filter_name')?.trim().toLowerCase() ?? '';
  const email = ctx.query.get('filter_email')?.trim().toLowerCase() ?? '';
  // The customer editor's IP tab links here: the accounts that signed in from that address.
  const ip = ctx.query.get('filter_ip')?.trim() ?? '';
  const withIp = ip ? customersWithIp(ctx, ip) : null;
  const orders = allOrders(ctx);
  const compare = CUSTOMER_SORTS[sort] as NonNullable<(typeof CUSTOMER_SORTS)[string]>;
  const rows = ctx.state.data.customers
    .map((c) => customerRow(ctx, c, orders))
    .filter(
      (c) =>
        (!name || c.custname.toLowerCase().includes(name)) &&
        (!email || c.email.toLowerCase().includes(email)) &&
        (!withIp || withIp.has(c.customer_id)),
    )
    .sort((a, b) => (desc ? -1 : 1) * (compare(a, b) || a.customer_id - b.customer_id));
  sendGenericList(ctx, rows);
}

function stamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/**
 * GET /pos/order/void?order_id=: success, errors (each shown), order. A voided order cannot be voided again. Every live
 * payment is reversed through the path it came in (voidRecorded, as Void all does): store credit back to the order's
 * customer, vouchers restored, cards voided or returned at the processor, cash (check, online) shown as to be refunded.
 */
function voidOrder(ctx: Context): void {
  checkQuery(ctx, ['order_id']);
  const order = requiredOrder(ctx);
  // A pending terminal payment holds its amount: the order cannot be voided under it (cancel it or let it finish).
  const held = pendingTerminalOf(ctx, order);
  if (held) {
    return sendJson(ctx.res, 200, {
      success: false,
      errors: [`${terminalHoldMessage(held.cents)} The order cannot be voided while it waits.`],
      order: orderDetail(ctx, order),
    });
  }
  if (order.pos_status === 'Voided') {
    return sendJson(ctx.res, 200, {
      success: false,
      errors: [`Order #${order.order_id} is already voided.`],
      order: orderDetail(ctx, order),
    });
  }
  const reversals = order.transactions
    .filter((t) => t.status !== 'void')
    .map((t) => voidRecorded(ctx, order, t, 'voidOrder'));
  order.pos_status = 'Voided';
  order.status = 'Voided';
  const extra = extraOf(ctx, order);
  extra.order_status_id = 7;
  const returned = reversals.map(reversalText);
  extra.histories.push({
    date_added: stamp(),
    status: 'Voided',
    comment: returned.length ? `Order voided at the POS: ${returned.join('; ')}.` : 'Order voided at the POS.',
    notify: false,
  });
  sendJson(ctx.res, 200, {
    success: returned.length
      ? `Order #${order.order_id} has been voided: ${returned.join('; ')}.`
      : `Order #${order.order_id} has been voided.`,
    errors: [],
    reversals: reversals.map(reversalWire),
    order: orderDetail(ctx, order),
  });
}

/** The notification form (spec 3 §3, §5) as sent by the dialog: checked strictly, then the server's own rules. */
export const NOTIFY_FIELDS = {
  notifyByEmail: { kind: 'flag' as const, required: true },
  notifyByText: { kind: 'flag' as const, required: true },
  overrideTextPermission: { kind: 'flag' as const },
  textingAlerts: { kind: 'flag' as const },
  email: { kind: 'string' as const },
  phone: { kind: 'string' as const },
};

export function notifyProblem(form: FormData, textingAllowed: boolean): string | null {
  const byEmail = flagField(form, 'notifyByEmail');
  const byText = flagField(form, 'notifyByText');
  if (!byEmail && !byText) return 'Choose email or text.';
  if (byEmail && !EMAIL.test(stringField(form, 'email').trim())) return 'Invalid email';
  if (byText && !PHONE.test(stringField(form, 'phone').trim())) return 'Invalid phone number format';
  if (byText && !textingAllowed && !flagField(form, 'overrideTextPermission')) {
    return "Customer doesn't constent to text messages";
  }
  return null;
}

export function sentTo(form: FormData): string {
  const to = [];
  if (flagField(form, 'notifyByEmail')) to.push(stringField(form, 'email').trim());
  if (flagField(form, 'notifyByText')) to.push(stringField(form, 'phone').trim());
  return to.join(' and ');
}

/** GET (to the order's email) or POST (the notification form) /pos/order/sendPaymentURL?order_id=. */
async function sendPaymentUrl(ctx: Context): Promise<void> {
  checkQuery(ctx, ['order_id']);
  const order = requiredOrder(ctx);
  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order cannot be paid.' });
  if (order.balance_due <= 0) return sendJson(ctx.res, 200, { error: 'This order is paid in full.' });
  if (ctx.req.method === 'GET') {
    if (!order.email) return sendJson(ctx.res, 200, { error: 'The order has no email address.' });
    return sendJson(ctx.res, 200, { success: `Payment link sent to ${order.email}.` });
  }
  const form = await ctx.form();
  checkFields(form, NOTIFY_FIELDS);
  const customer = customerOf(ctx, order);
  const problem = notifyProblem(form, customer ? customer.texting_alerts : true);
  if (problem) return sendJson(ctx.res, 200, { error: problem });
  extraOf(ctx, order).histories.push({
    date_added: stamp(),
    status: order.status,
    comment: `Payment link sent to ${sentTo(form)}.`,
    notify: true,
  });
  sendJson(ctx.res, 200, { success: `Payment link sent to ${sentTo(form)}.` });
}

/** POST /pos/order/setCustomer {order_id, customer_id}: "Customer added to order!" and the order. */
async function setOrderCustomer(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { order_id: { kind: 'int', required: true }, customer_id: { kind: 'int', required: true } });
  const order = findOrder(ctx, intField(form, 'order_id') ?? 0);
  if (!order) return sendJson(ctx.res, 200, { error: 'Order not found.' });
  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order cannot be changed.' });
  const customer = ctx.state.data.customers.find((c) => c.customer_id === intField(form, 'customer_id'));
  if (!customer) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  order.customer_id = customer.customer_id;
  order.customer = `${customer.firstname} ${customer.lastname}`;
  order.email = customer.email;
  order.telephone = customer.telephone;
  sendJson(ctx.res, 200, { success: 'Customer added to order!', order: orderDetail(ctx, order) });
}

/** GET /pos/order/histories?order_id=: the order's history, oldest first. */
function histories(ctx: Context): void {
  checkQuery(ctx, ['order_id']);
  const order = requiredOrder(ctx);
  sendJson(ctx.res, 200, { histories: extraOf(ctx, order).histories });
}

const HISTORY_FIELDS = {
  orderStatusId: { kind: 'int' as const, required: true },
  notifyCustomer: { kind: 'int' as const, required: true },
  comment: { kind: 'string' as const },
  ...NOTIFY_FIELDS,
};
/** Spec 3 §3: the order history form carries the six notify fields whether or not the customer is notified (email and phone may be empty). */
const HISTORY_NOTIFY_NAMES = [
  'notifyByEmail',
  'notifyByText',
  'overrideTextPermission',
  'textingAlerts',
  'email',
  'phone',
] as const;

/** The order history form (spec 3 §3): a new entry, the order's status, and the customer notified when asked. */
async function addHistory(ctx: Context, order: Order): Promise<void> {
  const form = await ctx.form();
  checkFields(form, HISTORY_FIELDS);
  for (const name of HISTORY_NOTIFY_NAMES)
    if (form[name] === undefined) throw new HttpError(400, `Missing required field "${name}".`);
  const status = ORDER_STATUSES.find((s) => s.order_status_id === intField(form, 'orderStatusId'));
  if (!status) return sendJson(ctx.res, 200, { error: 'Choose an order status.' });
  const notify = intField(form, 'notifyCustomer') === 1;
  if (notify) {
    const customer = customerOf(ctx, order);
    const problem = notifyProblem(form, customer ? customer.texting_alerts : true);
    if (problem) return sendJson(ctx.res, 200, { error: problem });
  }
  const entry: OrderHistory = {
    date_added: stamp(),
    status: status.name,
    comment: stringField(form, 'comment').trim(),
    notify,
  };
  extraOf(ctx, order).histories.push(entry);
  extraOf(ctx, order).order_status_id = status.order_status_id;
  order.status = status.name;
  sendJson(ctx.res, 200, {
    success: notify ? `Order history added; ${sentTo(form)} notified.` : 'Order history added.',
  });
}

/** POST /pos/order/history?order_id= (POS mode). */
async function posHistory(ctx: Context): Promise<void> {
  checkQuery(ctx, ['order_id']);
  await addHistory(ctx, requiredOrder(ctx));
}

/** POST /api/customer/updateContactInfo?customerId=: the notification form's email and phone become the customer's. */
async function updateContactInfo(ctx: Context): Promise<void> {
  checkQuery(ctx, ['customerId']);
  const form = await ctx.form();
  checkFields(form, NOTIFY_FIELDS);
  const customer = ctx.state.data.customers.find((c) => c.customer_id === Number(ctx.query.get('customerId')));
  if (!customer) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  const email = stringField(form, 'email').trim();
  const phone = stringField(form, 'phone').trim();
  if (email && !EMAIL.test(email)) return sendJson(ctx.res, 200, { error: 'Invalid email' });
  if (phone && !PHONE.test(phone)) return sendJson(ctx.res, 200, { error: 'Invalid phone number format' });
  if (email) customer.email = email;
  if (phone) customer.telephone = phone;
  sendJson(ctx.res, 200, { success: 'Contact information updated.' });
}

/** The admin endpoint: /admin/index.php?route=…&token=… (the session's admin token). */
async function admin(ctx: Context): Promise<void> {
  if (ctx.query.get('token') !== adminToken(ctx))
    throw new HttpError(403, 'Invalid token session. Please login again.');
  const route = ctx.query.get('route') ?? '';
  if (route === 'sale/order/getOrderStatus' && ctx.req.method === 'GET') {
    checkQuery(ctx, ['route', 'token', 'orderId']);
    const order = requiredOrder(ctx, 'orderId');
    const extra = extraOf(ctx, order);
    const customer = customerOf(ctx, order);
    const notes = extra.histories.filter((h) => h.comment);
    return sendJson(ctx.res, 200, {
      orderStatusId: extra.order_status_id,
      orderStatuses: ORDER_STATUSES.map((s) => ({ order_status_id: s.order_status_id, name: s.name })),
      recentHistoryNote: notes[notes.length - 1]?.comment ?? '',
      email: order.email,
      phone: order.telephone,
      textingAlerts: customer ? customer.texting_alerts : true,
    });
  }
  if (route === 'sale/order/api' && ctx.req.method === 'POST') {
    checkQuery(ctx, ['route', 'token', 'api', 'order_id']);
    if (ctx.query.get('api') !== 'api/order/history')
      throw new HttpError(400, 'Query "api" must be api/order/history.');
    return addHistory(ctx, requiredOrder(ctx));
  }
  if (route === 'sale/order/info' && ctx.req.method === 'GET') {
    const order = requiredOrder(ctx);
    return renderPage(ctx, {
      title: `Admin: Order #${order.order_id}`,
      breadcrumb: [['Home', '/'], ['Admin'], [`Order #${order.order_id}`]],
      body: `<h1>Admin: Order #${order.order_id}</h1><p>The store's admin order page (demo): ${esc(order.customer)}, ${esc(order.status)}, ${formatCents(toCents(order.total))}.</p>`,
    });
  }
  throw new HttpError(404, `No admin route ${JSON.stringify(route)} for ${ctx.req.method}.`);
}

/** GET /api/order/delete?order_id= (only offered when the order view got a delete_url). */
function deleteOrder(ctx: Context): void {
  checkQuery(ctx, ['order_id']);
  const order = requiredOrder(ctx);
  if (order.pos_status !== 'saved' && order.pos_status !== 'kiosk') {
    return sendJson(ctx.res, 200, { error: 'Only saved and kiosk orders can be deleted.' });
  }
  const list = ctx.state.data.orders.includes(order) ? ctx.state.data.orders : null;
  if (list) list.splice(list.indexOf(order), 1);
  else order.pos_status = 'cancelled';
  sendJson(ctx.res, 200, { success: `Order #${order.order_id} has been deleted.` });
}

/** Demo control: POST /__demo/backoffice-orders {count}: that many generated older orders (the bench's 500). */
async function demoOrders(ctx: Context): Promise<void> {
  const body = (await ctx.json()) as { count?: unknown };
  const count = Number(body?.count);
  if (!Number.isInteger(count) || count < 0 || count > 990) throw new HttpError(400, 'Field "count" must be 0 to 990.');
  setGeneratedOrders(ctx, count);
  sendJson(ctx.res, 200, { count });
}

export function addPosBackofficeCalls(routes: RouteTable): void {
  routes
    .add('/api/order', call(['GET'], listOrders))
    .add('/api/order/delete', call(['GET'], deleteOrder))
    .add('/api/customer/get', call(['GET'], listCustomers))
    .add('/api/customer/updateContactInfo', call(['POST'], updateContactInfo))
    .add('/pos/order/void', call(['GET'], voidOrder))
    .add('/pos/order/sendPaymentURL', call(['GET', 'POST'], sendPaymentUrl))
    .add('/pos/order/setCustomer', call(['POST'], setOrderCustomer))
    .add('/pos/order/histories', call(['GET'], histories))
    .add('/pos/order/history', call(['POST'], posHistory))
    .add('/admin/index.php', call(['GET', 'POST'], admin))
    .add('/__demo/backoffice-orders', call(['POST'], demoOrders));
}
