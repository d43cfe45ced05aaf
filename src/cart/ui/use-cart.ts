import { useStore } from '@nanostores/react';
import { $cart, $cartStatus } from '../stores/cart';

/** The shared cart and its load state, for any island. */
export function useCart() {
  return { cart: useStore($cart), status: useStore($cartStatus) };
}
