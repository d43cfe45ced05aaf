// The one form-field kit's named fields (shopper forms, staff dialogs, POS forms, the customer editor), on the base Field.
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { maskPhone, PHONE_MASK } from '../lib/phone-mask';
import { controlProps, Field, Notes, useFieldId, type FieldProps } from './field';

export { ChoiceGroupField, Field } from './field';

export function InputField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={input.required}
      id={input.id}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

/** A phone input with the mask (###) ###-####: digits fill the pattern as they are typed or pasted. */
export function PhoneField({
  value,
  onValue,
  ...field
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
    value: string;
    onValue(value: string): void;
  }) {
  return (
    <InputField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replace(/#/g, '_')}
      value={value}
      onChange={(e) => onValue(maskPhone(e.target.value))}
      {...field}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={select.required}
      id={select.id}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={area.required}
      id={area.id}
      control={(props) => <textarea {...props} {...area} />}
    />
  );
}

/** A checkbox (role="switch" for a toggle) with its label beside it. */
export function CheckboxField({
  label,
  error,
  hint,
  toggle,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { toggle?: boolean }) {
  const id = useFieldId(input.id);
  return (
    <div className="pi-form-field pi-form-field--check">
      <input
        id={id}
        {...controlProps(id, error, hint, '')}
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        {...input}
      />
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A select of named choices, after a placeholder option ("Choose a make") when there is one. */
export function ChoiceField({
  choices,
  placeholder,
  ...field
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { choices: { id: string; name: string }[]; placeholder?: string }) {
  return (
    <SelectField {...field}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A form dialog's buttons: Cancel, and the submit button of the form `formId` ("Update" -> "Updating..." while busy). */
export function FormButtons({
  formId,
  label,
  busyLabel,
  busy,
  disabled,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  formId: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel(): void;
  cancelLabel?: string;
}) {
  return (
    <>
      <button type="button" className="pi-btn" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="pi-btn pi-btn--primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
