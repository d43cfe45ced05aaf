// The customer editor's Orders tab (spec 3 §2, §7, §9): the customer's orders by order id, the summary, delete.
import { atom } from 'nanostores';
import * as api from '../api/customer-tabs';
import { deleteOrder } from '../api/orders';
import type { CustomerOrderRow, OrdersSummary } from '../schemas/customer-tabs';
import { tabChange } from './customer-tab-change';
import { createPagedList } from './paged-list';

/** Rows in this status are styled as incomplete (spec 3 §2). */
export const INCOMPLETE_STATUS = 'Incomplete Transaction';

/** The Order Express link shows only below status 3 and when the order has one (spec 3 §2). */
export const orderExpressLink = (row: CustomerOrderRow): string =>
  row.order_status_id < 3 && row.oeapi ? row.oeapi : '';

export function createCustomerOrders(customerId: number) {
  const $summary = atom<OrdersSummary | null>(null);
  const list = createPagedList<CustomerOrderRow>(
    async (query, signal) => {
      const answer = await api.listCustomerOrders(customerId, query, signal);
      $summary.set(answer.summary);
      return answer.page;
    },
    { sort: 'o.order_id', order: 'asc', limit: 10 },
  );
  return {
    list,
    $summary,
    /** GET the row's deleteUrl (offered only when the server gave one), then the list and summary again. */
    remove(row: CustomerOrderRow) {
      return tabChange(
        'order could not be deleted',
        () => deleteOrder(row.deleteUrl),
        () => list.reload(),
      );
    },
  };
}
export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
