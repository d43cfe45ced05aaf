import { outcomeUnknown } from '../api/errors';
import * as api from '../api/wishlist';
import type { WishlistEntry } from '../schemas/product';
import { trackAddToWishlist, type TrackedProduct } from '../tracking/marketing';
import { notify } from './ports';
import { report, type ActingIsland } from '../registry/report';
import { pageAtom } from '../registry/page';

/** The signed-in account's wishlist as the server last answered it. */
export const $wishlist = pageAtom<WishlistEntry[] | null>(null);
export const $wishlistStatus = pageAtom<'idle' | 'loading' | 'ready' | 'error'>('idle');
/** A change's answer holds no list (the spec promises none): the list the page shows, if any, is read again. */
async function rereadShownList(island?: ActingIsland): Promise<void> {
  if (!$wishlist.get()) return;
  try {
    $wishlist.set(await api.getWishlist());
  } catch (again) {
    report(again, { island, action: 'wishlist could not be re-read' });
  }
}

/** "Wishlist failures are shown as an Uh oh! toast." `island`: the island the user acted in, if any. */
function fail(error: unknown, island?: ActingIsland): false {
  report(error, { island, action: 'wishlist call failed', show: notify.uhOh });
  return false;
}

export async function loadWishlist(): Promise<void> {
  $wishlistStatus.set('loading');
  try {
    $wishlist.set(await api.getWishlist());
    $wishlistStatus.set('ready');
  } catch (error) {
    $wishlistStatus.set($wishlist.get() ? 'ready' : 'error');
    fail(error);
  }
}

/** Adds and reports the add to analytics ("The add is reported to analytics"). */
export async function addToWishlist(product: TrackedProduct, island?: ActingIsland): Promise<boolean> {
  try {
    const answer = await api.addToWishlist(product.product_id);
    trackAddToWishlist(product);
    await rereadShownList(island);
    if (typeof answer.success === 'string' && answer.success) notify.success(answer.success);
    return true;
  } catch (error) {
    return fail(error, island);
  }
}

export async function removeFromWishlist(productId: number, island?: ActingIsland): Promise<boolean> {
  try {
    await api.removeFromWishlist(productId);
    $wishlist.set(($wishlist.get() ?? []).filter((p) => p.product_id !== productId));
    return true;
  } catch (error) {
    // The answer was lost but the server may have removed it: show the list it holds.
    if (outcomeUnknown(error)) await rereadShownList(island);
    return fail(error, island);
  }
}
