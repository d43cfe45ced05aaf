// Wire shapes of the customer editor (spec 3 §3, §7): the customer GET /get?customerId= returns, and the save answer.
import * as v from 'valibot';
import { FlagSchema, NumberishSchema, optionalFlag } from '../../schemas/flag';

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

export const CUSTOM_FIELD_TYPES = [
  'select',
  'radio',
  'checkbox',
  'text',
  'textarea',
  'date',
  'time',
  'datetime',
] as const;

/** A custom field (spec 3 §3): shown on the account (General) or on each address. */
export const CustomFieldSchema = v.object({
  custom_field_id: NumberishSchema,
  name: v.string(),
  type: v.picklist(CUSTOM_FIELD_TYPES),
  location: v.picklist(['account', 'address']),
  custom_field_value: v.optional(v.array(v.object({ custom_field_value_id: NumberishSchema, name: v.string() })), []),
});
export type CustomField = v.InferOutput<typeof CustomFieldSchema>;

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
  v.transform((x): Record<string, string | string[]> =>
    Object.fromEntries(
      Object.entries(x && !Array.isArray(x) && typeof x === 'object' ? x : {}).map(([k, val]) => [
        k,
        Array.isArray(val) ? val.map(String) : String(val),
      ]),
    ),
  ),
);
export type CustomValues = v.InferOutput<typeof CustomValuesSchema>;

export const EditorAddressSchema = v.object({
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
export type EditorAddress = v.InferOutput<typeof EditorAddressSchema>;

/** The customer the editor edits (spec 3 §3 "Customer (admin editor)"); texting_alerts may be a string ("true", "1"). */
export const EditorCustomerSchema = v.object({
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
    v.optional(v.nullable(v.union([v.array(EditorAddressSchema), v.record(v.string(), EditorAddressSchema)])), []),
    v.transform((x) => (Array.isArray(x) ? x : Object.values(x ?? {}))),
  ),
  /** The default address's address_id. */
  address_id: id,
  account_custom_field: CustomValuesSchema,
});
export type EditorCustomer = v.InferOutput<typeof EditorCustomerSchema>;

/** POST /save: success, error (a text or messages by field), customer, result ("added" or other), redirect. */
export const EditorSaveAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  customer: v.optional(EditorCustomerSchema),
  result: v.optional(v.nullable(v.string()), ''),
  redirect: v.optional(v.nullable(v.string())),
});
export type EditorSaveAnswer = v.InferOutput<typeof EditorSaveAnswerSchema>;

const ChoiceSchema = v.object({ id: NumberishSchema, name: v.string() });

/** The customer editor island's props: one island for the POS customer page and the admin (islands/pos-customer-editor/README.md). */
export const CustomerEditorPropsSchema = v.object({
  /** The customer to edit; 0 (or absent) adds a new one. */
  customer_id: v.optional(NumberishSchema, 0),
  /** `pos`: the POS customer page (safe forced to 1, the page buttons); `admin`: the admin's editor. */
  mode: v.optional(v.picklist(['pos', 'admin']), 'pos'),
  /** Base of the get and save calls (GET {base}get?customerId=, POST {base}save?customerId=); the page config's `customer` endpoint when absent. */
  base: v.optional(v.string()),
  customer_groups: v.optional(v.array(v.object({ customer_group_id: NumberishSchema, name: v.string() })), []),
  /** Account and address custom fields (spec 3 §3). */
  custom_fields: v.optional(v.array(CustomFieldSchema), []),
  /** The store's locations: the default location select shows in pro mode with 2 or more. */
  locations: v.optional(v.array(v.object({ location_id: NumberishSchema, location_name: v.string() })), []),
  /** Pro mode; the page config's `pro_mode` when absent. */
  pro_mode: v.optional(FlagSchema),
  require_email: optionalFlag(false),
  require_telephone: optionalFlag(false),
  require_address: optionalFlag(false),
  /** The Vehicles tab shows only when vehicles are enabled. */
  vehicles_enabled: optionalFlag(true),
  /** Whether a save that added a customer may follow the server's redirect (spec 3 §4). */
  allow_redirect: optionalFlag(true),
  /** New Transaction puts the customer on the POS cart, then goes here to start the sale. */
  new_transaction_url: v.optional(v.string(), '/product/catalog'),
  /** Where "Back" / the breadcrumb list lives. */
  list_url: v.optional(v.string(), '/pos/customer'),
  /** Extra choices a tab may need (e.g. order statuses); passed through untouched. */
  order_statuses: v.optional(v.array(ChoiceSchema), []),
});

export type CustomerEditorConfig = v.InferOutput<typeof CustomerEditorPropsSchema>;
