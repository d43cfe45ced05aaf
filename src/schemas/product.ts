import * as v from 'valibot';
import { LaborSchema, PackageRefSchema } from '../cart/schemas/cart';
import { FlagSchema, NumberishSchema } from './flag';

const text = v.optional(v.string(), '');
const id = v.pipe(NumberishSchema, v.integer(), v.minValue(1));
/** A price text the server formats, or nothing (OpenCart sends `false` for "no special"). */
const priceText = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.literal(false)])), null),
  v.transform((x): string => (typeof x === 'string' ? x : '')),
);

export const OptionValueSchema = v.object({
  product_option_value_id: id,
  option_value_id: v.optional(NumberishSchema, 0),
  name: v.string(),
  price: v.optional(NumberishSchema, 0),
  price_prefix: v.optional(v.picklist(['+', '-']), '+'),
  price_text: text,
  image: text,
});

export const OptionTypeSchema = v.picklist([
  'checkbox',
  'image',
  'radio',
  'select',
  'text',
  'textarea',
  'date',
  'time',
  'datetime',
]);

export const ProductOptionSchema = v.object({
  product_option_id: id,
  option_id: v.optional(NumberishSchema, 0),
  name: v.string(),
  type: OptionTypeSchema,
  required: v.optional(FlagSchema, false),
  value: text,
  product_option_value: v.optional(v.array(OptionValueSchema), []),
});

/** A product as a listing, the product page and the compare/wishlist pages show it (spec 1 §3 Product). */
export const ListingProductSchema = v.object({
  product_id: id,
  name: v.string(),
  sku: text,
  model: text,
  manufacturer: text,
  part_number: text,
  aaia: text,
  mpn: text,
  /** For the fitment modal's catalog details request (spec 1 §3); 0 when the theme does not send them. */
  category_id: v.optional(NumberishSchema, 0),
  manufacturer_id: v.optional(NumberishSchema, 0),
  series_id: v.optional(NumberishSchema, 0),
  short_description: text,
  category_levels: v.optional(v.array(v.string()), []),
  thumbnails: v.optional(v.object({ primary: text }), {}),
  links: v.optional(v.object({ view: text, manufacturer: text }), {}),
  is_new: v.optional(FlagSchema, false),
  rating: v.optional(NumberishSchema, 0),
  reviews: v.optional(NumberishSchema, 0),
  show_install_graphic: v.optional(FlagSchema, false),
  disable_pricing: v.optional(FlagSchema, false),
  disable_pricing_notice: text,
  is_orderable: v.optional(FlagSchema, true),
  requires_options: v.optional(FlagSchema, false),
  minimum: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(1)), 1),
  /** Unit price in dollars; 0 when the server sends no price (login for pricing, no price). */
  price: v.optional(NumberishSchema, 0),
  price_text: text,
  price_before_discounts_text: text,
  special: priceText,
  special_text: text,
  instant_rebate: priceText,
  instant_rebate_name: text,
  labor: v.optional(v.nullable(LaborSchema), null),
  included_in: v.optional(v.array(PackageRefSchema), []),
  /** A package component's quantity in its kit (the product page's Package Components); 0 elsewhere. */
  quantity_in_kit: v.optional(NumberishSchema, 0),
});

export type ListingProduct = v.InferOutput<typeof ListingProductSchema>;
export type ListingProductInput = v.InferInput<typeof ListingProductSchema>;
export type ProductOption = v.InferOutput<typeof ProductOptionSchema>;
export type OptionValue = v.InferOutput<typeof OptionValueSchema>;

/** OpenCart 3 answers a compare or wishlist add with the header link's text as `total`: "Product Compare (3)". */
const COUNT_IN_TEXT = /\((\d+)\)\s*$/;

/**
 * A list's count as a server may send it: a number, a numeric string, or OpenCart's link text ("Wish List (1)");
 * undefined when none can be read (the spec promises none: the caller re-reads the list it needs).
 */
export function readListTotal(total: unknown): number | undefined {
  if (typeof total === 'number') return Number.isInteger(total) && total >= 0 ? total : undefined;
  if (typeof total !== 'string') return undefined;
  const text = total.trim();
  const digits = /^\d+$/.test(text) ? text : COUNT_IN_TEXT.exec(text)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * Answers of the compare and wishlist add/remove calls: success or error text (spec 1 §7). `total` is not promised:
 * read when it is a count or OpenCart's text, otherwise undefined; any other field is ignored.
 */
export const ListChangeSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  total: v.pipe(v.optional(v.unknown()), v.transform(readListTotal)),
});

const MeasureTexts = {
  stock_text: text,
  weight_text: text,
  length_text: text,
  width_text: text,
  height_text: text,
};

/** A compare entry: the product plus its attribute values by attribute_id (spec 1 §3 Compare entry). */
export const CompareProductSchema = v.object({
  ...ListingProductSchema.entries,
  ...MeasureTexts,
  attribute: v.optional(v.record(v.string(), v.string()), {}),
});

export const CompareSchema = v.object({
  products: v.array(CompareProductSchema),
  attribute_groups: v.optional(
    v.array(
      v.object({ name: v.string(), attribute: v.array(v.object({ attribute_id: NumberishSchema, name: v.string() })) }),
    ),
    [],
  ),
});
export type Compare = v.InferOutput<typeof CompareSchema>;
export type CompareProduct = v.InferOutput<typeof CompareProductSchema>;

/** A wishlist entry (spec 1 §3): product_id, name, model, thumbnails.wishlist, links.view and pricing. */
export const WishlistEntrySchema = v.object({
  product_id: id,
  name: v.string(),
  model: text,
  thumbnails: v.optional(v.object({ wishlist: text }), {}),
  links: v.optional(v.object({ view: text }), {}),
  price_text: text,
  special: priceText,
});
export const WishlistSchema = v.object({ products: v.array(WishlistEntrySchema) });
export type WishlistEntry = v.InferOutput<typeof WishlistEntrySchema>;

/** Inventory detail (spec 1 §3) per aaia + mpn, from POST /api/products/getInventoryDetails. */
export const InventoryDetailSchema = v.object({
  /** Distributor ordering (spec 2 §3 "Inventory product") also reads productId, name and each warehouse's code and price. */
  productId: v.optional(NumberishSchema, 0),
  aaia: v.string(),
  mpn: v.string(),
  name: v.optional(v.string(), ''),
  totalInventory: NumberishSchema,
  storeInventory: NumberishSchema,
  locations: v.optional(
    v.array(
      v.object({
        warehouseCode: v.optional(v.string(), ''),
        name: v.string(),
        inventory: NumberishSchema,
        price: v.optional(NumberishSchema, 0),
      }),
    ),
    [],
  ),
  prices: v.optional(v.array(v.object({ key: v.string(), name: v.string(), text: v.string() })), []),
});
export const InventoryDetailsSchema = v.object({ data: v.array(InventoryDetailSchema) });
export type InventoryDetail = v.InferOutput<typeof InventoryDetailSchema>;

/** POST /api/inventory/getInventoriesByProductId: per-location stock plus the order-express warehouse. */
export const LocationInventorySchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  data: v.array(v.object({ location_name: v.string(), stock: NumberishSchema })),
  order_express_inventory: v.optional(v.nullable(v.object({ Location: v.string(), Inventory: NumberishSchema })), null),
});
export type LocationInventory = v.InferOutput<typeof LocationInventorySchema>;

/** POST /account/register/processPost answers success and customer_id (errors come back as `errors`). */
export const RegisterAnswerSchema = v.object({
  success: v.union([v.string(), v.boolean()]),
  customer_id: v.optional(NumberishSchema),
});
