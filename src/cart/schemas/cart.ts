import * as v from 'valibot';
import { CustomerSchema, CustomerVehicleSchema } from '../../schemas/customer';
import { formatPrice, toCents } from '../../lib/money';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const text = v.optional(v.string(), '');

export const SelectedOptionSchema = v.object({
  product_option_id: v.union([v.number(), v.string()]),
  name: v.string(),
  value: v.string(),
  price: v.optional(v.string(), ''),
});

export const LaborSchema = v.object({
  /** Time in minutes. */
  time: NumberishSchema,
  data: v.object({
    labor_id: v.union([v.number(), v.string()]),
    title: v.string(),
    amount: NumberishSchema,
    display_text: v.optional(v.string(), ''),
  }),
});

export const PackageRefSchema = v.object({
  product_id: v.number(),
  name: v.string(),
  links: v.optional(v.object({ view: v.optional(v.string(), '') }), {}),
});

const LineFieldsSchema = v.object({
  key: v.string(),
  product_id: NumberishSchema,
  name: v.string(),
  model: text,
  part_number: text,
  manufacturer: text,
  aaia: text,
  mpn: text,
  quantity: v.pipe(NumberishSchema, v.integer(), v.minValue(1)),
  minimum: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(1)), 1),
  /** Unit price (spec 1 §3); when only the line price is sent it is line / quantity. */
  unit_price: v.optional(NumberishSchema),
  unit_price_text: v.optional(v.string()),
  /** Line price (spec 1 §3: `price` / `price_text`); when not sent it is unit price x quantity. */
  price: v.optional(NumberishSchema),
  price_text: v.optional(v.string()),
  thumbnails: v.optional(v.object({ primary: text, cart: text }), {}),
  links: v.optional(v.object({ view: text, manufacturer: text }), {}),
  selected_options: v.optional(v.array(SelectedOptionSchema), []),
  enough_inventory: v.optional(FlagSchema, true),
  show_stock_warning: v.optional(FlagSchema, false),
  oos_text: text,
  labor: v.optional(v.nullable(LaborSchema), null),
  product_labor_key: text,
  labor_product: v.optional(FlagSchema, false),
  included_in: v.optional(v.array(PackageRefSchema), []),
  // POS (spec 1 §3, spec 2 §3): labor cost of the line, PO number, rebates, custom items.
  original_unit_price: v.optional(NumberishSchema),
  labor_price: v.optional(NumberishSchema, 0),
  labor_price_text: text,
  po_number: text,
  order_product_id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  rebates: v.optional(v.array(v.object({ name: v.string(), amount_text: v.string() })), []),
  custom_product: v.optional(FlagSchema, false),
});

/** The unit and line prices of a line, each filled from the other when the server sends only one of them. */
function withPrices(line: v.InferOutput<typeof LineFieldsSchema>) {
  const { unit_price, unit_price_text, price, price_text, ...rest } = line;
  const unitCents =
    unit_price !== undefined
      ? toCents(unit_price)
      : price !== undefined
        ? Math.round(toCents(price) / line.quantity)
        : 0;
  const lineCents = price !== undefined ? toCents(price) : unitCents * line.quantity;
  return {
    ...rest,
    unit_price: unitCents / 100,
    unit_price_text: unit_price_text || formatPrice(unitCents),
    price: lineCents / 100,
    price_text: price_text || formatPrice(lineCents),
    // Spec 1 §3 names labor_price, not its text: a server that sends only the number still shows the labor cost.
    labor_price_text: rest.labor_price_text || (rest.labor_price ? formatPrice(toCents(rest.labor_price)) : ''),
  };
}

/** A cart line needs a unit price or a line price; the other is computed, never a reason to refuse the cart. */
export const CartProductSchema = v.pipe(
  LineFieldsSchema,
  v.check(
    (line) => line.unit_price !== undefined || line.price !== undefined,
    'A cart line needs unit_price or price.',
  ),
  v.transform(withPrices),
);

export const CartVoucherSchema = v.object({
  key: v.string(),
  description: v.string(),
  amount_text: v.string(),
});

/** OpenCart's own totals name an applied code only in the title: "Coupon (SAVE10)", "Voucher (GIFT25)". */
const CODE_IN_TITLE = /\(([^()]+)\)\s*$/;
/** Totals lines that stand for a code the shopper applied (others, like "Tax (7.5%)", carry no code). */
const CODE_TOTALS = new Set(['coupon', 'voucher', 'reward']);

export const CartTotalSchema = v.pipe(
  v.object({
    title: v.string(),
    code: v.string(),
    text: v.string(),
    /** For an applied code (coupon, voucher…): the code itself, so it can be removed. */
    code_value: v.optional(v.string()),
  }),
  v.transform((t): { title: string; code: string; text: string; code_value?: string } => {
    const code = t.code_value || (CODE_TOTALS.has(t.code) ? CODE_IN_TITLE.exec(t.title)?.[1]?.trim() : undefined);
    return code ? { ...t, code_value: code } : { title: t.title, code: t.code, text: t.text };
  }),
);

export const LaborAppliedSchema = v.object({
  key: v.string(),
  time: NumberishSchema,
  labor_id: v.union([v.number(), v.string()]),
  name: v.string(),
});

/** The exact shape of marketing_tracking is not in the spec: it is passed through to the data layer untouched. */
export const MarketingTrackingSchema = v.optional(v.nullable(v.unknown()), null);

const CartFieldsSchema = v.object({
  products: v.array(CartProductSchema),
  vouchers: v.optional(v.array(CartVoucherSchema), []),
  totals: v.optional(v.array(CartTotalSchema), []),
  /** OpenCart's cart page sends only the totals table: the total then comes from its `total` row. */
  total: v.optional(NumberishSchema),
  total_text: v.optional(v.string()),
  total_items: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(0))),
  labor_applied: v.optional(
    // PHP sends an empty map as [].
    v.union([
      v.record(v.string(), LaborAppliedSchema),
      v.pipe(
        v.array(v.never()),
        v.transform((): Record<string, v.InferOutput<typeof LaborAppliedSchema>> => ({})),
      ),
    ]),
    {},
  ),
  confirm_button: v.optional(v.nullable(v.string()), null),
  order_id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  show_weight: v.optional(FlagSchema, false),
  weight_text: text,
  /** Checkout fields the server holds for this cart (setCheckoutData, getCustomer, setPaymentData). */
  checkout_data: v.optional(v.record(v.string(), v.string()), {}),
  // POS (spec 2 §3): the customer on the cart, their vehicles, the active vehicle's display text.
  customer: v.optional(v.nullable(CustomerSchema), null),
  customer_vehicles: v.optional(v.array(CustomerVehicleSchema), []),
  ymm_vehicle: v.optional(v.nullable(v.string()), null),
});

/** OpenCart's cart may send only its totals table: the total then comes from the Total row, the count from the lines. */
export const CartSchema = v.pipe(
  CartFieldsSchema,
  v.transform(({ total, total_text, total_items, ...cart }) => {
    const row = cart.totals.find((t) => t.code === 'total')?.text;
    const dollars =
      total ?? (row ? Number(row.replace(/[^\d.-]/g, '')) : cart.products.reduce((sum, p) => sum + p.price, 0));
    return {
      ...cart,
      total: dollars,
      total_text: total_text || row || formatPrice(toCents(dollars)),
      total_items: total_items ?? cart.products.reduce((sum, p) => sum + p.quantity, 0) + cart.vouchers.length,
    };
  }),
);

export type CartProduct = v.InferOutput<typeof CartProductSchema>;
export type PackageRef = v.InferOutput<typeof PackageRefSchema>;
export type Labor = v.InferOutput<typeof LaborSchema>;
export type Cart = v.InferOutput<typeof CartSchema>;
export type CartInput = v.InferInput<typeof CartSchema>;

/** Answers that carry the cart: getData returns it bare, operations wrap it with messages. */
export const CartEnvelopeSchema = v.object({
  cart: v.optional(CartSchema),
  success: v.optional(v.union([v.string(), v.boolean()])),
  error: v.optional(v.unknown()),
  error_message: v.optional(v.unknown()),
  errors: v.optional(v.unknown()),
  marketing_tracking: MarketingTrackingSchema,
});
export type CartEnvelope = v.InferOutput<typeof CartEnvelopeSchema>;
