// The POS sidebar menu's order counts (spec 2 §2 "orders with counts"): one GET /api/order page of one row.
import { listOrders } from '../api/orders';
import { report } from '../../registry/report';
import { pageAtom } from '../../registry/page';

export const $menuCounts = pageAtom<{ status: 'idle' | 'loading' | 'ready' | 'error'; counts: Record<string, number> }>(
  {
    status: 'idle',
    counts: {},
  },
);

/** Reads the counts once per page (again after a failure); a failure is logged and the menu shows no counts. */
export async function loadMenuCounts(): Promise<void> {
  const { status } = $menuCounts.get();
  if (status === 'loading' || status === 'ready') return;
  $menuCounts.set({ status: 'loading', counts: {} });
  try {
    const page = await listOrders({ sort: 'o.date_added', order: 'desc', page: 1, limit: 1, filters: {} });
    $menuCounts.set({ status: 'ready', counts: page.counts });
  } catch (error) {
    report(error, { action: 'order counts could not be loaded' });
    $menuCounts.set({ status: 'error', counts: {} });
  }
}
