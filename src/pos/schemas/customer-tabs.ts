// Wire shapes of the customer editor's tabs after General (spec 3 §3 "Customer tab rows", §7 "Customer tabs").
import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const text = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((x) => x ?? ''),
);
const count = v.optional(NumberishSchema, 0);

/** Order row (spec 3 §3): oeapi carries the Order Express link when the order has one. */
export const CustomerOrderRowSchema = v.object({
  order_id: NumberishSchema,
  status: text,
  total_text: text,
  balance: v.optional(NumberishSchema, 0),
  balance_text: text,
  date_added: text,
  date_modified: text,
  order_status_id: v.optional(NumberishSchema, 0),
  viewUrl: text,
  editUrl: text,
  deleteUrl: text,
  oeapi: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.object({ link: text })])), null),
    v.transform((x): string => (typeof x === 'string' ? x : (x?.link ?? ''))),
  ),
});
export type CustomerOrderRow = v.InferOutput<typeof CustomerOrderRowSchema>;

export const OrdersSummarySchema = v.object({
  total_spent_text: text,
  total_orders: count,
  total_returns: count,
  outstanding_balance_text: text,
});
export type OrdersSummary = v.InferOutput<typeof OrdersSummarySchema>;

export const CustomerReturnRowSchema = v.object({
  return_id: NumberishSchema,
  order_id: NumberishSchema,
  product: text,
  model: text,
  return_status: text,
  date_ordered: text,
  date_added: text,
  date_modified: text,
  editUrl: text,
});
export type CustomerReturnRow = v.InferOutput<typeof CustomerReturnRowSchema>;

export const CustomerVehicleRowSchema = v.object({
  vehicle_id: NumberishSchema,
  title: text,
  ymm: text,
  notes: text,
});
export type CustomerVehicleRow = v.InferOutput<typeof CustomerVehicleRowSchema>;
export const CustomerVehiclesAnswerSchema = v.object({ results: v.array(CustomerVehicleRowSchema) });

export const CustomerHistoryRowSchema = v.object({
  customer_history_id: NumberishSchema,
  date_added: text,
  comment: text,
  image: text,
});
export type CustomerHistoryRow = v.InferOutput<typeof CustomerHistoryRowSchema>;

export const CustomerCreditRowSchema = v.object({
  customer_transaction_id: NumberishSchema,
  date_added: text,
  description: text,
  amount: NumberishSchema,
});
export type CustomerCreditRow = v.InferOutput<typeof CustomerCreditRowSchema>;

export const CreditBalanceSchema = v.object({ balance: NumberishSchema });

export const CustomerIpRowSchema = v.object({
  customer_ip_id: NumberishSchema,
  ip: v.string(),
  total_accounts: count,
  filter_ip_url: text,
  date_added: text,
  is_banned: v.optional(FlagSchema, false),
});
export type CustomerIpRow = v.InferOutput<typeof CustomerIpRowSchema>;

/** The IP-lookup service's answer (ipinfo.io's fields): without a city, region and country it did not find the place. */
export const IpLocationSchema = v.object({
  ip: v.string(),
  city: v.pipe(v.string(), v.minLength(1)),
  region: v.pipe(v.string(), v.minLength(1)),
  country: v.pipe(v.string(), v.minLength(1)),
});
export type IpLocation = v.InferOutput<typeof IpLocationSchema>;

export const TagSchema = v.object({ tag_id: NumberishSchema, title: v.string() });
export type Tag = v.InferOutput<typeof TagSchema>;

/** GET /api/customer_tag/: every tag, the customer's (as tags or their ids), the create-tag link. */
export const CustomerTagsSchema = v.object({
  customerTags: v.array(TagSchema),
  assignedTags: v.pipe(
    v.array(v.union([TagSchema, NumberishSchema])),
    v.transform((list) => list.map((t) => (typeof t === 'number' ? t : t.tag_id))),
  ),
  createTagUrl: text,
});
export type CustomerTags = v.InferOutput<typeof CustomerTagsSchema>;

/** "success or error" answers of the tabs' changes. */
export const TabSuccessSchema = v.object({
  success: v.union([v.pipe(v.string(), v.minLength(1)), v.literal(true)]),
});
