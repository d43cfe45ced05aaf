import * as v from 'valibot';
import { CustomerSchema, CustomerVehicleSchema } from './customer';
import { FlagSchema, NumberishSchema } from './flag';

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

export const CartProductSchema = v.object({
  key: v.string(),
  product_id: v.number(),
  name: v.string(),
  model: text,
  part_number: text,
  manufacturer: text,
  aaia: text,
  mpn: text,
  quantity: v.pipe(NumberishSchema, v.integer(), v.minValue(1)),
  minimum: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(1)), 1),
  price: NumberishSchema,
  price_text: v.string(),
  total: NumberishSchema,
  total_text: v.string(),
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

export const CartVoucherSchema = v.object({
  key: v.string(),
  description: v.string(),
  amount_text: v.string(),
});

export const CartTotalSchema = v.object({
  title: v.string(),
  code: v.string(),
  text: v.string(),
  /** For an applied code (coupon, voucher…): the code itself, so it can be removed. */
  code_value: v.optional(v.string()),
});

export const LaborAppliedSchema = v.object({
  key: v.string(),
  time: NumberishSchema,
  labor_id: v.union([v.number(), v.string()]),
  name: v.string(),
});

/** The exact shape of marketing_tracking is not in the spec: it is passed through to the data layer untouched. */
export const MarketingTrackingSchema = v.optional(v.nullable(v.unknown()), null);

export const CartSchema = v.object({
  products: v.array(CartProductSchema),
  vouchers: v.optional(v.array(CartVoucherSchema), []),
  totals: v.optional(v.array(CartTotalSchema), []),
  total: NumberishSchema,
  total_text: v.string(),
  total_items: v.pipe(NumberishSchema, v.integer(), v.minValue(0)),
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
