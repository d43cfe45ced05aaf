// The POS cart's actions (spec 1 §9, spec 2 §2): line edits, custom items, the customer, orders, PO numbers.
// Staff only: loaded with the POS parts, never on a shopper's page (eslint keeps shopper code from importing it).
import * as posApi from '../api/cart';
import { notify } from '../../stores/ports';
import type { Cart, CartProduct } from '../../cart/schemas/cart';
import { operate, type CartResult } from '../../cart/stores/cart';

export const POS_TEXT = {
  priceUpdated: 'The unit price has been updated.',
  priceFailed: "Failed! The unit price couldn't be updated.",
  laborUpdated: 'The labor has been updated.',
  laborFailed: "Failed! The labor couldn't be updated.",
  customerAssigned: 'Customer assigned to cart!',
  poAdded: 'PO Number added successfully.',
  poFailed: 'Error adding PO Number.',
} as const;

/** updatePrice {key, newPrice} with the spec's own success and failure texts. */
export function updateLinePrice(key: string, newPrice: string): Promise<CartResult> {
  return operate(() => posApi.updatePrice(key, newPrice), {
    success: POS_TEXT.priceUpdated,
    failure: POS_TEXT.priceFailed,
  });
}

export function updateLineLabor(update: posApi.LaborUpdate): Promise<CartResult> {
  return operate(() => posApi.updateLabor(update), { success: POS_TEXT.laborUpdated, failure: POS_TEXT.laborFailed });
}

/** applyLabor: custom labor, or a product line's own labor (productLaborKey). */
export function applyLabor(fields: posApi.LaborFields): Promise<CartResult> {
  return operate(() => posApi.applyLabor(fields));
}

export function addCustomProduct(fields: Parameters<typeof posApi.addCustomProduct>[0]): Promise<CartResult> {
  return operate(() => posApi.addCustomProduct(fields));
}

/** setCustomer: "Customer assigned to cart!" (spec 2 §4). */
export function setCartCustomer(customerId: number): Promise<CartResult> {
  return operate(() => posApi.setCustomer(customerId), { success: POS_TEXT.customerAssigned });
}

export function removeCartCustomer(): Promise<CartResult> {
  return operate(() => posApi.removeCustomer());
}

/** Lines that take a PO number: products and custom products (not labor). */
export const poLines = (cart: Cart): CartProduct[] => cart.products.filter((p) => !p.labor_product);

/** The Add PO Number form: one number per line (by cart key), or one for all. */
export type PoNumberInput = { all: string } | { each: Record<string, string> };

/** The form as applyPoNumber takes it: every line with its own number, or the first line with `apply_to_all`. */
export function poNumberLines(lines: CartProduct[], input: PoNumberInput): posApi.PoNumberLine[] {
  const line = (p: CartProduct, po_number: string, apply_to_all: boolean) => ({
    cart_key: p.key,
    name: p.name,
    po_number: po_number.trim(),
    apply_to_all,
    order_product_id: p.order_product_id,
  });
  return 'all' in input
    ? lines.slice(0, 1).map((p) => line(p, input.all, true))
    : lines.map((p) => line(p, input.each[p.key] ?? '', false));
}

/** With require_po_numbers: whether a line (or the shared number) is still blank. */
export const poNumberMissing = (lines: CartProduct[], input: PoNumberInput): boolean =>
  'all' in input ? !input.all.trim() : lines.some((p) => !(input.each[p.key] ?? '').trim());

/** The receipt of an order: `endpoints.pos_receipt` with order_id (Create a Quote goes there). */
export const receiptUrl = (base: string, orderId: string): string =>
  `${base}${base.includes('?') ? '&' : '?'}order_id=${encodeURIComponent(orderId)}`;

/** PO numbers per line: "PO Number added successfully.", the server's error, or "Error adding PO Number.". */
export function applyPoNumbers(lines: posApi.PoNumberLine[]): Promise<CartResult> {
  return operate(() => posApi.applyPoNumber(lines), {
    success: POS_TEXT.poAdded,
    failure: POS_TEXT.poFailed,
    serverWins: true,
  });
}

export type OrderResult = { ok: true; orderId: string } | { ok: false; message: string };

/**
 * saveOrder, quoteOrder or saveOrderAndCheckout: the order id (the cart the server sends replaces ours, and saveOrder
 * without one re-reads it); errors toasted.
 */
export async function placeOrder(name: posApi.OrderCall, success?: (orderId: string) => string): Promise<OrderResult> {
  let orderId = '';
  const result = await operate(
    async () => {
      const answer = await posApi.orderCall(name);
      orderId = String(answer.order_id);
      return { cart: answer.cart, marketing_tracking: null };
    },
    // A quote goes to the receipt and save-and-checkout to the checkout: nothing here would show a re-read cart.
    { success: null, leavesPage: name !== 'saveOrder' },
  );
  if (result.ok && success) notify.success(success(orderId));
  return result.ok ? { ok: true, orderId } : { ok: false, message: result.message };
}

/** GET logoutCustomer answers a redirect: the browser follows it. */
export const logoutCustomerUrl = (): string => posApi.logoutCustomerUrl();

/** abandonOrder / cancelOrder (answer not stated): the server's message, if any, and the cart re-read when it sends none. */
export function endOrder(name: 'abandonOrder' | 'cancelOrder'): Promise<CartResult> {
  return operate(() => posApi.endOrder(name));
}
