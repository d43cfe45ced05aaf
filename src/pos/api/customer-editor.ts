// The customer editor's calls (spec 3 §7): GET {base}get?customerId= and POST {base}save[?customerId=] (form-encoded).
import {
  EditorCustomerSchema,
  EditorSaveAnswerSchema,
  type EditorCustomer,
  type EditorSaveAnswer,
} from '../schemas/customer-editor';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';

/** The editor's base: its own prop (the admin's route) or the page config's `customer` endpoint. */
const baseOf = (base?: string) => base ?? endpoint('customer');

/** GET {base}get?customerId={id} (0 for a new customer). */
export function getEditorCustomer(customerId: number, base?: string): Promise<EditorCustomer> {
  return call(EditorCustomerSchema, callUrl(baseOf(base), 'get', { customerId }));
}

/** POST {base}save (new) or {base}save?customerId={id}: success, customer, result, redirect; `error` throws. */
export function saveEditorCustomer(
  customerId: number,
  fields: Record<string, FormValue>,
  base?: string,
): Promise<EditorSaveAnswer> {
  const query = customerId > 0 ? { customerId } : undefined;
  return call(EditorSaveAnswerSchema, callUrl(baseOf(base), 'save', query), { form: fields });
}
