// The customer's calls: search (source url with s), countries and zones, and the customer's own get and save (spec 3 §7),
// the one save call of the New Customer modal and the customer editor.
import { call } from '../../../api/client';
import { endpoint } from '../../../api/endpoints';
import { ServerMessageError } from '../../../api/errors';
import { callUrl, type FormValue } from '../../../api/form';
import { CustomerListSchema, type Customer } from '../../../schemas/customer';
import {
  CustomerRecordSchema,
  LocalizationSchema,
  SaveCustomerAnswerSchema,
  type CustomerRecord,
  type Localization,
  type SaveCustomerAnswer,
} from '../schemas/customer';

/** GET {source}?s={query}: the customers matching a name, email or phone number. */
export function searchCustomers(query: string, signal?: AbortSignal): Promise<Customer[]> {
  return call(CustomerListSchema, callUrl(endpoint('customer_search'), '', { s: query }), { signal });
}

/** GET /api/localization/: countries and their zones. */
export function getLocalization(): Promise<Localization> {
  return call(LocalizationSchema, endpoint('localization'));
}

/** The customer calls' base: the caller's own (the admin's route) or the page config's `customer` endpoint. */
const baseOf = (base?: string) => base ?? endpoint('customer');

/** GET {base}get?customerId={id} (0 for a new customer). */
export function getCustomer(customerId: number, base?: string): Promise<CustomerRecord> {
  return call(CustomerRecordSchema, callUrl(baseOf(base), 'get', { customerId }));
}

/**
 * POST {base}save (a new customer) or {base}save?customerId={id} (form-encoded customer): success, customer, result,
 * redirect. An answer with `error` throws ServerMessageError (its field problems: `saveProblems`).
 */
export function saveCustomer(
  fields: Record<string, FormValue>,
  { customerId = 0, base }: { customerId?: number; base?: string } = {},
): Promise<SaveCustomerAnswer> {
  const query = customerId > 0 ? { customerId } : undefined;
  return call(SaveCustomerAnswerSchema, callUrl(baseOf(base), 'save', query), { form: fields });
}

/**
 * The save's field problems by the model's path: the server names an address problem `address.{i}.city` (or
 * `address.city`, the first address); the model's path is `addresses.{i}.city`. Empty for any other failure.
 */
export function saveProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ServerMessageError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, message]) => [
      key.replace(/^address\.(?:(\d+)\.)?/, (_, i: string | undefined) => `addresses.${i ?? 0}.`),
      message,
    ]),
  );
}
