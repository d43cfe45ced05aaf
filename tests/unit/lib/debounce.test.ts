import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../src/lib/debounce';
import { QUANTITY_DEBOUNCE_MS } from '../../../src/cart/lib/quantity';

describe('debounce: "Quantity edit is debounced" (500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, after the pause, with the last arguments', () => {
    const save = vi.fn();
    const debounced = debounce(save, QUANTITY_DEBOUNCE_MS);
    debounced(2);
    vi.advanceTimersByTime(300);
    debounced(3);
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(3);
  });

  it('cancel drops the pending call', () => {
    const save = vi.fn();
    const debounced = debounce(save, 500);
    debounced('a');
    expect(debounced.pending()).toBe(true);
    debounced.cancel();
    expect(debounced.pending()).toBe(false);
    vi.runAllTimers();
    expect(save).not.toHaveBeenCalled();
  });

  it('flush runs the pending call now, once', () => {
    const save = vi.fn();
    const debounced = debounce(save, 500);
    debounced.flush();
    expect(save).not.toHaveBeenCalled();
    debounced('x', 1);
    debounced.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith('x', 1);
    vi.runAllTimers();
    expect(save).toHaveBeenCalledOnce();
  });

  it('starts afresh after each run', () => {
    const save = vi.fn();
    const debounced = debounce(save, 500);
    debounced(1);
    vi.advanceTimersByTime(500);
    debounced(2);
    vi.advanceTimersByTime(500);
    expect(save.mock.calls).toEqual([[1], [2]]);
  });

  it('calls once with the last arguments for any burst shorter than the pause (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer(), fc.integer({ min: 0, max: 499 })), { minLength: 1, maxLength: 30 }),
        (burst) => {
          const save = vi.fn();
          const debounced = debounce(save, 500);
          for (const [value, gap] of burst) {
            debounced(value);
            vi.advanceTimersByTime(gap);
          }
          expect(save).not.toHaveBeenCalled();
          vi.advanceTimersByTime(500);
          expect(save).toHaveBeenCalledExactlyOnceWith(burst.at(-1)?.[0]);
        },
      ),
    );
  });
});
