/** The POS checkout calls the demo-store specs share: an order to pay, a tender added, the checkout state read. */
import { checkoutStateOf, transactionFields } from '../helpers/checkout-calls';
import { Visitor } from './helpers';

/** The card fields a Datacap terminal payment sends. */
export const CARD = { datacap_device: 'ST-FRONT', department_id: 'parts', card_type: 'Credit' };

/**
 * A signed-in clerk with a fresh order at checkout: `products` as [product_id, quantity] (by default one of product 10
 * and two of product 1), for the customer when one is given.
 */
export async function clerkWithOrder(
  base: string,
  {
    products = [
      [10, 1],
      [1, 2],
    ],
    customerId,
  }: { products?: [number, number][]; customerId?: number } = {},
): Promise<{ clerk: Visitor; orderId: number }> {
  const clerk = await new Visitor(base).signInAsStaff();
  for (const [product_id, quantity] of products) await clerk.form('/checkout/cart/add', { product_id, quantity });
  if (customerId) await clerk.form('/checkout/cart/setCustomer', { customer_id: customerId });
  const { order_id } = (await clerk.json('/checkout/cart/saveOrderAndCheckout')) as { order_id: number };
  return { clerk, orderId: order_id };
}

/** GET getTransactions, parsed through the client's CheckoutStateSchema. */
export function checkoutState(clerk: Visitor, orderId: number) {
  return checkoutStateOf(clerk, orderId);
}

let keys = 0;
/** POST addTransaction with the `transaction[…]` fields (`extra` too) and a fresh idempotency key unless one is given. */
export function addTransaction(
  clerk: Visitor,
  orderId: number,
  type: string,
  amount: string,
  extra: Record<string, string> = {},
  key = `test-key-${++keys}-${Date.now()}`,
): Promise<Response> {
  return clerk.form('/pos/checkout/addTransaction', transactionFields(orderId, type, amount, extra, key));
}
