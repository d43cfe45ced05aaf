// The date pickers' multiple mode (several dates, "Y-m-d, Y-m-d") and month mode ("Y-m") of spec 3 §9. Only forms
// that have such a field load this (see date-modes-lazy.tsx); it brings its own styles.
import { useId, useState, type KeyboardEvent } from 'react';
import { formatMultipleDates, parseMultipleDates } from '../lib/date-modes';
import css from './date-modes.css?inline';
import { injectStyle } from './inject-style';

injectStyle('date-modes', css);

/** What both fields take: a label, the value as text and its setter, required, and the error to show. */
interface DateModeFieldProps {
  label: string;
  error?: string | null;
  required?: boolean;
  value: string;
  onValue(value: string): void;
}

/**
 * A month: the value is "Y-m". Browsers without a month input show a text box that asks for that form. The markup is
 * the form-field kit's (same classes), written here so this lazy chunk does not split the kit out of the pages' chunks.
 */
export function MonthField({ label, error, required, value, onValue }: DateModeFieldProps) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <label htmlFor={id} className="pi-form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="pi-form-field__control"
        type="month"
        pattern="[0-9]{4}-[0-9]{2}"
        placeholder="YYYY-MM"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="pi-form-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const readable = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Several dates (the multiple mode): the value is "Y-m-d, Y-m-d" (unique, earliest first). A date is picked with the
 * platform's date input and added with "Add Date" (or Enter); each chosen date has its own remove button.
 */
export function MultipleDatesField({ label, error, required, value, onValue }: DateModeFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const dates = parseMultipleDates(value);
  const add = () => {
    if (!draft) return;
    onValue(formatMultipleDates([...dates, draft]));
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the date rather than submitting the form around it.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <fieldset
      className="pi-form-field pi-form-field--group pi-dates"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="pi-form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {dates.length ? (
        <ul className="pi-dates__list" aria-label={`${label}: chosen dates`}>
          {dates.map((d) => (
            <li key={d} className="pi-dates__chip">
              <span>{readable(d)}</span>
              <button
                type="button"
                className="pi-dates__remove"
                aria-label={`Remove ${readable(d)}`}
                onClick={() => onValue(formatMultipleDates(dates.filter((x) => x !== d)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pi-dates__none">No dates chosen yet.</p>
      )}
      <div className="pi-dates__add">
        <label htmlFor={`${id}-add`} className="pi-dates__add-label">
          Add a date
        </label>
        <input
          id={`${id}-add`}
          type="date"
          className="pi-form-field__control"
          value={draft}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="pi-dates__add-button" onClick={add} disabled={!draft}>
          Add Date
        </button>
      </div>
      {error ? (
        <span id={`${id}-error`} className="pi-form-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
