// The customer rules of spec 3 §5, for the POS "New Customer" form. The spec gives "Minimum {n} characters" and
// "Maximum {n} characters"; the other texts are the notification form's ("Required", "Invalid email",
// "Invalid phone number format").
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../forms/lib/rules';

export const CUSTOMER_TEXT = {
  required: 'Required',
  email: 'Invalid email',
  phone: 'Invalid phone number format',
  min: (n: number) => `Minimum ${n} characters`,
  max: (n: number) => `Maximum ${n} characters`,
  choose: 'Required',
} as const;

/** The notification form's phone pattern, exactly the spec's (spec 3 §5): one pattern for every phone field. */
export { PHONE_PATTERN };

export interface CustomerSettings {
  require_email: boolean;
  require_telephone: boolean;
  require_address: boolean;
}

export interface NewCustomerInput {
  customer_group_id: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: string;
  zone_id: string;
}

export type CustomerField = keyof NewCustomerInput;

function length(value: string, min: number, max: number, required: boolean): string | null {
  if (!value) return required ? CUSTOMER_TEXT.required : null;
  if (value.length < min) return CUSTOMER_TEXT.min(min);
  if (value.length > max) return CUSTOMER_TEXT.max(max);
  return null;
}

/** Whether the address is sent: when required, or when any of its fields was filled in. */
export function hasAddress(input: NewCustomerInput, settings: CustomerSettings): boolean {
  return (
    settings.require_address ||
    [input.address_1, input.address_2, input.city, input.postcode].some((v) => v.trim() !== '')
  );
}

/** Every field's problem, by field; empty when the customer can be saved. */
export function checkNewCustomer(
  input: NewCustomerInput,
  settings: CustomerSettings,
): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  const set = (field: CustomerField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  const v = Object.fromEntries(
    Object.entries(input).map(([k, value]) => [k, value.trim()]),
  ) as unknown as NewCustomerInput;
  set('customer_group_id', v.customer_group_id ? null : CUSTOMER_TEXT.choose);
  set('firstname', length(v.firstname, 2, 32, true));
  set('lastname', length(v.lastname, 2, 32, true));
  set(
    'email',
    !v.email
      ? settings.require_email
        ? CUSTOMER_TEXT.required
        : null
      : EMAIL_PATTERN.test(v.email) && v.email.length <= 96
        ? null
        : CUSTOMER_TEXT.email,
  );
  set(
    'telephone',
    !v.telephone
      ? settings.require_telephone
        ? CUSTOMER_TEXT.required
        : null
      : PHONE_PATTERN.test(v.telephone)
        ? null
        : CUSTOMER_TEXT.phone,
  );
  if (hasAddress(v, settings)) {
    set('address_1', length(v.address_1, 2, 128, true));
    set('address_2', length(v.address_2, 2, 128, false));
    set('city', length(v.city, 2, 128, true));
    set('postcode', length(v.postcode, 2, 10, true));
    set('country_id', Number(v.country_id) > 0 ? null : CUSTOMER_TEXT.choose);
    set('zone_id', Number(v.zone_id) > 0 ? null : CUSTOMER_TEXT.choose);
  }
  return errors;
}
