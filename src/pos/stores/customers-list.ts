// The POS customers list (spec 2 §2): GET /api/customer/get sorted by custname, filters and page in the query string.
import * as api from '../api/customers';
import { createPagedList, syncListWithUrl } from './paged-list';
import { pageState } from '../../registry/page';

export const CUSTOMER_FILTERS = ['filter_name', 'filter_email', 'filter_ip'] as const;

// The page's list (one per page, loaded by its island; a stopped page aborts its load and starts empty).
export const customersList = pageState(() =>
  createPagedList((query, signal) => api.listCustomers(query, signal), {
    sort: 'custname',
    order: 'asc',
    limit: 10,
  }),
);

export function startCustomersList(): () => void {
  return syncListWithUrl(customersList, CUSTOMER_FILTERS);
}
