// Forms: the one field kit and what every form shares, shopper forms (product contact, register, custom forms,
// product options, the vehicle selector's selects) and staff forms (dialogs, POS forms, the customer editor) alike.
// - ui/fields.tsx (+ fields.css): labelled fields; a problem is announced (role=alert) and tied to its control
//   (aria-invalid, aria-describedby); a required field's label carries a "*" hidden from screen readers (the control
//   says it is required). `Field` wraps any control; Input/Select/TextArea/Checkbox/ChoiceGroup/Choice/Phone build on it.
// - ui/captcha-field.tsx: the captcha (image, "New Image", the code); ui/location-field.tsx: a store's location list
//   (loading, failure with "Try again").
// - rules.ts: one e-mail pattern and one phone pattern for every form, the store's form texts and the staff forms' texts;
//   no React, so rule modules of any layer (src/lib, src/stores) import it directly. phone-mask.ts: (###) ###-####.
// Islands and src/ui import this index; the forms' calls and stores stay in src/api and src/stores (the layers).
// The build keeps the kit out of the shared core chunk: pages without a form never load it (build.mjs, FORMS_KIT).
export {
  CheckboxField,
  ChoiceField,
  ChoiceGroupField,
  Field,
  FormButtons,
  InputField,
  PhoneField,
  SelectField,
  TextAreaField,
} from './ui/fields';
export { default as fieldsCss } from './ui/fields.css?inline';
export * from './lib/rules';
export { maskPhone, PHONE_MASK } from './lib/phone-mask';
