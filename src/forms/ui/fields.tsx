// The one form-field kit (shopper forms, staff dialogs, POS forms, the customer editor): labelled inputs whose problem
// is announced and tied to them (aria-invalid, aria-describedby); a required field's label carries a visual "*".
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { maskPhone, PHONE_MASK } from '../lib/phone-mask';

interface FieldProps {
  label: ReactNode;
  /** The problem to show under the field, or null. */
  error?: string | null;
  hint?: ReactNode;
}

/** The label, with a "*" seen (not read: the control says it is required) when required. */
function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="pi-form-field__label">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Problem({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} className="pi-form-field__error" role="alert">
      {error}
    </span>
  ) : null;
}

const described = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** What a control says of itself: its id, whether it has a problem, and the texts that describe it. */
const controlProps = (id: string, error?: string | null, hint?: ReactNode, className = 'pi-form-field__control') => ({
  id,
  className: className || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': described(id, error, hint),
});

/** Under a control: its hint, then its problem. */
function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="pi-form-field__hint">
          {hint}
        </span>
      ) : null}
      <Problem id={`${id}-error`} error={error} />
    </>
  );
}

export function InputField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <Label id={id} label={label} required={input.required} />
      <input {...controlProps(id, error, hint)} {...input} />
      <Notes id={id} hint={hint} error={error} />
    </div>
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
  const id = useId();
  return (
    <div className="pi-form-field">
      <Label id={id} label={label} required={select.required} />
      <select {...controlProps(id, error, hint)} {...select}>
        {children}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ label, error, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <Label id={id} label={label} required={area.required} />
      <textarea {...controlProps(id, error)} {...area} />
      <Notes id={id} error={error} />
    </div>
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
  const id = useId();
  return (
    <div className="pi-form-field pi-form-field--check">
      <input {...controlProps(id, error, hint, '')} type="checkbox" role={toggle ? 'switch' : undefined} {...input} />
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A group of radios (one answer) or checkboxes (several) in a fieldset named by its legend; `value` holds the chosen ids. */
export function ChoiceGroupField({
  label,
  error,
  multiple,
  choices,
  value,
  onValue,
  required,
  name,
}: FieldProps & {
  multiple?: boolean;
  choices: readonly { id: string; name: ReactNode }[];
  value: readonly string[];
  onValue(value: string[]): void;
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  const toggle = (choice: string, checked: boolean) => {
    if (!multiple) onValue([choice]);
    else onValue(checked ? [...value, choice] : value.filter((v) => v !== choice));
  };
  return (
    <fieldset className="pi-form-field pi-form-field--group" aria-describedby={described(id, error)}>
      <legend className="pi-form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {choices.map((c, i) => (
        <label key={c.id} className="pi-form-field__choice" htmlFor={`${id}-${i}`}>
          <input
            id={`${id}-${i}`}
            type={multiple ? 'checkbox' : 'radio'}
            name={name ?? id}
            value={c.id}
            required={multiple ? undefined : required}
            aria-invalid={error ? true : undefined}
            checked={value.includes(c.id)}
            onChange={(e) => toggle(c.id, e.target.checked)}
          />{' '}
          {c.name}
        </label>
      ))}
      <Problem id={`${id}-error`} error={error} />
    </fieldset>
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
