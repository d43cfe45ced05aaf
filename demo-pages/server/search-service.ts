/**
 * The hosted search service of the demo store: the Algolia search protocol (POST /1/indexes/* /queries) and insights
 * protocol (POST /1/events) over MiniSearch indexes of the seed's parts, categories, series and brands (prefix and
 * typo-tolerant). Every search and event is recorded per session: GET /__demo/search-log and the QA page read them.
 */
import { randomBytes } from 'node:crypto';
import MiniSearch from 'minisearch';
import { seriesId } from './fitment';
import { esc } from './html';
import { HttpError, redirect, sendJson } from './http';
import { renderPage } from './pages/common';
import type { Context, RouteTable } from './router';
import type { Seed } from './seed';
import type { Session } from './session';

import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_INDEXES } from './search-config';

type Localized = { default: string } & Record<string, string>;

export interface SearchRecord {
  objectID: string;
  name: Localized;
  slug: Localized;
  image?: Localized;
  /** What MiniSearch indexes (not sent). */
  text: Record<string, string>;
  /** Facet attributes (attributesForFaceting). */
  facets: Record<string, string>;
  /** Where /{slug} leads in the demo store. */
  target: string;
  extra: Record<string, unknown>;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const loc = (text: string): Localized => ({ default: text });

/** The four indexes' records, built from the seed (the same for every reset: the seed's catalog never changes). */
export function buildRecords(seed: Seed): Record<string, SearchRecord[]> {
  const brandName = new Map(seed.manufacturers.map((m) => [m.manufacturer_id, m.name]));
  const categoryName = new Map(seed.categories.map((c) => [c.category_id, c]));
  const parts: SearchRecord[] = seed.products.map((p) => ({
    objectID: String(p.product_id),
    name: loc(p.name),
    slug: loc(slugify(`${p.name} ${p.part_number}`)),
    image: loc(p.thumbnails.primary),
    text: {
      name: p.name,
      brand: p.manufacturer,
      number: `${p.part_number} ${p.sku}`,
      category: p.category_levels.join(' '),
    },
    facets: {
      in_stock: String(p.is_orderable && Object.values(p.stock).some((n) => n > 0)),
      manufacturer_id: String(p.manufacturer_id),
      category_id: String(p.category_id),
    },
    target: `/product/product?product_id=${p.product_id}`,
    extra: { manufacturer: p.manufacturer, part_number: p.part_number, price: p.special ?? p.price },
  }));
  const categories: SearchRecord[] = seed.categories.map((c) => ({
    objectID: String(c.category_id),
    name: loc(c.path.join(' > ')),
    slug: loc(slugify(c.path.join(' '))),
    text: { name: c.name, brand: '', number: '', category: c.path.join(' ') },
    facets: {},
    target: `/product/category?path=${pathIds(seed, c.category_id)}`,
    extra: {},
  }));
  const seen = new Map<number, SearchRecord>();
  for (const p of seed.products) {
    const id = seriesId(p);
    if (seen.has(id)) continue;
    const name =
      `${brandName.get(p.manufacturer_id) ?? ''} ${categoryName.get(p.category_id)?.name ?? ''} Series`.trim();
    seen.set(id, {
      objectID: String(id),
      name: loc(name),
      slug: loc(slugify(name)),
      text: { name, brand: brandName.get(p.manufacturer_id) ?? '', number: '', category: p.category_levels.join(' ') },
      facets: { manufacturer_id: String(p.manufacturer_id) },
      target: `/product/manufacturer/info?manufacturer_id=${p.manufacturer_id}&series_id=${id}`,
      extra: {},
    });
  }
  const brand: SearchRecord[] = seed.manufacturers.map((m) => ({
    objectID: String(m.manufacturer_id),
    name: loc(m.name),
    slug: loc(slugify(m.name)),
    text: { name: m.name, brand: m.aaia, number: '', category: '' },
    facets: {},
    target: `/product/manufacturer/info?manufacturer_id=${m.manufacturer_id}`,
    extra: {},
  }));
  return {
    [SEARCH_INDEXES.parts]: parts,
    [SEARCH_INDEXES.categories]: categories,
    [SEARCH_INDEXES.series]: [...seen.values()],
    [SEARCH_INDEXES.brand]: brand,
  };
}

function pathIds(seed: Seed, id: number): string {
  const ids: number[] = [];
  let current = seed.categories.find((c) => c.category_id === id);
  while (current) {
    ids.unshift(current.category_id);
    const parent = current.parent_id;
    current = parent ? seed.categories.find((c) => c.category_id === parent) : undefined;
  }
  return ids.join('_');
}

interface Index {
  records: Map<string, SearchRecord>;
  engine: MiniSearch<{ id: string } & Record<string, string>>;
}

const built = new WeakMap<Seed, Map<string, Index>>();

/** MiniSearch per index: every word must match, the last as a prefix, each with typo tolerance (one edit in five). */
function indexes(seed: Seed): Map<string, Index> {
  let found = built.get(seed);
  if (found) return found;
  found = new Map();
  for (const [name, records] of Object.entries(buildRecords(seed))) {
    const engine = new MiniSearch<{ id: string } & Record<string, string>>({
      fields: ['name', 'brand', 'number', 'category'],
      searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: { name: 3, brand: 1.5 } },
    });
    engine.addAll(records.map((r) => ({ id: r.objectID, ...r.text })));
    found.set(name, { records: new Map(records.map((r) => [r.objectID, r])), engine });
  }
  built.set(seed, found);
  return found;
}

/** Every slug the indexes link to, and where it leads (the store's SEO URLs). */
export function slugTargets(seed: Seed): Map<string, string> {
  const targets = new Map<string, string>();
  for (const records of Object.values(buildRecords(seed)))
    for (const r of records) if (!targets.has(r.slug.default)) targets.set(r.slug.default, r.target);
  return targets;
}

// ----- per-session log -----

export interface SearchLogEntry {
  at: string;
  queries: { indexName: string; query: string; hitsPerPage: number }[];
  queryIDs: string[];
  answered: boolean;
}

export interface InsightsLogEntry {
  at: string;
  eventType: string;
  eventName: string;
  eventSubtype?: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
  /** The query that answered with this queryID in this session, if any. */
  query: string | null;
}

interface SearchSession {
  searches: SearchLogEntry[];
  events: InsightsLogEntry[];
  queries: Map<string, string>;
}

const logs = new WeakMap<Session, SearchSession>();

function logOf(session: Session): SearchSession {
  let log = logs.get(session);
  if (!log) logs.set(session, (log = { searches: [], events: [], queries: new Map() }));
  return log;
}

// ----- protocol -----

/** Algolia's error shape: {message, status}. */
function fail(ctx: Context, status: number, message: string): void {
  sendJson(ctx.res, status, { message, status });
}

function credentials(ctx: Context): boolean {
  const header = (name: string) => {
    const value = ctx.req.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? ctx.query.get(name) ?? '';
  };
  return header('x-algolia-application-id') === SEARCH_APP_ID && header('x-algolia-api-key') === SEARCH_API_KEY;
}

/** Algolia reads a JSON body whatever its Content-Type (its clients send text/plain to skip a preflight). */
async function jsonBody(ctx: Context): Promise<unknown> {
  const raw = await ctx.text();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body.');
  }
}

const PARAMS = new Set([
  'indexName',
  'params',
  'query',
  'hitsPerPage',
  'page',
  'clickAnalytics',
  'facetFilters',
  'analytics',
  'attributesToRetrieve',
  'attributesToHighlight',
  'type',
]);

interface ParsedQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  clickAnalytics: boolean;
  facetFilters: string[][];
}

/** One request of the multi-query body; params may come as an encoded "params" string (older clients). */
function parseRequest(raw: unknown, position: number): ParsedQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, `requests[${position}] must be an object.`);
  const input: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if (typeof input.params === 'string') {
    for (const [k, value] of new URLSearchParams(input.params)) {
      if (!PARAMS.has(k)) throw new HttpError(400, `Unknown parameter: ${k}`);
      input[k] = /^(hitsPerPage|page)$/.test(k)
        ? Number(value)
        : k === 'clickAnalytics'
          ? value === 'true'
          : k === 'facetFilters'
            ? JSON.parse(value)
            : value;
    }
  }
  for (const key of Object.keys(input)) if (!PARAMS.has(key)) throw new HttpError(400, `Unknown parameter: ${key}`);
  if (typeof input.indexName !== 'string' || !input.indexName)
    throw new HttpError(400, `requests[${position}].indexName is required.`);
  const query = input.query ?? '';
  if (typeof query !== 'string') throw new HttpError(400, 'Parameter query must be a string.');
  const hitsPerPage = input.hitsPerPage ?? 20;
  if (typeof hitsPerPage !== 'number' || !Number.isInteger(hitsPerPage) || hitsPerPage < 0 || hitsPerPage > 1000)
    throw new HttpError(400, 'Parameter hitsPerPage must be an integer from 0 to 1000.');
  const page = input.page ?? 0;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 0)
    throw new HttpError(400, 'Parameter page must be a non-negative integer.');
  if (input.clickAnalytics !== undefined && typeof input.clickAnalytics !== 'boolean')
    throw new HttpError(400, 'Parameter clickAnalytics must be a boolean.');
  const filters = input.facetFilters ?? [];
  if (!Array.isArray(filters)) throw new HttpError(400, 'Parameter facetFilters must be an array.');
  const facetFilters = filters.map((f) => (Array.isArray(f) ? f : [f]).map(String));
  return {
    indexName: input.indexName,
    query,
    hitsPerPage,
    page,
    clickAnalytics: input.clickAnalytics === true,
    facetFilters,
  };
}

const newQueryID = () => randomBytes(16).toString('hex');

function answer(seed: Seed, q: ParsedQuery) {
  const started = process.hrtime.bigint();
  const index = indexes(seed).get(q.indexName);
  if (!index) throw new HttpError(404, `Index ${q.indexName} does not exist`);
  const text = q.query.trim();
  let records = text
    ? index.engine.search(text).map((r) => index.records.get(String(r.id))!)
    : [...index.records.values()];
  // facetFilters: the outer list ANDed, each inner list ORed ("attribute:value").
  records = records.filter((r) =>
    q.facetFilters.every((any) =>
      any.some((f) => {
        const [attr, ...rest] = f.split(':');
        return r.facets[attr ?? ''] === rest.join(':');
      }),
    ),
  );
  const nbHits = records.length;
  const hits = records.slice(q.page * q.hitsPerPage, (q.page + 1) * q.hitsPerPage).map((r) => ({
    objectID: r.objectID,
    name: r.name,
    slug: r.slug,
    ...(r.image ? { image: r.image } : {}),
    ...r.extra,
  }));
  const params = new URLSearchParams({ query: q.query, hitsPerPage: String(q.hitsPerPage) }).toString();
  return {
    hits,
    nbHits,
    page: q.page,
    nbPages: q.hitsPerPage ? Math.ceil(nbHits / q.hitsPerPage) : 0,
    hitsPerPage: q.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    query: q.query,
    params,
    index: q.indexName,
    processingTimeMS: Number((process.hrtime.bigint() - started) / 1_000_000n),
    ...(q.clickAnalytics ? { queryID: newQueryID() } : {}),
  };
}

/** Errors in Algolia's own shape ({message, status}), not the store's {error}. */
const algolia =
  (handle: (ctx: Context) => Promise<void>) =>
  async (ctx: Context): Promise<void> => {
    try {
      await handle(ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail(ctx, error.status, error.message);
    }
  };

async function queries(ctx: Context): Promise<void> {
  if (!credentials(ctx)) return fail(ctx, 403, 'Invalid Application-ID or API key');
  const body = await jsonBody(ctx);
  const requests = (body as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > 50)
    return fail(ctx, 400, 'requests must be a non-empty array (at most 50).');
  const log = logOf(ctx.session());
  const parsed = requests.map(parseRequest);
  const entry: SearchLogEntry = {
    at: new Date().toISOString(),
    queries: parsed.map((q) => ({ indexName: q.indexName, query: q.query, hitsPerPage: q.hitsPerPage })),
    queryIDs: [],
    answered: false,
  };
  log.searches.push(entry);
  const results = parsed.map((q) => answer(ctx.state.data, q));
  for (const r of results) {
    if (r.queryID) {
      entry.queryIDs.push(r.queryID);
      log.queries.set(r.queryID, r.query);
    }
  }
  sendJson(ctx.res, 200, { results });
  entry.answered = true;
}

const EVENT_TYPES = ['click', 'conversion', 'view'];

/** POST /1/events {events}: validated as the Insights API does (422 naming the problem), recorded per session. */
async function events(ctx: Context): Promise<void> {
  if (!credentials(ctx)) return fail(ctx, 403, 'Invalid Application-ID or API key');
  const body = await jsonBody(ctx);
  const list = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(list) || list.length === 0 || list.length > 1000)
    return fail(ctx, 422, 'events must be a non-empty array (at most 1000).');
  const log = logOf(ctx.session());
  const accepted: InsightsLogEntry[] = [];
  for (const [i, raw] of list.entries()) {
    const e = (typeof raw === 'object' && raw ? raw : {}) as Record<string, unknown>;
    const bad = (what: string) => fail(ctx, 422, `events[${i}]: ${what}`);
    if (!EVENT_TYPES.includes(e.eventType as string)) return bad('eventType must be click, conversion or view');
    if (typeof e.eventName !== 'string' || !e.eventName || e.eventName.length > 64)
      return bad('eventName must be 1 to 64 characters');
    if (typeof e.index !== 'string' || !e.index) return bad('index is required');
    if (typeof e.userToken !== 'string' || !/^[A-Za-z0-9_=/+-]{1,129}$/.test(e.userToken))
      return bad('userToken must be 1 to 129 characters of [a-zA-Z0-9_=/+-]');
    if (e.queryID !== undefined && (typeof e.queryID !== 'string' || !/^[0-9a-f]{32}$/.test(e.queryID)))
      return bad('queryID must be 32 hexadecimal characters');
    const ids = e.objectIDs;
    if (!Array.isArray(ids) || !ids.length || ids.length > 20 || ids.some((id) => typeof id !== 'string'))
      return bad('objectIDs must be 1 to 20 strings');
    if (e.eventType === 'click' && e.queryID !== undefined) {
      const positions = e.positions;
      if (
        !Array.isArray(positions) ||
        positions.length !== ids.length ||
        positions.some((p) => !Number.isInteger(p) || (p as number) < 1)
      )
        return bad('positions must be given for a click after a search, one 1-based position per objectID');
    }
    accepted.push({
      at: new Date().toISOString(),
      eventType: e.eventType as string,
      eventName: e.eventName,
      ...(typeof e.eventSubtype === 'string' ? { eventSubtype: e.eventSubtype } : {}),
      index: e.index,
      userToken: e.userToken,
      ...(typeof e.queryID === 'string' ? { queryID: e.queryID } : {}),
      objectIDs: ids as string[],
      ...(Array.isArray(e.positions) ? { positions: e.positions as number[] } : {}),
      query: typeof e.queryID === 'string' ? (log.queries.get(e.queryID) ?? null) : null,
    });
  }
  log.events.push(...accepted);
  sendJson(ctx.res, 200, { status: 200, message: 'OK' });
}

function searchLog(ctx: Context): void {
  const log = logOf(ctx.session());
  sendJson(ctx.res, 200, { searches: log.searches, events: log.events });
}

/** QA page: this session's searches and the analytics events the islands sent. */
function insightsPage(ctx: Context): void {
  const log = logOf(ctx.session());
  const cell = (value: unknown) => `<td>${esc(value ?? '')}</td>`;
  const events = log.events.length
    ? `<table class="table"><caption>Insights events (POST /1/events)</caption><thead><tr><th scope="col">Time</th><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Index</th><th scope="col">Query ID</th><th scope="col">Search</th><th scope="col">Object IDs</th><th scope="col">Positions</th></tr></thead><tbody>${log.events
        .map(
          (e) =>
            `<tr class="insights-event" data-type="${esc(e.eventType)}">${cell(e.at)}${cell(e.eventType)}${cell(e.eventName)}${cell(e.index)}${cell(e.queryID)}${cell(e.query)}${cell(e.objectIDs.join(', '))}${cell(e.positions?.join(', '))}</tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No click or conversion events in this session yet.</p>';
  const searches = log.searches.length
    ? `<table class="table"><caption>Searches (POST /1/indexes/*/queries)</caption><thead><tr><th scope="col">Time</th><th scope="col">Query</th><th scope="col">Indexes (hits per page)</th><th scope="col">Query IDs</th></tr></thead><tbody>${log.searches
        .map(
          (s) =>
            `<tr>${cell(s.at)}${cell(s.queries[0]?.query)}${cell(s.queries.map((q) => `${q.indexName} (${q.hitsPerPage})`).join(', '))}${cell(s.queryIDs.join(', '))}</tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No searches in this session yet.</p>';
  renderPage(ctx, {
    title: 'Search analytics',
    breadcrumb: [['Home', '/'], ['Search analytics']],
    body: `<h1>Search analytics</h1>
<p>What the header search sent to the search service in this session: the multi-index queries, and the click and conversion events (with their queryID) a click on a suggestion and a later add to cart report.</p>
<h2>Events</h2>
${events}
<h2>Searches</h2>
${searches}`,
  });
}

export function addSearchCalls(routes: RouteTable, seed: Seed): void {
  routes
    .add('/1/indexes/*/queries', { methods: ['POST'], kind: 'call', handle: algolia(queries) })
    .add('/1/events', { methods: ['POST'], kind: 'call', handle: algolia(events) })
    .add('/__demo/search-log', { methods: ['GET'], kind: 'call', handle: searchLog })
    .add('/demo/search-insights', { methods: ['GET', 'HEAD'], kind: 'page', handle: insightsPage });
  // The hits' links: /{slug}?queryID= leads to the part, category, series or brand page (queryID kept).
  for (const [slug, target] of slugTargets(seed)) {
    routes.add(`/${slug}`, {
      methods: ['GET', 'HEAD'],
      kind: 'page',
      handle: (ctx) => {
        const queryID = ctx.query.get('queryID');
        redirect(ctx.res, queryID ? `${target}&queryID=${encodeURIComponent(queryID)}` : target);
      },
    });
  }
}
