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
export function TextField({ label, error, required, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="pi-field">
      <Label id={id} label={label} required={required} />
      <input id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <Problem id={`${id}-error`} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, required, hint, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="pi-field">
      <Label id={id} label={label} required={required} />
      <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      <Problem id={`${id}-error`} error={error} hint={hint} />
    </div>
  );
}
