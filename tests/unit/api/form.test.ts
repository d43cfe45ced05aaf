import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callUrl, toFormBody, type FormValue } from '../../../src/api/form';

const entries = (params: URLSearchParams) => [...params.entries()];

describe('toFormBody: "form-encoded bodies with PHP-style keys"', () => {
  it('encodes options as option[12]=5', () => {
    expect(entries(toFormBody({ product_id: 42, quantity: 2, option: { 12: 5, 13: 'Red' } }))).toEqual([
      ['product_id', '42'],
      ['quantity', '2'],
      ['option[12]', '5'],
      ['option[13]', 'Red'],
    ]);
  });

  it('encodes lists of objects as products[0][aaia]=ABC', () => {
    const body = toFormBody({
      products: [
        { aaia: 'ABC', part_number: 'BP-101', quantity: 1 },
        { aaia: 'XYZ', part_number: 'RT-2', quantity: 3 },
      ],
    });
    expect(entries(body)).toEqual([
      ['products[0][aaia]', 'ABC'],
      ['products[0][part_number]', 'BP-101'],
      ['products[0][quantity]', '1'],
      ['products[1][aaia]', 'XYZ'],
      ['products[1][part_number]', 'RT-2'],
      ['products[1][quantity]', '3'],
    ]);
    expect(body.toString()).toContain('products%5B0%5D%5Baaia%5D=ABC');
  });

  it('sends booleans as 1/0 and skips null and undefined', () => {
    expect(
      entries(toFormBody({ apply_labor: true, notify: false, comment: null, coupon: undefined, option: { 5: null } })),
    ).toEqual([
      ['apply_labor', '1'],
      ['notify', '0'],
    ]);
  });

  it('keeps empty strings and zero (a cleared field is still sent)', () => {
    expect(entries(toFormBody({ comment: '', quantity: 0 }))).toEqual([
      ['comment', ''],
      ['quantity', '0'],
    ]);
  });

  it('encodes multi-value options as option[7][0]=1&option[7][1]=2', () => {
    expect(decodeURIComponent(toFormBody({ option: { 7: [1, 2] } }).toString())).toBe('option[7][0]=1&option[7][1]=2');
  });

  it('escapes text so "&" and "=" in values cannot forge fields', () => {
    const body = toFormBody({ comment: 'a&quantity=99 b' });
    expect(new URLSearchParams(body.toString()).getAll('quantity')).toEqual([]);
    expect(new URLSearchParams(body.toString()).get('comment')).toBe('a&quantity=99 b');
  });

  // Property: whatever the nesting, every leaf is sent once under its bracketed path, and nothing else is sent.
  const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$|^[0-9]{1,3}$/);
  const leaf = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  );
  const { value } = fc.letrec<{ value: FormValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(key, tie('value'), { maxKeys: 3 }),
    ),
  }));
  const fields = fc.dictionary(key, value, { maxKeys: 4 });

  function leaves(path: string, v: FormValue, into: [string, string][]): [string, string][] {
    if (v === null || v === undefined) return into;
    if (Array.isArray(v)) v.forEach((item, i) => leaves(`${path}[${i}]`, item, into));
    else if (typeof v === 'object') for (const [k, item] of Object.entries(v)) leaves(`${path}[${k}]`, item, into);
    else into.push([path, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
    return into;
  }

  it('property: every leaf appears with its bracketed path, nulls are skipped', () => {
    fc.assert(
      fc.property(fields, (input) => {
        const expected = Object.entries(input).flatMap(([k, v]) => leaves(k, v, []));
        // Through the wire and back, as the server's form parser sees it.
        const received = entries(new URLSearchParams(toFormBody(input).toString()));
        expect(received).toEqual(expected);
        for (const [path, text] of expected) expect(received).toContainEqual([path, text]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('callUrl: "a base ends where the call name starts"', () => {
  it('joins a path base: /checkout/cart/ + getData', () => {
    expect(callUrl('/checkout/cart/', 'getData')).toBe('/checkout/cart/getData');
    expect(callUrl('/checkout/cart/', 'getData', { product_id: 5 })).toBe('/checkout/cart/getData?product_id=5');
  });

  it('joins a route base: index.php?route=checkout/cart/ + add, appending the query with &', () => {
    expect(callUrl('index.php?route=checkout/cart/', 'add')).toBe('index.php?route=checkout/cart/add');
    expect(callUrl('index.php?route=checkout/cart/', 'getData', { page: 2, limit: 10 })).toBe(
      'index.php?route=checkout/cart/getData&page=2&limit=10',
    );
    const url = new URL(callUrl('/index.php?route=checkout/cart/', 'remove', { key: 'a b&c' }), 'http://store.test');
    expect(url.searchParams.get('route')).toBe('checkout/cart/remove');
    expect(url.searchParams.get('key')).toBe('a b&c');
  });

  it('leaves out undefined query values', () => {
    expect(callUrl('/api/products/', 'search', { q: 'brake', page: undefined })).toBe('/api/products/search?q=brake');
  });
});
