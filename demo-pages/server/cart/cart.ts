/** The session cart: lines, their keys, and the Cart wire object with real totals. */
import type { ChosenOptions } from '../storefront/options';
import { optionsCents, selectedOptions } from '../storefront/options';
import { formatCents, fromCents, laborCents, toCents } from '../core/money';
import type { CartProductWire } from './cart-wire';
import { cartTotals, NO_ADJUSTMENTS, type Adjustments, type TotalLine, type Totals } from './totals';
import type { CustomLaborLine, CustomProductLine } from '../pos-checkout/pos-session';
import type { CustomerVehicle, Labor, Product } from '../core/types';

export const MAX_QUANTITY = 10000;
export { TAX_PERCENT } from './totals';
export type { CartProductWire } from './cart-wire';

export interface CartLine {
  key: string;
  product_id: number;
  quantity: number;
  options: ChosenOptions;
  apply_labor: boolean;
  /** POS: the unit price the clerk set (updatePrice), in cents. */
  price_cents?: number;
  /** POS: the line's labor as the clerk set it (applyLabor with productLaborKey, updateLabor). */
  labor?: LineLabor;
  po_number?: string;
}

export interface LineLabor {
  labor_id: number;
  /** Minutes per unit. */
  time: number;
  name: string;
  /** A price per unit the clerk set (Adjust Price); else rate x time / 60. */
  priceCents: number | null;
}

export type LaborRate = { labor_id: number; title: string; amount: number };

/** Same product, options and labor choice give the same key, so adding again merges lines. */
export function lineKey(productId: number, options: ChosenOptions, applyLabor: boolean): string {
  const optionPart = Object.keys(options).length
    ? `:${Buffer.from(JSON.stringify(options)).toString('base64url')}`
    : '';
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
  /** POS: the customer on the cart, their vehicles, the session's vehicle. */
  customer: {
    customer_id: number;
    firstname: string;
    lastname: string;
    email: string;
    telephone: string;
    vehicle: string;
  } | null;
  customer_vehicles: CustomerVehicle[];
  ymm_vehicle: string | null;
}

/** The labor a product line carries: the clerk's (line.labor) over the product's own when added with labor. */
function lineLabor(
  line: CartLine,
  product: Product,
  rates: LaborRate[],
): { wire: Labor; unitCents: number; name: string } | null {
  if (line.labor) {
    const rate = rates.find((r) => r.labor_id === line.labor?.labor_id);
    const amount = rate?.amount ?? product.labor?.data.amount ?? 0;
    const title = rate?.title ?? product.labor?.data.title ?? 'Labor';
    return {
      wire: {
        time: line.labor.time,
        data: { labor_id: line.labor.labor_id, title, amount, display_text: product.labor?.data.display_text ?? '' },
      },
      unitCents: line.labor.priceCents ?? laborCents(amount, line.labor.time),
      name: line.labor.name || title,
    };
  }
  if (!line.apply_labor || !product.labor) return null;
  return {
    wire: structuredClone(product.labor),
    unitCents: laborCents(product.labor.data.amount, product.labor.time),
    name: product.labor.data.title,
  };
}

export function cartProduct(line: CartLine, product: Product, rates: LaborRate[] = []): CartProductWire {
  const catalogUnit = unitPriceCents(product, line.options);
  const unit = line.price_cents ?? catalogUnit;
  const stock = stockTotal(product);
  const enough = line.quantity <= stock;
  const applied = lineLabor(line, product, rates);
  const labor = applied?.wire ?? null;
  const laborUnit = applied?.unitCents ?? 0;
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
    unit_price: fromCents(unit),
    unit_price_text: formatCents(unit),
    price: fromCents(unit * line.quantity),
    price_text: formatCents(unit * line.quantity),
    special_text: product.special !== null ? product.special_text : '',
    taxable: product.taxable,
    thumbnails: { ...product.thumbnails },
    links: { ...product.links },
    selected_options: selectedOptions(product, line.options),
    stock,
    enough_inventory: enough,
    show_stock_warning: !enough,
    oos_text: product.oos_text,
    labor,
    labor_price: fromCents(laborUnit * line.quantity),
    labor_price_text: labor ? formatCents(laborUnit * line.quantity) : '',
    product_labor_key: labor ? line.key : '',
    labor_product: false,
    included_in: structuredClone(product.included_in),
    category_levels: [...product.category_levels],
    original_unit_price: fromCents(catalogUnit),
    original_unit_price_text: formatCents(catalogUnit),
    po_number: line.po_number ?? '',
    rebates: product.instant_rebate
      ? [
          {
            name: product.instant_rebate_name,
            amount_text: formatCents(toCents(product.instant_rebate) * line.quantity),
          },
        ]
      : [],
    custom_product: false,
  };
}

const NO_THUMBNAILS = { primary: '', cart: '' };
const NO_LINKS = { view: '', manufacturer: '' };

/** A row every POS custom item shares; product_id 0 (no catalog product). */
function customRow(key: string, name: string, quantity: number, unitCents: number): CartProductWire {
  return {
    key,
    product_id: 0,
    name,
    model: '',
    part_number: '',
    manufacturer: '',
    aaia: '',
    mpn: '',
    sku: '',
    quantity,
    minimum: 1,
    unit_price: fromCents(unitCents),
    unit_price_text: formatCents(unitCents),
    price: fromCents(unitCents * quantity),
    price_text: formatCents(unitCents * quantity),
    special_text: '',
    taxable: false,
    thumbnails: NO_THUMBNAILS,
    links: NO_LINKS,
    selected_options: [],
    stock: 0,
    enough_inventory: true,
    show_stock_warning: false,
    oos_text: '',
    labor: null,
    labor_price: 0,
    labor_price_text: '',
    product_labor_key: '',
    labor_product: false,
    included_in: [],
    category_levels: [],
    original_unit_price: fromCents(unitCents),
    original_unit_price_text: formatCents(unitCents),
    po_number: '',
    rebates: [],
    custom_product: false,
  };
}

/** A custom product (addCustomProduct): taxed when it has a tax class. */
export function customProductRow(item: CustomProductLine): CartProductWire {
  return {
    ...customRow(item.key, item.name, item.quantity, item.priceCents),
    taxable: item.tax_class_id !== '',
    po_number: item.po_number,
    custom_product: true,
  };
}

/** Custom labor (applyLabor without a product): a labor_product row, counted in Labor rather than the Sub-Total. */
export function customLaborRow(item: CustomLaborLine, rates: LaborRate[]): CartProductWire {
  const rate = rates.find((r) => r.labor_id === item.labor_id);
  const unit = item.priceCents ?? laborCents(rate?.amount ?? 0, item.time);
  const title = rate?.title ?? 'Labor';
  return {
    ...customRow(item.key, item.name || title, item.quantity, unit),
    labor: { time: item.time, data: { labor_id: item.labor_id, title, amount: rate?.amount ?? 0, display_text: '' } },
    labor_price: fromCents(unit * item.quantity),
    labor_price_text: formatCents(unit * item.quantity),
    product_labor_key: item.key,
    labor_product: true,
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
  /** POS: custom items, labor rates, the customer, the vehicle, the order. */
  pos?: PosExtras;
}

export interface PosExtras {
  customProducts: CustomProductLine[];
  customLabor: CustomLaborLine[];
  laborRates: LaborRate[];
  customer: CartWire['customer'];
  customerVehicles: CustomerVehicle[];
  ymmVehicle: string | null;
  orderId: number | null;
}

export const NO_EXTRAS: CartExtras = { giftCertificates: [], adjustments: NO_ADJUSTMENTS, checkoutData: {} };

/** The Cart answer plus what its payments used; lines whose product disappeared are skipped. */
export function priceCart(
  lines: Iterable<CartLine>,
  products: Map<number, Product>,
  extras: CartExtras = NO_EXTRAS,
): { cart: CartWire; used: Totals['used'] } {
  const rows: CartProductWire[] = [];
  const laborApplied: CartWire['labor_applied'] = {};
  let labor = 0;
  let weight = 0;
  const pos = extras.pos;
  const rates = pos?.laborRates ?? [];
  const addLabor = (row: CartProductWire, name: string) => {
    if (!row.labor) return;
    labor += toCents(row.labor_price);
    laborApplied[row.key] = { key: row.key, time: row.labor.time, labor_id: row.labor.data.labor_id, name };
  };
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const row = cartProduct(line, product, rates);
    rows.push(row);
    weight += product.weight * line.quantity;
    addLabor(row, line.labor?.name || row.labor?.data.title || '');
  }
  for (const item of pos?.customProducts ?? []) rows.push(customProductRow(item));
  const laborRows = (pos?.customLabor ?? []).map((item) => customLaborRow(item, rates));
  for (const row of laborRows) addLabor(row, row.name);
  const giftCertificates = extras.giftCertificates;
  const { totals, totalCents, used } = cartTotals(
    {
      rows,
      laborCents: labor,
      hasLabor: Object.keys(laborApplied).length > 0,
      giftCertificateCents: giftCertificates.reduce((sum, g) => sum + g.amountCents, 0),
    },
    extras.adjustments,
  );
  const cart: CartWire = {
    products: [...rows, ...laborRows],
    vouchers: giftCertificates.map((g) => ({
      key: g.key,
      description: g.description,
      amount_text: formatCents(g.amountCents),
    })),
    totals,
    total: fromCents(totalCents),
    total_text: formatCents(totalCents),
    total_items: [...rows, ...laborRows].reduce((sum, row) => sum + row.quantity, 0) + giftCertificates.length,
    labor_applied: laborApplied,
    confirm_button: null,
    order_id: pos?.orderId ?? null,
    show_weight: true,
    weight_text: `Weight: ${weight.toFixed(2)}lb`,
    checkout_data: { ...extras.checkoutData },
    customer: pos?.customer ?? null,
    customer_vehicles: pos?.customerVehicles ?? [],
    ymm_vehicle: pos?.ymmVehicle ?? null,
  };
  return { cart, used };
}

export function buildCart(
  lines: Iterable<CartLine>,
  products: Map<number, Product>,
  extras: CartExtras = NO_EXTRAS,
): CartWire {
  return priceCart(lines, products, extras).cart;
}
