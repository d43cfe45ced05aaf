import { CartEnvelopeSchema, CartSchema, type Cart, type CartEnvelope } from '../schemas/cart';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl, type FormValue } from './form';

const cartUrl = (name: string) => callUrl(endpoint('cart'), name);

/** GET getData: the session's cart. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return call(CartSchema, cartUrl('getData'), { signal });
}

export interface AddToCartFields {
  product_id: number;
  quantity: number;
  /** product_option_id -> value id(s) or text. */
  option?: Record<string, FormValue>;
  apply_labor?: boolean;
}

/** POST add: answers the cart with success or error_message and marketing_tracking. */
export function addToCart(fields: AddToCartFields): Promise<CartEnvelope> {
  const form: Record<string, FormValue> = { product_id: fields.product_id, quantity: fields.quantity };
  if (fields.option && Object.keys(fields.option).length) form.option = fields.option;
  if (fields.apply_labor !== undefined) form.apply_labor = fields.apply_labor;
  return call(CartEnvelopeSchema, cartUrl('add'), { form });
}

/** PUT edit {key, quantity}. */
export function editCartLine(key: string, quantity: number): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('edit'), { method: 'PUT', form: { key, quantity } });
}

/** POST remove {key}: answers the cart and marketing_tracking. */
export function removeCartLine(key: string): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('remove'), { form: { key } });
}
