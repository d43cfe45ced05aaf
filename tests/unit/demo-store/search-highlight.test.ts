// The search service's highlighting and parameter reading, one function at a time.
import { describe, expect, it } from 'vitest';
import { highlightText, queryWords, snippetText } from '../../../demo-pages/server/search/search-highlight';
import { filterPredicate, readParams, type Filterable } from '../../../demo-pages/server/search/search-params';

const options = (query: string, typos = true) => ({ words: queryWords(query), pre: '[', post: ']', typos });

describe('highlightText', () => {
  it('exact words whole, a prefix as far as typed, a word with a typo whole; matchLevel and matchedWords', () => {
    expect(highlightText('Ironclad Ceramic Brake Pads', options('ceram pads brke'))).toEqual({
      value: 'Ironclad [Ceram]ic [Brake] [Pads]',
      matchLevel: 'full',
      matchedWords: ['ceram', 'pads', 'brke'],
      fullyHighlighted: false,
    });
    expect(highlightText('Brake Pads', options('brake pads'))).toMatchObject({ fullyHighlighted: true });
    expect(highlightText('Brake Pads', options('brake rotor'))).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['brake'],
    });
    expect(highlightText('Brake Pads', options(''))).toEqual({
      value: 'Brake Pads',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('no typo tolerance: a typo does not match; punctuation splits words as the search does; text is not escaped', () => {
    expect(highlightText('Brake', options('brke', false)).matchLevel).toBe('none');
    expect(highlightText('IR-8476A <b>', options('8476')).value).toBe('IR-[8476]A <b>');
  });
});

describe('snippetText', () => {
  it('N words from a little before the first match, with the ellipsis where cut', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(snippetText(text, 3, '…', options('six')).value).toBe('…five [six] seven…');
    expect(snippetText(text, 3, '…', options('one')).value).toBe('[one] two three…');
    expect(snippetText(text, 3, '…', options('ten')).value).toBe('…eight nine [ten]');
    expect(snippetText(text, 20, '…', options('ten')).value).toBe('one two three four five six seven eight nine [ten]');
    expect(snippetText(text, 3, '…', options('zzz'))).toEqual({ value: 'one two three…', matchLevel: 'none' });
  });
});

describe('readParams and filters', () => {
  const record = (facets: Record<string, string[]>, numbers: Record<string, number[]> = {}, tags: string[] = []) =>
    ({
      facetValues: (a) => facets[a] ?? [],
      numbers: (a) => numbers[a] ?? [],
      tags: () => tags,
    }) satisfies Filterable;
  const faceted = () => true;

  it('legacy string filter lists: commas AND, a parenthesized group ORs', () => {
    const params = readParams({ params: 'facetFilters=brand:a,(type:x,type:y)&tagFilters=new,(-old)' });
    expect(params.facetFilters).toEqual(['brand:a', ['type:x', 'type:y']]);
    expect(params.tagFilters).toEqual(['new', ['-old']]);
    const keep = filterPredicate(params, faceted);
    expect(keep(record({ brand: ['A'], type: ['y'] }, {}, ['new']))).toBe(true);
    expect(keep(record({ brand: ['a'], type: ['z'] }, {}, ['new']))).toBe(false);
    expect(keep(record({ brand: ['a'], type: ['x'] }, {}, ['new', 'old']))).toBe(false);
  });

  it('filters: precedence (AND before OR), NOT, escaped quotes', () => {
    const keep = (filters: string, r: Filterable) => filterPredicate(readParams({ filters }), faceted)(r);
    const r = record({ brand: ['Say "Hi"'], type: ['x'] }, { price: [10] });
    expect(keep('type:y OR type:x AND price < 20', r)).toBe(true);
    expect(keep('(type:y OR type:x) AND price > 20', r)).toBe(false);
    expect(keep('NOT type:y AND brand:"Say \\"Hi\\""', r)).toBe(true);
    expect(keep('price:10 TO 10', r)).toBe(true);
    expect(() => keep('type:x AND', r)).toThrow(/filters/);
    expect(() => keep('price:a TO 3', r)).toThrow(/not a number/);
  });

  it('a negated facet filter on an attribute not declared for faceting matches everything, a plain one nothing', () => {
    const params = (f: string) => readParams({ facetFilters: [f] });
    const r = record({ sku: ['1'] });
    expect(filterPredicate(params('sku:1'), () => false)(r)).toBe(false);
    expect(filterPredicate(params('sku:-1'), () => false)(r)).toBe(true);
    expect(filterPredicate(params('sku:\\-1'), faceted)(record({ sku: ['-1'] }))).toBe(true);
  });
});
