// The form-field kit of the staff dialogs: labelled inputs whose problem is announced and tied to them.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { maskPhone, PHONE_MASK } from '../lib/phone-mask';

interface FieldProps {
  label: string;
  /** The problem to show under the field, or null. */
  error?: string | null;
  hint?: ReactNode;
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

export function InputField({ label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <input
        id={id}
        className="pi-form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...input}
      />
      {hint ? (
        <span id={`${id}-hint`} className="pi-form-field__hint">
          {hint}
        </span>
      ) : null}
      <Problem id={`${id}-error`} error={error} />
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
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <select
        id={id}
        className="pi-form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        {...select}
      >
        {children}
      </select>
      <Problem id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({ label, error, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="pi-form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        {...area}
      />
      <Problem id={`${id}-error`} error={error} />
    </div>
  );
}

/** A checkbox (role="switch" for a toggle) with its label beside it. */
export function CheckboxField({
  label,
  error,
  toggle,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { toggle?: boolean }) {
  const id = useId();
  return (
    <div className="pi-form-field pi-form-field--check">
      <input
        id={id}
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        {...input}
      />
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <Problem id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of radios (one value) or checkboxes (several) in a fieldset named by its legend. */
export function ChoiceGroupField({
  label,
  error,
  kind,
  options,
  value,
  onValue,
  required,
  name,
}: FieldProps & {
  kind: 'radio' | 'checkbox';
  options: readonly string[];
  value: readonly string[];
  onValue(value: string[]): void;
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  const toggle = (option: string, checked: boolean) => {
    if (kind === 'radio') onValue([option]);
    else onValue(checked ? [...value, option] : value.filter((v) => v !== option));
  };
  return (
    <fieldset className="pi-form-field pi-form-field--group" aria-describedby={described(id, error)}>
      <legend className="pi-form-field__label">{label}</legend>
      {options.map((option, i) => (
        <label key={option} className="pi-form-field__choice" htmlFor={`${id}-${i}`}>
          <input
            id={`${id}-${i}`}
            type={kind}
            name={name ?? id}
            value={option}
            required={kind === 'radio' ? required : undefined}
            aria-invalid={error ? true : undefined}
            checked={value.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />{' '}
          {option}
        </label>
      ))}
      <Problem id={`${id}-error`} error={error} />
    </fieldset>
  );
}
