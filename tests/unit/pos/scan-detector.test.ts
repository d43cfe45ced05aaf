// The keyboard-wedge scan detector (src/pos/lib/scan-detector.ts): timing, length, Enter, fields that take typing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachScanDetector, SCAN_MAX_GAP_MS, SCAN_MIN_LENGTH, takesTyping } from '../../../src/pos/lib/scan-detector';

let detach: () => void;
let scans: string[];
let clock: number;

beforeEach(() => {
  vi.useFakeTimers();
  scans = [];
  clock = 1000;
  detach = attachScanDetector(document, { onScan: (code) => scans.push(code) });
});
afterEach(() => {
  detach();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A keydown at the fake clock's time (the event's own timeStamp, as a device stamps it); returns whether it went through. */
function key(key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'timeStamp', { value: clock });
  return (document.activeElement ?? document.body).dispatchEvent(event);
}

/** Types `text` then Enter, `gap` ms apart (the fake timers advance with it); returns whether Enter went through. */
function type(text: string, gap: number): boolean {
  for (const ch of text) {
    key(ch, ch === ch.toUpperCase() && /[A-Z]/.test(ch) ? { shiftKey: true } : {});
    clock += gap;
    vi.advanceTimersByTime(gap);
  }
  return key('Enter');
}

describe('scan detection', () => {
  it(`reads a burst of ${SCAN_MIN_LENGTH}+ keys each under ${SCAN_MAX_GAP_MS} ms apart, ended by Enter, and keeps that Enter from the page`, () => {
    expect(type('0465807040015', 5)).toBe(false);
    expect(scans).toEqual(['0465807040015']);
  });

  it('reads letters, digits and punctuation as sent, Shift (capitals) neither a character nor a break', () => {
    for (const ch of 'SPC-0') {
      if (/[A-Z]/.test(ch)) key('Shift');
      key(ch);
      clock += 4;
    }
    type('0010', 4);
    expect(scans).toEqual(['SPC-00010']);
  });

  it(`a gap at the threshold still counts (${SCAN_MAX_GAP_MS} ms); one over it does not, and Enter reaches the page`, () => {
    expect(type('123456', SCAN_MAX_GAP_MS)).toBe(false);
    expect(scans).toEqual(['123456']);
    expect(type('654321', SCAN_MAX_GAP_MS + 1)).toBe(true);
    expect(scans).toEqual(['123456']);
  });

  it(`a fast typist (80 ms apart) is never a scan; ${SCAN_MIN_LENGTH - 1} fast keys are too short`, () => {
    expect(type('abcdefgh', 80)).toBe(true);
    expect(type('12345', 3)).toBe(true);
    expect(scans).toEqual([]);
  });

  it('a slow start then a fast burst: only the burst counts (the slow keys start nothing)', () => {
    key('x');
    clock += 500;
    key('y');
    clock += 200;
    type('7154651700', 6);
    expect(scans).toEqual(['7154651700']);
  });

  it('a slow key after Enter is not glued to the next scan; Tab, arrows and shortcuts break a burst', () => {
    key('a');
    clock += 3;
    key('Tab');
    clock += 3;
    expect(type('bcdef', 3)).toBe(true);
    key('z', { ctrlKey: true });
    clock += 3;
    expect(type('123456', 3)).toBe(false);
    expect(scans).toEqual(['123456']);
  });

  it('a scan into a text field is left to the field: nothing read, its Enter untouched', () => {
    document.body.innerHTML =
      '<input id="code"><textarea id="note"></textarea><select id="qty"><option>1</option></select><button id="b">Go</button>';
    for (const id of ['code', 'note', 'qty']) {
      document.getElementById(id)!.focus();
      expect(type('0465807040015', 5)).toBe(true);
    }
    expect(scans).toEqual([]);
    // On a button (not a field) it is a scan, and its Enter does not click the button.
    document.getElementById('b')!.focus();
    expect(type('0465807040015', 5)).toBe(false);
    expect(scans).toEqual(['0465807040015']);
  });

  it('takesTyping: text-like inputs, textarea, select and contenteditable; not buttons, checkboxes or links', () => {
    document.body.innerHTML =
      '<input type="search" id="a"><input type="checkbox" id="b"><button id="c"></button><div contenteditable="true" id="d"></div><a href="#" id="e">x</a><input id="f">';
    const is = (id: string) => takesTyping(document.getElementById(id));
    expect([is('a'), is('b'), is('c'), is('e'), is('f')]).toEqual([true, false, false, false, true]);
    expect(takesTyping(null)).toBe(false);
  });

  it('detached: nothing is read any more', () => {
    detach();
    expect(type('0465807040015', 5)).toBe(true);
    expect(scans).toEqual([]);
    detach = () => {};
  });
});
