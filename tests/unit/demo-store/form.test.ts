import { describe, expect, it } from 'vitest';
import { checkFields, parseForm } from '../../../demo-pages/server/core/form';
import { HttpError } from '../../../demo-pages/server/core/http';

describe('PHP-style form parser', () => {
  it('reads flat fields, decoding + and percent escapes', () => {
    expect(parseForm('product_id=42&quantity=2&name=Front+Pads%21')).toEqual({
      product_id: '42',
      quantity: '2',
      name: 'Front Pads!',
    });
  });

  it('turns option[12]=5 into a map keyed by option id', () => {
    expect(parseForm('option%5B12%5D=5&option[13]=hello')).toEqual({ option: { '12': '5', '13': 'hello' } });
  });

  it('turns option[13][]=7&option[13][]=8 into a list', () => {
    expect(parseForm('option[13][]=7&option[13][]=8')).toEqual({ option: { '13': ['7', '8'] } });
  });

  it('turns products[0][aaia]=ABC&products[0][mpn]=1&products[1][aaia]=DEF into a list of maps', () => {
    expect(parseForm('products[0][aaia]=ABC&products[0][mpn]=1&products[1][aaia]=DEF')).toEqual({
      products: [{ aaia: 'ABC', mpn: '1' }, { aaia: 'DEF' }],
    });
  });

  it('refuses keys that would reach Object.prototype', () => {
    expect(() => parseForm('a[__proto__][polluted]=1')).toThrow(HttpError);
    expect(() => parseForm('constructor[prototype][polluted]=1')).toThrow(HttpError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a key with unbalanced brackets literal, and the last duplicate scalar wins', () => {
    expect(parseForm('a[b=1&c=1&c=2')).toEqual({ 'a[b': '1', c: '2' });
  });
});

describe('strict field checks', () => {
  const rules = { product_id: { kind: 'int', required: true }, option: { kind: 'map' } } as const;
  const message = (form: Record<string, unknown>) => {
    try {
      checkFields(form as never, rules);
      return 'ok';
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      return (error as HttpError).message;
    }
  };

  it('names the unknown field and lists the expected ones', () => {
    expect(message({ productId: '1' })).toBe('Unknown field "productId". Expected "product_id", "option".');
  });

  it('names a missing or mistyped field', () => {
    expect(message({})).toBe('Missing required field "product_id".');
    expect(message({ product_id: 'abc' })).toContain('Field "product_id" must be an integer');
    expect(message({ product_id: '1', option: '3' })).toContain('option[<id>]');
    expect(message({ product_id: '1', option: { '3': '4' } })).toBe('ok');
  });
});
