// The customer as the staff forms edit it (spec 3 §3 "Customer (admin editor)", "Address"): one model for the POS
// cart's New Customer modal and the customer editor. Texts as typed, choices as select values.

/** The store's settings the rules follow (spec 3 §5). */
export interface CustomerSettings {
  require_email: boolean;
  require_telephone: boolean;
  require_address: boolean;
}

/** Custom field answers by custom_field_id: a text, or the chosen value ids of a checkbox. */
export type CustomValues = Record<string, string | string[]>;

export interface AddressDraft {
  /** The form's own key for the address (a new address has no address_id yet). */
  key: string;
  address_id: number;
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: string;
  zone_id: string;
  custom_field: CustomValues;
}

export interface CustomerDraft {
  customer_group_id: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  /** Empty keeps the current one. */
  password: string;
  newsletter: boolean;
  texting_alerts: boolean;
  tax_exempt: boolean;
  tax_exempt_number: string;
  default_location_id: string;
  status: boolean;
  safe: boolean;
  custom_field: CustomValues;
  addresses: AddressDraft[];
  /** The key of the default address. */
  default_address: string;
}

/** What the rules read of a customer: its own texts, its password and its addresses' texts and choices. */
export type CustomerRuleInput = Pick<
  CustomerDraft,
  'customer_group_id' | 'firstname' | 'lastname' | 'email' | 'telephone' | 'password'
> & { addresses: Omit<AddressDraft, 'key' | 'address_id' | 'custom_field'>[] };

/**
 * The New Customer modal's fields: the customer's texts and one address, laid out flat. Its rule input is the same
 * model (`newCustomerRuleInput`), so the two forms share one rule set.
 */
export type NewCustomerInput = Pick<
  CustomerDraft,
  'customer_group_id' | 'firstname' | 'lastname' | 'email' | 'telephone'
> &
  Pick<AddressDraft, 'address_1' | 'address_2' | 'city' | 'postcode' | 'country_id' | 'zone_id'>;

export type NewCustomerField = keyof NewCustomerInput;
