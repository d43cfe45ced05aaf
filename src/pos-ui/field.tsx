import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  /** The problem to show under the field, or null. */
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="pi-field__label">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Problem({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint ? <span className="pi-field__hint">{hint}</span> : null}
      {error ? (
        <span id={id} className="pi-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A labelled input whose problem is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  required,
  hint,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="pi-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <Problem id={`${id}-error`} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  required,
  hint,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="pi-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      <Problem id={`${id}-error`} error={error} hint={hint} />
    </div>
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
