import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampLocationQuantity,
  entryKey,
  entryLines,
  entryTotalCents,
  type EntryPart,
} from '../../../src/pos/lib/distributor';

const part: EntryPart = {
  aaia: 'IRBK',
  mpn: 'IR-1',
  yourCostCents: 1000,
  locations: [
    { warehouseCode: 'COL', name: 'Columbus DC', inventory: 4, price: 9.5 },
    { warehouseCode: 'MEM', name: 'Memphis DC', inventory: 0, price: 0 },
  ],
};

describe('distributor order entry (spec 2 §5: per-location quantity at least 0 and at most its inventory)', () => {
  it('clamps over the inventory with "Only {n} in stock at {warehouse}.", below 0 with its message, empty to 0 silently', () => {
    expect(clampLocationQuantity('9', part.locations[0]!)).toEqual({
      value: 4,
      message: 'Only 4 in stock at Columbus DC.',
    });
    expect(clampLocationQuantity('-2', part.locations[0]!)).toEqual({
      value: 0,
      message: 'Quantity cannot be less than 0.',
    });
    expect(clampLocationQuantity('', part.locations[0]!)).toEqual({ value: 0, message: null });
    expect(clampLocationQuantity('3', part.locations[0]!)).toEqual({ value: 3, message: null });
    expect(clampLocationQuantity('abc', part.locations[0]!)).toEqual({ value: 0, message: 'A number must be input' });
  });

  it('any input ends as a whole number from 0 to the inventory; a message exactly when the input was out of range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -50, max: 50 }).map(String), fc.string()),
        fc.nat(40),
        (input, inventory) => {
          const { value, message } = clampLocationQuantity(input, { name: 'W', inventory });
          expect(Number.isInteger(value) && value >= 0 && value <= inventory).toBe(true);
          const n = Number(input.trim());
          if (input.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= inventory) expect(message).toBeNull();
        },
      ),
    );
  });

  it('lines carry aaia, mpn, orderQuantity and selectedLocations with a quantity; "Your Cost" uses each warehouse\'s price, else your cost', () => {
    const quantities = { [entryKey('IRBK', 'IR-1', 'COL')]: 3, [entryKey('IRBK', 'IR-1', 'MEM')]: 0 };
    expect(entryLines([part], quantities)).toEqual([
      { aaia: 'IRBK', mpn: 'IR-1', orderQuantity: 3, selectedLocations: [{ warehouseCode: 'COL', quantity: 3 }] },
    ]);
    expect(entryTotalCents([part], quantities)).toBe(2850);
    expect(entryTotalCents([part], { [entryKey('IRBK', 'IR-1', 'MEM')]: 2 })).toBe(2000);
    expect(entryLines([part], {})).toEqual([]);
  });

  it("the total is the sum of every line's quantity times its unit cost, in whole cents", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 100000 }), (a, b, price) => {
        const p: EntryPart = {
          ...part,
          locations: [
            { warehouseCode: 'A', name: 'A', inventory: 99, price: price / 100 },
            { warehouseCode: 'B', name: 'B', inventory: 99, price: 0 },
          ],
        };
        const q = { [entryKey('IRBK', 'IR-1', 'A')]: a, [entryKey('IRBK', 'IR-1', 'B')]: b };
        expect(entryTotalCents([p], q)).toBe(a * price + b * 1000);
        const lines = entryLines([p], q);
        expect(lines.reduce((n, l) => n + l.orderQuantity, 0)).toBe(a + b);
      }),
    );
  });
});
