// The kit's base: a labelled field around any control (its problem announced and tied to it: aria-invalid,
// aria-describedby; a required field's label carries a visual "*") and the group of choices. Small on its own, for the
// product page's options (see ../index.ts); the named fields (fields.tsx) build on it.
import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The problem to show under the field, or null. */
  error?: string | null;
  hint?: ReactNode;
}

/** The control's id: the one given, else a generated one (the label points at it either way). */
export const useFieldId = (given?: string) => {
  const generated = useId();
  return given || generated;
};

/** The "*" seen (not read: the control says it is required) after a required field's label. */
const Mark = ({ required }: { required?: boolean }) => (required ? <span aria-hidden="true"> *</span> : null);

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="pi-form-field__label">
      {label}
      <Mark required={required} />
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

export const described = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** What a control says of itself: its id, whether it has a problem, and the texts that describe it. */
export const controlProps = (id: string, error?: string | null, hint?: ReactNode, className = 'pi-form-field__control') => ({
  className: className || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': described(id, error, hint),
});

/** Under a control: its hint, then its problem. */
export function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
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

/** A labelled field around any control: `control` gets the id and the aria attributes to spread on it. */
export function Field({
  label,
  error,
  hint,
  required,
  id: given,
  className,
  control,
  before,
  after,
}: FieldProps & {
  required?: boolean;
  id?: string;
  className?: string;
  control(props: ReturnType<typeof controlProps> & { id: string }): ReactNode;
  /** Shown between the label and the control (the captcha's image). */
  before?: ReactNode;
  /** Shown under the field's problem (a list that failed to load, with Try again). */
  after?: ReactNode;
}) {
  const id = useFieldId(given);
  return (
    <div className={`pi-form-field${className ? ` ${className}` : ''}`}>
      <Label id={id} label={label} required={required} />
      {before}
      {control({ id, ...controlProps(id, error, hint) })}
      <Notes id={id} hint={hint} error={error} />
      {after}
    </div>
  );
}

/**
 * A group of radios (one answer: a radiogroup, required when `required`) or checkboxes (several; a required group's
 * legend says so to a screen reader) in a fieldset named by its legend; `value` holds the chosen ids.
 */
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
    <fieldset
      className="pi-form-field pi-form-field--group"
      {...(multiple ? {} : { role: 'radiogroup', 'aria-required': required })}
      aria-describedby={described(id, error)}
    >
      <legend className="pi-form-field__label">
        {label}
        <Mark required={required} />
        {multiple && required ? <span className="pi-sr-only"> (required)</span> : null}
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

