import { onMount } from 'nanostores';
import * as api from '../api/cart';
import { createKioskOrder } from '../../api/orders';
import { outcomeUnknown, ServerMessageError, SessionExpiredError } from '../../api/errors';
import { EVENTS, emit } from '../../events';
import type { Cart, CartEnvelope } from '../schemas/cart';
import { scheduleFinancingRefresh } from '../../tracking/financing';
import { CHECKOUT_STEPS, forwardServerTracking, trackCartCheckoutStep } from '../../tracking/marketing';
import { searchedBefore } from '../../tracking/search-memory';
import { notify } from '../../stores/ports';
import { $config } from '../../stores/config';
import { createCartSync } from './cart-sync';
import { pageAtom, pageState } from '../../registry/page';
import { lazyChunk } from '../../registry/lazy-chunk';
import { report, type ActingIsland } from '../../registry/report';

const loadSearchInsights = lazyChunk(() => import('../../tracking/search-insights'));

/** The session's cart as the server last answered it; null until the first answer. */
export const $cart = pageAtom<Cart | null>(null);
/** Loading state of the first fetch, for skeletons and error states. */
export const $cartStatus = pageAtom<'idle' | 'loading' | 'ready' | 'error'>('idle');

export type CartResult =
  { ok: true; message: string | null } | { ok: false; message: string; fieldErrors: Record<string, string> };

// Whether getData ran on this page; the newest request issued and the newest whose answer was applied.
const state = pageState(() => ({ requested_: false, issued_: 0, applied_: 0 }));

const sync = createCartSync((cart) => {
  $cart.set(cart);
  $cartStatus.set('ready');
  emit(document, EVENTS.cartUpdated, { cart });
});

/** Applies an answer unless a newer request has already answered: a newer request wins over an older answer. */
function apply(seq: number, cart: Cart): void {
  if (seq <= state.applied_) return;
  state.applied_ = seq;
  $cart.set(cart);
  $cartStatus.set('ready');
  sync.publish(cart);
  emit(document, EVENTS.cartUpdated, { cart });
}

// However many islands read the cart, getData runs once per page.
onMount($cart, () => {
  if (!state.requested_) void refreshCart();
});

/**
 * GET getData and replace the cart; failures are logged and keep what was shown. `island`: the island whose action
 * this re-read follows (absent for the page's first read and background refreshes).
 */
export async function refreshCart(island?: ActingIsland): Promise<void> {
  state.requested_ = true;
  const seq = ++state.issued_;
  if (!$cart.get()) $cartStatus.set('loading');
  try {
    apply(seq, await api.getCart());
  } catch (error) {
    report(error, { island, action: 'cart could not be loaded' });
    if (!$cart.get()) $cartStatus.set('error');
  }
}

/** A POS edit's own toasts (spec 1 §8): null success shows none; the failure text replaces the server's unless serverWins. */
interface OperationTexts {
  success?: string | null;
  failure?: string;
  serverWins?: boolean;
  /** The page is left right after this operation: an answer without a cart needs no re-read. */
  leavesPage?: boolean;
  /** The caller says the failure itself (a counter scan first checks whether a lost answer's add happened). */
  quietFailure?: boolean;
  /** The island the user acted in, named by the failure's report (every cart action takes it last). */
  island?: ActingIsland;
}

/**
 * Runs one cart operation: the cart the server returns replaces ours; its message becomes a toast. Many cart calls
 * promise no answer at all (spec 1 §7 "not stated"): when the answer carries no cart, the cart is re-read (getData)
 * before the operation settles, so the screen never shows a guess of what the server holds.
 */
export async function operate(request: () => Promise<CartEnvelope>, texts: OperationTexts = {}): Promise<CartResult> {
  state.requested_ = true;
  const seq = ++state.issued_;
  try {
    const answer = await request();
    if (answer.cart) {
      apply(seq, answer.cart);
      scheduleFinancingRefresh();
    } else if (!texts.leavesPage) {
      await refreshCart(texts.island);
      scheduleFinancingRefresh();
    }
    forwardServerTracking(answer.marketing_tracking);
    const server = typeof answer.success === 'string' && answer.success ? answer.success : null;
    const message = texts.success === undefined ? server : texts.success;
    if (message) notify.success(message);
    return { ok: true, message };
  } catch (error) {
    // An expired staff session always says so: the edit's own failure text would hide why.
    const fallback =
      texts.failure &&
      !(error instanceof SessionExpiredError) &&
      !(texts.serverWins && error instanceof ServerMessageError)
        ? texts.failure
        : null;
    // quietFailure: the caller shows the failure itself (the counter scanner, after checking whether a lost add happened).
    const message = report(error, {
      island: texts.island,
      action: 'cart operation failed',
      show: texts.quietFailure ? 'inline' : 'toast',
      message: fallback ?? undefined,
    });
    let fieldErrors: Record<string, string> = {};
    if (error instanceof ServerMessageError) {
      const data = error.data as CartEnvelope | null;
      if (data?.cart) apply(seq, data.cart);
      fieldErrors = error.fieldErrors;
    } else if (outcomeUnknown(error)) {
      // The answer was lost or unreadable but the server may have done the change: show the cart it holds.
      await refreshCart(texts.island);
    }
    return { ok: false, message, fieldErrors };
  }
}

/** An add that follows a search in this tab is also a search conversion (spec 1 §1 search analytics). */
export async function addToCart(fields: api.AddToCartFields, island?: ActingIsland): Promise<CartResult> {
  const result = await operate(() => api.addToCart(fields), { island });
  if (result.ok && searchedBefore()) {
    const { search } = $config.get();
    loadSearchInsights().then(
      (m) => m.reportSearchConversion(fields.product_id, search),
      (error: unknown) => report(error, { island, action: 'tracking failed' }),
    );
  }
  return result;
}

export function setLineQuantity(key: string, quantity: number, island?: ActingIsland): Promise<CartResult> {
  return operate(() => api.editCartLine(key, quantity), { island });
}

/** Removing the last item sends the shopper to the cart page (spec 1 §4). */
export async function removeLine(key: string, island?: ActingIsland): Promise<CartResult> {
  const result = await operate(() => api.removeCartLine(key), { island });
  const cart = $cart.get();
  if (result.ok && cart && cart.products.length === 0 && cart.vouchers.length === 0) {
    const cartPage = $config.get().endpoints.cart_page;
    if (window.location.pathname !== new URL(cartPage, window.location.href).pathname) window.location.assign(cartPage);
  }
  return result;
}

/** Applies a coupon, voucher or other code; the server's message becomes a toast either way. */
export function applyCode(code: string, type?: string, island?: ActingIsland): Promise<CartResult> {
  return operate(() => api.applyCode(code.trim(), type), { island });
}

export function removeCode(type: string, code: string, island?: ActingIsland): Promise<CartResult> {
  return operate(() => api.removeCode(type, code), { island });
}

export function removeCredit(island?: ActingIsland): Promise<CartResult> {
  return operate(() => api.removeCredit(), { island });
}

/** Selects what the checkout charges (itemId is the server's); answers an error or the cart. */
export async function setPaymentData(itemId: string | number, island?: ActingIsland): Promise<CartResult> {
  const result = await operate(() => api.setPaymentData(itemId), { island });
  const cart = $cart.get();
  if (result.ok && cart) trackCartCheckoutStep(CHECKOUT_STEPS.payment, `payment ${itemId}`, cart);
  return result;
}

export type KioskResult = { ok: true; orderId: string } | { ok: false; message: string };

/**
 * Kiosk "Submit to Buy" (spec 2 §4): the pickup contact goes to the checkout data, then the order is created as
 * a kiosk order for local pickup, paid on collection. Errors are returned (shown below the button), not toasted.
 */
export async function submitKioskOrder(
  contact: { firstname: string; telephone: string },
  island?: ActingIsland,
): Promise<KioskResult> {
  try {
    await api.setCheckoutData({ firstname: contact.firstname.trim(), telephone: contact.telephone.trim() });
    const cart = $cart.get();
    if (cart) trackCartCheckoutStep(CHECKOUT_STEPS.details, 'kiosk pickup', cart);
    const { order_id } = await createKioskOrder();
    return { ok: true, orderId: String(order_id) };
  } catch (error) {
    return { ok: false, message: report(error, { island, action: 'kiosk order failed', show: 'inline' }) };
  }
}
