// The customer rules of spec 3 §5, one valibot rule set for both staff forms: the POS cart's New Customer modal and
// the customer editor. The spec gives "Minimum {n} characters" and "Maximum {n} characters"; the other texts are the
// notification form's ("Required", "Invalid email", "Invalid phone number format"). Where the two forms differ (the
// modal's one address is sent whole or not at all), an option says so.
import * as v from 'valibot';
import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE, PHONE_PATTERN, REQUIRED } from '../../lib/notification-rules';
import type { CustomerRuleInput, CustomerSettings } from './model';

export const CUSTOMER_TEXT = {
  required: REQUIRED,
  email: INVALID_EMAIL,
  phone: INVALID_PHONE,
  min: (n: number) => `Minimum ${n} characters`,
  max: (n: number) => `Maximum ${n} characters`,
  choose: REQUIRED,
} as const;

/** With require_address, a customer without an address (the address list's own problem; the spec gives no text). */
export const ADDRESS_REQUIRED = 'At least one address is required.';

/** The notification form's e-mail and phone patterns (the phone's exactly the spec's, spec 3 §5): one of each. */
export { EMAIL_PATTERN, PHONE_PATTERN };

export interface CustomerRuleOptions {
  /**
   * An address that is sent is whole: its fields are required even without require_address. The New Customer modal's
   * one address is sent whole or not at all; the editor (false) checks an address field only when filled, unless
   * require_address (spec 3 §5: address fields are required only with the setting).
   */
  wholeAddress?: boolean;
}

/** A text of min to max characters (trimmed); an empty one is "Required" when required, else fine. */
function sized(min: number, max: number, required: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => !required || s.length > 0, CUSTOMER_TEXT.required),
    v.check((s) => s.length === 0 || s.length >= min, CUSTOMER_TEXT.min(min)),
    v.check((s) => s.length <= max, CUSTOMER_TEXT.max(max)),
  );
}

/** A chosen id (select value): positive; when not required, 0 or empty means "none". */
function chosen(required: boolean) {
  return v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.check((n) => (required ? n > 0 : n === 0 || n > 0), CUSTOMER_TEXT.choose),
  );
}

/** A contact (email, telephone): required by its setting; when given, it must match. */
function contact(required: boolean, valid: (s: string) => boolean, message: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => !required || s.length > 0, CUSTOMER_TEXT.required),
    v.check((s) => !s || valid(s), message),
  );
}

export function addressSchema(settings: CustomerSettings, options: CustomerRuleOptions = {}) {
  const r = settings.require_address || options.wholeAddress === true;
  return v.object({
    firstname: sized(2, 32, r),
    lastname: sized(2, 32, r),
    company: sized(2, 40, false),
    address_1: sized(2, 128, r),
    address_2: sized(2, 128, false),
    city: sized(2, 128, r),
    postcode: sized(2, 10, r),
    country_id: chosen(r),
    zone_id: chosen(r),
  });
}

export function customerSchema(settings: CustomerSettings, options: CustomerRuleOptions = {}) {
  return v.object({
    customer_group_id: chosen(true),
    firstname: sized(2, 32, true),
    lastname: sized(2, 32, true),
    email: contact(settings.require_email, (s) => s.length <= 96 && EMAIL_PATTERN.test(s), CUSTOMER_TEXT.email),
    telephone: contact(settings.require_telephone, (s) => PHONE_PATTERN.test(s), CUSTOMER_TEXT.phone),
    // Not trimmed: a password's spaces are its own; empty keeps the current one.
    password: v.pipe(
      v.string(),
      v.check((s) => s.length === 0 || s.length >= 4, CUSTOMER_TEXT.min(4)),
      v.check((s) => s.length <= 20, CUSTOMER_TEXT.max(20)),
    ),
    addresses: v.pipe(
      v.array(addressSchema(settings, options)),
      v.check((list) => !settings.require_address || list.length > 0, ADDRESS_REQUIRED),
    ),
  });
}

/** The first problem of each field, by dotted path (`firstname`, `addresses.1.city`); empty when it can be saved. */
export function customerProblems(
  input: CustomerRuleInput,
  settings: CustomerSettings,
  options: CustomerRuleOptions = {},
): Record<string, string> {
  const result = v.safeParse(customerSchema(settings, options), input, { abortPipeEarly: true });
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in problems)) problems[path] = issue.message;
  }
  return problems;
}
