// Wire shapes of the POS checkout (spec 2 §3 "Checkout state", "Transaction", §7 base /pos/checkout/).
import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const text = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((x) => x ?? ''),
);
const money = v.optional(NumberishSchema, 0);

export const TRANSACTION_TYPES = ['card', 'online', 'cash', 'voucher', 'check', 'store_credit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TransactionSchema = v.object({
  transaction_id: v.number(),
  transaction_type: v.picklist(TRANSACTION_TYPES),
  amount: NumberishSchema,
  status: v.string(),
  transaction_label: text,
  date_added: text,
  idempotency_key: text,
  email: text,
  telephone: text,
  datacap_device: text,
  card_type: text,
  manual_entry: v.optional(FlagSchema, false),
  payjunction_action: text,
  payjunction_smart_terminal_id: text,
  payjunction_terminal_id: text,
  check_number: v.pipe(
    v.optional(v.union([v.string(), v.number()]), ''),
    v.transform((x) => String(x)),
  ),
  voucher_code: text,
  datacap_dc_direct: v.optional(
    v.nullable(
      v.object({
        void_or_return_action: text,
        void_or_return_status: text,
        void_or_return_url: text,
      }),
    ),
    null,
  ),
  payjunction: v.optional(
    v.nullable(
      v.object({
        action_text: text,
        action_url: text,
        status: text,
        settled: v.optional(FlagSchema, false),
      }),
    ),
    null,
  ),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** A card terminal request (smart terminal) and its event-stream URL. */
export const TerminalSchema = v.object({
  smart_terminal_id: v.string(),
  site_transaction_id: v.string(),
  events_url: v.string(),
  amount: NumberishSchema,
  status: v.string(),
  message: text,
  transaction_id: v.optional(v.nullable(v.number()), null),
  started: text,
});
export type Terminal = v.InferOutput<typeof TerminalSchema>;

export const CheckoutCustomerSchema = v.object({
  customer_id: v.number(),
  name: text,
  email: text,
  telephone: text,
  texting_alerts: v.optional(FlagSchema, false),
});
export type CheckoutCustomer = v.InferOutput<typeof CheckoutCustomerSchema>;

export const CheckoutProductSchema = v.object({
  order_product_id: v.number(),
  name: v.string(),
  model: text,
  quantity: NumberishSchema,
  price: NumberishSchema,
  total: NumberishSchema,
  po_number: text,
});
export type CheckoutProduct = v.InferOutput<typeof CheckoutProductSchema>;

export const BookedAppointmentSchema = v.object({
  id: v.number(),
  display_time: v.object({ start_date: v.string(), start_time: v.string() }),
});

/** GET getTransactions?orderId (and every change's answer): the checkout state in dollars. */
export const CheckoutStateSchema = v.object({
  order_id: v.number(),
  pos_status: text,
  order_total: NumberishSchema,
  cost_parts: money,
  cost_surcharge: money,
  cost_labor: money,
  cost_tax: money,
  cost_credit_card_surcharge: money,
  cost_credit_card_surcharge_tax: money,
  amount_paid: NumberishSchema,
  balance_due: NumberishSchema,
  store_credit: money,
  customer: v.optional(v.nullable(CheckoutCustomerSchema), null),
  transactions: v.array(TransactionSchema),
  products: v.optional(v.array(CheckoutProductSchema), []),
  booked_appointments: v.optional(v.array(BookedAppointmentSchema), []),
  pending_terminal: v.optional(v.nullable(TerminalSchema), null),
  terminals: v.optional(v.array(TerminalSchema), []),
});
export type CheckoutStateWire = v.InferOutput<typeof CheckoutStateSchema>;

/** POST addTransaction: the recorded transaction, or a terminal request to wait on; with the new state. */
export const AddTransactionAnswerSchema = v.object({
  ...CheckoutStateSchema.entries,
  success: v.optional(v.string(), ''),
  transaction: v.optional(TransactionSchema),
  terminal: v.optional(TerminalSchema),
});

export const VoidAnswerSchema = v.object({
  ...CheckoutStateSchema.entries,
  success: v.optional(v.string(), ''),
  refund: v.optional(FlagSchema, false),
});

export const SetCustomerAnswerSchema = v.object({
  customer: CheckoutCustomerSchema,
  storeCredit: NumberishSchema,
  success: v.optional(v.string(), ''),
});

/** POST complete?orderId: orderId, or messages.error (joined and shown). */
export const CompleteAnswerSchema = v.object({
  orderId: v.optional(v.nullable(v.number()), null),
  messages: v.optional(v.object({ error: v.optional(v.array(v.string()), []) }), { error: [] }),
});

/** getVoucher: the voucher, or an error (a ServerMessageError); an answer with neither is an unknown code. */
export const VoucherAnswerSchema = v.object({
  voucher: v.optional(v.nullable(v.object({ code: text, amount: NumberishSchema, original_amount: NumberishSchema }))),
});

export const SuccessSchema = v.object({ success: v.optional(v.union([v.string(), v.boolean()]), '') });

export const VoidOrReturnAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()]), ''),
  refund: v.optional(FlagSchema, false),
  transaction: v.optional(TransactionSchema),
});

/** One server-sent event of a terminal: unknown statuses are tolerated (shown as still waiting). */
export const TerminalEventSchema = v.object({
  status: v.string(),
  result: v.optional(v.string(), ''),
  message: text,
  transaction_id: v.optional(v.nullable(v.number()), null),
});
export type TerminalEvent = v.InferOutput<typeof TerminalEventSchema>;

const named = v.object({ id: v.string(), name: v.string() });

/** The pos-checkout island's props. */
export const PosCheckoutPropsSchema = v.object({
  /** The session's checkout order; 0 when there is none (the island says so and goes to the catalog). */
  order_id: v.optional(v.number(), 0),
  devices: v.optional(v.array(named), []),
  departments: v.optional(v.array(named), []),
  /** The Datacap tender's card readers (with paymentCardDatacap). */
  datacap_devices: v.optional(v.array(named), []),
  /** The PayJunction tender's smart terminals (with paymentCardPayjunction). */
  smart_terminals: v.optional(v.array(named), []),
  catalog_url: v.optional(v.string(), '/product/catalog'),
  receipt_url: v.optional(v.string(), '/pos/order/receipt'),
  /** The admin endpoint's token for the order history dialog. */
  token: v.optional(v.string(), ''),
  /** The payment link the online invoice copies (the customer pays there). */
  payment_link: v.optional(v.string(), ''),
  /** Milliseconds before a payment call counts as unanswered (then its outcome is re-read). */
  payment_timeout_ms: v.optional(v.number(), 15_000),
});
export type PosCheckoutProps = v.InferOutput<typeof PosCheckoutPropsSchema>;
