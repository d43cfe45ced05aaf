// The money input of spec 3 §9: digits typed are cents, shown as US dollars ("1", "12", "1234" -> $0.01, $0.12, $12.34).
import type { InputHTMLAttributes } from 'react';
import { formatCents } from '../lib/money';
import { InputField } from '../forms';

/** Cents from what the input holds: its digits, the last two being cents; capped so a long paste stays a safe integer. */
export function centsFromTyped(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
  return digits ? Number(digits) : 0;
}

/** A signed input's sign from what it holds: a minus sign makes it negative, a plus sign positive again. */
export function negativeTyped(text: string): boolean {
  return text.includes('-') && !text.includes('+');
}

/** The shown text; a signed input keeps a typed minus on zero (-0) so the next digits come in negative. */
export function moneyText(cents: number): string {
  return Object.is(cents, -0) ? `-${formatCents(0)}` : formatCents(cents);
}

export function MoneyInput({
  cents,
  onCents,
  signed = false,
  ...field
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  error?: string | null;
  cents: number;
  onCents(cents: number): void;
  /** Accepts a negative amount: "-" makes it negative (shown "-$12.34"), "+" or deleting the "-" positive again. */
  signed?: boolean;
}) {
  return (
    <InputField
      type="text"
      inputMode={signed ? 'text' : 'numeric'}
      autoComplete="off"
      value={moneyText(cents)}
      onChange={(e) => {
        const amount = centsFromTyped(e.target.value);
        onCents(signed && negativeTyped(e.target.value) ? -amount : amount);
        // The caret stays at the end: digits always come in from the right.
        const input = e.target;
        requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
      }}
      {...field}
    />
  );
}
