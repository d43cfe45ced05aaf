import { CompareSchema, ListChangeSchema, type Compare } from '../schemas/product';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

const url = (name: string) => callUrl(endpoint('compare'), name);

/** GET getCompare: the session's compare list with attribute groups. */
export function getCompare(): Promise<Compare> {
  return call(CompareSchema, url('getCompare'));
}

/** POST add {product_id}: success or error. */
export function addToCompare(productId: number) {
  return call(ListChangeSchema, url('add'), { form: { product_id: productId } });
}

/** POST remove {product_id}: success or error. */
export function removeFromCompare(productId: number) {
  return call(ListChangeSchema, url('remove'), { form: { product_id: productId } });
}
