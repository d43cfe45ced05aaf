// POS calls on the cart (spec 1 §7 cart table, spec 2 §7): line edits, custom items, the customer, orders, PO numbers.
import * as v from 'valibot';
import { CartEnvelopeSchema, CartSchema, type CartEnvelope } from '../../cart/schemas/cart';
import { NumberishSchema } from '../../schemas/flag';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

const cartUrl = (name: string) => callUrl(endpoint('cart'), name);

/** POST updatePrice {key, newPrice}: the new unit price in dollars. */
export function updatePrice(key: string, newPrice: string): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('updatePrice'), { form: { key, newPrice } });
}

export interface LaborUpdate {
  key: string;
  newName: string;
  newLaborId: number | string;
  newLaborTime: number;
  /** Dollars; only when the clerk set the labor's price itself (Adjust Price). */
  newPrice?: string;
}

/** POST updateLabor {key, newName, newLaborId, newLaborTime, newPrice?}. */
export function updateLabor(update: LaborUpdate): Promise<CartEnvelope> {
  const form: Record<string, FormValue> = {
    key: update.key,
    newName: update.newName,
    newLaborId: update.newLaborId,
    newLaborTime: update.newLaborTime,
  };
  if (update.newPrice !== undefined) form.newPrice = update.newPrice;
  return call(CartEnvelopeSchema, cartUrl('updateLabor'), { form });
}

export interface LaborFields {
  laborId: number;
  laborTime: number;
  quantity: number;
  name?: string;
  /** A product line's own labor: the line it belongs to (sent with applyLabor=1). */
  productLaborKey?: string;
}

/** POST applyLabor: custom labor {laborId, laborTime, quantity, name}, or a product's labor {applyLabor, productLaborKey, …}. */
export function applyLabor(fields: LaborFields): Promise<CartEnvelope> {
  const form: Record<string, FormValue> = {
    laborId: fields.laborId,
    laborTime: fields.laborTime,
    quantity: fields.quantity,
  };
  if (fields.productLaborKey) Object.assign(form, { applyLabor: 1, productLaborKey: fields.productLaborKey });
  else form.name = fields.name ?? '';
  return call(CartEnvelopeSchema, cartUrl('applyLabor'), { form });
}

/** POST addCustomProduct {name, price, quantity, tax_class_id}. */
export function addCustomProduct(fields: {
  name: string;
  price: string;
  quantity: number;
  tax_class_id: string;
}): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('addCustomProduct'), { form: { ...fields } });
}

/** POST setCustomer {customer_id}. */
export function setCustomer(customerId: number): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('setCustomer'), { form: { customer_id: customerId } });
}

/** GET removeCustomer. */
export function removeCustomer(): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('removeCustomer'));
}

/** GET logoutCustomer answers with a redirect: the browser goes there itself. */
export const logoutCustomerUrl = () => cartUrl('logoutCustomer');

export const OrderAnswerSchema = v.object({
  order_id: NumberishSchema,
  cart: v.optional(CartSchema),
  success: v.optional(v.union([v.string(), v.boolean()])),
});
export type OrderAnswer = v.InferOutput<typeof OrderAnswerSchema>;

/** The order calls on the cart: saveOrder (cart and order_id), quoteOrder, saveOrderAndCheckout (order_id). */
export type OrderCall = 'saveOrder' | 'quoteOrder' | 'saveOrderAndCheckout';

export function orderCall(name: OrderCall): Promise<OrderAnswer> {
  return call(OrderAnswerSchema, cartUrl(name));
}

/** GET abandonOrder / cancelOrder: the cart afterwards. */
export function endOrder(name: 'abandonOrder' | 'cancelOrder'): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl(name));
}

export interface PoNumberLine {
  cart_key: string;
  name: string;
  po_number: string;
  apply_to_all: boolean;
  order_product_id?: number | string | null;
}

/** POST /api/cart/applyPoNumber {products[i][cart_key|name|po_number|apply_to_all|order_product_id]}. */
export function applyPoNumber(products: PoNumberLine[]): Promise<CartEnvelope> {
  const form = { products: products.map((p) => ({ ...p, order_product_id: p.order_product_id ?? '' })) };
  return call(CartEnvelopeSchema, callUrl(endpoint('cart_api'), 'applyPoNumber'), { form });
}
