// The money input of spec 3 §9: digits typed are cents, shown as US dollars ("1", "12", "1234" -> $0.01, $0.12, $12.34).
import type { InputHTMLAttributes } from 'react';
import { formatCents } from '../lib/money';
import { InputField } from './form-fields';

/** Cents from what the input holds: its digits, the last two being cents; capped so a long paste stays a safe integer. */
export function centsFromTyped(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
  return digits ? Number(digits) : 0;
}

export function MoneyInput({
  cents,
  onCents,
  ...field
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  error?: string | null;
  cents: number;
  onCents(cents: number): void;
}) {
  return (
    <InputField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={formatCents(cents)}
      onChange={(e) => {
        onCents(centsFromTyped(e.target.value));
        // The caret stays at the end: digits always come in from the right.
        const input = e.target;
        requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
      }}
      {...field}
    />
  );
}
