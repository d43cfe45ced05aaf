// The customer editor's Returns tab (spec 3 §2, §7, §9): the customer's returns, by date added ascending.
import * as api from '../api/customer-tabs';
import type { CustomerReturnRow } from '../schemas/customer-tabs';
import { createPagedList } from './paged-list';

export function createCustomerReturns(customerId: number) {
  return createPagedList<CustomerReturnRow>((query, signal) => api.listCustomerReturns(customerId, query, signal), {
    sort: 'r.date_added',
    order: 'asc',
    limit: 10,
  });
}
