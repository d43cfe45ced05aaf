// The date pickers of spec 3 §9 on the platform's inputs: date (Y-m-d), date-time (Y-m-d H:i), time (H:i, 12-hour
// shown). The multiple and month modes are in date-modes.tsx (a lazy chunk with its own styles).
import type { InputHTMLAttributes } from 'react';
import { formatTime12, fromDateTimeLocal, toDateTimeLocal, toTimeValue } from '../lib/picker-values';
import { InputField } from '../forms';

export type PickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
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
