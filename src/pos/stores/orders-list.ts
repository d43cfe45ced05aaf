// The POS orders list (spec 2 §2): status tabs, filters, sort and page in the query string; Continue Order.
import * as api from '../api/orders';
import { notify } from '../../stores/ports';
import { createPagedList, syncListWithUrl } from './paged-list';
import { pageState } from '../../registry/page';

/** Tabs and their status parameter (spec 2 §2). */
export const ORDER_TABS = [
  { status: '', label: 'All', count: 'all' },
  { status: 'saved', label: 'Saved', count: 'saved' },
  { status: 'kiosk', label: 'Kiosk', count: 'kiosk' },
  { status: 'outstanding_balance', label: 'Outstanding Balance', count: 'outstanding_balance' },
  { status: 'complete', label: 'Paid', count: 'complete' },
] as const;

export const ORDER_FILTERS = ['status', 'filter_order_id', 'filter_customer', 'filter_date_added'] as const;
export const INVALID_SELECTION = 'Invalid Selection: Please select one order to continue.';

/** GET /api/order with sort=o.date_added (newest first), from_pos=1; the alternate list's limit 20. */
// The page's list (one per page, loaded by its island; a stopped page aborts its load and starts empty).
export const ordersList = pageState(() =>
  createPagedList((query, signal) => api.listOrders(query, signal), {
    sort: 'o.date_added',
    order: 'desc',
    limit: 20,
  }),
);

export function startOrdersList(): () => void {
  return syncListWithUrl(ordersList, ORDER_FILTERS);
}

/** Continue Order needs exactly one selected order; it goes to /pos/order/continue?order_id=. */
export function continueOrder(selected: number[], continueUrl = '/pos/order/continue'): boolean {
  if (selected.length !== 1) {
    notify.error(INVALID_SELECTION);
    return false;
  }
  window.location.assign(`${continueUrl}?order_id=${selected[0]}`);
  return true;
}
