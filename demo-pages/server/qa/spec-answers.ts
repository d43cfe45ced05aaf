/**
 * The answer mode (QA toggle `?demo_answers=spec`, or `POST /__demo/session {answers: "spec"}`): the calls of the
 * cart, the POS cart, compare, wishlist, product contact and registration answer only what the spec states they
 * answer (spec 1 §7, spec 2 §3 for the POS cart's fields), "not stated" as `{}`, and OpenCart 3's own shapes where the
 * spec points at OpenCart (compare and wishlist adds: `total` as the header link's text, "Product Compare (3)").
 * Errors (`error`, `error_message`, `errors`) always go through: the spec's error catalogue shows them.
 * The default mode (`full`) answers generously, as this demo store always did.
 */
import type { ServerResponse } from 'node:http';

export type AnswerMode = 'full' | 'spec';
export const ANSWER_MODES: readonly AnswerMode[] = ['full', 'spec'];

/** A mode from a toggle or a setting; null for anything else (the caller answers HTTP 400). */
export function parseAnswerMode(value: unknown): AnswerMode | null {
  return typeof value === 'string' && (ANSWER_MODES as readonly string[]).includes(value)
    ? (value as AnswerMode)
    : null;
}

export const unknownModeMessage = (value: unknown) =>
  `Unknown answer mode ${JSON.stringify(value)}. Expected ${ANSWER_MODES.join(' or ')}.`;

type Json = Record<string, unknown>;
type Shape = (body: Json) => Json;

const ERROR_FIELDS = ['error', 'error_message', 'errors'];

/** Spec 1 §3 Cart, plus spec 2 §3's POS cart fields. */
const CART_FIELDS = [
  'products',
  'vouchers',
  'totals',
  'total',
  'total_items',
  'labor_applied',
  'confirm_button',
  'order_id',
  'marketing_tracking',
  // spec 2 §3 "Cart (POS-relevant)"
  'total_text',
  'ymm_vehicle',
  'customer',
  'customer_vehicles',
  'order_data',
  'show_weight',
  'weight_text',
];

/** Spec 1 §3 Product (each cart product also has key, quantity, minimum) plus spec 2 §3's cart product fields. */
const LINE_FIELDS = [
  'key',
  'quantity',
  'minimum',
  'product_id',
  'sku',
  'ean',
  'name',
  'short_name',
  'short_description',
  'manufacturer',
  'part_number',
  'mpn',
  'aaia',
  'aaia_brand_code',
  'price',
  'unit_price',
  'original_unit_price',
  'unit_price_before_discounts',
  'price_before_discounts',
  'tax',
  'price_text',
  'unit_price_text',
  'original_unit_price_text',
  'unit_price_before_discounts_text',
  'price_before_discounts_text',
  'currency_code',
  'category_levels',
  'thumbnails',
  'links',
  'rating',
  'is_new',
  'show_install_graphic',
  'wd_inventory',
  'disable_pricing',
  'disable_pricing_notice',
  'is_orderable',
  'requires_options',
  'has_shipping_cost',
  'shipping_cost',
  'enough_inventory',
  'show_stock_warning',
  'oos_text',
  'special',
  'special_text',
  'instant_rebate',
  'instant_rebate_name',
  'is_package',
  'is_package_component',
  'package',
  'included_in',
  'labor',
  'labor_price',
  'labor_product',
  'product_labor_key',
  'selected_options',
  // spec 2 §3 "Cart product"
  'po_number',
  'rebates',
];

const TOTAL_FIELDS = ['title', 'code', 'text'];

function pick(body: Json, fields: readonly string[]): Json {
  const out: Json = {};
  for (const field of fields) if (field in body) out[field] = body[field];
  return out;
}

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A cart with only the fields the spec gives it. */
export function specCart(cart: Json): Json {
  const out = pick(cart, CART_FIELDS);
  if (Array.isArray(out.products))
    out.products = out.products.map((line) => (isObject(line) ? pick(line, LINE_FIELDS) : line));
  if (Array.isArray(out.totals))
    out.totals = out.totals.map((total) => (isObject(total) ? pick(total, TOTAL_FIELDS) : total));
  return out;
}

/** The fields the spec states, the errors, and the cart cut to its spec fields. */
const stated =
  (...fields: string[]): Shape =>
  (body) => {
    const out = pick(body, [...fields, ...ERROR_FIELDS]);
    if (isObject(out.cart)) out.cart = specCart(out.cart);
    return out;
  };

/** "not stated": nothing but the errors. */
const notStated = stated();

/** OpenCart 3's compare and wishlist adds: `{success, total}` with the header link's text as the total. */
const openCartTotal =
  (label: string): Shape =>
  (body) => {
    const out = stated('success')(body);
    if (typeof body.total === 'number') out.total = `${label} (${body.total})`;
    return out;
  };

const SHAPES: Record<string, Shape> = {
  // spec 1 §7 cart table
  '/checkout/cart/getData': specCart,
  '/checkout/cart/getCustomer': stated('success', 'cart'),
  '/checkout/cart/applyCode': stated('success', 'cart'),
  '/checkout/cart/edit': stated('cart'),
  '/checkout/cart/remove': stated('cart', 'marketing_tracking'),
  '/checkout/cart/add': stated('cart', 'success', 'marketing_tracking'),
  '/checkout/cart/removeCode': notStated,
  '/checkout/cart/setCheckoutData': notStated,
  '/checkout/cart/saveOrder': stated('cart', 'order_id'),
  '/checkout/cart/abandonOrder': notStated,
  '/checkout/cart/cancelOrder': notStated,
  '/checkout/cart/saveOrderAndCheckout': stated('order_id'),
  // Not in the table; spec 1 §2 goes to the receipt "after quoting an order", which needs its id.
  '/checkout/cart/quoteOrder': stated('order_id'),
  '/checkout/cart/setCustomer': notStated,
  '/checkout/cart/removeCustomer': notStated,
  '/checkout/cart/updatePrice': stated('success'),
  '/checkout/cart/setPaymentData': stated('cart'),
  '/checkout/cart/removeCredit': notStated,
  '/checkout/cart/addCustomProduct': notStated,
  '/checkout/cart/applyLabor': notStated,
  '/checkout/cart/updateLabor': notStated,
  '/checkout/cart/storeLocatorAddProduct': notStated,
  // spec 2 §7: the payload only.
  '/api/cart/applyPoNumber': notStated,
  '/account/register/processPost': stated('success', 'customer_id'),
  // "Responses are success or error"; the adds as OpenCart 3 answers them.
  '/product/compare/add': openCartTotal('Product Compare'),
  '/product/compare/remove': stated('success'),
  '/account/wishlist/add': openCartTotal('Wish List'),
  '/account/wishlist/remove': stated('success'),
  '/product/product/validateCaptcha': stated('success'),
  '/product/product/productContactEmail': notStated,
};

/** The calls the mode cuts (for the docs and tests). */
export const SHAPED_CALLS = Object.keys(SHAPES);

const shapers = new WeakMap<ServerResponse, Shape>();

/** In the spec mode, every JSON object this response sends for `path` is cut to what the spec states. */
export function answerInMode(res: ServerResponse, path: string, mode: AnswerMode): void {
  const shape = mode === 'spec' ? SHAPES[path] : undefined;
  if (shape) shapers.set(res, shape);
}

/** Called by sendJson: the body as the response's mode would have it. */
export function shapeAnswer(res: ServerResponse, body: unknown): unknown {
  const shape = shapers.get(res);
  return shape && isObject(body) ? shape(body) : body;
}
