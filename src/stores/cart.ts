import { atom, onMount } from 'nanostores';
import * as api from '../api/cart';
import { ServerMessageError, userMessage } from '../api/errors';
import { EVENTS, emit } from '../events';
import type { Cart, CartEnvelope } from '../schemas/cart';
import { pushMarketing } from '../tracking/data-layer';
import { notify } from '../ui/toast';
import { $config } from './config';
import { createCartSync } from './cart-sync';

/** The session's cart as the server last answered it; null until the first answer. */
export const $cart = atom<Cart | null>(null);
/** Loading state of the first fetch, for skeletons and error states. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

export type CartResult =
  | { ok: true; message: string | null }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

let requested = false;
let issued = 0;
let applied = 0;

const sync = createCartSync((cart) => {
  $cart.set(cart);
  $cartStatus.set('ready');
  emit(document, EVENTS.cartUpdated, { cart });
});

/** Applies an answer unless a newer request has already answered: a newer request wins over an older answer. */
function apply(seq: number, cart: Cart): void {
  if (seq <= applied) return;
  applied = seq;
  $cart.set(cart);
  $cartStatus.set('ready');
  sync.publish(cart);
  emit(document, EVENTS.cartUpdated, { cart });
}

// However many islands read the cart, getData runs once per page.
onMount($cart, () => {
  if (!requested) void refreshCart();
});

/** GET getData and replace the cart; failures are logged and keep what was shown. */
export async function refreshCart(): Promise<void> {
  requested = true;
  const seq = ++issued;
  if (!$cart.get()) $cartStatus.set('loading');
  try {
    apply(seq, await api.getCart());
  } catch (error) {
    console.error('[parts-islands] cart could not be loaded', error);
    if (!$cart.get()) $cartStatus.set('error');
  }
}

/** Runs one cart operation: the cart the server returns replaces ours; its message becomes a toast. */
export async function operate(request: () => Promise<CartEnvelope>): Promise<CartResult> {
  requested = true;
  const seq = ++issued;
  try {
    const answer = await request();
    if (answer.cart) apply(seq, answer.cart);
    pushMarketing(answer.marketing_tracking);
    const message = typeof answer.success === 'string' && answer.success ? answer.success : null;
    if (message) notify.success(message);
    return { ok: true, message };
  } catch (error) {
    const message = userMessage(error);
    let fieldErrors: Record<string, string> = {};
    if (error instanceof ServerMessageError) {
      const data = error.data as CartEnvelope | null;
      if (data?.cart) apply(seq, data.cart);
      fieldErrors = error.fieldErrors;
    } else {
      console.error('[parts-islands] cart operation failed', error);
    }
    notify.error(message);
    return { ok: false, message, fieldErrors };
  }
}

export function addToCart(fields: api.AddToCartFields): Promise<CartResult> {
  return operate(() => api.addToCart(fields));
}

export function setLineQuantity(key: string, quantity: number): Promise<CartResult> {
  return operate(() => api.editCartLine(key, quantity));
}

/** Removing the last item sends the shopper to the cart page (spec 1 §4). */
export async function removeLine(key: string): Promise<CartResult> {
  const result = await operate(() => api.removeCartLine(key));
  const cart = $cart.get();
  if (result.ok && cart && cart.products.length === 0 && cart.vouchers.length === 0) {
    const cartPage = $config.get().endpoints.cart_page;
    if (window.location.pathname !== new URL(cartPage, window.location.href).pathname) window.location.assign(cartPage);
  }
  return result;
}

export function resetCartForTests(): void {
  requested = false;
  issued = 0;
  applied = 0;
  $cart.set(null);
  $cartStatus.set('idle');
}
