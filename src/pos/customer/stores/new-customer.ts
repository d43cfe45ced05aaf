// The POS cart's New Customer modal: countries and zones once per page, its fields as the one save call takes them,
// and the save, which puts the new customer on the cart.
import { getLocalization, saveCustomer, saveProblems } from '../api/customer';
import { SchemaError, userMessage } from '../../../api/errors';
import type { FormValue } from '../../../api/form';
import type { Localization } from '../schemas/customer';
import type { CustomerSettings, NewCustomerInput } from '../lib/model';
import { newCustomerFieldsOf, newCustomerRuleInput, type NewCustomerProblems } from '../lib/new-customer';
import { notify } from '../../../stores/ports';
import { setCartCustomer } from '../../stores/cart';
import { report } from '../../../registry/report';
import { pageState } from '../../../registry/page';

// Countries and zones, asked once per page (a failed ask is asked again).
const state = pageState(() => ({ localization_: null as Promise<Localization | null> | null }));

/** GET /api/localization/ once per page; null when it failed (logged): the address can then be skipped. */
export function loadLocalization(): Promise<Localization | null> {
  state.localization_ ??= getLocalization().catch((error: unknown) => {
    report(error, { action: 'countries could not be loaded' });
    state.localization_ = null;
    return null;
  });
  return state.localization_;
}

/** A customer as the save call takes it (form fields; the address as address[0][…]). */
export type CustomerFields = Record<string, FormValue>;

export type SaveResult =
  { ok: true; customerId: number } | { ok: false; message: string; fieldErrors: NewCustomerProblems };

/** What the New Customer form holds besides its text fields. */
export interface NewCustomerFlags {
  is_pro: boolean;
  newsletter: boolean;
  texting_alerts: boolean;
}

/**
 * The New Customer form as POST /api/customer/save takes it: trimmed texts, the flags, `safe` always 1 (spec 3 §5:
 * staff-created customers are trusted), and the address as address[0][…] (with the names) only when it is sent.
 */
export function newCustomerFields(
  input: NewCustomerInput,
  flags: NewCustomerFlags,
  settings: CustomerSettings,
): CustomerFields {
  const trimmed = Object.fromEntries(Object.entries(input).map(([k, s]) => [k, s.trim()])) as NewCustomerInput;
  // The one model's shape: the address, when sent, with the customer's names (no company, no password here).
  const { addresses, password: _password, ...customer } = newCustomerRuleInput(trimmed, settings);
  const fields: CustomerFields = { ...customer, ...flags, safe: true };
  if (addresses.length) fields.address = addresses.map(({ company: _company, ...address }) => address);
  return fields;
}

/** Saves a new customer, then puts them on the cart ("Customer assigned to cart!"). Field errors come back per field. */
export async function createCustomer(fields: CustomerFields): Promise<SaveResult> {
  try {
    const answer = await saveCustomer(fields);
    const customerId = answer.customer?.customer_id ?? 0;
    // The cart needs the new customer's id: an answer without it is not the documented one.
    if (!customerId) throw new SchemaError('The save answer names no customer_id.', 'customer/save');
    await setCartCustomer(customerId);
    return { ok: true, customerId };
  } catch (error) {
    report(error, { action: 'customer could not be saved', show: 'inline' });
    const fieldErrors = newCustomerFieldsOf(saveProblems(error));
    const message = userMessage(error);
    if (!Object.keys(fieldErrors).length) notify.error(message);
    return { ok: false, message, fieldErrors };
  }
}
