import { CartEnvelopeSchema, CartSchema, type Cart, type CartEnvelope } from '../schemas/cart';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

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

/** POST applyCode {code, type?}: a coupon, voucher or any other code the server knows. */
export function applyCode(code: string, type?: string): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('applyCode'), { form: { code, ...(type ? { type } : {}) } });
}

/** POST removeCode {type, code}: takes an applied code off the cart. */
export function removeCode(type: string, code: string): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('removeCode'), { form: { type, code } });
}

/** GET removeCredit: stops using the customer's store credit on this cart. */
export function removeCredit(): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('removeCredit'));
}

/** POST setCheckoutData: checkout fields handed to the checkout (e.g. who picks up a kiosk order). */
export function setCheckoutData(fields: Record<string, string>): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('setCheckoutData'), { form: fields });
}

/** POST setPaymentData {itemId}: answers an error or the cart. */
export function setPaymentData(itemId: string | number): Promise<CartEnvelope> {
  return call(CartEnvelopeSchema, cartUrl('setPaymentData'), { form: { itemId } });
}
