/** The cart calls (spec 1 §7, base /checkout/cart/): getData, add, edit, remove. */
import { lineKey, MAX_QUANTITY, unitPriceCents, type CartLine } from './cart';
import { checkFields, flagField, intField, stringField } from '../core/form';
import { removeCustomRow, setCustomQuantity } from '../pos-checkout/pos-session';
import { HttpError, sendJson } from '../core/http';
import { missingRequired, readOptions } from '../storefront/options';
import type { Context, RouteTable } from '../core/router';
import { sessionCart } from './session-cart';
import { cartTracking } from './tracking';
import type { Product } from '../core/types';

const currentCart = sessionCart;

function productFor(ctx: Context, productId: number): Product {
  const product = ctx.state.products.get(productId);
  if (!product) throw new HttpError(400, `Field "product_id": no product with id ${productId}.`);
  return product;
}

function findLine(ctx: Context, key: string): { line: CartLine; product: Product } | undefined {
  const line = ctx.session().cart.get(key);
  const product = line && ctx.state.products.get(line.product_id);
  return line && product ? { line, product } : undefined;
}

/** Gift certificate rows (the cart's `vouchers`) share the key space of the product lines. */
function giftCertificateIndex(ctx: Context, key: string): number {
  return ctx.session().checkout.giftCertificates.findIndex((g) => g.key === key);
}

async function add(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    product_id: { kind: 'int', required: true },
    quantity: { kind: 'int' },
    option: { kind: 'map' },
    apply_labor: { kind: 'flag' },
  });
  const product = productFor(ctx, intField(form, 'product_id') ?? 0);
  const options = readOptions(product, form.option);
  const applyLabor = flagField(form, 'apply_labor');
  if (applyLabor && !product.labor)
    throw new HttpError(400, `Field "apply_labor": product ${product.product_id} has no labor.`);
  const reply = (body: Record<string, unknown>) => sendJson(ctx.res, 200, { ...body, cart: currentCart(ctx) });

  if (product.disable_pricing || !product.is_orderable) {
    return reply({ error_message: 'This product is not available for purchase.' });
  }
  const missing = missingRequired(product, options);
  if (Object.keys(missing).length) {
    return reply({ error: { option: missing }, error_message: 'Please select the required options.' });
  }
  const quantity = intField(form, 'quantity') ?? product.minimum;
  if (quantity < product.minimum)
    return reply({ error_message: `Minimum quantity for ${product.name} is ${product.minimum}.` });

  const cart = ctx.session().cart;
  const key = lineKey(product.product_id, options, applyLabor);
  const existing = cart.get(key);
  const merged = (existing?.quantity ?? 0) + quantity;
  if (merged > MAX_QUANTITY)
    return reply({ error_message: `Maximum quantity for ${product.name} is ${MAX_QUANTITY}.` });
  if (existing) existing.quantity = merged;
  else cart.set(key, { key, product_id: product.product_id, quantity, options, apply_labor: applyLabor });

  return reply({
    success: `Success: You have added <a href="${product.links.view}">${product.name}</a> to your shopping cart!`,
    marketing_tracking: cartTracking('add_to_cart', product, unitPriceCents(product, options), quantity),
  });
}

async function edit(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { key: { kind: 'string', required: true }, quantity: { kind: 'int', required: true } });
  const found = findLine(ctx, stringField(form, 'key'));
  const quantity = intField(form, 'quantity') ?? 0;
  let error: string | undefined;
  const custom = found ? null : setCustomQuantity(ctx.session().pos, stringField(form, 'key'), quantity);
  if (custom) error = custom === true ? undefined : custom;
  else if (!found && giftCertificateIndex(ctx, stringField(form, 'key')) >= 0)
    error = 'A gift certificate always has a quantity of 1.';
  else if (!found) error = 'Product not found in cart.';
  else if (quantity < found.product.minimum)
    error = `Minimum quantity for ${found.product.name} is ${found.product.minimum}.`;
  else if (quantity > MAX_QUANTITY) error = `Maximum quantity for ${found.product.name} is ${MAX_QUANTITY}.`;
  else found.line.quantity = quantity;
  sendJson(ctx.res, 200, error ? { error, cart: currentCart(ctx) } : { cart: currentCart(ctx) });
}

async function remove(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { key: { kind: 'string', required: true } });
  const found = findLine(ctx, stringField(form, 'key'));
  const certificate = giftCertificateIndex(ctx, stringField(form, 'key'));
  if (!found && certificate >= 0) {
    ctx.session().checkout.giftCertificates.splice(certificate, 1);
    return sendJson(ctx.res, 200, { cart: currentCart(ctx), marketing_tracking: null });
  }
  if (!found && removeCustomRow(ctx.session().pos, stringField(form, 'key')))
    return sendJson(ctx.res, 200, { cart: currentCart(ctx), marketing_tracking: null });
  if (!found) return sendJson(ctx.res, 200, { error: 'Product not found in cart.', cart: currentCart(ctx) });
  ctx.session().cart.delete(found.line.key);
  const tracking = cartTracking(
    'remove_from_cart',
    found.product,
    unitPriceCents(found.product, found.line.options),
    found.line.quantity,
  );
  sendJson(ctx.res, 200, { cart: currentCart(ctx), marketing_tracking: tracking });
}

export function addCartCalls(routes: RouteTable): void {
  routes
    .add('/checkout/cart/getData', {
      methods: ['GET'],
      kind: 'call',
      handle: (ctx) => sendJson(ctx.res, 200, currentCart(ctx)),
    })
    .add('/checkout/cart/add', { methods: ['POST'], kind: 'call', handle: add })
    .add('/checkout/cart/edit', { methods: ['PUT'], kind: 'call', handle: edit })
    .add('/checkout/cart/remove', { methods: ['POST'], kind: 'call', handle: remove });
}
