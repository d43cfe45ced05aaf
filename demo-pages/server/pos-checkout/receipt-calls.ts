/**
 * The receipt, invoice and distributor ordering (spec 2 §2, §3, §5, §7): POST /pos/order/send?order_id= (the receipt's
 * "Send or Print Receipt/Invoice" by email/text), POST /pos/order/submitDistributorOrder?order_id= (order-entry lines to
 * the distributor's warehouses: one purchase order per warehouse, appended to the order's purchase_orders), the
 * distributor's warehouses with their inventory and cost per part (also what getInventoryDetails answers as `locations`),
 * and the receipt demo states of a few older orders. Staff only: the staff rule (staff.ts) covers every call under /pos/.
 */
import { checkFields, isMap, type FormData, type FormValue } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { formatCents, toCents } from '../core/money';
import { NOTIFY_FIELDS, notifyProblem, sentTo } from '../back-office/pos-backoffice-calls';
import { extraOf, findOrder, type PurchaseOrder } from '../back-office/pos-backoffice-data';
import type { Context, RouteTable } from '../core/router';
import { WAREHOUSES, warehouseLocations, warehouseStock, setWarehouseStock } from '../back-office/distributor-data';
import type { Order, Product } from '../core/types';
import { checkQuery } from '../core/query';

function requiredOrder(ctx: Context): Order {
  const raw = ctx.query.get('order_id');
  if (!raw || !/^\d+$/.test(raw))
    throw new HttpError(400, `Query "order_id" must be an order id, got ${JSON.stringify(raw)}.`);
  checkQuery(ctx, ['order_id']);
  const order = findOrder(ctx, Number(raw));
  if (!order) throw new HttpError(404, `Order #${raw} not found.`);
  return order;
}

function stamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** POST /pos/order/send?order_id= {document: Receipt|Invoice, the notification form}: "Receipt sent to …". */
async function sendReceipt(ctx: Context): Promise<void> {
  const order = requiredOrder(ctx);
  const form = await ctx.form();
  checkFields(form, { ...NOTIFY_FIELDS, document: { kind: 'string', required: true } });
  const document = form.document;
  if (document !== 'Receipt' && document !== 'Invoice')
    throw new HttpError(400, `Field "document" must be Receipt or Invoice, got ${JSON.stringify(document)}.`);
  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order has no receipt to send.' });
  const customer = ctx.state.data.customers.find((c) => c.customer_id === order.customer_id);
  const problem = notifyProblem(form, customer ? customer.texting_alerts : true);
  if (problem) return sendJson(ctx.res, 200, { error: problem });
  const message = `${document} sent to ${sentTo(form)}.`;
  extraOf(ctx, order).histories.push({ date_added: stamp(), status: order.status, comment: message, notify: true });
  sendJson(ctx.res, 200, { success: message });
}

interface EntryLine {
  product: Product;
  orderQuantity: number;
  selected: { warehouseCode: string; quantity: number }[];
}

const wholeNumber = (value: FormValue | undefined, name: string): number => {
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw new HttpError(400, `Field "${name}" must be a whole number, got ${JSON.stringify(value)}.`);
  return Number(value);
};

/** lines[i][aaia|mpn|orderQuantity], lines[i][selectedLocations][j][warehouseCode|quantity], checked strictly. */
function readLines(ctx: Context, form: FormData): EntryLine[] {
  checkFields(form, {
    lines: { kind: 'list', required: true },
    notes: { kind: 'string' },
    submission_key: { kind: 'string' },
  });
  return (form.lines as FormValue[]).map((line, i) => {
    const at = `lines[${i}]`;
    if (!isMap(line)) throw new HttpError(400, `Field "${at}" must be a map.`);
    for (const key of Object.keys(line))
      if (!['aaia', 'mpn', 'orderQuantity', 'selectedLocations'].includes(key))
        throw new HttpError(400, `Unknown field "${at}[${key}]".`);
    const product = ctx.state.data.products.find((p) => p.aaia === line.aaia && p.mpn === line.mpn);
    if (!product)
      throw new HttpError(400, `Field "${at}": no part ${JSON.stringify(line.aaia)} ${JSON.stringify(line.mpn)}.`);
    const list = line.selectedLocations;
    if (!Array.isArray(list)) throw new HttpError(400, `Field "${at}[selectedLocations]" must be a list.`);
    const selected = list.map((entry, j) => {
      const name = `${at}[selectedLocations][${j}]`;
      if (!isMap(entry) || Object.keys(entry).some((k) => k !== 'warehouseCode' && k !== 'quantity'))
        throw new HttpError(400, `Field "${name}" must have exactly warehouseCode and quantity.`);
      if (!WAREHOUSES.some((w) => w.warehouseCode === entry.warehouseCode))
        throw new HttpError(
          400,
          `Field "${name}[warehouseCode]": no warehouse ${JSON.stringify(entry.warehouseCode)}.`,
        );
      return {
        warehouseCode: entry.warehouseCode as string,
        quantity: wholeNumber(entry.quantity, `${name}[quantity]`),
      };
    });
    const orderQuantity = wholeNumber(line.orderQuantity, `${at}[orderQuantity]`);
    if (orderQuantity !== selected.reduce((n, s) => n + s.quantity, 0))
      throw new HttpError(400, `Field "${at}[orderQuantity]" must be the sum of its locations' quantities.`);
    return { product, orderQuantity, selected };
  });
}

let nextPurchaseOrderId = 70_000;

/** Answers already given per submission key (per seed copy): a retried submission is answered, not ordered again. */
const answeredBySeed = new WeakMap<object, Map<string, unknown>>();
function answered(ctx: Context): Map<string, unknown> {
  let map = answeredBySeed.get(ctx.state.data);
  if (!map) {
    map = new Map();
    answeredBySeed.set(ctx.state.data, map);
  }
  return map;
}

/** POST /pos/order/submitDistributorOrder?order_id= : one purchase order per warehouse; the warehouses' stock drops. */
async function submitDistributorOrder(ctx: Context): Promise<void> {
  const order = requiredOrder(ctx);
  const form = await ctx.form();
  const lines = readLines(ctx, form);
  const key = typeof form.submission_key === 'string' ? `${order.order_id}:${form.submission_key}` : '';
  const earlier = key ? answered(ctx).get(key) : undefined;
  if (earlier) return sendJson(ctx.res, 200, earlier);
  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order cannot be ordered.' });
  for (const line of lines) {
    for (const s of line.selected) {
      const stock = warehouseStock(ctx, line.product.product_id, s.warehouseCode);
      const warehouse = WAREHOUSES.find((w) => w.warehouseCode === s.warehouseCode)?.name ?? s.warehouseCode;
      if (s.quantity > stock)
        return sendJson(ctx.res, 200, {
          error: `${warehouse} has only ${stock} of ${line.product.aaia} ${line.product.mpn} in stock.`,
        });
    }
  }
  if (!lines.some((l) => l.orderQuantity > 0))
    return sendJson(ctx.res, 200, { error: 'Enter a quantity for at least one warehouse.' });
  const extra = extraOf(ctx, order);
  const location =
    ctx.state.data.locations.find((l) => l.location_id === order.location_id) ?? ctx.state.data.locations[0];
  const notes = typeof form.notes === 'string' ? form.notes.trim() : '';
  const created: PurchaseOrder[] = [];
  for (const warehouse of WAREHOUSES) {
    const items = lines.flatMap((line) =>
      line.selected
        .filter((s) => s.warehouseCode === warehouse.warehouseCode && s.quantity > 0)
        .map((s) => ({ line, quantity: s.quantity })),
    );
    if (!items.length) continue;
    const prices = (p: Product) => warehouseLocations(ctx, p).find((l) => l.warehouseCode === warehouse.warehouseCode);
    const totalCents = items.reduce((sum, i) => sum + toCents(prices(i.line.product)?.price ?? 0) * i.quantity, 0);
    for (const i of items) {
      const left = warehouseStock(ctx, i.line.product.product_id, warehouse.warehouseCode) - i.quantity;
      setWarehouseStock(ctx, i.line.product.product_id, warehouse.warehouseCode, left);
    }
    const id = ++nextPurchaseOrderId;
    created.push({
      Number: String(order.order_id * 10 + extra.purchase_orders.length + created.length + 1),
      PurchaseOrderID: id,
      ConfirmationNumber: `CN${id}`,
      WarehouseConfirmationNumber: `${warehouse.warehouseCode}-${((id * 37) % 90000) + 10000}`,
      SubmittedToWarehouseDateTime: stamp(),
      CurrentStatus: 'Submitted',
      ShippingMethod: 'Ground',
      Notes: notes,
      OrderTotalPrice: totalCents / 100,
      ToWarehouse: { Name: warehouse.name },
      ShipTo: {
        Name: location?.location_name ?? 'Store',
        Street: location?.address ?? '',
        City: location?.city ?? '',
        StateProvinceCode: location?.state ?? '',
        ZipPostalCode: location?.zip ?? '',
      },
      Items: items.map((i) => ({
        AAIABrandCode: i.line.product.aaia,
        PartNumber: i.line.product.mpn,
        Quantity: i.quantity,
      })),
    });
  }
  extra.purchase_orders.push(...created);
  const total = created.reduce((sum, po) => sum + toCents(po.OrderTotalPrice), 0);
  extra.histories.push({
    date_added: stamp(),
    status: order.status,
    comment: `Purchase order${created.length === 1 ? '' : 's'} ${created.map((po) => `#${po.Number}`).join(', ')} submitted (${formatCents(total)}).`,
    notify: false,
  });
  const answer = {
    success: `Purchase order${created.length === 1 ? '' : 's'} ${created.map((po) => `#${po.Number}`).join(', ')} submitted to the distributor.`,
    purchase_orders: created,
  };
  if (key) answered(ctx).set(key, answer);
  sendJson(ctx.res, 200, answer);
}

export function addReceiptCalls(routes: RouteTable): void {
  routes
    .add('/pos/order/send', { methods: ['POST'], kind: 'call', handle: sendReceipt })
    .add('/pos/order/submitDistributorOrder', { methods: ['POST'], kind: 'call', handle: submitDistributorOrder });
}
