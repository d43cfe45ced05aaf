/**
 * The POS back office's data (spec 2 §3, §4): order statuses with their colours, each order's history and distributor
 * purchase orders, and older generated orders so every status tab spans several pages. Deterministic (order ids seed
 * everything), attached per seed copy so a reset starts afresh. The generated orders carry ids below 1001: the cart's
 * next order is still 1026, and the recorded-orders list (`/__demo/orders`) is unchanged.
 */
import { orderMoney, toCents } from '../core/money';
import type { Context } from '../core/router';
import type { Seed } from '../core/seed';
import { NO_HISTORY_ORDERS, withReceiptStates } from '../pos-checkout/receipt-data';
import type { Customer, Order, OrderStatus, Transaction } from '../core/types';
import { mulberry32 } from '../core/random';

export interface OrderStatusRow {
  order_status_id: number;
  name: string;
  status_color: string;
  status_text_color: string;
}

/** The store's order statuses (spec 3 §3 "Order status"); POS statuses map onto them. */
export const ORDER_STATUSES: OrderStatusRow[] = [
  { order_status_id: 1, name: 'Saved', status_color: '#e8eef7', status_text_color: '#1f3a60' },
  { order_status_id: 2, name: 'Kiosk', status_color: '#efe6f7', status_text_color: '#4a2366' },
  { order_status_id: 3, name: 'Outstanding Balance', status_color: '#fdf0d5', status_text_color: '#6b4300' },
  { order_status_id: 5, name: 'Complete', status_color: '#dff3e4', status_text_color: '#17502b' },
  { order_status_id: 7, name: 'Voided', status_color: '#f8dede', status_text_color: '#7a1717' },
  { order_status_id: 8, name: 'Processing', status_color: '#e4f1f6', status_text_color: '#154257' },
  { order_status_id: 9, name: 'Shipped', status_color: '#e6e6e6', status_text_color: '#2b2b2b' },
];

const STATUS_ID: Record<string, number> = {
  saved: 1,
  kiosk: 2,
  outstanding_balance: 3,
  complete: 5,
  Voided: 7,
};

export interface OrderHistory {
  date_added: string;
  status: string;
  comment: string;
  notify: boolean;
}

export interface PurchaseOrder {
  Number: string;
  PurchaseOrderID: number;
  ConfirmationNumber: string;
  WarehouseConfirmationNumber: string;
  SubmittedToWarehouseDateTime: string;
  CurrentStatus: string;
  ShippingMethod: string;
  Notes: string;
  OrderTotalPrice: number;
  ToWarehouse: { Name: string };
  ShipTo: { Name: string; Street: string; City: string; StateProvinceCode: string; ZipPostalCode: string };
  Items: { AAIABrandCode: string; PartNumber: string; Quantity: number }[];
}

interface OrderExtra {
  order_status_id: number;
  histories: OrderHistory[];
  purchase_orders: PurchaseOrder[];
}

interface BackofficeData {
  generated: Order[];
  extras: WeakMap<Order, OrderExtra>;
}

const bySeed = new WeakMap<Seed, BackofficeData>();
/** How many older orders the demo adds to the seed's 25 (the bench asks for more with POST /__demo/backoffice-orders). */
export const GENERATED_ORDERS = 95;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;

/** The order statuses in the order generated orders take them (the seed's orders and the older ones here), and their text. */
export const STATUS_CYCLE: OrderStatus[] = ['saved', 'kiosk', 'outstanding_balance', 'complete', 'Voided'];
export const STATUS_TEXT: Record<OrderStatus, string> = {
  saved: 'Saved',
  kiosk: 'Kiosk',
  outstanding_balance: 'Outstanding Balance',
  complete: 'Complete',
  Voided: 'Voided',
};

/** Older orders, one status after another, built from the seed's customers and products. */
export function generateOrders(seed: Seed, count: number): Order[] {
  const rand = mulberry32(4242);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const orders: Order[] = [];
  const firstId = 1000 - count;
  let productLine = 900_000;
  for (let i = 0; i < count; i++) {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length] as OrderStatus;
    const customer: Customer | undefined = i % 7 === 6 ? undefined : pick(seed.customers);
    const products = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const p = pick(seed.products.filter((x) => x.price > 0));
      const quantity = 1 + Math.floor(rand() * 3);
      return {
        order_product_id: ++productLine,
        product_id: p.product_id,
        name: p.name,
        model: p.model,
        option: [],
        quantity,
        price: p.price,
        total: Math.round(p.price * quantity * 100) / 100,
        po_number: rand() < 0.3 ? `PO-${4000 + i}` : '',
      };
    });
    const subCents = products.reduce((sum, p) => sum + toCents(p.total), 0);
    const taxCents = Math.round(subCents * 0.075);
    const totalCents = subCents + taxCents;
    const paidCents =
      status === 'complete' ? totalCents : status === 'outstanding_balance' ? Math.round(totalCents * 0.4) : 0;
    const transactions: Transaction[] = paidCents
      ? [
          {
            transaction_id: 90_000 + i,
            transaction_type: pick(['card', 'cash', 'check'] as const),
            amount: paidCents / 100,
            status: 'complete',
            transaction_label: 'Payment',
            date_added: '',
          },
        ]
      : [];
    const date = new Date(Date.UTC(2025, 11, 31, 17, 0) - (count - i) * 9 * 3600_000);
    for (const t of transactions) t.date_added = stamp(date);
    orders.push({
      order_id: firstId + i,
      date_added: stamp(date),
      customer_id: customer?.customer_id ?? 0,
      customer: customer ? `${customer.firstname} ${customer.lastname}` : 'Walk-in Customer',
      email: customer?.email ?? '',
      telephone: customer?.telephone ?? '',
      pos_status: status,
      status: STATUS_TEXT[status],
      cashier: pick(['Alex Moreno', 'Sam Patel', 'Jordan Lee']),
      location_id: seed.locations[i % seed.locations.length]?.location_id ?? 0,
      products,
      ...orderMoney(subCents, taxCents, paidCents),
      transactions,
    });
  }
  return withReceiptStates(orders, seed.customers);
}

function data(seed: Seed): BackofficeData {
  let found = bySeed.get(seed);
  if (!found) {
    found = { generated: generateOrders(seed, GENERATED_ORDERS), extras: new WeakMap() };
    bySeed.set(seed, found);
  }
  return found;
}

/** Replaces the generated orders with `count` of them (the bench's 500-order list). */
export function setGeneratedOrders(ctx: Context, count: number): void {
  data(ctx.state.data).generated = generateOrders(ctx.state.data, count);
}

/** Every order the back office lists: the store's (seed and recorded) and the generated older ones. */
export function allOrders(ctx: Context): Order[] {
  return [...ctx.state.data.orders, ...data(ctx.state.data).generated];
}

export function findOrder(ctx: Context, orderId: number): Order | undefined {
  return allOrders(ctx).find((o) => o.order_id === orderId);
}

export function statusIdOf(order: Order): number {
  return STATUS_ID[order.pos_status] ?? 8;
}

/** A deterministic first history (and a note for older orders), and a purchase order for paid orders. */
function seedExtra(ctx: Context, order: Order): OrderExtra {
  const rand = mulberry32(order.order_id);
  const statusId = statusIdOf(order);
  const histories: OrderHistory[] = NO_HISTORY_ORDERS.has(order.order_id)
    ? []
    : [{ date_added: order.date_added, status: 'Saved', comment: 'Order created at the counter.', notify: false }];
  if (order.pos_status !== 'saved') {
    histories.push({
      date_added: order.date_added,
      status: order.status,
      comment: rand() < 0.5 ? 'Customer called about pickup time.' : '',
      notify: rand() < 0.5,
    });
  }
  const purchase_orders: PurchaseOrder[] = [];
  if (['complete', 'outstanding_balance'].includes(order.pos_status) && order.products.length) {
    const customer = ctx.state.data.customers.find((c) => c.customer_id === order.customer_id);
    const location = ctx.state.data.locations.find((l) => l.location_id === order.location_id);
    const number = String(order.order_id * 10 + 1);
    purchase_orders.push({
      Number: number,
      PurchaseOrderID: 50_000 + order.order_id,
      ConfirmationNumber: `CN${order.order_id}${Math.floor(rand() * 900 + 100)}`,
      WarehouseConfirmationNumber: `WH-${Math.floor(rand() * 90000 + 10000)}`,
      SubmittedToWarehouseDateTime: order.date_added,
      CurrentStatus: order.pos_status === 'complete' ? 'Shipped' : 'Submitted',
      ShippingMethod: rand() < 0.5 ? 'Ground' : 'Next Day Air',
      Notes: '',
      OrderTotalPrice: Math.round(order.total * 0.62 * 100) / 100,
      ToWarehouse: { Name: rand() < 0.5 ? 'Columbus DC' : 'Memphis DC' },
      ShipTo: {
        Name: location?.location_name ?? (customer ? `${customer.firstname} ${customer.lastname}` : 'Store'),
        Street: location?.address ?? '100 Main St',
        City: location?.city ?? 'Columbus',
        StateProvinceCode: location?.state ?? 'OH',
        ZipPostalCode: location?.zip ?? '43215',
      },
      Items: order.products.map((p) => {
        const product = ctx.state.products.get(p.product_id);
        return {
          AAIABrandCode: product?.aaia_brand_code || product?.aaia || 'GEN',
          PartNumber: product?.part_number || p.model,
          Quantity: p.quantity,
        };
      }),
    });
  }
  return { order_status_id: statusId, histories, purchase_orders };
}

export function extraOf(ctx: Context, order: Order): OrderExtra {
  const { extras } = data(ctx.state.data);
  let extra = extras.get(order);
  if (!extra) {
    extra = seedExtra(ctx, order);
    extras.set(order, extra);
  }
  return extra;
}

/** The status row of an order (its current order_status_id). */
export function statusRow(ctx: Context, order: Order): OrderStatusRow {
  const id = extraOf(ctx, order).order_status_id;
  return (
    ORDER_STATUSES.find((s) => s.order_status_id === id) ?? {
      order_status_id: id,
      name: order.status,
      status_color: '#e6e6e6',
      status_text_color: '#2b2b2b',
    }
  );
}
