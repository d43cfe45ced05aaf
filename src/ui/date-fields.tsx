// The date pickers of spec 3 §9 on the platform's inputs: date (Y-m-d), date-time (Y-m-d H:i), time (H:i, 12-hour
// shown), and the multiple mode (several dates, "Y-m-d, Y-m-d") and the month mode ("Y-m").
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import {
  formatMultipleDates,
  formatTime12,
  fromDateTimeLocal,
  parseMultipleDates,
  toDateTimeLocal,
  toTimeValue,
} from '../lib/picker-values';
import { InputField } from './form-fields';

type PickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  error?: string | null;
  value: string;
  onValue(value: string): void;
};

/** A date: the value is "Y-m-d" (the input's own form), '' when cleared. */
export function DateField({ value, onValue, ...field }: PickerProps) {
  return <InputField type="date" value={value} onChange={(e) => onValue(e.target.value)} {...field} />;
}

/** A date and time: the value is "Y-m-d H:i". */
export function DateTimeField({ value, onValue, ...field }: PickerProps) {
  return (
    <InputField
      type="datetime-local"
      value={toDateTimeLocal(value)}
      onChange={(e) => onValue(fromDateTimeLocal(e.target.value))}
      {...field}
    />
  );
}

/** A time: the value is "H:i"; the 12-hour reading ("2:05 PM") shows beside it whatever the browser's locale. */
export function TimeField({ value, onValue, ...field }: PickerProps) {
  const twelve = formatTime12(value);
  return (
    <InputField
      type="time"
      value={toTimeValue(value)}
      onChange={(e) => onValue(toTimeValue(e.target.value))}
      hint={twelve || undefined}
      {...field}
    />
  );
}

/** A month: the value is "Y-m". Browsers without a month input show a text box that asks for that form. */
export function MonthField({ value, onValue, ...field }: PickerProps) {
  return (
    <InputField
      type="month"
      pattern="[0-9]{4}-[0-9]{2}"
      placeholder="YYYY-MM"
      value={value}
      onChange={(e) => onValue(e.target.value)}
      {...field}
    />
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
export function MultipleDatesField({
  label,
  error,
  required,
  value,
  onValue,
}: {
  label: string;
  error?: string | null;
  required?: boolean;
  value: string;
  onValue(value: string): void;
}) {
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
