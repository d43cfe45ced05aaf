/** The session cart: lines, their keys, and the Cart wire object with real totals. */
import type { ChosenOptions, SelectedOption } from './options';
import { optionsCents, selectedOptions } from './options';
import { formatCents, fromCents, laborCents, toCents } from './money';
import { cartTotals, NO_ADJUSTMENTS, type Adjustments, type TotalLine, type Totals } from './totals';
import type { Labor, PackageRef, Product } from './types';

export const MAX_QUANTITY = 10000;
export { TAX_PERCENT } from './totals';

export interface CartLine {
  key: string;
  product_id: number;
  quantity: number;
  options: ChosenOptions;
  apply_labor: boolean;
}

/** Same product, options and labor choice give the same key, so adding again merges lines. */
export function lineKey(productId: number, options: ChosenOptions, applyLabor: boolean): string {
  const optionPart = Object.keys(options).length ? `:${Buffer.from(JSON.stringify(options)).toString('base64url')}` : '';
  return `${productId}${optionPart}${applyLabor ? ':labor' : ''}`;
}

/** Special price when one is set, else the regular price, in cents. */
export function basePriceCents(product: Product): number {
  return toCents(product.special ?? product.price);
}

export function unitPriceCents(product: Product, options: ChosenOptions): number {
  return Math.max(0, basePriceCents(product) + optionsCents(product, options));
}

export function stockTotal(product: Product): number {
  return Object.values(product.stock).reduce((sum, qty) => sum + qty, 0);
}

export interface CartProductWire {
  key: string;
  product_id: number;
  name: string;
  model: string;
  part_number: string;
  manufacturer: string;
  aaia: string;
  mpn: string;
  sku: string;
  quantity: number;
  minimum: number;
  price: number;
  price_text: string;
  total: number;
  total_text: string;
  special_text: string;
  taxable: boolean;
  thumbnails: { primary: string; cart: string };
  links: { view: string; manufacturer: string };
  selected_options: SelectedOption[];
  stock: number;
  enough_inventory: boolean;
  show_stock_warning: boolean;
  oos_text: string;
  labor: Labor | null;
  labor_price: number;
  labor_price_text: string;
  product_labor_key: string;
  labor_product: boolean;
  included_in: PackageRef[];
  category_levels: string[];
}

export interface CartWire {
  products: CartProductWire[];
  vouchers: { key: string; description: string; amount_text: string }[];
  totals: TotalLine[];
  total: number;
  total_text: string;
  total_items: number;
  labor_applied: Record<string, { key: string; time: number; labor_id: number; name: string }>;
  confirm_button: string | null;
  order_id: number | null;
  show_weight: boolean;
  weight_text: string;
  /** The checkout fields stored by setCheckoutData / getCustomer / setPaymentData. */
  checkout_data: Record<string, string>;
}

export function cartProduct(line: CartLine, product: Product): CartProductWire {
  const unit = unitPriceCents(product, line.options);
  const stock = stockTotal(product);
  const enough = line.quantity <= stock;
  const labor = line.apply_labor ? product.labor : null;
  const laborUnit = labor ? laborCents(labor.data.amount, labor.time) : 0;
  return {
    key: line.key,
    product_id: product.product_id,
    name: product.name,
    model: product.model,
    part_number: product.part_number,
    manufacturer: product.manufacturer,
    aaia: product.aaia,
    mpn: product.mpn,
    sku: product.sku,
    quantity: line.quantity,
    minimum: product.minimum,
    price: fromCents(unit),
    price_text: formatCents(unit),
    total: fromCents(unit * line.quantity),
    total_text: formatCents(unit * line.quantity),
    special_text: product.special !== null ? product.special_text : '',
    taxable: product.taxable,
    thumbnails: { ...product.thumbnails },
    links: { ...product.links },
    selected_options: selectedOptions(product, line.options),
    stock,
    enough_inventory: enough,
    show_stock_warning: !enough,
    oos_text: product.oos_text,
    labor: labor ? structuredClone(labor) : null,
    labor_price: fromCents(laborUnit * line.quantity),
    labor_price_text: labor ? formatCents(laborUnit * line.quantity) : '',
    product_labor_key: labor ? line.key : '',
    labor_product: false,
    included_in: structuredClone(product.included_in),
    category_levels: [...product.category_levels],
  };
}

/** A gift certificate bought in this cart (a `vouchers` row): quantity fixed at 1, not taxed. */
export interface GiftCertificateLine {
  key: string;
  description: string;
  amountCents: number;
}

/** What the session adds to the lines; see session-cart.ts. */
export interface CartExtras {
  giftCertificates: GiftCertificateLine[];
  adjustments: Adjustments;
  checkoutData: Record<string, string>;
}

export const NO_EXTRAS: CartExtras = { giftCertificates: [], adjustments: NO_ADJUSTMENTS, checkoutData: {} };

/** The Cart answer plus what its payments used; lines whose product disappeared are skipped. */
export function priceCart(lines: Iterable<CartLine>, products: Map<number, Product>, extras: CartExtras = NO_EXTRAS): { cart: CartWire; used: Totals['used'] } {
  const rows: CartProductWire[] = [];
  const laborApplied: CartWire['labor_applied'] = {};
  let labor = 0;
  let weight = 0;
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const row = cartProduct(line, product);
    rows.push(row);
    weight += product.weight * line.quantity;
    if (row.labor) {
      labor += toCents(row.labor_price);
      laborApplied[line.key] = { key: line.key, time: row.labor.time, labor_id: row.labor.data.labor_id, name: row.labor.data.title };
    }
  }
  const giftCertificates = extras.giftCertificates;
  const { totals, totalCents, used } = cartTotals(
    { rows, laborCents: labor, hasLabor: Object.keys(laborApplied).length > 0, giftCertificateCents: giftCertificates.reduce((sum, g) => sum + g.amountCents, 0) },
    extras.adjustments,
  );
  const cart: CartWire = {
    products: rows,
    vouchers: giftCertificates.map((g) => ({ key: g.key, description: g.description, amount_text: formatCents(g.amountCents) })),
    totals,
    total: fromCents(totalCents),
    total_text: formatCents(totalCents),
    total_items: rows.reduce((sum, row) => sum + row.quantity, 0) + giftCertificates.length,
    labor_applied: laborApplied,
    confirm_button: null,
    order_id: null,
    show_weight: true,
    weight_text: `Weight: ${weight.toFixed(2)}lb`,
    checkout_data: { ...extras.checkoutData },
  };
  return { cart, used };
}

export function buildCart(lines: Iterable<CartLine>, products: Map<number, Product>, extras: CartExtras = NO_EXTRAS): CartWire {
  return priceCart(lines, products, extras).cart;
}
