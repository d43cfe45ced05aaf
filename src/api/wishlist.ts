import { ListChangeSchema, WishlistSchema, type WishlistEntry } from '../schemas/product';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

const url = (name: string) => callUrl(endpoint('wishlist'), name);

/** GET getWishlist: the signed-in account's entries. */
export async function getWishlist(): Promise<WishlistEntry[]> {
  return (await call(WishlistSchema, url('getWishlist'))).products;
}

/** POST add {product_id}: success or error text. */
export function addToWishlist(productId: number) {
  return call(ListChangeSchema, url('add'), { form: { product_id: productId } });
}

/** POST remove {product_id}: success or error text. */
export function removeFromWishlist(productId: number) {
  return call(ListChangeSchema, url('remove'), { form: { product_id: productId } });
}
