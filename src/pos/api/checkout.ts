// The POS checkout calls (spec 2 §7, base /pos/checkout/) and the terminal's server-sent-event stream.
import * as v from 'valibot';
import {
  AddTransactionAnswerSchema,
  CheckoutStateSchema,
  CompleteAnswerSchema,
  SetCustomerAnswerSchema,
  SuccessSchema,
  TerminalEventSchema,
  VoidAnswerSchema,
  VoidOrReturnAnswerSchema,
  VoucherAnswerSchema,
  type TerminalEvent,
  type TransactionType,
} from '../schemas/checkout';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl } from '../../api/form';

/** The calls live under the checkout page's address: `/pos/checkout/` + call. */
const base = () => endpoint('pos_checkout').replace(/\/?$/, '/');

export function getTransactions(orderId: number, signal?: AbortSignal) {
  return call(CheckoutStateSchema, callUrl(base(), 'getTransactions', { orderId }), { signal });
}

export function setCustomer(orderId: number, customerId: number) {
  return call(SetCustomerAnswerSchema, callUrl(base(), 'setCustomer', { orderId }), {
    form: { customerId: String(customerId) },
  });
}

/** What a tender sends: the amount in dollars with two decimals, and the tender's own fields. */
export interface TransactionFields {
  order_id: number;
  transaction_type: TransactionType;
  amount: string;
  /** One per payment attempt, the same on every retry: the server records a key once. */
  idempotency_key: string;
  check_number?: string;
  voucher_code?: string;
  datacap_device?: string;
  /** The PayJunction tender's smart terminal. */
  payjunction_smart_terminal_id?: string;
  department_id?: string;
  card_type?: string;
  manual_entry?: boolean;
  email?: string;
  telephone?: string;
}

export function addTransaction(transaction: TransactionFields, customerId: number | null, timeout?: number) {
  return call(AddTransactionAnswerSchema, callUrl(base(), 'addTransaction', { customerId: customerId ?? undefined }), {
    form: { transaction: { ...transaction } },
    timeout,
  });
}

export function voidTransaction(orderId: number, transactionId: number) {
  return call(VoidAnswerSchema, callUrl(base(), 'voidTransaction'), {
    form: { transaction_id: String(transactionId), order_id: String(orderId) },
  });
}

export function voidTransactions(orderId: number) {
  return call(VoidAnswerSchema, callUrl(base(), 'voidTransactions', { orderId }));
}

/** GET the transaction's void_or_return_url with from_pos=1. */
export function voidOrReturn(url: string) {
  return call(VoidOrReturnAnswerSchema, callUrl(url, '', { from_pos: 1 }));
}

export function complete(orderId: number, customerId: number | null) {
  return call(CompleteAnswerSchema, callUrl(base(), 'complete', { orderId }), {
    form: { order_id: String(orderId), customer_id: customerId === null ? undefined : String(customerId) },
  });
}

export function getVoucher(code: string, signal?: AbortSignal) {
  return call(VoucherAnswerSchema, callUrl(base(), 'getVoucher', { voucherCode: code }), { signal });
}

export function cancelSmartTerminal(smartTerminalId: string, siteTransactionId: string) {
  return call(SuccessSchema, callUrl(base(), 'cancelSmartTerminal', { smartTerminalId, siteTransactionId }));
}

/** POST /pos/order/applyPoNumber?order_id=: one PO number for the chosen products (or all). */
export function applyPoNumber(orderId: number, productIds: number[], poNumber: string, applyToAll: boolean) {
  return call(CheckoutStateSchema, callUrl(endpoint('pos_order'), 'applyPoNumber', { order_id: orderId }), {
    form: {
      products: productIds.map((id) => ({ order_product_id: String(id), po_number: poNumber })),
      apply_to_all: applyToAll,
    },
  });
}

export interface TerminalStream {
  close(): void;
}

/**
 * Follows a terminal's server-sent events. A dropped stream is not reconnected here (EventSource would retry on its
 * own): the caller is told once and reconciles by polling getTransactions.
 */
export function openTerminalEvents(
  url: string,
  handlers: { onEvent(event: TerminalEvent): void; onLost(): void },
): TerminalStream {
  const source = new EventSource(url, { withCredentials: true });
  let closed = false;
  const close = () => {
    closed = true;
    source.close();
  };
  source.onmessage = (message: MessageEvent<string>) => {
    if (closed) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      return;
    }
    const result = v.safeParse(TerminalEventSchema, parsed);
    if (result.success) handlers.onEvent(result.output);
  };
  source.onerror = () => {
    if (closed) return;
    close();
    handlers.onLost();
  };
  return { close };
}
