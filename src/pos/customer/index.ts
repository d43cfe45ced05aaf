// The customer concern (staff only), its public face: one model, one rule set (spec 3 §5) for the POS cart's New
// Customer modal and the customer editor, the wire (one answer schema for the one save call), the calls and the one
// error mapper (the save's field problems by the model's path). Re-exports only, no code of its own.
//
// Three more modules are public, each imported by its own path by its one user: the editor's state (`./stores/editor`)
// and props (`./schemas/editor-props`), both the pos-customer-editor island's, and the New Customer modal
// (`./ui/new-customer`, the POS cart's customer panel). esbuild splits chunks by file, not by what is used: re-exported
// here, they would be reached by every importer, and each form's page would load the other form's code.
export type {
  AddressDraft,
  CustomerDraft,
  CustomerRuleInput,
  CustomerSettings,
  CustomValues,
  NewCustomerField,
  NewCustomerInput,
} from './lib/model';
export {
  ADDRESS_REQUIRED,
  CUSTOMER_TEXT,
  customerProblems,
  customerSchema,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type CustomerRuleOptions,
} from './lib/rules';
export {
  CustomerRecordSchema,
  LocalizationSchema,
  SaveCustomerAnswerSchema,
  type AddressRecord,
  type CustomerRecord,
  type Localization,
  type SaveCustomerAnswer,
} from './schemas/customer';
export type { CustomerEditorConfig, CustomField } from './schemas/editor-props';
export { getCustomer, getLocalization, saveCustomer, saveProblems, searchCustomers } from './api/customer';
