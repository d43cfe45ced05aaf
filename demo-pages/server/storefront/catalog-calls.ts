/** Compare (per session), wishlist (per account), inventory per location, registration: spec 1 §7. */
import { stockTotal } from '../cart/cart';
import { checkFields, flagField, intField, isMap, stringField, type FormData, type FormValue } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { listingProduct } from './listing';
import { warehouseLocations, yourCostCents } from '../back-office/distributor-data';
import { formatCents, toCents } from '../core/money';
import { get, post, type Context, type RouteTable } from '../core/router';
import type { Product } from '../core/types';

/** OpenCart keeps the 4 most recent products on the compare list. */
export const COMPARE_MAX = 4;
/** The POS terminal's own store (storeInventory). */
export const STORE_LOCATION_ID = 1;
export const ORDER_EXPRESS = 'Order Express Warehouse';

async function productField(ctx: Context): Promise<Product> {
  const form = await ctx.form();
  checkFields(form, { product_id: { kind: 'int', required: true } });
  const id = intField(form, 'product_id') ?? 0;
  const product = ctx.state.products.get(id);
  if (!product) throw new HttpError(400, `Field "product_id": no product with id ${id}.`);
  return product;
}

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

// ---------- Compare ----------

function warranty(p: Product): string {
  return (
    /(\d+)-year warranty/.exec(p.description)?.[0] ??
    (/lifetime warranty/.test(p.short_description) ? 'limited lifetime warranty' : '')
  );
}

function getCompare(ctx: Context): void {
  const products = ctx
    .session()
    .compare.map((id) => ctx.state.products.get(id))
    .filter((p): p is Product => !!p);
  const stock = (p: Product) => (stockTotal(p) > 0 ? 'In Stock' : p.oos_text || 'Out Of Stock');
  sendJson(ctx.res, 200, {
    attribute_groups: [
      {
        name: 'Specifications',
        attribute: [
          { attribute_id: 1, name: 'Category' },
          { attribute_id: 2, name: 'Warranty' },
        ],
      },
    ],
    products: products.map((p) => ({
      ...listingProduct(p),
      stock_text: stock(p),
      weight_text: `${p.weight.toFixed(2)} lb`,
      length_text: `${p.dimensions.length.toFixed(2)} in`,
      width_text: `${p.dimensions.width.toFixed(2)} in`,
      height_text: `${p.dimensions.height.toFixed(2)} in`,
      attribute: { 1: p.category_levels.join(' > '), ...(warranty(p) ? { 2: warranty(p) } : {}) },
    })),
  });
}

async function compareAdd(ctx: Context): Promise<void> {
  const product = await productField(ctx);
  const session = ctx.session();
  session.compare = [product.product_id, ...session.compare.filter((id) => id !== product.product_id)].slice(
    0,
    COMPARE_MAX,
  );
  sendJson(ctx.res, 200, {
    success: `Success: You have added ${link(product.links.view, product.name)} to your ${link('/product/compare', 'product comparison')}!`,
    total: session.compare.length,
  });
}

async function compareRemove(ctx: Context): Promise<void> {
  const product = await productField(ctx);
  const session = ctx.session();
  if (!session.compare.includes(product.product_id)) {
    return sendJson(ctx.res, 200, {
      error: `${product.name} is not on your product comparison.`,
      total: session.compare.length,
    });
  }
  session.compare = session.compare.filter((id) => id !== product.product_id);
  sendJson(ctx.res, 200, {
    success: 'Success: You have modified your product comparison!',
    total: session.compare.length,
  });
}

// ---------- Wishlist ----------

export const WISHLIST_LOGIN = 'You must log in to use your wish list.';

function account(ctx: Context): number | null {
  const session = ctx.session();
  return session.settings.logged_in === true && session.customerId !== null ? session.customerId : null;
}

function getWishlist(ctx: Context): void {
  const customer = account(ctx);
  if (customer === null) return sendJson(ctx.res, 401, { error: WISHLIST_LOGIN });
  const ids = ctx.state.wishlists.get(customer) ?? [];
  const products = ids.map((id) => ctx.state.products.get(id)).filter((p): p is Product => !!p);
  sendJson(ctx.res, 200, {
    products: products.map((p) => {
      const wire = listingProduct(p);
      return {
        product_id: p.product_id,
        name: p.name,
        model: p.model,
        thumbnails: { wishlist: p.thumbnails.primary },
        links: { view: p.links.view },
        price_text: wire.price_text,
        special: wire.special,
      };
    }),
  });
}

async function wishlistAdd(ctx: Context): Promise<void> {
  const product = await productField(ctx);
  const customer = account(ctx);
  if (customer === null) return sendJson(ctx.res, 200, { error: WISHLIST_LOGIN });
  const ids = ctx.state.wishlists.get(customer) ?? [];
  if (!ids.includes(product.product_id)) ids.push(product.product_id);
  ctx.state.wishlists.set(customer, ids);
  sendJson(ctx.res, 200, {
    success: `Success: You have added ${link(product.links.view, product.name)} to your ${link('/account/wishlist', 'wish list')}!`,
    total: ids.length,
  });
}

async function wishlistRemove(ctx: Context): Promise<void> {
  const product = await productField(ctx);
  const customer = account(ctx);
  if (customer === null) return sendJson(ctx.res, 200, { error: WISHLIST_LOGIN });
  const ids = (ctx.state.wishlists.get(customer) ?? []).filter((id) => id !== product.product_id);
  ctx.state.wishlists.set(customer, ids);
  sendJson(ctx.res, 200, { success: 'Success: You have modified your wish list!', total: ids.length });
}

// ---------- Inventory ----------

function readParts(form: FormData): { aaia: string; mpn: string }[] {
  checkFields(form, { products: { kind: 'list', required: true } });
  const list = form.products as FormValue[];
  return list.map((item, i) => {
    if (
      !isMap(item) ||
      typeof item.aaia !== 'string' ||
      typeof item.mpn !== 'string' ||
      Object.keys(item).some((k) => k !== 'aaia' && k !== 'mpn')
    ) {
      throw new HttpError(400, `Field "products[${i}]" must have exactly aaia and mpn.`);
    }
    return { aaia: item.aaia, mpn: item.mpn };
  });
}

function locationName(ctx: Context, id: string): string {
  return ctx.state.data.locations.find((l) => String(l.location_id) === id)?.location_name ?? `Location ${id}`;
}

async function inventoryDetails(ctx: Context): Promise<void> {
  const parts = readParts(await ctx.form());
  const data = parts.flatMap(({ aaia, mpn }) => {
    const p = ctx.state.data.products.find((x) => x.aaia === aaia && x.mpn === mpn);
    if (!p) return [];
    return [
      {
        productId: p.product_id,
        aaia,
        mpn,
        name: p.name,
        totalInventory: stockTotal(p),
        storeInventory: p.stock[String(STORE_LOCATION_ID)] ?? 0,
        // The distributor's warehouses (spec 2 §3 "Inventory product"): what distributor ordering orders from.
        locations: warehouseLocations(ctx, p),
        prices: [
          { key: 'msrp', name: 'MSRP', text: formatCents(Math.round(toCents(p.price) * 1.2)) },
          { key: 'retail', name: 'Retail', text: formatCents(toCents(p.special ?? p.price)) },
          { key: 'your_cost', name: 'Your Cost', text: formatCents(yourCostCents(p)) },
        ],
      },
    ];
  });
  sendJson(ctx.res, 200, { data });
}

async function inventoriesByProductId(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { productId: { kind: 'int', required: true } });
  const id = intField(form, 'productId') ?? 0;
  const p = ctx.state.products.get(id);
  if (!p) throw new HttpError(400, `Field "productId": no product with id ${id}.`);
  sendJson(ctx.res, 200, {
    success: true,
    data: Object.entries(p.stock).map(([loc, stock]) => ({ location_name: locationName(ctx, loc), stock })),
    order_express_inventory: { Location: ORDER_EXPRESS, Inventory: (p.product_id * 7) % 40 },
  });
}

// ---------- Registration ----------

export const REGISTER_ERRORS = {
  firstname: 'First Name must be between 1 and 32 characters!',
  lastname: 'Last Name must be between 1 and 32 characters!',
  email: 'E-Mail Address does not appear to be valid!',
  exists: 'Warning: E-Mail Address is already registered!',
  telephone: 'Telephone must be between 3 and 32 characters!',
  password: 'Password must be between 4 and 20 characters!',
  confirm: 'Password confirmation does not match password!',
  agree: 'Warning: You must agree to the Privacy Policy!',
};

async function register(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const text = { kind: 'string' } as const;
  checkFields(form, {
    firstname: text,
    lastname: text,
    email: text,
    telephone: text,
    password: text,
    confirm: text,
    newsletter: { kind: 'flag' },
    agree: { kind: 'flag' },
  });
  // Every text field must be sent (a client bug otherwise); empty text is a validation error the shopper sees.
  for (const key of ['firstname', 'lastname', 'email', 'telephone', 'password', 'confirm']) {
    if (form[key] === undefined) throw new HttpError(400, `Missing required field "${key}".`);
  }
  const f = (k: string) => stringField(form, k).trim();
  const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;
  const errors: Record<string, string> = {};
  if (!within(f('firstname'), 1, 32)) errors.firstname = REGISTER_ERRORS.firstname;
  if (!within(f('lastname'), 1, 32)) errors.lastname = REGISTER_ERRORS.lastname;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(f('email'))) errors.email = REGISTER_ERRORS.email;
  else if (ctx.state.data.customers.some((c) => c.email.toLowerCase() === f('email').toLowerCase()))
    errors.email = REGISTER_ERRORS.exists;
  if (!within(f('telephone'), 3, 32)) errors.telephone = REGISTER_ERRORS.telephone;
  if (!within(stringField(form, 'password'), 4, 20)) errors.password = REGISTER_ERRORS.password;
  if (stringField(form, 'confirm') !== stringField(form, 'password')) errors.confirm = REGISTER_ERRORS.confirm;
  if (!flagField(form, 'agree')) errors.agree = REGISTER_ERRORS.agree;
  if (Object.keys(errors).length) return sendJson(ctx.res, 200, { errors });

  const customerId = Math.max(0, ...ctx.state.data.customers.map((c) => c.customer_id)) + 1;
  ctx.state.data.customers.push({
    customer_id: customerId,
    firstname: f('firstname'),
    lastname: f('lastname'),
    email: f('email'),
    telephone: f('telephone'),
    customer_group_id: 1,
    is_pro: false,
    store_credit: 0,
    texting_alerts: flagField(form, 'newsletter'),
    date_added: new Date().toISOString().slice(0, 10),
    vehicles: [],
  });
  const session = ctx.session();
  session.customerId = customerId;
  session.settings.logged_in = true;
  sendJson(ctx.res, 200, { success: 'Your Account Has Been Created!', customer_id: customerId });
}

export function addCatalogCalls(routes: RouteTable): void {
  routes
    .add('/product/compare/getCompare', get(getCompare))
    .add('/product/compare/add', post(compareAdd))
    .add('/product/compare/remove', post(compareRemove))
    .add('/account/wishlist/getWishlist', get(getWishlist))
    .add('/account/wishlist/add', post(wishlistAdd))
    .add('/account/wishlist/remove', post(wishlistRemove))
    .add('/api/products/getInventoryDetails', post(inventoryDetails))
    .add('/api/inventory/getInventoriesByProductId', post(inventoriesByProductId))
    .add('/account/register/processPost', post(register));
}
