/**
 * Orders made from the cart: POST checkout/confirm/createOrder (the kiosk's "Submit to Buy",
 * spec 2 §4 and §7) and the demo control GET /__demo/orders?status= to see what was recorded.
 */
import { newCheckoutSession } from './checkout-session';
import { newPosSession } from '../pos-checkout/pos-session';
import { findVoucher } from './codes';
import { checkFields, stringField } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { fromCents, toCents } from '../core/money';
import type { Context, RouteTable } from '../core/router';
import { pricedSessionCart, replyWithCart } from './session-cart';
import type { Order, PosOrderStatus } from '../core/types';

/** A recorded order: the seed's Order plus what a cart order also carries. */
export type CartOrder = Order & {
  total_items: number;
  vouchers: { description: string; amount: number }[];
  shipping_method: string;
  payment_method: string;
  comment: string;
};

const KIOSK_FIELDS = { status: 'kiosk', shipping_method: 'local_pickup', payment_method: 'cod' } as const;
const STATUSES: PosOrderStatus[] = [
  'saved',
  'kiosk',
  'outstanding_balance',
  'complete',
  'Voided',
  'quote',
  'abandoned',
  'cancelled',
];
const PICKUP_COOKIE = 'locator_pickup_location';

/** "$1,234.50" / "-$12.00" as dollars. */
function usdValue(text: string): number {
  const value = Number(text.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

function stamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** The store chosen in the store locator (its cookie), else the first location. */
function pickupLocation(ctx: Context): number {
  const match = new RegExp(`(?:^|;\\s*)${PICKUP_COOKIE}=(\\d+)`).exec(ctx.req.headers.cookie ?? '');
  const id = match ? Number(match[1]) : NaN;
  const locations = ctx.state.data.locations;
  return locations.some((l) => l.location_id === id) ? id : (locations[0]?.location_id ?? 0);
}

async function createOrder(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    status: { kind: 'string', required: true },
    shipping_method: { kind: 'string', required: true },
    payment_method: { kind: 'string', required: true },
  });
  for (const [field, expected] of Object.entries(KIOSK_FIELDS)) {
    const value = stringField(form, field);
    if (value !== expected)
      throw new HttpError(
        400,
        `Field "${field}" must be "${expected}" (this call only creates kiosk orders), got ${JSON.stringify(value)}.`,
      );
  }
  const session = ctx.session();
  const { cart, used } = pricedSessionCart(ctx);
  if (!cart.products.length && !cart.vouchers.length)
    return replyWithCart(ctx, { error: 'Your shopping cart is empty!' });
  if (cart.products.some((p) => !p.enough_inventory)) {
    return replyWithCart(ctx, {
      error:
        'Some products in your cart are not available in the desired quantity or not in stock. Please change them before you submit the order.',
    });
  }

  const { data: state } = ctx.state;
  const checkout = session.checkout;
  const order = recordCartOrder(ctx, {
    pos_status: 'kiosk',
    status: 'Kiosk',
    shipping_method: 'local_pickup',
    payment_method: 'cod',
    guestName: 'Kiosk Guest',
    location_id: pickupLocation(ctx),
  });
  const orderId = order.order_id;

  // The gift vouchers and store credit the totals took are spent.
  for (const { code, cents } of used.vouchers) {
    const voucher = findVoucher(state.codes, code);
    if (voucher) voucher.amount = fromCents(toCents(voucher.amount) - cents);
  }
  const payer = state.customers.find((c) => c.customer_id === session.customerId);
  if (payer && used.creditCents) payer.store_credit = fromCents(toCents(payer.store_credit) - used.creditCents);

  session.cart.clear();
  session.checkout = { ...newCheckoutSession(), creditRemovedFor: checkout.creditRemovedFor };
  session.pos = newPosSession();
  replyWithCart(ctx, { success: `Order #${orderId} has been submitted. Please pay at pickup.`, order_id: orderId });
}

export interface OrderRecord {
  pos_status: PosOrderStatus;
  status: string;
  shipping_method: string;
  payment_method: string;
  /** The customer name when the cart has none. */
  guestName: string;
  location_id?: number;
  /** Replace this order (a cart continued from it) instead of adding one. */
  orderId?: number | null;
}

/**
 * Records the session's cart as an order: the customer is the POS customer on the cart, else the signed-in one,
 * else the one getCustomer found; the checkout fields' names and contacts come first.
 */
export function recordCartOrder(ctx: Context, record: OrderRecord): CartOrder {
  const session = ctx.session();
  const { cart } = pricedSessionCart(ctx);
  const { data: state } = ctx.state;
  const data = session.checkout.data;
  const customerId = session.pos.customerId ?? session.customerId ?? session.checkout.identifiedCustomerId ?? 0;
  const customer = state.customers.find((c) => c.customer_id === customerId);
  const name = [data.firstname ?? customer?.firstname, data.lastname ?? customer?.lastname].filter(Boolean).join(' ');
  const existing = record.orderId ? state.orders.findIndex((o) => o.order_id === record.orderId) : -1;
  const orderId =
    existing >= 0 ? (record.orderId as number) : Math.max(1000, ...state.orders.map((o) => o.order_id)) + 1;
  let productId = Math.max(0, ...state.orders.flatMap((o) => o.products.map((p) => p.order_product_id)));
  const order: CartOrder = {
    order_id: orderId,
    date_added: stamp(),
    customer_id: customer?.customer_id ?? 0,
    customer: name || record.guestName,
    email: data.email ?? customer?.email ?? '',
    telephone: data.telephone ?? customer?.telephone ?? '',
    pos_status: record.pos_status,
    status: record.status,
    cashier: '',
    location_id: record.location_id ?? state.locations[0]?.location_id ?? 0,
    products: cart.products.map((p) => ({
      order_product_id: ++productId,
      product_id: p.product_id,
      name: p.name,
      model: p.model,
      option: p.selected_options.map((o) => ({ name: o.name, value: o.value, option_price: o.price })),
      quantity: p.quantity,
      price: p.unit_price,
      total: p.price,
      po_number: p.po_number,
    })),
    vouchers: cart.vouchers.map((v) => ({ description: v.description, amount: usdValue(v.amount_text) })),
    totals: cart.totals.map((t) => ({ code: t.code, title: t.title, value: usdValue(t.text), text: t.text })),
    total: cart.total,
    total_items: cart.total_items,
    amount_paid: 0,
    balance_due: cart.total,
    transactions: [],
    shipping_method: record.shipping_method,
    payment_method: record.payment_method,
    comment: data.comment ?? '',
    // The POS cart's vehicle becomes the order's (spec 2 §3 order_ymm).
    order_ymm: cart.ymm_vehicle ?? '',
  };
  if (existing >= 0) state.orders[existing] = order;
  else state.orders.push(order);
  return order;
}

/** Demo control: the recorded orders, optionally of one pos_status. */
function listOrders(ctx: Context): void {
  const status = ctx.query.get('status');
  if (status !== null && !STATUSES.includes(status as PosOrderStatus)) {
    throw new HttpError(400, `Query "status" must be one of ${STATUSES.join(', ')}, got ${JSON.stringify(status)}.`);
  }
  sendJson(ctx.res, 200, { orders: ctx.state.data.orders.filter((o) => status === null || o.pos_status === status) });
}

export function addOrderCalls(routes: RouteTable): void {
  routes
    .add('/checkout/confirm/createOrder', { methods: ['POST'], kind: 'call', handle: createOrder })
    .add('/__demo/orders', { methods: ['GET'], kind: 'call', handle: listOrders });
}
