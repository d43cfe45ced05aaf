// The demo search service as a stand-in for Algolia: every standard search parameter InstantSearch.js and
// autocomplete-js send is accepted, the filters follow Algolia's semantics (checked against the seed's catalog, not
// against the service's own code), facets, highlighting, snippets, pagination, the single-index and facet-value
// calls, and CORS. The official algoliasearch lite client sends several queries in one request.
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_INDEXES } from '../../../demo-pages/server/search/search-config';
import { freshSeed } from '../../../demo-pages/server/core/seed';
import { startStore, Visitor, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

const PARTS = SEARCH_INDEXES.parts;
const HEADERS = { 'X-Algolia-Application-Id': SEARCH_APP_ID, 'X-Algolia-API-Key': SEARCH_API_KEY };
const products = freshSeed().products;
const price = (p: (typeof products)[number]) => p.special ?? p.price;
const inStock = (p: (typeof products)[number]) => p.is_orderable && Object.values(p.stock).some((n) => n > 0);
const ids = (list: { product_id: number }[]) => list.map((p) => String(p.product_id)).sort((a, b) => +a - +b);

type Hit = Record<string, unknown> & { objectID: string };
type Result = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  params: string;
  query: string;
  [key: string]: unknown;
};

async function post(path: string, body: unknown, headers: Record<string, string> = HEADERS): Promise<Response> {
  return fetch(`${store.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** One query (object form) on the parts index; every hit (hitsPerPage 1000). */
async function query(params: Record<string, unknown>, indexName: string = PARTS): Promise<Result> {
  const res = await post('/1/indexes/*/queries', { requests: [{ indexName, hitsPerPage: 1000, ...params }] });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { results: Result[] }).results[0]!;
}
const hitIds = (r: Result) => r.hits.map((h) => h.objectID).sort((a, b) => +a - +b);

describe('every standard search parameter is accepted', () => {
  // What InstantSearch.js (algoliasearch-helper) and autocomplete-js send, and more of Algolia's search parameters.
  const STANDARD = {
    query: 'brake',
    facets: ['manufacturer', 'category'],
    filters: '',
    facetFilters: [['manufacturer:Ironclad Brakeworks', 'manufacturer:Summit Select']],
    numericFilters: ['price>=0'],
    tagFilters: '',
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    attributesToHighlight: ['name', 'manufacturer'],
    attributesToSnippet: ['name:5'],
    attributesToRetrieve: ['*'],
    snippetEllipsisText: '…',
    distinct: true,
    analytics: false,
    analyticsTags: ['demo'],
    clickAnalytics: true,
    userToken: 'anonymous-123',
    enablePersonalization: false,
    getRankingInfo: true,
    hitsPerPage: 4,
    page: 0,
    maxValuesPerFacet: 10,
    sortFacetValuesBy: 'count',
    ruleContexts: ['search-page'],
    optionalFilters: ['manufacturer:Summit Select'],
    aroundLatLngViaIP: false,
    typoTolerance: 'min',
    ignorePlurals: true,
    removeStopWords: false,
    queryLanguages: ['en'],
    restrictSearchableAttributes: ['name'],
    responseFields: ['*'],
    enableRules: true,
    enableABTest: false,
    facetingAfterDistinct: false,
    advancedSyntax: false,
    percentileComputation: true,
    synonyms: true,
    exactOnSingleWordQuery: 'attribute',
    minWordSizefor1Typo: 4,
    renderingContent: {},
  };

  it('as an object: none refused, the honoured ones applied (facets, filters, tags, pagination, queryID)', async () => {
    const r = await query(STANDARD);
    expect(r.hits).toHaveLength(4);
    expect(r.nbHits).toBeGreaterThan(4);
    expect(Object.keys(r.facets!.manufacturer!).sort()).toEqual(['Ironclad Brakeworks', 'Summit Select']);
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    const name = (r.hits[0]!._highlightResult as { name: { default: { value: string } } }).name.default.value;
    expect(name).toMatch(/__ais-highlight__Brake__\/ais-highlight__/);
  });

  it('as a params string (older clients: arrays as JSON or comma lists) and as a params object: the same answer', async () => {
    const asString = new URLSearchParams(
      Object.entries(STANDARD).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
    const results = await Promise.all(
      [{ params: asString }, { params: STANDARD }, STANDARD].map((params) =>
        post('/1/indexes/*/queries', { requests: [{ indexName: PARTS, ...params }] }).then(
          async (res) => ((await res.json()) as { results: Result[] }).results[0]!,
        ),
      ),
    );
    const shape = (r: Result) => ({ hits: r.hits.map((h) => h.objectID), nbHits: r.nbHits, facets: r.facets });
    expect(shape(results[0]!)).toEqual(shape(results[2]!));
    expect(shape(results[1]!)).toEqual(shape(results[2]!));
    // A comma list in a params string.
    const comma = await query({ params: 'query=&facets=manufacturer,category&hitsPerPage=0' });
    expect(Object.keys(comma.facets!)).toEqual(['manufacturer', 'category']);
  });

  it('an unknown parameter or a wrong type is refused (400) as Algolia refuses it', async () => {
    const status = async (request: Record<string, unknown>) =>
      (await post('/1/indexes/*/queries', { requests: [{ indexName: PARTS, ...request }] })).status;
    expect(await status({ qeury: 'x' })).toBe(400);
    expect(await status({ params: 'query=x&nope=1' })).toBe(400);
    expect(await status({ hitsPerPage: 'many' })).toBe(400);
    expect(await status({ hitsPerPage: 1001 })).toBe(400);
    expect(await status({ facets: 'manufacturer' })).toBe(200);
    expect(await status({ facetFilters: [1] })).toBe(400);
    expect(await status({ filters: 'price >' })).toBe(400);
    expect(await status({ filters: '(manufacturer:x' })).toBe(400);
    expect(await status({ numericFilters: ['price~3'] })).toBe(400);
    expect(await status({ sortFacetValuesBy: 'size' })).toBe(400);
    const res = await post('/1/indexes/*/queries', { requests: [{ indexName: PARTS, bogus: true }] });
    expect(await res.json()).toEqual({ message: 'Unknown parameter: bogus', status: 400 });
  });
});

describe("filters with Algolia's semantics (checked against the catalog)", () => {
  const summit = (p: (typeof products)[number]) => p.manufacturer === 'Summit Select';
  const ironclad = (p: (typeof products)[number]) => p.manufacturer === 'Ironclad Brakeworks';

  it('facetFilters: the outer list ANDs, an inner array ORs, "attr:-value" negates; values match whatever their case', async () => {
    expect(hitIds(await query({ facetFilters: ['manufacturer:Summit Select'] }))).toEqual(ids(products.filter(summit)));
    expect(
      hitIds(await query({ facetFilters: [['manufacturer:summit select', 'manufacturer:Ironclad Brakeworks']] })),
    ).toEqual(ids(products.filter((p) => summit(p) || ironclad(p))));
    expect(hitIds(await query({ facetFilters: ['manufacturer:-Summit Select', 'in_stock:true'] }))).toEqual(
      ids(products.filter((p) => !summit(p) && inStock(p))),
    );
    expect(hitIds(await query({ facetFilters: ['categories:Brake Pads', ['manufacturer:Summit Select']] }))).toEqual(
      ids(products.filter((p) => p.category_levels.includes('Brake Pads') && summit(p))),
    );
    // An attribute not declared for faceting matches nothing, as on Algolia.
    expect((await query({ facetFilters: ['sku:SPC-00001'] })).nbHits).toBe(0);
  });

  it('numericFilters: comparisons, "attr:low TO high", OR arrays', async () => {
    expect(hitIds(await query({ numericFilters: ['price>=100', 'price<200'] }))).toEqual(
      ids(products.filter((p) => price(p) >= 100 && price(p) < 200)),
    );
    expect(hitIds(await query({ numericFilters: ['price:50 TO 60'] }))).toEqual(
      ids(products.filter((p) => price(p) >= 50 && price(p) <= 60)),
    );
    expect(hitIds(await query({ numericFilters: [['rating=5', 'rating<1']] }))).toEqual(
      ids(products.filter((p) => p.rating === 5 || p.rating < 1)),
    );
    expect(hitIds(await query({ numericFilters: ['rating!=5'] }))).toEqual(ids(products.filter((p) => p.rating !== 5)));
  });

  it('tagFilters: _tags, "-tag" negates, arrays OR', async () => {
    expect(hitIds(await query({ tagFilters: ['new'] }))).toEqual(ids(products.filter((p) => p.is_new)));
    expect(hitIds(await query({ tagFilters: [['new', 'on-sale']] }))).toEqual(
      ids(products.filter((p) => p.is_new || p.special !== null)),
    );
    expect(hitIds(await query({ tagFilters: ['-on-sale'] }))).toEqual(ids(products.filter((p) => p.special === null)));
  });

  it('filters: AND, OR, NOT, parentheses, quoted values, ranges, comparisons and _tags; ANDed with the other filters', async () => {
    const r = await query({
      filters:
        '(manufacturer:"Summit Select" OR manufacturer:\'Ironclad Brakeworks\') AND NOT _tags:new AND price:20 TO 150 AND rating >= 2',
    });
    expect(hitIds(r)).toEqual(
      ids(
        products.filter(
          (p) => (summit(p) || ironclad(p)) && !p.is_new && price(p) >= 20 && price(p) <= 150 && p.rating >= 2,
        ),
      ),
    );
    const both = await query({ filters: 'in_stock:true', facetFilters: ['manufacturer:Summit Select'] });
    expect(hitIds(both)).toEqual(ids(products.filter((p) => inStock(p) && summit(p))));
    expect(hitIds(await query({ filters: 'category_id:22 OR category_id:23' }))).toEqual(
      ids(products.filter((p) => p.category_id === 22 || p.category_id === 23)),
    );
  });

  it('filters narrow a text query too', async () => {
    const all = await query({ query: 'brake' });
    const filtered = await query({ query: 'brake', filters: 'manufacturer:"Summit Select"' });
    expect(filtered.nbHits).toBeGreaterThan(0);
    expect(filtered.nbHits).toBeLessThan(all.nbHits);
    expect(filtered.hits.every((h) => h.manufacturer === 'Summit Select')).toBe(true);
  });
});

describe('query options', () => {
  it('restrictSearchableAttributes: the words are looked for in those attributes only', async () => {
    const anywhere = await query({ query: 'brake' });
    const inBrand = await query({ query: 'brake', restrictSearchableAttributes: ['manufacturer'] });
    expect(hitIds(inBrand)).toEqual(ids(products.filter((p) => p.manufacturer === 'Ironclad Brakeworks')));
    expect(anywhere.nbHits).toBeGreaterThan(inBrand.nbHits);
  });

  it('typoTolerance false: a typo no longer matches', async () => {
    expect((await query({ query: 'brske pad' })).nbHits).toBeGreaterThan(0);
    expect((await query({ query: 'brske pad', typoTolerance: false })).nbHits).toBe(0);
    expect((await query({ params: 'query=brske%20pad&typoTolerance=false' })).nbHits).toBe(0);
  });
});

describe('facets and facets_stats', () => {
  it('counts each requested facet over every hit the query and filters select, by count; * asks for all', async () => {
    const r = await query({
      facets: ['manufacturer', 'price', 'not_a_facet'],
      filters: 'in_stock:true',
      hitsPerPage: 0,
    });
    expect(r.hits).toEqual([]);
    const expected: Record<string, number> = {};
    for (const p of products.filter(inStock)) expected[p.manufacturer] = (expected[p.manufacturer] ?? 0) + 1;
    expect(r.facets!.manufacturer).toEqual(expected);
    const counts = Object.values(r.facets!.manufacturer!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(r.facets!.not_a_facet).toBeUndefined();
    const prices = products.filter(inStock).map(price);
    expect(r.facets_stats!.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(r.facets_stats!.manufacturer).toBeUndefined();
    const every = await query({ facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(every.facets!)).toEqual(
      expect.arrayContaining(['manufacturer', 'category', 'in_stock', '_tags']),
    );
    expect(every.facets!.in_stock).toEqual({
      true: products.filter(inStock).length,
      false: products.length - products.filter(inStock).length,
    });
  });

  it('maxValuesPerFacet and sortFacetValuesBy alpha', async () => {
    const r = await query({
      facets: ['manufacturer'],
      maxValuesPerFacet: 3,
      sortFacetValuesBy: 'alpha',
      hitsPerPage: 0,
    });
    const names = [...new Set(products.map((p) => p.manufacturer))].sort((a, b) => a.localeCompare(b)).slice(0, 3);
    expect(Object.keys(r.facets!.manufacturer!)).toEqual(names);
  });
});

describe('highlighting, snippets, attributes', () => {
  it('_highlightResult with the requested tags, matchLevel and matchedWords; a prefix is highlighted as typed', async () => {
    const r = await query({
      query: 'ironclad ceram',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    });
    const hit = r.hits.find((h) => (h.name as { default: string }).default === 'Ironclad Ceramic Front Brake Pad Set')!;
    const hl = hit._highlightResult as Record<string, unknown>;
    expect(hl.name).toEqual({
      default: {
        value: '<b>Ironclad</b> <b>Ceram</b>ic Front Brake Pad Set',
        matchLevel: 'full',
        matchedWords: ['ironclad', 'ceram'],
        fullyHighlighted: false,
      },
    });
    expect(hl.manufacturer).toEqual({
      value: '<b>Ironclad</b> Brakeworks',
      matchLevel: 'partial',
      matchedWords: ['ironclad'],
      fullyHighlighted: false,
    });
    expect(hl.sku).toMatchObject({ matchLevel: 'none', matchedWords: [] });
    // Default tags are <em>; an empty attributesToHighlight leaves _highlightResult out.
    const plain = await query({ query: 'ironclad', hitsPerPage: 1 });
    expect(JSON.stringify(plain.hits[0]!._highlightResult)).toContain('<em>Ironclad</em>');
    expect((await query({ query: 'ironclad', hitsPerPage: 1, attributesToHighlight: [] })).hits[0]).not.toHaveProperty(
      '_highlightResult',
    );
  });

  it('_snippetResult only when asked: N words around the match, cut with the ellipsis text', async () => {
    const r = await query({
      query: 'pad',
      attributesToSnippet: ['name:2'],
      snippetEllipsisText: '...',
    });
    const hit = r.hits.find((h) => (h.name as { default: string }).default === 'Ironclad Ceramic Front Brake Pad Set')!;
    expect(hit._snippetResult).toEqual({
      name: { default: { value: '...<em>Pad</em> Set', matchLevel: 'full' } },
    });
    expect((await query({ query: 'pad', hitsPerPage: 1 })).hits[0]).not.toHaveProperty('_snippetResult');
  });

  it('attributesToRetrieve: a list, or * less the -excluded; objectID always', async () => {
    const some = await query({ query: 'ironclad', hitsPerPage: 1, attributesToRetrieve: ['name', 'price'] });
    expect(Object.keys(some.hits[0]!).sort()).toEqual(['_highlightResult', 'name', 'objectID', 'price']);
    const most = await query({ query: 'ironclad', hitsPerPage: 1, attributesToRetrieve: ['*', '-image', '-_tags'] });
    expect(most.hits[0]).toHaveProperty('manufacturer');
    expect(most.hits[0]).not.toHaveProperty('image');
    expect(most.hits[0]).not.toHaveProperty('_tags');
  });
});

describe('pagination', () => {
  it('page and hitsPerPage slice the hits, nbPages counts the pages; past the last page: no hits; offset/length', async () => {
    const all = await query({});
    expect(all.nbHits).toBe(products.length);
    const pages = await Promise.all([0, 1, 2].map((page) => query({ hitsPerPage: 60, page })));
    expect(pages.map((p) => p.hits.length)).toEqual([60, 60, products.length - 120]);
    expect(pages.map((p) => p.nbPages)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.hits.map((h) => h.objectID))).toEqual(all.hits.map((h) => h.objectID));
    expect((await query({ hitsPerPage: 60, page: 3 })).hits).toEqual([]);
    const window = await query({ offset: 5, length: 3 });
    expect(window.hits.map((h) => h.objectID)).toEqual(all.hits.slice(5, 8).map((h) => h.objectID));
    expect(window).toMatchObject({ offset: 5, length: 3 });
  });

  it('the answer carries the query, the params received, exhaustiveNbHits and processingTimeMS; responseFields trims it', async () => {
    const r = await query({ query: 'brake', hitsPerPage: 2 });
    expect(r).toMatchObject({ query: 'brake', exhaustiveNbHits: true, index: PARTS, hitsPerPage: 2, page: 0 });
    expect(new URLSearchParams(r.params).get('query')).toBe('brake');
    expect(typeof r.processingTimeMS).toBe('number');
    const trimmed = await query({ query: 'brake', responseFields: ['nbHits', 'hits'] });
    expect(Object.keys(trimmed).sort()).toEqual(['hits', 'nbHits']);
  });
});

describe('the official algoliasearch lite client', () => {
  it('sends several queries (hits, facets, another index, a facet-value search) in ONE request and reads every answer', async () => {
    const visitor = new Visitor(store.base);
    await visitor.request('/demo/search-insights');
    const client = liteClient(SEARCH_APP_ID, SEARCH_API_KEY, {
      hosts: [{ url: store.base.replace('http://', ''), accept: 'readWrite', protocol: 'http' }],
      // The visitor's session, so the service's log shows what arrived.
      baseHeaders: { Cookie: visitor.cookie },
    });
    const { results } = await client.search({
      requests: [
        {
          indexName: PARTS,
          query: 'brake',
          facets: ['manufacturer'],
          facetFilters: [['manufacturer:Summit Select']],
          hitsPerPage: 3,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
        { indexName: PARTS, query: 'brake', facets: ['manufacturer'], hitsPerPage: 0, analytics: false },
        { indexName: SEARCH_INDEXES.brand, query: 'iron', hitsPerPage: 5 },
        { indexName: PARTS, type: 'facet', facet: 'manufacturer', facetQuery: 'sum', query: 'brake' },
      ],
    });
    expect(results).toHaveLength(4);
    const [refined, counts, brands, facetValues] = results as unknown as [
      Result,
      Result,
      Result,
      { facetHits: { value: string; highlighted: string; count: number }[] },
    ];
    expect(refined.hits.length).toBe(Math.min(3, counts.facets!.manufacturer!['Summit Select']!));
    expect(refined.nbHits).toBe(counts.facets!.manufacturer!['Summit Select']);
    expect(JSON.stringify(refined.hits[0]!._highlightResult)).toContain('<mark>Brake</mark>');
    expect(brands.hits.map((h) => (h.name as { default: string }).default)).toContain('Ironclad Brakeworks');
    expect(facetValues.facetHits).toEqual([
      {
        value: 'Summit Select',
        highlighted: '<em>Sum</em>mit Select',
        count: counts.facets!.manufacturer!['Summit Select'],
      },
    ]);
    const log = (await visitor.json('/__demo/search-log')) as { searches: { queries: unknown[] }[] };
    expect(log.searches).toHaveLength(1);
    expect(log.searches[0]!.queries).toHaveLength(4);
  });

  it('the legacy signature (an array of {indexName, params}, what InstantSearch.js passes) works too', async () => {
    const client = liteClient(SEARCH_APP_ID, SEARCH_API_KEY, {
      hosts: [{ url: store.base.replace('http://', ''), accept: 'readWrite', protocol: 'http' }],
    });
    const { results } = await client.search([
      { indexName: PARTS, params: { query: 'ceramic', hitsPerPage: 2, facets: ['category'] } },
      { indexName: PARTS, params: { query: 'ceramic', tagFilters: [['new']], hitsPerPage: 2 } },
    ]);
    const [first, second] = results as unknown as [Result, Result];
    expect(first.hits).toHaveLength(2);
    expect(first.facets!.category).toBeDefined();
    expect(second.nbHits).toBeLessThan(first.nbHits);
  });
});

describe('single-index calls', () => {
  it('POST /1/indexes/{index}/query, GET /1/indexes/{index}?…, POST …/facets/{facet}/query', async () => {
    const byPost = await post(`/1/indexes/${PARTS}/query`, { params: 'query=ironclad&hitsPerPage=2' });
    expect(byPost.status).toBe(200);
    const posted = (await byPost.json()) as Result;
    expect(posted.hits).toHaveLength(2);
    const byGet = await fetch(
      `${store.base}/1/indexes/${PARTS}?query=ironclad&hitsPerPage=2&x-algolia-application-id=${SEARCH_APP_ID}&x-algolia-api-key=${SEARCH_API_KEY}`,
    );
    expect(byGet.status).toBe(200);
    expect(((await byGet.json()) as Result).hits.map((h) => h.objectID)).toEqual(posted.hits.map((h) => h.objectID));
    const facet = await post(`/1/indexes/${PARTS}/facets/category/query`, { facetQuery: 'cer', maxFacetHits: 5 });
    expect(await facet.json()).toMatchObject({
      facetHits: [
        {
          value: 'Ceramic',
          highlighted: '<em>Cer</em>amic',
          count: products.filter((p) => p.category_levels.at(-1) === 'Ceramic').length,
        },
      ],
    });
    const notSearchable = await post(`/1/indexes/${PARTS}/facets/price/query`, { facetQuery: '1' });
    expect(notSearchable.status).toBe(400);
    expect(((await notSearchable.json()) as { message: string }).message).toContain('searchable(price)');
    expect((await post('/1/indexes/nope/query', {})).status).toBe(404);
    expect((await post(`/1/indexes/${PARTS}/query`, {}, {})).status).toBe(403);
    expect((await post(`/1/indexes/${PARTS}/other`, {})).status).toBe(404);
  });
});

describe('CORS, as Algolia answers it', () => {
  for (const path of ['/1/indexes/*/queries', `/1/indexes/${PARTS}/query`, '/1/events']) {
    it(`${path}: a preflight allows the x-algolia-* headers and content-type, nothing else`, async () => {
      const res = await fetch(`${store.base}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://theme.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-algolia-api-key,x-algolia-application-id,x-secret',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'content-type, x-algolia-api-key, x-algolia-application-id',
      );
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    });
  }

  it('every answer, errors too, allows any origin', async () => {
    const ok = await post('/1/indexes/*/queries', { requests: [{ indexName: PARTS, query: 'x' }] });
    const refused = await post('/1/indexes/*/queries', { requests: [{ indexName: PARTS }] }, {});
    const bad = await post('/1/indexes/*/queries', { requests: [{ indexName: PARTS, nope: 1 }] });
    expect([ok.status, refused.status, bad.status]).toEqual([200, 403, 400]);
    for (const res of [ok, refused, bad]) expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
