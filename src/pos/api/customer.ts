// Customers for the POS cart: search (source url with s), the new-customer save, countries and zones.
import type * as v from 'valibot';
import {
  CustomerListSchema,
  LocalizationSchema,
  SaveCustomerAnswerSchema,
  type Customer,
  type Localization,
} from '../../schemas/customer';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

/** GET {source}?s={query}: the customers matching a name, email or phone number. */
export function searchCustomers(query: string, signal?: AbortSignal): Promise<Customer[]> {
  return call(CustomerListSchema, callUrl(endpoint('customer_search'), '', { s: query }), { signal });
}

/** GET /api/localization/: countries and their zones. */
export function getLocalization(): Promise<Localization> {
  return call(LocalizationSchema, endpoint('localization'));
}

export type SaveCustomerAnswer = v.InferOutput<typeof SaveCustomerAnswerSchema>;

/** POST /api/customer/save (form-encoded customer): the saved customer with its customer_id. */
export function saveCustomer(fields: Record<string, FormValue>): Promise<SaveCustomerAnswer> {
  return call(SaveCustomerAnswerSchema, callUrl(endpoint('customer'), 'save'), { form: fields });
}
