// The POS customers list (spec 2 §2): GET /api/customer/get sorted by custname, filters and page in the query string.
import * as api from '../api/customers';
import { createPagedList, syncListWithUrl } from './paged-list';

export const CUSTOMER_FILTERS = ['filter_name', 'filter_email', 'filter_ip'] as const;

export const customersList = createPagedList((query, signal) => api.listCustomers(query, signal), {
  sort: 'custname',
  order: 'asc',
  limit: 10,
});

export function startCustomersList(): () => void {
  return syncListWithUrl(customersList, CUSTOMER_FILTERS);
}
