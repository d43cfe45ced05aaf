import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_LABOR_TEXT,
  CUSTOM_PRODUCT_TEXT,
  checkCustomLabor,
  checkCustomProduct,
  customLaborSubtotalCents,
  customQuantity,
} from '../../../src/pos/lib/custom-items';

// Each field case carries the text typed and what the rule must make of it (null: rejected), worked out here from the
// numbers the case was built from, not by calling the code under test.
interface FieldCase<T> {
  text: string;
  expected: T | null;
}

const pad = (text: string, left: string, right: string): string => `${left}${text}${right}`;
const spaces = fc.constantFrom('', '', '', ' ', '  ', '\t');

/** Dollars text of a whole number of cents, written as a clerk might: 12.5, 12.50, $12.50, 1,234.50, 12. */
function dollarsText(cents: number, style: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = whole.toLocaleString('en-US');
  switch (style) {
    case 0:
      return `${whole}.${rest}`;
    case 1:
      return `$${whole}.${rest}`;
    case 2:
      return `${grouped}.${rest}`;
    case 3:
      return cents % 100 === 0 ? String(whole) : `${whole}.${rest.replace(/0$/, '')}`;
    default:
      return whole === 0 ? `.${rest}` : `${whole}.${rest}`;
  }
}

const validName: fc.Arbitrary<FieldCase<string>> = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9ÄÖÜäöüé'&./#-]{1,12}$/), { minLength: 1, maxLength: 5 }),
    spaces,
    spaces,
  )
  .map(([words, left, right]) => ({ text: pad(words.join(' '), left, right), expected: words.join(' ') }));
const invalidName: fc.Arbitrary<FieldCase<string>> = fc
  .constantFrom('', ' ', '   ', '\t', ' \n ')
  .map((text) => ({ text, expected: null }));

/** A price in cents, typed with 2 decimals, or with 3 decimals that round half up to the cent. */
const validPrice: fc.Arbitrary<FieldCase<string>> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 0, max: 4 }), spaces)
    .map(([cents, style, space]) => ({
      text: pad(dollarsText(cents, style), space, ''),
      expected: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    })),
  fc.integer({ min: 5, max: 9_999_999 }).map((mills) => {
    const cents = Math.floor((mills + 5) / 10);
    return {
      text: `${Math.floor(mills / 1000)}.${String(mills % 1000).padStart(3, '0')}`,
      expected: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    };
  }),
);
const invalidPrice: fc.Arbitrary<FieldCase<string>> = fc.oneof(
  fc.constantFrom('', '0', '0.00', '.004', '0.004', 'abc', '12abc', '1.2.3', '-', '$').map((text) => ({
    text,
    expected: null,
  })),
  fc.integer({ min: 1, max: 9_999_999 }).map((cents) => ({ text: `-${dollarsText(cents, 0)}`, expected: null })),
);

/** A whole quantity; 0 and negatives are raised to the minimum of 1. */
const validQuantity: fc.Arbitrary<FieldCase<number>> = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map((n) => ({ text: String(n), expected: n })),
  fc.integer({ min: -50, max: 0 }).map((n) => ({ text: String(n), expected: 1 })),
);
const invalidQuantity: fc.Arbitrary<FieldCase<number>> = fc.oneof(
  fc.constantFrom('', ' ', 'x', 'two', '1/2', '--1').map((text) => ({ text, expected: null })),
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }))
    .map(([whole, tenth]) => ({ text: `${whole}.${tenth}`, expected: null })),
);

/** Nine in ten of each field valid, so most drawn forms are valid and every rejection has a reason drawn on purpose. */
const mostly = <T>(valid: fc.Arbitrary<FieldCase<T>>, invalid: fc.Arbitrary<FieldCase<T>>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: invalid });

const taxClass = fc.constantFrom('', '', '9', '10');

const product = { name: 'Shop rag bundle', price: '12.5', quantity: '2', tax_class_id: '' };

/**
 * One drawn form's verdict: its errors are exactly the fields drawn invalid (`expected: null`), each with its text;
 * with none, it is accepted with the values drawn (plus `extra`). Answers whether it was accepted.
 */
function judged(
  result: { ok: boolean; errors: object; values: object | null },
  drawn: Record<string, { expected: unknown }>,
  texts: Record<string, string>,
  extra: Record<string, unknown> = {},
): boolean {
  const invalid = Object.keys(drawn).filter((field) => drawn[field]!.expected === null);
  expect(result.errors).toEqual(Object.fromEntries(invalid.map((field) => [field, texts[field]])));
  if (invalid.length) {
    expect(result).toMatchObject({ ok: false, values: null });
    return false;
  }
  const values = Object.fromEntries(Object.entries(drawn).map(([field, { expected }]) => [field, expected]));
  expect(result).toEqual({ ok: true, errors: {}, values: { ...values, ...extra } });
  return true;
}

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

  it('property: mostly valid forms; accepted exactly when name, price and quantity are valid, with the values sent', () => {
    let accepted = 0;
    const runs = 400;
    fc.assert(
      fc.property(
        mostly(validName, invalidName),
        mostly(validPrice, invalidPrice),
        mostly(validQuantity, invalidQuantity),
        taxClass,
        (name, price, quantity, tax_class_id) => {
          const result = checkCustomProduct({
            name: name.text,
            price: price.text,
            quantity: quantity.text,
            tax_class_id,
          });
          if (judged(result, { name, price, quantity }, CUSTOM_PRODUCT_TEXT, { tax_class_id })) accepted += 1;
        },
      ),
      { numRuns: runs },
    );
    // The space claimed is the forms a clerk fills in: most draws must be accepted ones (about 0.9^3 of them).
    expect(accepted).toBeGreaterThan(runs / 2);
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

  /** A positive whole number typed (maybe with spaces around it); 0, negatives, fractions and words are rejected. */
  const positive = (max: number) =>
    mostly(
      fc
        .tuple(fc.integer({ min: 1, max }), spaces)
        .map(([n, space]) => ({ text: pad(String(n), space, space), expected: n })),
      fc.oneof(
        fc.constantFrom('', '0', 'x', '1/2', '-').map((text) => ({ text, expected: null })),
        fc.integer({ min: 1, max }).map((n) => ({ text: `-${n}`, expected: null })),
        fc.integer({ min: 1, max: 99 }).map((n) => ({ text: `${n}.5`, expected: null })),
      ),
    );
  const laborName = fc.oneof(validName, fc.constant({ text: '', expected: '' }));

  it('property: mostly valid forms; accepted exactly when rate, minutes and quantity are positive integers', () => {
    let accepted = 0;
    const runs = 400;
    fc.assert(
      fc.property(positive(99), positive(600), positive(99), laborName, (laborId, laborTime, quantity, name) => {
        const result = checkCustomLabor({
          laborId: laborId.text,
          laborTime: laborTime.text,
          quantity: quantity.text,
          name: name.text,
        });
        const texts = {
          laborId: CUSTOM_LABOR_TEXT.rate,
          laborTime: CUSTOM_LABOR_TEXT.time,
          quantity: CUSTOM_LABOR_TEXT.quantity,
        };
        if (judged(result, { laborId, laborTime, quantity, name }, texts)) accepted += 1;
      }),
      { numRuns: runs },
    );
    expect(accepted).toBeGreaterThan(runs / 2);
  });

  it('property: the subtotal is rate x minutes / 60 x quantity rounded half up to the cent, 0 while a part is invalid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        positive(600),
        positive(99),
        (rateCents, laborTime, quantity) => {
          const rate = { labor_id: 2, title: 'Brake Service', amount: rateCents / 100 };
          // Whole-number arithmetic: cents x minutes x quantity over 60, half up (the numbers are all positive).
          const expected =
            laborTime.expected === null || quantity.expected === null
              ? 0
              : Math.floor((2 * rateCents * laborTime.expected * quantity.expected + 60) / 120);
          expect(customLaborSubtotalCents(rate, { laborTime: laborTime.text, quantity: quantity.text })).toBe(expected);
        },
      ),
    );
  });

  it('subtotal = rate x minutes / 60 x quantity', () => {
    const rate = { labor_id: 2, title: 'Brake Service', amount: 110 };
    expect(customLaborSubtotalCents(rate, { laborTime: '45', quantity: '2' })).toBe(16500);
    expect(customLaborSubtotalCents(rate, { laborTime: '', quantity: '2' })).toBe(0);
    expect(customLaborSubtotalCents(undefined, { laborTime: '45', quantity: '2' })).toBe(0);
  });
});
