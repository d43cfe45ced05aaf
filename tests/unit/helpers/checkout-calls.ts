/**
 * The POS checkout's calls as both kinds of test client send them: the demo-store specs' Visitor and the unit tests'
 * in-process demo session. Each has `json(path)`; each sends `form(path, fields)` itself.
 */
import * as v from 'valibot';
import { CheckoutStateSchema, type CheckoutStateWire } from '../../../src/pos/schemas/checkout';

/** GET getTransactions, parsed through the client's CheckoutStateSchema: what the store holds for the order now. */
export async function checkoutStateOf(
  client: { json(path: string): Promise<unknown> },
  orderId: number,
): Promise<CheckoutStateWire> {
  return v.parse(CheckoutStateSchema, await client.json(`/pos/checkout/getTransactions?orderId=${orderId}`));
}

/** addTransaction's `transaction[…]` fields (`extra` too) with the idempotency key. */
export function transactionFields(
  orderId: number,
  type: string,
  amount: string,
  extra: Record<string, string>,
  key: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    'transaction[order_id]': String(orderId),
    'transaction[transaction_type]': type,
    'transaction[amount]': amount,
    'transaction[idempotency_key]': key,
  };
  for (const [name, value] of Object.entries(extra)) fields[`transaction[${name}]`] = value;
  return fields;
}
