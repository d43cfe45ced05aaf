// POS customers list (spec 2 §7: GET /api/customer/get, sort=custname) and the notification dialog's contact update.
import { CustomerRowSchema, MessageAnswerSchema, type CustomerRow } from '../schemas/orders';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';
import { fetchGenericList, type ListPage, type ListQuery } from './paged';

export function listCustomers(query: ListQuery, signal?: AbortSignal): Promise<ListPage<CustomerRow>> {
  return fetchGenericList(callUrl(endpoint('customer'), 'get'), query, CustomerRowSchema, signal);
}

/** POST updateContactInfo?customerId= with the notification form (spec 3 §7). */
export function updateContactInfo(customerId: number, form: Record<string, FormValue>) {
  return call(MessageAnswerSchema, callUrl(endpoint('customer'), 'updateContactInfo', { customerId }), { form });
}
