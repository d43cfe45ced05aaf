import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatTime12, fromDateTimeLocal, toDateTimeLocal, toTimeValue } from '../../../src/lib/picker-values';
import { DateTimeField, TimeField } from '../../../src/ui/date-fields';
import { centsFromTyped, MoneyInput } from '../../../src/ui/money-input';

describe('date picker values (spec 3 §9: date Y-m-d, date-time Y-m-d H:i, time H:i with 12-hour display)', () => {
  it('date-time: the wire "Y-m-d H:i" and the input\'s "Y-m-dTH:i" turn into each other; bad input is empty', () => {
    expect(toDateTimeLocal('2026-03-07 14:05')).toBe('2026-03-07T14:05');
    expect(toDateTimeLocal('2026-03-07 14:05:59')).toBe('2026-03-07T14:05');
    expect(fromDateTimeLocal('2026-03-07T09:30')).toBe('2026-03-07 09:30');
    for (const bad of ['', '2026-03-07', '3/7/26 2:05 PM', '2026-03-07 25:00']) expect(toDateTimeLocal(bad)).toBe('');
  });

  it('time: H:i shown on a 12-hour clock', () => {
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('14:05')).toBe('2:05 PM');
    expect(formatTime12('7:5')).toBe('');
    expect(toTimeValue('09:15:00')).toBe('09:15');
  });

  it('the fields keep the wire forms and show the 12-hour reading', async () => {
    function Form() {
      const [time, setTime] = useState('14:05');
      const [at, setAt] = useState('2026-03-07 14:05');
      return (
        <>
          <TimeField label="Opens" value={time} onValue={setTime} />
          <DateTimeField label="Service" value={at} onValue={setAt} />
          <output>{`${time}|${at}`}</output>
        </>
      );
    }
    render(<Form />);
    expect(screen.getByText('2:05 PM')).toBeTruthy();
    expect((screen.getByLabelText('Service') as HTMLInputElement).value).toBe('2026-03-07T14:05');
  });
});

describe('money input (spec 3 §9: typed cents shown as US dollars)', () => {
  it('digits are cents', () => {
    expect(centsFromTyped('1')).toBe(1);
    expect(centsFromTyped('$0.123')).toBe(123);
    expect(centsFromTyped('$1,234.5')).toBe(12345);
    expect(centsFromTyped('abc')).toBe(0);
    expect(Number.isSafeInteger(centsFromTyped('9'.repeat(40)))).toBe(true);
  });

  it('typing 1, 2, 3, 4 shows $0.01, $0.12, $1.23, $12.34; Backspace takes the last digit off', async () => {
    function Form() {
      const [cents, setCents] = useState(0);
      return <MoneyInput label="Amount" cents={cents} onCents={setCents} />;
    }
    render(<Form />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('$0.00');
    const shown: string[] = [];
    await userEvent.click(input);
    for (const digit of '1234') {
      input.setSelectionRange(input.value.length, input.value.length);
      await userEvent.keyboard(digit);
      shown.push(input.value);
    }
    expect(shown).toEqual(['$0.01', '$0.12', '$1.23', '$12.34']);
    input.setSelectionRange(input.value.length, input.value.length);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('$1.23');
  });
});
