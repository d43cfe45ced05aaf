import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationText,
  endTimeOptions,
  MAX_APPOINTMENT_MINUTES,
  minutesOf,
  startTimeOptions,
} from '../../../src/pos/lib/durations';

describe('appointment durations (spec 3 §9)', () => {
  it('durations read "1 hr 30 min", "45 min", "2 hr"', () => {
    expect(durationText(90)).toBe('1 hr 30 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 hr');
  });

  it('start times are the slot multiples of a day: 96 with 15 minutes, 48 with 30', () => {
    expect(startTimeOptions(15).map((o) => o.value.slice(3))).toEqual(
      Array.from({ length: 96 }, (_, i) => ['00', '15', '30', '45'][i % 4]),
    );
    expect(startTimeOptions(30)).toHaveLength(48);
    expect(startTimeOptions(30)[19]).toEqual({ value: '09:30', label: '9:30 AM' });
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBeNull();
  });

  it('end-time options: every step from the slot length up to 8 hours, labelled with the end clock time', () => {
    const options = endTimeOptions(9 * 60, 30);
    expect(options).toHaveLength(16);
    expect(options[0]!.label).toBe('9:30 AM (30 min)');
    expect(options[2]!.label).toBe('10:30 AM (1 hr 30 min)');
    expect(options.at(-1)!.label).toBe('5:00 PM (8 hr)');
    expect(endTimeOptions(9 * 60, 15)).toHaveLength(32);
    expect(endTimeOptions(20 * 60, 60).at(-1)!.label).toBe('4:00 AM next day (8 hr)');
  });

  it('property: for any slot length and start time every duration option ends on a slot boundary and within 8 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 480 }), fc.integer({ min: 0, max: 1439 }), (slot, start) => {
        const options = endTimeOptions(start, slot);
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) {
          expect(option.end % slot).toBe(0);
          expect(option.duration).toBeGreaterThan(0);
          expect(option.duration).toBeLessThanOrEqual(MAX_APPOINTMENT_MINUTES);
          expect(option.end - start).toBe(option.duration);
        }
        // Every boundary in that window is offered, in order.
        const expected = Math.floor((start + MAX_APPOINTMENT_MINUTES) / slot) - Math.floor(start / slot);
        expect(options).toHaveLength(expected);
      }),
    );
  });
});
