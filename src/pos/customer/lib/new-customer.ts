// The New Customer modal's fields as the one customer model: its one address, laid out flat, is sent whole or not at
// all, and its problems come from the one rule set (./rules).
import type { CustomerRuleInput, CustomerSettings, NewCustomerField, NewCustomerInput } from './model';
import { customerProblems } from './rules';

/** Whether the New Customer modal sends its address: when required, or when any of its texts was filled in. */
export function hasAddress(input: NewCustomerInput, settings: CustomerSettings): boolean {
  return (
    settings.require_address ||
    [input.address_1, input.address_2, input.city, input.postcode].some((s) => s.trim() !== '')
  );
}

/** The New Customer modal's fields as the one model: its address (with the customer's names) when it is sent. */
export function newCustomerRuleInput(input: NewCustomerInput, settings: CustomerSettings): CustomerRuleInput {
  const { address_1, address_2, city, postcode, country_id, zone_id, ...customer } = input;
  const address = { firstname: input.firstname, lastname: input.lastname, company: '' };
  return {
    ...customer,
    password: '',
    addresses: hasAddress(input, settings)
      ? [{ ...address, address_1, address_2, city, postcode, country_id, zone_id }]
      : [],
  };
}

export type NewCustomerProblems = Partial<Record<NewCustomerField, string>>;

/**
 * Problems by the model's path (the rules' or the server's) as the New Customer modal's fields: its one address's
 * fields are laid out flat (`addresses.0.city` is `city`; its names are the customer's).
 */
export function newCustomerFieldsOf(problems: Record<string, string>): NewCustomerProblems {
  const fields: NewCustomerProblems = {};
  for (const [path, message] of Object.entries(problems))
    fields[path.replace(/^addresses\.0\./, '') as NewCustomerField] ??= message;
  return fields;
}

/** The New Customer modal's problems by field: the one rule set, its address sent whole. */
export const newCustomerProblems = (input: NewCustomerInput, settings: CustomerSettings): NewCustomerProblems =>
  newCustomerFieldsOf(customerProblems(newCustomerRuleInput(input, settings), settings, { wholeAddress: true }));
