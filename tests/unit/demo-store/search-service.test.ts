// Contract: the demo store's search service speaks the Algolia protocol. The official algoliasearch lite client gets
// the same answers the search bar's api reads (src/api/search.ts), and the insights endpoint checks events strictly.
import { liteClient } from 'algoliasearch/lite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_API_KEY,
  SEARCH_APP_ID,
  SEARCH_CONFIG,
  SEARCH_INDEXES,
} from '../../../demo-pages/server/search/search-config';
import { multiSearch, type IndexQuery } from '../../../src/api/search';
import { sendInsightsEvents } from '../../../src/api/search-insights';
import { SearchConfigSchema } from '../../../src/schemas/search';
import { startStore, Visitor, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

const official = () =>
  liteClient(SEARCH_APP_ID, SEARCH_API_KEY, {
    hosts: [{ url: store.base.replace('http://', ''), accept: 'readWrite', protocol: 'http' }],
  });
const service = () => v.parse(SearchConfigSchema, { ...SEARCH_CONFIG, host: store.base, insights_host: store.base });

const requests = (query: string, hitsPerPage = 8): IndexQuery[] =>
  Object.values(SEARCH_INDEXES).map((indexName) => ({ indexName, query, hitsPerPage, clickAnalytics: true }));

type Hit = { objectID: string; name: unknown; slug?: unknown };
const shape = (results: { hits: Hit[]; nbHits?: number }[]) =>
  results.map((r) => ({ nbHits: r.nbHits, hits: r.hits.map((h) => [h.objectID, h.name, h.slug]) }));

describe('the search service (Algolia protocol) against the official algoliasearch lite client', () => {
  for (const query of ['brake', 'ceramic front', 'ironclad', 'brak pads', 'luminx', 'IR-8476A']) {
    it(`"${query}": the lite client and the search bar's api read the same hits from POST /1/indexes/*/queries`, async () => {
      const { results } = await official().search({ requests: requests(query) });
      const ours = await multiSearch(service(), requests(query));
      expect(shape(ours)).toEqual(shape(results as { hits: Hit[]; nbHits: number }[]));
      expect(results.map((r) => ('index' in r ? r.index : null))).toEqual(Object.values(SEARCH_INDEXES));
      for (const r of [...results, ...ours]) expect((r as { queryID?: string }).queryID).toMatch(/^[0-9a-f]{32}$/);
    });
  }

  it('prefix and typo tolerance: "brak" finds what "brake" finds; "brske pad" (a typo) finds brake pads; every word must match', async () => {
    const search = (query: string) =>
      official()
        .searchForHits<{ name: { default: string } }>({
          requests: [{ indexName: SEARCH_INDEXES.parts, query, hitsPerPage: 200 }],
        })
        .then(({ results }) => results[0]!.hits.map((h) => h.objectID).sort());
    const brake = await search('brake');
    expect(brake.length).toBeGreaterThan(10);
    expect(await search('brak')).toEqual(brake);
    const names = async (query: string) =>
      (
        await official().searchForHits<{ name: { default: string } }>({
          requests: [{ indexName: SEARCH_INDEXES.parts, query, hitsPerPage: 200 }],
        })
      ).results[0]!.hits.map((h) => h.name.default);
    const pads = await names('brske pad');
    expect(pads).toContain('Ironclad Ceramic Front Brake Pad Set');
    expect(pads.every((n) => /pad/i.test(n))).toBe(true);
    expect(await search('brake zzqqxx')).toEqual([]);
  });

  it('hitsPerPage and page slice the hits; nbHits counts them all; no queryID without clickAnalytics', async () => {
    const { results } = await official().searchForHits({
      requests: [
        { indexName: SEARCH_INDEXES.parts, query: 'brake', hitsPerPage: 4 },
        { indexName: SEARCH_INDEXES.parts, query: 'brake', hitsPerPage: 4, page: 1 },
      ],
    });
    expect(results[0]!.hits).toHaveLength(4);
    expect(results[0]!.nbHits).toBeGreaterThan(8);
    expect(results[1]!.hits.map((h) => h.objectID)).not.toContain(results[0]!.hits[0]!.objectID);
    expect('queryID' in results[0]!).toBe(false);
  });

  it('disable_without_stock: facetFilters in_stock:true leaves out parts nobody can buy', async () => {
    const search = (facetFilters?: string[]) =>
      official()
        .searchForHits({ requests: [{ indexName: SEARCH_INDEXES.parts, query: '', hitsPerPage: 1000, facetFilters }] })
        .then(({ results }) => results[0]!.nbHits ?? 0);
    const all = await search();
    const inStock = await search(['in_stock:true']);
    expect(inStock).toBeGreaterThan(0);
    expect(inStock).toBeLessThan(all);
  });

  it("refuses a wrong key (403), an unknown index (404) and an unknown parameter (400), in Algolia's {message, status}", async () => {
    const visitor = new Visitor(store.base);
    const post = (body: unknown, key = SEARCH_API_KEY) =>
      visitor.request('/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'X-Algolia-Application-Id': SEARCH_APP_ID, 'X-Algolia-API-Key': key },
        body: JSON.stringify(body),
      });
    const ok = { requests: [{ indexName: SEARCH_INDEXES.parts, query: 'brake' }] };
    expect((await post(ok, 'admin')).status).toBe(403);
    const missing = await post({ requests: [{ indexName: 'nope', query: 'x' }] });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Index nope does not exist', status: 404 });
    expect((await post({ requests: [{ indexName: SEARCH_INDEXES.parts, qeury: 'x' }] })).status).toBe(400);
    expect((await post({ requests: [] })).status).toBe(400);
    expect((await post(ok)).status).toBe(200);
  });

  it("the hits' slugs lead to the part, category and brand pages, the queryID kept", async () => {
    const visitor = new Visitor(store.base);
    const { results } = await official().searchForHits<{ slug: { default: string } }>({
      requests: [
        { indexName: SEARCH_INDEXES.parts, query: 'IR-8476A', hitsPerPage: 1 },
        { indexName: SEARCH_INDEXES.brand, query: 'ironclad', hitsPerPage: 1 },
        { indexName: SEARCH_INDEXES.categories, query: 'ceramic', hitsPerPage: 1 },
      ],
    });
    const [part, brand, category] = results.map((r) => r.hits[0]!.slug.default);
    const to = async (slug: string) =>
      (await visitor.request(`/${slug}?queryID=0123456789abcdef0123456789abcdef`)).headers.get('location');
    expect(await to(part!)).toBe('/product/product?product_id=1&queryID=0123456789abcdef0123456789abcdef');
    expect(await to(brand!)).toBe(
      '/product/manufacturer/info?manufacturer_id=11&queryID=0123456789abcdef0123456789abcdef',
    );
    expect(await to(category!)).toMatch(/^\/product\/category\?path=20_21_22&queryID=/);
  });
});

describe('insights (POST /1/events)', () => {
  it('records click and conversion events per session, with the query that gave the queryID', async () => {
    const visitor = new Visitor(store.base);
    const headers = { 'X-Algolia-Application-Id': SEARCH_APP_ID, 'X-Algolia-API-Key': SEARCH_API_KEY };
    const answer = await visitor.json('/1/indexes/*/queries', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        requests: [{ indexName: SEARCH_INDEXES.parts, query: 'ironclad', clickAnalytics: true }],
      }),
    });
    const queryID = (answer.results as { queryID: string }[])[0]!.queryID;
    const send = (event: Record<string, unknown>) =>
      visitor.request('/1/events', { method: 'POST', headers, body: JSON.stringify({ events: [event] }) });
    const base = { index: SEARCH_INDEXES.parts, userToken: 'anonymous-1', queryID, objectIDs: ['1'] };
    expect((await send({ ...base, eventType: 'click', eventName: 'Search Hit Clicked' })).status).toBe(422);
    expect((await send({ ...base, eventType: 'click', eventName: 'Search Hit Clicked', positions: [1] })).status).toBe(
      200,
    );
    expect(
      (await send({ ...base, eventType: 'conversion', eventName: 'Product Added To Cart', queryID: 'x' })).status,
    ).toBe(422);
    expect((await send({ ...base, eventType: 'conversion', eventName: 'Product Added To Cart' })).status).toBe(200);
    const log = await visitor.json('/__demo/search-log');
    expect(log.events).toEqual([
      expect.objectContaining({ eventType: 'click', queryID, query: 'ironclad', positions: [1] }),
      expect.objectContaining({ eventType: 'conversion', queryID, query: 'ironclad', objectIDs: ['1'] }),
    ]);
    // Another session sees none of them.
    expect((await new Visitor(store.base).json('/__demo/search-log')).events).toEqual([]);
  });

  it("the search bar's insights call is accepted as sent", async () => {
    await expect(
      sendInsightsEvents(service(), [
        {
          eventType: 'click',
          eventName: 'Search Hit Clicked',
          index: SEARCH_INDEXES.parts,
          userToken: 'anonymous-0123456789abcdef0123456789abcdef',
          queryID: '0123456789abcdef0123456789abcdef',
          objectIDs: ['1'],
          positions: [1],
          timestamp: Date.now(),
        },
      ]),
    ).resolves.toBeUndefined();
  });
});

describe('the header search on every page', () => {
  for (const path of [
    '/',
    '/common/home',
    '/product/product?product_id=1',
    '/checkout/cart',
    '/pos/order',
    '/demo/search-insights',
  ]) {
    it(`${path}: a search-bar mount (interaction strategy) around a GET form to the search page`, async () => {
      const html = await (await new Visitor(store.base).request(path)).text();
      const mount = /<div data-mount="search-bar" data-strategy="interaction"[^>]*>([\s\S]*?)<\/form>/.exec(html);
      expect(mount).not.toBeNull();
      expect(mount![1]).toContain('action="/index.php" method="get"');
      for (const field of [
        'name="route" value="product/search"',
        'name="description" value="true"',
        'name="search_in_brand_or_category" value="true"',
        'name="search" data-replay="search"',
      ])
        expect(mount![1]).toContain(field);
    });
  }

  it('an embedded page has no header, hence no search bar', async () => {
    const html = await (await new Visitor(store.base).request('/checkout/cart?embed=1')).text();
    expect(html).not.toContain('data-mount="search-bar"');
  });

  it('the search page reads description, search_in_brand_or_category, manufacturer_id and category_id', async () => {
    const visitor = new Visitor(store.base);
    const count = async (query: string) =>
      Number(/of (\d+) \(/.exec(await (await visitor.request(`/index.php?route=product/search&${query}`)).text())?.[1]);
    const all = await count('search=ceramic');
    expect(all).toBeGreaterThan(0);
    expect(await count('search=ceramic&manufacturer_id=11')).toBeLessThan(all);
    expect(await count('search=ceramic&manufacturer_id=11')).toBeGreaterThan(0);
    expect(await count('search=zzqq&category_id=20')).toBe(0);
    // "Brake Pads" is a category name: only with search_in_brand_or_category do parts filed under it match by it.
    expect(await count('search=semi-metallic brake pads&search_in_brand_or_category=true')).toBeGreaterThan(
      await count('search=semi-metallic brake pads'),
    );
  });
});
