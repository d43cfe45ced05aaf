/**
 * POS calls on the cart (spec 1 §7, spec 2 §7): updatePrice, updateLabor, applyLabor, addCustomProduct,
 * setCustomer, removeCustomer, logoutCustomer, and POST /api/cart/applyPoNumber.
 */
import type { CartLine } from '../cart/cart';
import { checkFields, flagField, intField, isMap, stringField, type FormData, type FormValue } from '../core/form';
import { HttpError, redirect } from '../core/http';
import { toCents } from '../core/money';
import { pageConfig } from '../core/page-config';
import type { CustomLaborLine, CustomProductLine } from './pos-session';
import { get, post, type Context, type RouteTable } from '../core/router';
import { replyWithCart } from '../cart/session-cart';

/** A money field in dollars ("12.50"); HTTP 400 when it is not a number at all. */
function moneyField(form: FormData, key: string): number {
  const text = stringField(form, key).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text))
    throw new HttpError(
      400,
      `Field "${key}" must be an amount in dollars like "12.50", got ${JSON.stringify(form[key])}.`,
    );
  return toCents(Number(text));
}

function laborRate(ctx: Context, field: string, id: number) {
  const rate = ctx.state.data.laborRates.find((r) => r.labor_id === id);
  if (!rate) throw new HttpError(400, `Field "${field}": no labor rate with id ${id}.`);
  return rate;
}

type PricedLine =
  | { kind: 'line'; line: CartLine }
  | { kind: 'custom'; item: CustomProductLine }
  | { kind: 'labor'; item: CustomLaborLine };

/** A cart row by key: a catalog line, a custom product or a custom labor line. */
function findRow(ctx: Context, key: string): PricedLine | null {
  const session = ctx.session();
  const line = session.cart.get(key);
  if (line) return { kind: 'line', line };
  const item = session.pos.customProducts.find((c) => c.key === key);
  if (item) return { kind: 'custom', item };
  const labor = session.pos.customLabor.find((c) => c.key === key);
  return labor ? { kind: 'labor', item: labor } : null;
}

async function updatePrice(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { key: { kind: 'string', required: true }, newPrice: { kind: 'string', required: true } });
  const cents = moneyField(form, 'newPrice');
  const row = findRow(ctx, stringField(form, 'key'));
  if (!row || row.kind === 'labor') return replyWithCart(ctx, { error: 'Product not found in cart.' });
  if (cents < 0) return replyWithCart(ctx, { error: 'The unit price cannot be below $0.00.' });
  if (row.kind === 'line') row.line.price_cents = cents;
  else row.item.priceCents = cents;
  replyWithCart(ctx, { success: 'The unit price has been updated.' });
}

async function updateLabor(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    key: { kind: 'string', required: true },
    newName: { kind: 'string' },
    newLaborId: { kind: 'int', required: true },
    newLaborTime: { kind: 'int', required: true },
    newPrice: { kind: 'string' },
  });
  const rate = laborRate(ctx, 'newLaborId', intField(form, 'newLaborId') ?? 0);
  const time = intField(form, 'newLaborTime') ?? 0;
  const priceCents =
    form.newPrice === undefined || stringField(form, 'newPrice').trim() === '' ? null : moneyField(form, 'newPrice');
  if (time <= 0) return replyWithCart(ctx, { error: 'Time must be a positive number.' });
  if (priceCents !== null && priceCents < 0)
    return replyWithCart(ctx, { error: 'The labor price cannot be below $0.00.' });
  const row = findRow(ctx, stringField(form, 'key'));
  const name = stringField(form, 'newName').trim();
  if (row?.kind === 'labor') {
    Object.assign(row.item, { labor_id: rate.labor_id, time, name, priceCents });
  } else if (row?.kind === 'line' && (row.line.labor || row.line.apply_labor)) {
    row.line.labor = { labor_id: rate.labor_id, time, name, priceCents };
  } else {
    return replyWithCart(ctx, { error: 'Labor not found in cart.' });
  }
  replyWithCart(ctx, { success: 'The labor has been updated.' });
}

async function applyLabor(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    applyLabor: { kind: 'flag' },
    productLaborKey: { kind: 'string' },
    laborId: { kind: 'int', required: true },
    laborTime: { kind: 'int', required: true },
    quantity: { kind: 'int', required: true },
    name: { kind: 'string' },
  });
  const rate = laborRate(ctx, 'laborId', intField(form, 'laborId') ?? 0);
  const time = intField(form, 'laborTime') ?? 0;
  const quantity = intField(form, 'quantity') ?? 0;
  if (time <= 0) return replyWithCart(ctx, { error: 'Time must be a positive number.' });
  if (quantity <= 0) return replyWithCart(ctx, { error: 'Quantity must be a positive number.' });
  const pos = ctx.session().pos;
  if (flagField(form, 'applyLabor')) {
    // A product line's own labor: it follows the line's quantity.
    const line = ctx.session().cart.get(stringField(form, 'productLaborKey'));
    if (!line) return replyWithCart(ctx, { error: 'Product not found in cart.' });
    line.labor = { labor_id: rate.labor_id, time, name: stringField(form, 'name').trim(), priceCents: null };
    return replyWithCart(ctx, { success: `Success: ${rate.title} labor has been added to the product.` });
  }
  if (form.productLaborKey !== undefined) throw new HttpError(400, 'Field "productLaborKey" goes with applyLabor=1.');
  const name = stringField(form, 'name').trim();
  pos.customLabor.push({
    key: `labor-${pos.nextCustom++}`,
    labor_id: rate.labor_id,
    time,
    quantity,
    name,
    priceCents: null,
  });
  replyWithCart(ctx, { success: `Success: You have added ${name || rate.title} labor to your shopping cart!` });
}

async function addCustomProduct(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    name: { kind: 'string', required: false },
    price: { kind: 'string', required: true },
    quantity: { kind: 'int', required: true },
    tax_class_id: { kind: 'string' },
  });
  const name = stringField(form, 'name').trim();
  const taxClass = stringField(form, 'tax_class_id').trim();
  if (taxClass && !ctx.state.data.pos.tax_classes.some((t) => String(t.tax_class_id) === taxClass)) {
    throw new HttpError(400, `Field "tax_class_id": no tax class with id ${taxClass}.`);
  }
  const priceCents = moneyField(form, 'price');
  const quantity = intField(form, 'quantity') ?? 0;
  if (!name) return replyWithCart(ctx, { error: 'Name is a required field.' });
  if (priceCents <= 0) return replyWithCart(ctx, { error: 'Price must be a positive number.' });
  if (quantity < 1) return replyWithCart(ctx, { error: 'Quantity must be a positive number.' });
  const pos = ctx.session().pos;
  pos.customProducts.push({
    key: `custom-${pos.nextCustom++}`,
    name,
    priceCents,
    quantity,
    tax_class_id: taxClass,
    po_number: '',
  });
  replyWithCart(ctx, { success: `Success: You have added ${name} to your shopping cart!` });
}

async function setCustomer(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { customer_id: { kind: 'int', required: true } });
  const id = intField(form, 'customer_id') ?? 0;
  if (!ctx.state.data.customers.some((c) => c.customer_id === id))
    return replyWithCart(ctx, { error: 'Customer not found.' });
  const pos = ctx.session().pos;
  if (pos.customerId !== id) pos.vehicle = null;
  pos.customerId = id;
  replyWithCart(ctx, { success: 'Customer assigned to cart!' });
}

function removeCustomer(ctx: Context): void {
  const pos = ctx.session().pos;
  if (pos.customerId === null) return replyWithCart(ctx, { error: 'There is no customer on this cart.' });
  pos.customerId = null;
  pos.vehicle = null;
  replyWithCart(ctx, { success: 'Customer removed from cart.' });
}

/** GET logoutCustomer: the customer leaves the cart and any customer sign-in ends; answers a redirect to the cart. */
function logoutCustomer(ctx: Context): void {
  const session = ctx.session();
  session.pos.customerId = null;
  session.pos.vehicle = null;
  session.customerId = null;
  session.settings.logged_in = false;
  redirect(ctx.res, '/checkout/cart');
}

/** POST /api/cart/applyPoNumber: products[i][cart_key|name|po_number|apply_to_all|order_product_id]. */
async function applyPoNumber(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { products: { kind: 'list', required: true } });
  const entries = (form.products as FormValue[]).map((entry, i) => {
    if (!isMap(entry)) throw new HttpError(400, `Field "products[${i}]" must be sent as products[${i}][cart_key]=….`);
    checkFields(entry, {
      cart_key: { kind: 'string', required: true },
      name: { kind: 'string' },
      po_number: { kind: 'string' },
      apply_to_all: { kind: 'flag' },
      order_product_id: { kind: 'string' },
    });
    return {
      key: stringField(entry, 'cart_key'),
      po: stringField(entry, 'po_number').trim(),
      all: flagField(entry, 'apply_to_all'),
    };
  });
  const rows = entries.map((e) => findRow(ctx, e.key));
  if (rows.some((row) => !row || row.kind === 'labor'))
    return replyWithCart(ctx, { error: 'Product not found in cart.' });
  const everyone = entries.find((e) => e.all);
  const required = pageConfig(ctx.session(), new URLSearchParams()).payment as { require_po_numbers?: boolean };
  if (entries.some((e) => e.po.length > 32))
    return replyWithCart(ctx, { error: 'A PO Number must be at most 32 characters.' });
  if (required.require_po_numbers && (everyone ? !everyone.po : entries.some((e) => !e.po))) {
    return replyWithCart(ctx, { error: 'A PO Number is required for each product.' });
  }
  const session = ctx.session();
  const setPo = (row: PricedLine, po: string) => {
    if (row.kind === 'line') row.line.po_number = po;
    else if (row.kind === 'custom') row.item.po_number = po;
  };
  if (everyone) {
    for (const line of session.cart.values()) line.po_number = everyone.po;
    for (const item of session.pos.customProducts) item.po_number = everyone.po;
  } else {
    entries.forEach((e, i) => setPo(rows[i]!, e.po));
  }
  replyWithCart(ctx, { success: 'PO Number added successfully.' });
}

export function addPosCartCalls(routes: RouteTable): void {
  routes
    .add('/checkout/cart/updatePrice', post(updatePrice))
    .add('/checkout/cart/updateLabor', post(updateLabor))
    .add('/checkout/cart/applyLabor', post(applyLabor))
    .add('/checkout/cart/addCustomProduct', post(addCustomProduct))
    .add('/checkout/cart/setCustomer', post(setCustomer))
    .add('/checkout/cart/removeCustomer', get(removeCustomer))
    .add('/checkout/cart/logoutCustomer', get(logoutCustomer))
    .add('/api/cart/applyPoNumber', post(applyPoNumber));
}
