import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_LABOR_TEXT,
  CUSTOM_PRODUCT_TEXT,
  checkCustomLabor,
  checkCustomProduct,
  customLaborSubtotalCents,
  customQuantity,
} from '../../../src/lib/custom-items';

const product = { name: 'Shop rag bundle', price: '12.5', quantity: '2', tax_class_id: '' };

describe('Add a Custom Product (spec 1 §5)', () => {
  it('valid input gives the values sent to addCustomProduct (price with 2 decimals, tax class optional)', () => {
    expect(checkCustomProduct(product)).toEqual({
      ok: true,
      errors: {},
      values: { name: 'Shop rag bundle', price: '12.50', quantity: 2, tax_class_id: '' },
    });
    expect(checkCustomProduct({ ...product, tax_class_id: '9' }).values?.tax_class_id).toBe('9');
  });

  it(`"${CUSTOM_PRODUCT_TEXT.name}" for a blank name`, () => {
    expect(checkCustomProduct({ ...product, name: '   ' }).errors).toEqual({ name: CUSTOM_PRODUCT_TEXT.name });
  });

  it(`"${CUSTOM_PRODUCT_TEXT.price}" for zero, negative and not-a-number prices (NaN becomes 0)`, () => {
    for (const price of ['0', '-3', 'abc', '', '0.001']) {
      expect(checkCustomProduct({ ...product, price }).errors).toEqual({ price: CUSTOM_PRODUCT_TEXT.price });
    }
  });

  it(`quantity: non-positive becomes 1; not a whole number gives "${CUSTOM_PRODUCT_TEXT.quantity}"`, () => {
    expect(customQuantity('0')).toBe(1);
    expect(customQuantity('-4')).toBe(1);
    expect(checkCustomProduct({ ...product, quantity: '-4' }).values?.quantity).toBe(1);
    for (const quantity of ['', 'x', '1.5']) {
      expect(checkCustomProduct({ ...product, quantity }).errors).toEqual({ quantity: CUSTOM_PRODUCT_TEXT.quantity });
    }
  });

  it('property: a valid answer always has a name, a price above 0 and a whole quantity of at least 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, price, quantity) => {
        const result = checkCustomProduct({ name, price, quantity, tax_class_id: '' });
        if (!result.ok) return;
        expect(result.values.name.length).toBeGreaterThan(0);
        expect(Number(result.values.price)).toBeGreaterThan(0);
        expect(Number.isInteger(result.values.quantity) && result.values.quantity >= 1).toBe(true);
      }),
    );
  });
});

describe('custom labor (spec 2 §5)', () => {
  const labor = { laborId: '2', laborTime: '45', quantity: '1', name: '' };

  it('laborId, laborTime and quantity positive integers; name optional', () => {
    expect(checkCustomLabor(labor)).toEqual({
      ok: true,
      errors: {},
      values: { laborId: 2, laborTime: 45, quantity: 1, name: '' },
    });
  });

  it(`"${CUSTOM_LABOR_TEXT.time}" and "${CUSTOM_LABOR_TEXT.quantity}"`, () => {
    expect(checkCustomLabor({ ...labor, laborTime: '0', quantity: '-1' }).errors).toEqual({
      laborTime: CUSTOM_LABOR_TEXT.time,
      quantity: CUSTOM_LABOR_TEXT.quantity,
    });
    expect(checkCustomLabor({ ...labor, laborTime: '2.5' }).errors).toEqual({ laborTime: CUSTOM_LABOR_TEXT.time });
    expect(checkCustomLabor({ ...labor, laborId: '' }).errors).toEqual({ laborId: CUSTOM_LABOR_TEXT.rate });
  });

  it('subtotal = rate x minutes / 60 x quantity', () => {
    const rate = { labor_id: 2, title: 'Brake Service', amount: 110 };
    expect(customLaborSubtotalCents(rate, { laborTime: '45', quantity: '2' })).toBe(16500);
    expect(customLaborSubtotalCents(rate, { laborTime: '', quantity: '2' })).toBe(0);
    expect(customLaborSubtotalCents(undefined, { laborTime: '45', quantity: '2' })).toBe(0);
  });
});
