import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

/** A list of locations as its store holds it: loading, loaded, or failed with the message to show. */
export interface LocationListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

/**
 * A select of the store's locations (the contact form's Location, a custom form's store_select): "Loading locations…"
 * while the list loads, the placeholder once it is in, and a failure said under it with "Try again".
 */
export function LocationField({
  label,
  error,
  list,
  choices,
  placeholder = '--- Please Select ---',
  onRetry,
  retryClassName = 'pi-btn',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  list: LocationListState;
  choices: readonly { value: string; name: string }[];
  placeholder?: string;
  onRetry(): void;
  retryClassName?: string;
}) {
  return (
    <Field
      label={label}
      error={error}
      required={select.required}
      control={(props) => (
        <select {...props} aria-busy={list.status === 'loading' || undefined} {...select}>
          <option value="">{list.status === 'loading' ? 'Loading locations…' : placeholder}</option>
          {choices.map((c) => (
            <option key={c.value + c.name} value={c.value}>
              {c.name}
            </option>
          ))}
        </select>
      )}
      after={
        list.status === 'error' ? (
          <p className="pi-form-field__alert" role="alert">
            {list.error}{' '}
            <button type="button" className={retryClassName} onClick={onRetry}>
              Try again
            </button>
          </p>
        ) : null
      }
    />
  );
}
