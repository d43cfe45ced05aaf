import * as api from '../api/compare';
import { outcomeUnknown } from '../api/errors';
import type { Compare } from '../schemas/product';
import { notify } from './ports';
import { report, type ActingIsland } from '../registry/report';
import { pageAtom } from '../registry/page';

/** How many products the session compares; every toolbar on the page reads this one store (null: not known yet). */
export const $compareCount = pageAtom<number | null>(null);
/** The compare page's list as the server last answered it. */
export const $compareList = pageAtom<Compare | null>(null);
export const $compareStatus = pageAtom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** The server rendered the count into a toolbar: the first one seeds the store, later answers win. */
export function seedCompareCount(count: number): void {
  if ($compareCount.get() === null) $compareCount.set(count);
}

/** "Compare errors … are shown as an Uh oh! toast." `island`: the island the user acted in, if any. */
function fail(error: unknown, island?: ActingIsland): false {
  report(error, { island, action: 'compare call failed', show: notify.uhOh });
  return false;
}

/** After a change whose answer was lost, or carried no count, the list (and count) the server holds replace our guess. */
async function reread(error: unknown, island?: ActingIsland): Promise<void> {
  if (error !== null && !outcomeUnknown(error)) return;
  try {
    const list = await api.getCompare();
    if ($compareList.get()) $compareList.set(list);
    $compareCount.set(list.products.length);
  } catch (again) {
    report(again, { island, action: 'compare list could not be re-read' });
  }
}

export async function loadCompare(): Promise<void> {
  $compareStatus.set('loading');
  try {
    const list = await api.getCompare();
    $compareList.set(list);
    $compareCount.set(list.products.length);
    $compareStatus.set('ready');
  } catch (error) {
    $compareStatus.set($compareList.get() ? 'ready' : 'error');
    fail(error);
  }
}

export async function addToCompare(productId: number, island?: ActingIsland): Promise<boolean> {
  try {
    const answer = await api.addToCompare(productId);
    // The spec promises only success: a count (number or OpenCart's "Product Compare (3)") is taken, else re-read.
    if (answer.total !== undefined) $compareCount.set(answer.total);
    else await reread(null, island);
    if (typeof answer.success === 'string' && answer.success) notify.success(answer.success);
    return true;
  } catch (error) {
    await reread(error, island);
    return fail(error, island);
  }
}

export async function removeFromCompare(productId: number, island?: ActingIsland): Promise<boolean> {
  try {
    const answer = await api.removeFromCompare(productId);
    const list = $compareList.get();
    if (list) {
      // The page's list is what the server answered minus the removed product; its length is the count.
      const products = list.products.filter((p) => p.product_id !== productId);
      $compareList.set({ ...list, products });
      $compareCount.set(answer.total ?? products.length);
    } else if (answer.total !== undefined) $compareCount.set(answer.total);
    else await reread(null, island);
    return true;
  } catch (error) {
    await reread(error, island);
    return fail(error, island);
  }
}
