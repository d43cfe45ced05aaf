// The POS sidebar menu's order counts (spec 2 §2 "orders with counts"): one GET /api/order page of one row.
import { atom } from 'nanostores';
import { listOrders } from '../api/orders';
import { onTestReset } from '../../lib/test-reset';

export const $menuCounts = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; counts: Record<string, number> }>({
  status: 'idle',
  counts: {},
});

/** Reads the counts once per page (again after a failure); a failure is logged and the menu shows no counts. */
export async function loadMenuCounts(): Promise<void> {
  const { status } = $menuCounts.get();
  if (status === 'loading' || status === 'ready') return;
  $menuCounts.set({ status: 'loading', counts: {} });
  try {
    const page = await listOrders({ sort: 'o.date_added', order: 'desc', page: 1, limit: 1, filters: {} });
    $menuCounts.set({ status: 'ready', counts: page.counts });
  } catch (error) {
    console.error('[parts-islands] order counts could not be loaded', error);
    $menuCounts.set({ status: 'error', counts: {} });
  }
}

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetMenuCounts() {
    $menuCounts.set({ status: 'idle', counts: {} });
  });
}
