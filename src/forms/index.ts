// Forms: the one field kit and the forms' texts and patterns, for the shopper forms (product contact, register, custom
// forms, the vehicle selector's lists) and the staff forms (dialogs, POS forms, the customer editor) alike.
// - ui/fields.tsx (+ fields.css, `fieldsCss`): labelled fields whose problem is announced (role=alert) and tied to the
//   control (aria-invalid, aria-describedby); a required field's label carries a "*" hidden from screen readers (the
//   control says it is required). Input, Phone (mask (###) ###-####), Select, TextArea, Checkbox, ChoiceGroup, Choice
//   fields and a form dialog's buttons. An island with a look of its own styles the kit's classes (pi-form-field…)
//   in its stylesheet instead of loading fieldsCss (the vehicle selector).
// - lib/rules.ts: one e-mail pattern and one phone pattern for every form, the store's form texts ("{label} is
//   required!", "Must be a valid email!", the captcha's label) and the staff forms' texts; lib/phone-mask.ts. No React:
//   rule modules of any layer import src/forms/lib directly (stores, api, schemas and lib never import this index).
// Islands and ui import this index. The forms' calls and stores (contact locations, custom-form submissions) stay in
// src/api and src/stores. The build never puts the kit in the shopper core chunk (src/areas.mjs FORMS): a page without
// a form does not load it, a page with one loads it as one chunk.
export {
  CheckboxField,
  ChoiceField,
  ChoiceGroupField,
  FormButtons,
  InputField,
  PhoneField,
  SelectField,
  TextAreaField,
} from './ui/fields';
export { default as fieldsCss } from './ui/fields.css?inline';
export * from './lib/rules';
export { maskPhone, PHONE_MASK } from './lib/phone-mask';
