/**
 * The customer editor's tabs after General (spec 3 §2, §3, §7): orders, returns, vehicles, history, credits, IP
 * addresses and tags of one customer, the IP-lookup service's stand-in (GET /ip-lookup/{ip}/json, ipinfo.io's
 * protocol), the history images, and the two pages the tabs link to (a return, creating a tag). The data is keyed by
 * customer id and global like the demo's customers (a reset-all restores the seed); staff only by the router's rule.
 */
import { creditDescriptionProblem } from '../../../src/pos/lib/credit-rules';
import type { IncomingMessage } from 'node:http';
import customersJson from '../../seed/customers.json';
import { addCreditEntry, creditEntries, type CreditEntry } from '../pos-checkout/credit-ledger';
import { checkFields, intField, stringField, flagField, type FormData as FormFields } from '../core/form';
import { esc } from '../core/html';
import { HttpError, redirect, sendJson } from '../core/http';
import { PHONE } from './customer-editor-calls';
import { formatCents, toCents } from '../core/money';
import { allOrders, statusIdOf } from '../back-office/pos-backoffice-data';
import { renderPage } from '../core/page-frame';
import { staffOnly } from '../back-office/staff-page';
import { checkQuery, sendGenericList, sortAndOrder } from '../core/query';
import { call, page, type Context, type RouteTable } from '../core/router';
import type { Seed } from '../core/seed';
import type { Customer, Order } from '../core/types';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;
/** Spec 3 §9: history images at most 2 MB, .jpg or .png. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_ERROR = 'The image must be a .jpg or .png file.';
export const IMAGE_SIZE_ERROR = 'The image must be at most 2 MB.';

export interface HistoryEntry {
  customer_history_id: number;
  customer_id: number;
  date_added: string;
  comment: string;
  /** Path of the stored image, '' without one. */
  image: string;
  notified: string;
}

export interface IpEntry {
  customer_ip_id: number;
  customer_id: number;
  ip: string;
  date_added: string;
}

export interface ReturnEntry {
  return_id: number;
  order_id: number;
  customer_id: number;
  product: string;
  model: string;
  return_status: string;
  date_ordered: string;
  date_added: string;
  date_modified: string;
}

export interface Tag {
  tag_id: number;
  title: string;
}

interface TabsData {
  history: HistoryEntry[];
  ips: IpEntry[];
  banned: Set<string>;
  returns: ReturnEntry[];
  tags: Tag[];
  assigned: Map<number, number[]>;
  images: Map<string, { type: string; data: Buffer }>;
}

/** The stand-in IP-lookup service's answers (ipinfo.io's fields); any other public address is "not found". */
export const IP_LOCATIONS: Record<string, { city: string; region: string; country: string; postal: string }> = {
  '203.0.113.7': { city: 'Columbus', region: 'Ohio', country: 'US', postal: '43215' },
  '198.51.100.24': { city: 'Dayton', region: 'Ohio', country: 'US', postal: '45402' },
  '192.0.2.55': { city: 'Toronto', region: 'Ontario', country: 'CA', postal: 'M5H' },
  '198.51.100.80': { city: 'Austin', region: 'Texas', country: 'US', postal: '73301' },
  '203.0.113.120': { city: 'Phoenix', region: 'Arizona', country: 'US', postal: '85001' },
};
const PUBLIC_IPS = Object.keys(IP_LOCATIONS);

const bySeed = new WeakMap<Seed, TabsData>();
const SEED_CUSTOMER_IDS = new Set(
  (customersJson as unknown as { customers: { customer_id: number }[] }).customers.map((c) => c.customer_id),
);
const pad = (n: number) => String(n).padStart(2, '0');
const day = (offsetDays: number, hour = 10) => {
  const d = new Date(Date.UTC(2025, 8, 1, hour, 15) + offsetDays * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Deterministic tab data for the seed's customers: every customer has a few of each, some share an address. */
function seedTabs(seed: Seed, orders: Order[]): TabsData {
  const data: TabsData = {
    history: [],
    ips: [],
    banned: new Set(['198.51.100.80']),
    returns: [],
    tags: ['VIP', 'Fleet', 'Wholesale', 'Do Not Text', 'Racing Team', 'Tax Exempt'].map((title, i) => ({
      tag_id: i + 1,
      title,
    })),
    assigned: new Map(),
    images: new Map(),
  };
  // Only the seed's own customers: the data is made on first use, possibly after the POS has added customers.
  for (const c of seed.customers.filter((x) => SEED_CUSTOMER_IDS.has(x.customer_id))) {
    const id = c.customer_id;
    // Dana (1) has enough history to page; the others a couple of notes.
    const notes = id === 1 ? 12 : 2;
    for (let i = 0; i < notes; i++) {
      data.history.push({
        customer_history_id: data.history.length + 1,
        customer_id: id,
        date_added: day(id * 3 + i, 9 + (i % 8)),
        comment:
          i % 2 ? `Called about order status (${i + 1}).` : `Visited the store, asked about brake parts (${i + 1}).`,
        image: '',
        notified: '',
      });
    }
    const ips = [PUBLIC_IPS[id % PUBLIC_IPS.length] as string];
    if (id % 3 === 1) ips.push(`192.168.1.${20 + id}`);
    if (id === 1) ips.push('198.51.100.80');
    ips.forEach((ip, i) =>
      data.ips.push({ customer_ip_id: data.ips.length + 1, customer_id: id, ip, date_added: day(id + i * 5, 14) }),
    );
    data.assigned.set(id, id % 2 ? [1] : []);
  }
  // Returns: a part of each complete order of the seed (the first product), in a few statuses.
  const statuses = ['Pending', 'Awaiting Products', 'Complete'];
  for (const order of orders.filter((o) => o.pos_status === 'complete' && o.customer_id > 0)) {
    const product = order.products[0];
    if (!product) continue;
    const n = data.returns.length;
    data.returns.push({
      return_id: n + 1,
      order_id: order.order_id,
      customer_id: order.customer_id,
      product: product.name,
      model: product.model,
      return_status: statuses[n % statuses.length] as string,
      date_ordered: order.date_added.slice(0, 10),
      date_added: day(40 + n, 11),
      date_modified: day(42 + n, 16),
    });
  }
  return data;
}

function tabs(ctx: Context): TabsData {
  const seed = ctx.state.data;
  let found = bySeed.get(seed);
  if (!found) {
    found = seedTabs(seed, allOrders(ctx));
    bySeed.set(seed, found);
  }
  return found;
}

// ---------- Query helpers (strict like every demo call) ----------

/** The customer named by `name` (customerId on lists, customer_id on changes); 404 when there is none. */
function customerOf(ctx: Context, name: string): Customer {
  const raw = ctx.query.get(name);
  if (!raw || !/^\d+$/.test(raw))
    throw new HttpError(400, `Query "${name}" must be a customer id, got ${JSON.stringify(raw)}.`);
  const customer = ctx.state.data.customers.find((c) => c.customer_id === Number(raw));
  if (!customer) throw new HttpError(404, `Customer #${raw} not found.`);
  return customer;
}

type Compare<T> = (a: T, b: T) => number;

/** The generic list answer (spec 3 §3): results, totalPages, position; sort from `sorts`, default order asc. */
function pagedAnswer<T>(ctx: Context, rows: T[], sorts: Record<string, Compare<T>>, extra: object = {}): void {
  checkQuery(ctx, ['customerId', 'sort', 'order', 'page', 'limit']);
  const { sort, desc } = sortAndOrder(ctx, Object.keys(sorts), 'asc', Object.keys(sorts)[0]);
  const compare = sorts[sort] as Compare<T>;
  sendGenericList(
    ctx,
    [...rows].sort((a, b) => (desc ? -1 : 1) * compare(a, b)),
    extra,
  );
}

const byText =
  <T>(key: keyof T, tie: keyof T): Compare<T> =>
  (a, b) =>
    String(a[key]).localeCompare(String(b[key])) || Number(a[tie]) - Number(b[tie]);
const byNumber =
  <T>(key: keyof T, tie: keyof T): Compare<T> =>
  (a, b) =>
    Number(a[key]) - Number(b[key]) || Number(a[tie]) - Number(b[tie]);

// ---------- Orders ----------

const STATUS_ROWS: Record<string, string> = { saved: 'Incomplete Transaction' };

/** The last time an order changed: its newest transaction, else when it was taken. */
const modifiedOf = (o: Order) =>
  o.transactions.reduce((latest, t) => (t.date_added > latest ? t.date_added : latest), o.date_added);

function orderRow(o: Order) {
  const balance = o.pos_status === 'Voided' ? 0 : Math.max(0, o.balance_due);
  const statusId = statusIdOf(o);
  const removable = o.pos_status === 'saved' || o.pos_status === 'kiosk';
  return {
    order_id: o.order_id,
    status: STATUS_ROWS[o.pos_status] ?? o.status,
    total: o.total,
    total_text: formatCents(toCents(o.total)),
    balance,
    balance_text: formatCents(toCents(balance)),
    date_added: o.date_added,
    date_modified: modifiedOf(o),
    order_status_id: statusId,
    viewUrl: `/pos/order/view?order_id=${o.order_id}`,
    editUrl: o.pos_status === 'saved' ? `/pos/order/continue?order_id=${o.order_id}` : '',
    deleteUrl: removable ? `/api/order/delete?order_id=${o.order_id}` : '',
    // Order Express (the distributor's order form) is set up for some orders only: even order ids.
    oeapi: o.order_id % 2 === 0 ? { link: `/pos/order/view?order_id=${o.order_id}#order-express` } : null,
  };
}
type OrderRow = ReturnType<typeof orderRow>;

const ORDER_SORTS: Record<string, Compare<OrderRow>> = {
  'o.order_id': byNumber('order_id', 'order_id'),
  status: byText('status', 'order_id'),
  'o.total': byNumber('total', 'order_id'),
  balance: byNumber('balance', 'order_id'),
  'o.date_added': byText('date_added', 'order_id'),
  'o.date_modified': byText('date_modified', 'order_id'),
};

/** GET /api/customer_order?customerId&sort&order&page&limit: the rows and the summary. */
function listOrders(ctx: Context): void {
  const customer = customerOf(ctx, 'customerId');
  const mine = allOrders(ctx).filter(
    (o) =>
      o.customer_id === customer.customer_id &&
      ['saved', 'kiosk', 'outstanding_balance', 'complete', 'Voided'].includes(o.pos_status),
  );
  const counted = mine.filter((o) => o.pos_status !== 'Voided');
  const spent = counted.reduce((sum, o) => sum + toCents(o.amount_paid), 0);
  const owed = counted
    .filter((o) => o.pos_status === 'outstanding_balance')
    .reduce((sum, o) => sum + toCents(Math.max(0, o.balance_due)), 0);
  const returns = tabs(ctx).returns.filter((r) => r.customer_id === customer.customer_id).length;
  pagedAnswer(ctx, mine.map(orderRow), ORDER_SORTS, {
    total_spent_text: formatCents(spent),
    total_orders: counted.length,
    total_returns: returns,
    outstanding_balance_text: formatCents(owed),
  });
}

// ---------- Returns ----------

const returnRow = (r: ReturnEntry) => ({
  return_id: r.return_id,
  order_id: r.order_id,
  product: r.product,
  model: r.model,
  return_status: r.return_status,
  date_ordered: r.date_ordered,
  date_added: r.date_added,
  date_modified: r.date_modified,
  editUrl: `/pos/return/edit?return_id=${r.return_id}`,
});
type ReturnRow = ReturnType<typeof returnRow>;

const RETURN_SORTS: Record<string, Compare<ReturnRow>> = {
  'r.date_added': byText('date_added', 'return_id'),
  'r.return_id': byNumber('return_id', 'return_id'),
  'r.order_id': byNumber('order_id', 'return_id'),
  product: byText('product', 'return_id'),
  model: byText('model', 'return_id'),
  status: byText('return_status', 'return_id'),
  'r.date_ordered': byText('date_ordered', 'return_id'),
  'r.date_modified': byText('date_modified', 'return_id'),
};

function listReturns(ctx: Context): void {
  const customer = customerOf(ctx, 'customerId');
  const rows = tabs(ctx)
    .returns.filter((r) => r.customer_id === customer.customer_id)
    .map(returnRow);
  pagedAnswer(ctx, rows, RETURN_SORTS);
}

/** /pos/return/edit?return_id=: the return's page (the tab's edit link lands here). */
function returnPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Return')) return;
  const id = Number(ctx.query.get('return_id'));
  const found = tabs(ctx).returns.find((r) => r.return_id === id);
  const title = found ? `Return #${found.return_id}` : 'Return not found';
  renderPage(
    ctx,
    {
      title,
      breadcrumb: [['Home', '/'], ['Customers', '/pos/customer'], [title]],
      body: found
        ? `<h1>${esc(title)}</h1><dl class="dl-horizontal"><dt>Order</dt><dd>#${found.order_id}</dd><dt>Product</dt><dd>${esc(found.product)}</dd><dt>Model</dt><dd>${esc(found.model)}</dd><dt>Status</dt><dd>${esc(found.return_status)}</dd><dt>Date Added</dt><dd>${esc(found.date_added)}</dd></dl><p><a class="btn btn-default" href="/pos/customer/edit?customer_id=${found.customer_id}">Back to the customer</a></p>`
        : `<h1>${esc(title)}</h1>`,
    },
    found ? 200 : 404,
  );
}

// ---------- Vehicles ----------

/** GET /api/customer_vehicle?customerId: every vehicle (vehicle_id, title, ymm, notes), by title, no paging. */
function listVehicles(ctx: Context): void {
  checkQuery(ctx, ['customerId']);
  const customer = customerOf(ctx, 'customerId');
  const results = customer.vehicles
    .map((v) => ({ vehicle_id: v.vehicle_id, title: v.title, ymm: v.display, notes: v.notes }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.vehicle_id - b.vehicle_id);
  sendJson(ctx.res, 200, { results });
}

/** POST /api/customer_vehicle/delete {vehicleId}. */
async function deleteVehicle(ctx: Context): Promise<void> {
  checkQuery(ctx, []);
  const form = await ctx.form();
  checkFields(form, { vehicleId: { kind: 'int', required: true } });
  const id = intField(form, 'vehicleId');
  const owner = ctx.state.data.customers.find((c) => c.vehicles.some((v) => v.vehicle_id === id));
  if (!owner) return sendJson(ctx.res, 200, { error: 'Vehicle not found.' });
  owner.vehicles = owner.vehicles.filter((v) => v.vehicle_id !== id);
  sendJson(ctx.res, 200, { success: 'The vehicle has been deleted.' });
}

// ---------- History ----------

const HISTORY_SORTS: Record<string, Compare<HistoryEntry>> = {
  date_added: byText('date_added', 'customer_history_id'),
  comment: byText('comment', 'customer_history_id'),
};

function listHistory(ctx: Context): void {
  const customer = customerOf(ctx, 'customerId');
  const rows = tabs(ctx)
    .history.filter((h) => h.customer_id === customer.customer_id)
    .map((h) => ({
      customer_history_id: h.customer_history_id,
      date_added: h.date_added,
      comment: h.comment,
      image: h.image,
    }));
  pagedAnswer(ctx, rows as HistoryEntry[], HISTORY_SORTS);
}

const MAX_MULTIPART = 4 * 1024 * 1024;

function readRaw(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        reject(new HttpError(413, `Request body is larger than ${max / 1024 / 1024} MB.`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A multipart/form-data body, parsed by the platform's own reader; 415 for any other content type. */
async function multipart(ctx: Context): Promise<globalThis.FormData> {
  const type = ctx.req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new HttpError(415, `Content-Type must be multipart/form-data, got "${type || 'none'}".`);
  const body = await readRaw(ctx.req, MAX_MULTIPART);
  try {
    return await new Request('http://demo.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'The multipart body could not be read.');
  }
}

const HISTORY_FIELDS = [
  'notifyCustomer',
  'notifyByEmail',
  'notifyByText',
  'overrideTextPermission',
  'textingAlerts',
  'email',
  'phone',
  'comment',
  'image',
];

/** What the image's first bytes say it is: a JPEG or a PNG, else null (a renamed file is refused). */
function imageKind(data: Buffer): { type: string; ext: string } | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { type: 'image/jpeg', ext: 'jpg' };
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'image/png', ext: 'png' };
  return null;
}

/** POST /api/customer_history/add?customer_id= (multipart): a new entry, the customer notified when asked. */
async function addHistory(ctx: Context): Promise<void> {
  checkQuery(ctx, ['customer_id']);
  const customer = customerOf(ctx, 'customer_id');
  const body = await multipart(ctx);
  const fields: FormFields = {};
  let file: File | null = null;
  for (const [key, value] of body) {
    if (!HISTORY_FIELDS.includes(key)) {
      throw new HttpError(400, `Unknown field "${key}". Expected ${HISTORY_FIELDS.map((k) => `"${k}"`).join(', ')}.`);
    }
    if (key === 'image') {
      if (typeof value === 'string') throw new HttpError(400, 'Field "image" must be a file.');
      file = value;
    } else if (typeof value !== 'string') throw new HttpError(400, `Field "${key}" must be text, not a file.`);
    else fields[key] = value;
  }
  checkFields(fields, {
    notifyCustomer: { kind: 'int', required: true },
    notifyByEmail: { kind: 'flag' },
    notifyByText: { kind: 'flag' },
    overrideTextPermission: { kind: 'flag' },
    textingAlerts: { kind: 'flag' },
    email: { kind: 'string' },
    phone: { kind: 'string' },
    comment: { kind: 'string' },
  });
  const comment = stringField(fields, 'comment').trim();
  let image: { type: string; ext: string; data: Buffer } | null = null;
  if (file && file.size > 0) {
    if (file.size > MAX_IMAGE_BYTES) return sendJson(ctx.res, 200, { error: IMAGE_SIZE_ERROR });
    const data = Buffer.from(await file.arrayBuffer());
    const kind = imageKind(data);
    if (!kind || !/\.(jpe?g|png)$/i.test(file.name)) return sendJson(ctx.res, 200, { error: IMAGE_TYPE_ERROR });
    image = { ...kind, data };
  }
  if (!comment && !image) return sendJson(ctx.res, 200, { error: 'Enter a comment or choose an image.' });
  const notify = intField(fields, 'notifyCustomer') === 1;
  let notified = '';
  if (notify) {
    const byEmail = flagField(fields, 'notifyByEmail');
    const byText = flagField(fields, 'notifyByText');
    const email = stringField(fields, 'email').trim();
    const phone = stringField(fields, 'phone').trim();
    if (!byEmail && !byText) return sendJson(ctx.res, 200, { error: 'Choose email or text.' });
    if (byEmail && !EMAIL.test(email)) return sendJson(ctx.res, 200, { error: 'Invalid email' });
    if (byText && !PHONE.test(phone)) return sendJson(ctx.res, 200, { error: 'Invalid phone number format' });
    if (byText && !customer.texting_alerts && !flagField(fields, 'overrideTextPermission'))
      return sendJson(ctx.res, 200, { error: "Customer doesn't constent to text messages" });
    notified = [byEmail ? email : '', byText ? phone : ''].filter(Boolean).join(' and ');
  }
  const data = tabs(ctx);
  const id = Math.max(0, ...data.history.map((h) => h.customer_history_id)) + 1;
  let path = '';
  if (image) {
    path = `/image/customer_history/${id}.${image.ext}`;
    data.images.set(path, { type: image.type, data: image.data });
  }
  data.history.push({
    customer_history_id: id,
    customer_id: customer.customer_id,
    date_added: now(),
    comment,
    image: path,
    notified,
  });
  sendJson(ctx.res, 200, { success: notified ? `History added; ${notified} notified.` : 'History added.' });
}

/** GET /image/customer_history/{id}.{jpg|png}: a stored history image. */
function historyImage(ctx: Context): void {
  const found = tabs(ctx).images.get(ctx.path);
  if (!found) throw new HttpError(404, 'No such image.');
  ctx.res.writeHead(200, {
    'Content-Type': found.type,
    'Content-Length': found.data.length,
    'Cache-Control': 'private, max-age=3600',
  });
  ctx.res.end(found.data);
}

// ---------- Credits ----------

const CREDIT_SORTS: Record<string, Compare<CreditEntry>> = {
  date_added: byText('date_added', 'customer_transaction_id'),
  description: byText('description', 'customer_transaction_id'),
  amount: byNumber('amount', 'customer_transaction_id'),
};

/** GET /api/customer_credit?customerId&…: the entries and the balance (the customer record's store_credit). */
function listCredits(ctx: Context): void {
  const customer = customerOf(ctx, 'customerId');
  const rows = creditEntries(ctx.state.data)
    .filter((c) => c.customer_id === customer.customer_id)
    .map((c) => ({
      customer_transaction_id: c.customer_transaction_id,
      date_added: c.date_added,
      description: c.description,
      amount: c.amount,
      amount_text: formatCents(toCents(c.amount)),
    }));
  pagedAnswer(ctx, rows as (CreditEntry & { amount_text: string })[], CREDIT_SORTS, {
    balance: customer.store_credit,
    balance_text: formatCents(toCents(customer.store_credit)),
  });
}

/**
 * POST /api/customer_credit/add?customer_id= {description, amount (dollars)}: adds to the customer's store credit; a
 * negative amount (a debit) takes from it, never below $0.00.
 */
async function addCredit(ctx: Context): Promise<void> {
  checkQuery(ctx, ['customer_id']);
  const customer = customerOf(ctx, 'customer_id');
  const form = await ctx.form();
  // The description's rule is the tab's own (below); a missing one is the same problem as an empty one.
  checkFields(form, { description: { kind: 'string' }, amount: { kind: 'string', required: true } });
  const description = stringField(form, 'description').trim();
  const raw = stringField(form, 'amount').trim();
  // The tab's own rule (src/pos/lib/credit-rules.ts): required, at most 255 characters.
  const problem = creditDescriptionProblem(description);
  if (problem) return sendJson(ctx.res, 200, { error: problem });
  if (!/^-?\d+(\.\d{1,2})?$/.test(raw) || Number(raw) === 0)
    return sendJson(ctx.res, 200, { error: 'Amount must be a dollar amount other than $0.00.' });
  const cents = toCents(Number(raw));
  if (toCents(customer.store_credit) + cents < 0)
    return sendJson(ctx.res, 200, { error: 'The store credit cannot go below $0.00.' });
  addCreditEntry(ctx, customer.customer_id, description, cents);
  customer.store_credit = (toCents(customer.store_credit) + cents) / 100;
  sendJson(ctx.res, 200, { success: `Store credit of ${formatCents(cents)} added.` });
}

// ---------- IP addresses ----------

function ipRow(ctx: Context, entry: IpEntry) {
  const data = tabs(ctx);
  const accounts = new Set(data.ips.filter((i) => i.ip === entry.ip).map((i) => i.customer_id));
  return {
    customer_ip_id: entry.customer_ip_id,
    ip: entry.ip,
    total_accounts: accounts.size,
    filter_ip_url: `/pos/customer?filter_ip=${encodeURIComponent(entry.ip)}`,
    date_added: entry.date_added,
    is_banned: data.banned.has(entry.ip),
  };
}
type IpRow = ReturnType<typeof ipRow>;

const IP_SORTS: Record<string, Compare<IpRow>> = {
  date_added: byText('date_added', 'customer_ip_id'),
  ip: byText('ip', 'customer_ip_id'),
  total_accounts: byNumber('total_accounts', 'customer_ip_id'),
};

function listIps(ctx: Context): void {
  const customer = customerOf(ctx, 'customerId');
  const rows = tabs(ctx)
    .ips.filter((i) => i.customer_id === customer.customer_id)
    .map((i) => ipRow(ctx, i));
  pagedAnswer(ctx, rows, IP_SORTS);
}

/** The customers who signed in from an address (the customers list's filter_ip). */
export function customersWithIp(ctx: Context, ip: string): Set<number> {
  return new Set(
    tabs(ctx)
      .ips.filter((i) => i.ip === ip)
      .map((i) => i.customer_id),
  );
}

/** POST /api/customer_ip/add or remove ?customer_id= {ip}: bans or lifts the ban on one of the customer's addresses. */
function banIp(ban: boolean) {
  return async (ctx: Context): Promise<void> => {
    checkQuery(ctx, ['customer_id']);
    const customer = customerOf(ctx, 'customer_id');
    const form = await ctx.form();
    checkFields(form, { ip: { kind: 'string', required: true } });
    const ip = stringField(form, 'ip').trim();
    const data = tabs(ctx);
    if (!data.ips.some((i) => i.customer_id === customer.customer_id && i.ip === ip))
      return sendJson(ctx.res, 200, { error: `${ip} is not one of this customer's IP addresses.` });
    if (ban) data.banned.add(ip);
    else data.banned.delete(ip);
    sendJson(ctx.res, 200, { success: ban ? `${ip} has been banned.` : `${ip} is no longer banned.` });
  };
}

/**
 * GET /ip-lookup/{ip}/json: the IP-lookup service's stand-in, ipinfo.io's protocol ({ip, city, region, country, loc,
 * postal, timezone}); a private address answers {ip, bogon: true}; an unknown one HTTP 404 with ipinfo's error shape.
 */
function ipLookup(ctx: Context): void {
  const match = /^\/ip-lookup\/([^/]+)\/json$/.exec(ctx.path);
  const ip = decodeURIComponent(match?.[1] ?? '');
  const headers = { 'Access-Control-Allow-Origin': '*' };
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip))
    return sendJson(
      ctx.res,
      400,
      { status: 400, error: { title: 'Wrong ip', message: 'Please provide a valid IP address' } },
      headers,
    );
  if (/^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip))
    return sendJson(ctx.res, 200, { ip, bogon: true }, headers);
  const found = IP_LOCATIONS[ip];
  if (!found)
    return sendJson(
      ctx.res,
      404,
      { status: 404, error: { title: 'Wrong ip', message: 'Please provide a valid IP address' } },
      headers,
    );
  sendJson(ctx.res, 200, { ip, ...found, loc: '', timezone: '' }, headers);
}

// ---------- Tags ----------

function tagsAnswer(ctx: Context, customer: Customer) {
  const data = tabs(ctx);
  const assigned = data.assigned.get(customer.customer_id) ?? [];
  return {
    customerTags: data.tags,
    assignedTags: data.tags.filter((t) => assigned.includes(t.tag_id)),
    createTagUrl: `/pos/customer/tag/add?customer_id=${customer.customer_id}`,
  };
}

/** GET /api/customer_tag/?customerId=: every tag (customerTags), the customer's (assignedTags), createTagUrl. */
function listTags(ctx: Context): void {
  checkQuery(ctx, ['customerId']);
  sendJson(ctx.res, 200, tagsAnswer(ctx, customerOf(ctx, 'customerId')));
}

/** POST /api/customer_tag/save?customerId= {tags[]}: the customer's tags become these. */
async function saveTags(ctx: Context): Promise<void> {
  checkQuery(ctx, ['customerId']);
  const customer = customerOf(ctx, 'customerId');
  const form = await ctx.form();
  checkFields(form, { tags: { kind: 'list' } });
  const raw = (form.tags ?? []) as unknown[];
  const ids = raw.map((t) => {
    if (typeof t !== 'string' || !/^\d+$/.test(t))
      throw new HttpError(400, `Field "tags" must list tag ids, got ${JSON.stringify(t)}.`);
    return Number(t);
  });
  const data = tabs(ctx);
  const unknown = ids.find((id) => !data.tags.some((t) => t.tag_id === id));
  if (unknown !== undefined) return sendJson(ctx.res, 200, { error: `Tag #${unknown} does not exist.` });
  data.assigned.set(customer.customer_id, [...new Set(ids)]);
  sendJson(ctx.res, 200, { success: 'The customer\u2019s tags have been saved.' });
}

/** /pos/customer/tag/add: a plain form creating a tag (the Tags tab's "Create Tag" link), back to the customer after. */
async function createTagPage(ctx: Context): Promise<void> {
  if (!staffOnly(ctx, 'Create Tag')) return;
  const back = Number(ctx.query.get('customer_id')) || 0;
  const backUrl = back ? `/pos/customer/edit?customer_id=${back}` : '/pos/customer';
  let problem = '';
  if (ctx.req.method === 'POST') {
    const form = await ctx.form();
    checkFields(form, { title: { kind: 'string' } });
    const title = stringField(form, 'title').trim();
    const data = tabs(ctx);
    if (title.length < 2 || title.length > 32) problem = 'Tag Name must be between 2 and 32 characters!';
    else if (data.tags.some((t) => t.title.toLowerCase() === title.toLowerCase())) problem = 'This tag already exists!';
    else {
      data.tags.push({ tag_id: Math.max(0, ...data.tags.map((t) => t.tag_id)) + 1, title });
      return redirect(ctx.res, backUrl);
    }
  }
  renderPage(ctx, {
    title: 'Create Tag',
    breadcrumb: [['Home', '/'], ['Customers', '/pos/customer'], ['Create Tag']],
    body: `<h1>Create Tag</h1>${problem ? `<p class="alert alert-danger" role="alert">${esc(problem)}</p>` : ''}
<form method="post"><div class="form-group"><label for="tag-title">Tag Name</label> <input id="tag-title" name="title" class="form-control" required minlength="2" maxlength="32"></div>
<button type="submit" class="btn btn-primary">Create Tag</button> <a class="btn btn-default" href="${esc(backUrl)}">Cancel</a></form>`,
  });
}

export function addCustomerTabsCalls(routes: RouteTable): void {
  routes
    .add('/api/customer_order', call(['GET'], listOrders))
    .add('/api/customer_return', call(['GET'], listReturns))
    .add('/api/customer_vehicle', call(['GET'], listVehicles))
    .add('/api/customer_vehicle/delete', call(['POST'], deleteVehicle))
    .add('/api/customer_history', call(['GET'], listHistory))
    .add('/api/customer_history/add', call(['POST'], addHistory))
    .add('/api/customer_credit', call(['GET'], listCredits))
    .add('/api/customer_credit/add', call(['POST'], addCredit))
    .add('/api/customer_ip', call(['GET'], listIps))
    .add('/api/customer_ip/add', call(['POST'], banIp(true)))
    .add('/api/customer_ip/remove', call(['POST'], banIp(false)))
    .add('/api/customer_tag', call(['GET'], listTags))
    .add('/api/customer_tag/save', call(['POST'], saveTags))
    .add('/ip-lookup/*', call(['GET'], ipLookup))
    .add('/image/customer_history/*', { methods: ['GET'], kind: 'asset', handle: historyImage })
    .add('/pos/return/edit', page(returnPage))
    .add('/pos/customer/tag/add', page(createTagPage, ['GET', 'POST']));
}
