// The customer editor's rules (spec 3 §5) as valibot schemas; the texts are the shared ones of customer-rules.ts.
import * as v from 'valibot';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../forms/lib/rules';
import { CUSTOMER_TEXT, type CustomerSettings } from './customer-rules';

/** With require_address, a customer without an address (the address list's own problem). */
export const ADDRESS_REQUIRED = 'At least one address is required.';

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

export function addressSchema(settings: CustomerSettings) {
  const r = settings.require_address;
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

export function customerSchema(settings: CustomerSettings) {
  return v.object({
    customer_group_id: chosen(true),
    firstname: sized(2, 32, true),
    lastname: sized(2, 32, true),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => !settings.require_email || s.length > 0, CUSTOMER_TEXT.required),
      v.check((s) => !s || (s.length <= 96 && EMAIL_PATTERN.test(s)), CUSTOMER_TEXT.email),
    ),
    telephone: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => !settings.require_telephone || s.length > 0, CUSTOMER_TEXT.required),
      v.check((s) => !s || PHONE_PATTERN.test(s), CUSTOMER_TEXT.phone),
    ),
    // Not trimmed: a password's spaces are its own; empty keeps the current one.
    password: v.pipe(
      v.string(),
      v.check((s) => s.length === 0 || s.length >= 4, CUSTOMER_TEXT.min(4)),
      v.check((s) => s.length <= 20, CUSTOMER_TEXT.max(20)),
    ),
    addresses: v.pipe(
      v.array(addressSchema(settings)),
      v.check((list) => !settings.require_address || list.length > 0, ADDRESS_REQUIRED),
    ),
  });
}

/** The first problem of each field, by dotted path (`firstname`, `addresses.1.city`); empty when it can be saved. */
export function customerProblems(input: object, settings: CustomerSettings): Record<string, string> {
  const result = v.safeParse(customerSchema(settings), input, { abortPipeEarly: true });
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in problems)) problems[path] = issue.message;
  }
  return problems;
}
