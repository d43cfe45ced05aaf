import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMultipleDates, parseMultipleDates } from '../../../src/lib/date-modes';
import { MonthField, MultipleDatesField } from '../../../src/ui/date-modes';

describe('date picker modes (spec 3 §9 "plus range, multiple and month modes")', () => {
  it('multiple: the value is its dates, unique, earliest first, joined by ", "; invalid dates are dropped', () => {
    expect(parseMultipleDates('2026-12-09, 2026-12-05,2026-12-09  2026-02-30, nope')).toEqual([
      '2026-12-05',
      '2026-12-09',
    ]);
    expect(formatMultipleDates(['2026-12-09', '2026-12-05'])).toBe('2026-12-05, 2026-12-09');
    expect(formatMultipleDates([])).toBe('');
  });

  it('multiple, property: formatting is idempotent and keeps exactly the distinct valid dates', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), (days) => {
        const value = formatMultipleDates(days);
        expect(parseMultipleDates(value)).toEqual([...new Set(days)].sort());
        expect(formatMultipleDates(parseMultipleDates(value))).toBe(value);
      }),
    );
  });

  function Multiple({ start = '' }: { start?: string }) {
    const [value, setValue] = useState(start);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          throw new Error('Enter in the date input must not submit the form');
        }}
      >
        <MultipleDatesField label="Other days" value={value} onValue={setValue} />
        <output data-testid="value">{value}</output>
      </form>
    );
  }

  it('multiple: "Add Date" and Enter add the picked date, each chosen date has a named remove button', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    const group = screen.getByRole('group', { name: 'Other days' });
    expect(within(group).getByText('No dates chosen yet.')).toBeTruthy();
    const add = within(group).getByLabelText('Add a date') as HTMLInputElement;
    const button = within(group).getByRole('button', { name: 'Add Date' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(add, { target: { value: '2026-12-09' } });
    await user.click(button);
    expect(add.value).toBe('');
    fireEvent.change(add, { target: { value: '2026-12-05' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    fireEvent.change(add, { target: { value: '2026-12-09' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-05, 2026-12-09');
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sat, Dec 5, 2026×', 'Wed, Dec 9, 2026×']);
    await user.click(within(group).getByRole('button', { name: 'Remove Sat, Dec 5, 2026' }));
    expect(screen.getByTestId('value').textContent).toBe('2026-12-09');
  });

  it('multiple: a value from the server shows as its dates', () => {
    render(<Multiple start="2026-01-02, 2025-12-31" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wed, Dec 31, 2025×',
      'Fri, Jan 2, 2026×',
    ]);
  });

  it('month: a month input (with a YYYY-MM fallback for browsers without one) whose value is "Y-m"', () => {
    let value = '';
    render(<MonthField label="Last service" value="" onValue={(v) => (value = v)} />);
    const input = screen.getByLabelText('Last service') as HTMLInputElement;
    expect(input.getAttribute('type')).toBe('month');
    expect(input.getAttribute('pattern')).toBe('[0-9]{4}-[0-9]{2}');
    expect(input.placeholder).toBe('YYYY-MM');
    fireEvent.change(input, { target: { value: '2026-06' } });
    expect(value).toBe('2026-06');
  });
});
