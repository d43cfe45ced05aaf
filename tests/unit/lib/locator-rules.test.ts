import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISTANCE_DEFAULT, DISTANCE_MAX, DISTANCE_MIN, isZip, normalizeDistance } from '../../../src/lib/locator-rules';

describe('store locator distance: "accepted only from 10 to 250, otherwise reset to the minimum 10"', () => {
  it('keeps every distance from 10 to 250', () => {
    fc.assert(
      fc.property(fc.double({ min: DISTANCE_MIN, max: DISTANCE_MAX, noNaN: true }), (d) => normalizeDistance(d) === d),
    );
    expect(normalizeDistance('250')).toBe(250);
    expect(normalizeDistance(' 10 ')).toBe(10);
  });

  it('resets anything else to 10: out of range, empty, not a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: 9.999, noNaN: true }), fc.double({ min: 250.001, noNaN: true })),
        (d) => normalizeDistance(d) === 10,
      ),
    );
    for (const bad of ['', 'abc', NaN, Infinity, null, undefined, '9', '251', '-25'])
      expect(normalizeDistance(bad)).toBe(10);
  });

  it('defaults to 25', () => {
    expect(DISTANCE_DEFAULT).toBe(25);
  });
});

describe('ZIP codes', () => {
  it.each(['43215', '43215-1234', ' 90210 '])('%s is a ZIP', (zip) => expect(isZip(zip)).toBe(true));
  it.each(['4321', '432155', 'Dublin', '43215-12', ''])('%s is not', (text) => expect(isZip(text)).toBe(false));
});
