// The customer's wire shapes (spec 3 §3, §7): the customer GET /get?customerId= returns, the one save answer (the New
// Customer modal and the editor save through the same call), countries and zones.
import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../../schemas/flag';
import type { CustomValues } from '../lib/model';

const text = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((x) => x ?? ''),
);
const id = v.pipe(
  v.optional(v.nullable(v.union([NumberishSchema, v.literal('')])), 0),
  v.transform((x): number => (typeof x === 'number' ? x : 0)),
);
const flag = v.pipe(
  v.optional(v.nullable(FlagSchema), false),
  v.transform((x) => x === true),
);

/** Custom field answers by custom_field_id: a text, or the chosen value ids of a checkbox. PHP sends [] for none. */
export const CustomValuesSchema = v.pipe(
  v.optional(
    v.nullable(
      v.union([
        v.record(v.string(), v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))])),
        v.array(v.never()),
        v.literal(''),
      ]),
    ),
    {},
  ),
  v.transform((x): CustomValues =>
    Object.fromEntries(
      Object.entries(x && !Array.isArray(x) && typeof x === 'object' ? x : {}).map(([k, val]) => [
        k,
        Array.isArray(val) ? val.map(String) : String(val),
      ]),
    ),
  ),
);

export const AddressRecordSchema = v.object({
  address_id: id,
  firstname: text,
  lastname: text,
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  postcode: text,
  country_id: id,
  zone_id: id,
  custom_field: CustomValuesSchema,
});
export type AddressRecord = v.InferOutput<typeof AddressRecordSchema>;

/** The stored customer (spec 3 §3 "Customer (admin editor)"); texting_alerts may be a string ("true", "1"). */
export const CustomerRecordSchema = v.object({
  customer_id: id,
  customer_group_id: id,
  firstname: text,
  lastname: text,
  email: text,
  telephone: text,
  newsletter: flag,
  texting_alerts: flag,
  tax_exempt: flag,
  tax_exempt_number: text,
  default_location_id: id,
  status: v.pipe(
    v.optional(v.nullable(FlagSchema), true),
    v.transform((x) => x !== false),
  ),
  safe: flag,
  addresses: v.pipe(
    v.optional(v.nullable(v.union([v.array(AddressRecordSchema), v.record(v.string(), AddressRecordSchema)])), []),
    v.transform((x) => (Array.isArray(x) ? x : Object.values(x ?? {}))),
  ),
  /** The default address's address_id. */
  address_id: id,
  account_custom_field: CustomValuesSchema,
});
export type CustomerRecord = v.InferOutput<typeof CustomerRecordSchema>;

/**
 * POST /save, both forms' one answer (spec 3 §3, §7): success, error (a text or messages by field: the api client
 * throws it), customer, result ("added" or other), redirect.
 */
export const SaveCustomerAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  customer: v.optional(CustomerRecordSchema),
  result: v.optional(v.nullable(v.string()), ''),
  redirect: v.optional(v.nullable(v.string())),
});
export type SaveCustomerAnswer = v.InferOutput<typeof SaveCustomerAnswerSchema>;

/** GET /api/localization/: countries and zones (zones belong to a country). */
export const LocalizationSchema = v.object({
  countries: v.array(v.object({ country_id: NumberishSchema, name: v.string() })),
  zones: v.array(v.object({ zone_id: NumberishSchema, country_id: NumberishSchema, name: v.string() })),
});
export type Localization = v.InferOutput<typeof LocalizationSchema>;
