import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const Text = v.optional(v.nullable(v.string()), '');
const text = v.pipe(
  Text,
  v.transform((x) => x ?? ''),
);

/** A row of the orders list (spec 2 §2): badge colours from the order status, popover data (customer, items). */
export const OrderRowSchema = v.object({
  order_id: v.number(),
  date_added: v.string(),
  pos_status: v.string(),
  status: v.string(),
  order_status_id: v.optional(v.number(), 0),
  status_color: text,
  status_text_color: text,
  customer: text,
  customer_id: v.optional(v.number(), 0),
  email: text,
  telephone: text,
  total: NumberishSchema,
  paid_amount: NumberishSchema,
  total_items: v.optional(v.number(), 0),
  products: v.optional(v.array(v.object({ name: v.string(), model: text, quantity: NumberishSchema })), []),
});
export type OrderRow = v.InferOutput<typeof OrderRowSchema>;

export const TransactionSchema = v.object({
  transaction_id: v.number(),
  transaction_type: v.string(),
  transaction_label: text,
  amount: NumberishSchema,
  status: text,
  date_added: text,
  // How a void went back (spec 2 §3 "Transaction"): the voucher, and a card's void or return.
  voucher_code: text,
  datacap_dc_direct: v.optional(
    v.nullable(v.object({ void_or_return_action: text, void_or_return_status: text })),
    null,
  ),
  payjunction: v.optional(v.nullable(v.object({ status: text, settled: v.optional(FlagSchema, false) })), null),
});
export type OrderTransaction = v.InferOutput<typeof TransactionSchema>;

export const PurchaseOrderSchema = v.object({
  Number: v.union([v.string(), v.number()]),
  PurchaseOrderID: v.union([v.string(), v.number()]),
  ConfirmationNumber: text,
  WarehouseConfirmationNumber: text,
  SubmittedToWarehouseDateTime: text,
  CurrentStatus: text,
  ShippingMethod: text,
  Notes: text,
  OrderTotalPrice: v.optional(NumberishSchema, 0),
  ToWarehouse: v.optional(v.object({ Name: text }), { Name: '' }),
  ShipTo: v.optional(
    v.object({ Name: text, Street: text, City: text, StateProvinceCode: text, ZipPostalCode: text }),
    {},
  ),
  Items: v.optional(v.array(v.object({ AAIABrandCode: text, PartNumber: v.string(), Quantity: NumberishSchema })), []),
});
export type PurchaseOrder = v.InferOutput<typeof PurchaseOrderSchema>;

/** The customer the notification dialogs talk to (spec 3 §3). */
export const NotifyCustomerSchema = v.object({
  customer_id: v.number(),
  email: text,
  telephone: text,
  texting_alerts: FlagSchema,
});
export type NotifyCustomer = v.InferOutput<typeof NotifyCustomerSchema>;

/** A gift certificate sold on the order (spec 2 §3 "Voucher"): amount, original_amount, description, message, voucher_theme, code. */
export const OrderVoucherSchema = v.object({
  description: text,
  amount: NumberishSchema,
  original_amount: v.optional(NumberishSchema),
  code: text,
  message: text,
  voucher_theme: text,
});
export type OrderVoucher = v.InferOutput<typeof OrderVoucherSchema>;

/**
 * The order's shipping address (spec 2 §3 "shipping address fields", named as OpenCart's order holds them). Every
 * field may be absent: an order picked up at the counter has none.
 */
export const ShippingFieldsSchema = v.object({
  shipping_firstname: text,
  shipping_lastname: text,
  shipping_company: text,
  shipping_address_1: text,
  shipping_address_2: text,
  shipping_city: text,
  shipping_postcode: text,
  shipping_zone: text,
  shipping_country: text,
  shipping_method: text,
});
export type ShippingFields = v.InferOutput<typeof ShippingFieldsSchema>;

/** The order view's order (spec 2 §3 "POS order"), also in the void and setCustomer answers. */
export const OrderDetailSchema = v.object({
  ...ShippingFieldsSchema.entries,
  ...OrderRowSchema.entries,
  cashier: text,
  amount_paid: NumberishSchema,
  balance_due: NumberishSchema,
  products: v.array(
    v.object({
      order_product_id: v.number(),
      name: v.string(),
      model: text,
      option: v.optional(v.array(v.object({ name: v.string(), value: text, option_price: text })), []),
      quantity: NumberishSchema,
      price: NumberishSchema,
      total: NumberishSchema,
      po_number: text,
    }),
  ),
  po_number_list: v.optional(v.array(v.string()), []),
  totals: v.array(v.object({ code: v.string(), title: v.string(), text: v.string() })),
  transactions: v.optional(v.array(TransactionSchema), []),
  purchase_orders: v.optional(v.array(PurchaseOrderSchema), []),
  customer_info: v.optional(v.nullable(NotifyCustomerSchema), null),
  /** The vehicle the order is for, as text ("2007 GMC Canyon"); empty: none. */
  order_ymm: text,
  vouchers: v.pipe(
    v.optional(v.nullable(v.array(OrderVoucherSchema)), []),
    v.transform((x) => x ?? []),
  ),
  tax_exempt: v.optional(FlagSchema, false),
  tax_exempt_number: text,
  edit_url: text,
  delete_url: text,
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** GET /pos/order/void answer (spec 2 §7): success, errors, order. */
export const VoidAnswerSchema = v.object({
  success: v.optional(v.union([v.boolean(), v.string()]), false),
  errors: v.optional(v.array(v.string()), []),
  order: v.optional(OrderDetailSchema),
});

/** An answer whose shape is not documented (updateContactInfo): a message when there is one. */
export const MessageAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
});

/** "success or error" answers (notify endpoints, order history, delete): an answer with neither is not understood. */
export const SuccessAnswerSchema = v.object({
  success: v.union([v.pipe(v.string(), v.minLength(1)), v.literal(true)]),
});

export const SetOrderCustomerAnswerSchema = v.object({
  success: v.optional(v.string()),
  order: OrderDetailSchema,
});

export const HistorySchema = v.object({
  date_added: v.string(),
  status: v.string(),
  comment: text,
  notify: v.optional(FlagSchema, false),
});
export type OrderHistory = v.InferOutput<typeof HistorySchema>;
export const HistoriesAnswerSchema = v.object({ histories: v.array(HistorySchema) });

/** sale/order/getOrderStatus (spec 3 §3 "Order status response"). */
export const OrderStatusAnswerSchema = v.object({
  orderStatusId: NumberishSchema,
  orderStatuses: v.array(v.object({ order_status_id: NumberishSchema, name: v.string() })),
  recentHistoryNote: text,
  email: text,
  phone: text,
  textingAlerts: FlagSchema,
});
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswerSchema>;

/** A row of the customers list (spec 2 §3 "Customer (list)"). */
export const CustomerRowSchema = v.object({
  customer_id: v.number(),
  custname: v.string(),
  email: text,
  date_added: v.string(),
  total_orders: NumberishSchema,
  outstanding: v.object({ balance: NumberishSchema }),
  store_credit: NumberishSchema,
});
export type CustomerRow = v.InferOutput<typeof CustomerRowSchema>;
