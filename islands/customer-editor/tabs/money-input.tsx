// The money input (spec 3 §5, §9): digits typed are cents, shown as US dollars ("1", "12", "1234" -> $0.01, $0.12,
// $12.34); Backspace takes the last digit off. Kept in this tab until the shared one lands in src/ui.
import { useId, type InputHTMLAttributes } from 'react';
import { formatCents } from '../../../src/lib/money';

/** At most $9,999,999.99: more digits are ignored. */
const MAX_DIGITS = 9;

/** The cents a typed or pasted text stands for (only its digits count). */
export function centsFromTyped(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits) : 0;
}

export function MoneyInput({
  label,
  cents,
  onCents,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  cents: number;
  onCents(cents: number): void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="pi-form-field">
      <label htmlFor={id} className="pi-form-field__label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="pi-form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={formatCents(cents)}
        // Backspace at the end of "$12.34" leaves "$12.3": 123 cents, so typing and deleting read the same way.
        onChange={(e) => onCents(centsFromTyped(e.target.value))}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className="pi-form-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
