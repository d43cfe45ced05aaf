// The customer editor island's props (islands/pos-customer-editor/README.md): one island for the POS customer page and
// the admin. Imported by its path by the island (not through ../index.ts), so only the editor's page loads it.
import * as v from 'valibot';
import { FlagSchema, NumberishSchema, optionalFlag } from '../../../schemas/flag';

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

const ChoiceSchema = v.object({ id: NumberishSchema, name: v.string() });

/** The customer editor island's props. */
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
