// The parts index's codes for counter scans (issue 27): every part carries a valid EAN-13 (also a UPC-A), its SKU and
// its MPN; two brands share one MPN; the codes are filter-only attributes (filters match, facet counts leave them out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_INDEXES } from '../../../demo-pages/server/search/search-config';
import { buildRecords } from '../../../demo-pages/server/search/search-records';
import { freshSeed } from '../../../demo-pages/server/core/seed';
import { startStore, type TestStore } from './helpers';

/** Is this a valid GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): its last digit the check digit of the others? */
function validGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number).reverse();
  const sum = digits.slice(1).reduce((total, d, i) => total + d * (i % 2 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[0];
}

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

const seed = freshSeed();
const records = buildRecords(seed)[SEARCH_INDEXES.parts]!;

async function filtered(facetFilters: unknown[], extra: Record<string, unknown> = {}) {
  const res = await fetch(`${store.base}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': SEARCH_APP_ID, 'X-Algolia-API-Key': SEARCH_API_KEY },
    body: JSON.stringify({
      requests: [{ indexName: SEARCH_INDEXES.parts, query: '', hitsPerPage: 50, facetFilters, ...extra }],
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { hits: Record<string, unknown>[]; facets?: Record<string, unknown> }[] })
    .results[0]!;
}

describe('the parts index for counter scans', () => {
  it('every part carries a valid EAN-13 (a UPC-A too: it starts with 0), a SKU and an MPN, all unique but one shared MPN', () => {
    expect(records).toHaveLength(seed.products.length);
    for (const r of records) {
      const { ean, sku, mpn } = r.attributes as { ean: string; sku: string; mpn: string };
      expect(validGtin(ean), `${r.objectID} ${ean}`).toBe(true);
      expect(validGtin(ean.slice(1)), `${r.objectID} UPC-A`).toBe(ean.startsWith('0'));
      expect(sku && mpn).toBeTruthy();
    }
    const unique = (key: string) => new Set(records.map((r) => r.attributes[key])).size;
    expect(unique('ean')).toBe(records.length);
    expect(unique('sku')).toBe(records.length);
    expect(unique('mpn')).toBe(records.length - 1);
  });

  it('two brands share one MPN: a filter on it finds both', async () => {
    const result = await filtered([['mpn:TR-2848']]);
    expect(result.hits.map((h) => [h.objectID, h.manufacturer])).toEqual([
      ['110', 'Torrent Exhaust'],
      ['143', 'TrailBond Electrical'],
    ]);
  });

  it('an exact filter on ean, sku or mpn finds its part with what Add to Cart needs; an inner list ORs the spellings', async () => {
    const pads = seed.products[0]!;
    for (const filter of [`ean:${pads.ean}`, `sku:${pads.sku}`, `mpn:${pads.mpn}`]) {
      const result = await filtered([[filter]]);
      expect(result.hits).toHaveLength(1);
      expect(result.hits[0]).toMatchObject({ objectID: '1', product_id: 1, aaia: pads.aaia, requires_options: false });
    }
    expect((await filtered([[`ean:${pads.ean.slice(1)}`, `ean:${pads.ean}`]])).hits).toHaveLength(1);
    expect((await filtered([['ean:0000000000000']])).hits).toHaveLength(0);
    expect((await filtered([[`sku:${pads.ean}`]])).hits).toHaveLength(0);
  });

  it('the codes are filter-only: facets "*" leaves them out', async () => {
    const result = await filtered([], { facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(result.facets ?? {})).not.toEqual(expect.arrayContaining(['ean']));
    expect(Object.keys(result.facets ?? {})).toContain('manufacturer');
    expect(Object.keys(result.facets ?? {}).some((f) => ['ean', 'sku', 'mpn'].includes(f))).toBe(false);
  });
});
