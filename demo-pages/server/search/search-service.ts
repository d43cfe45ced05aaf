/**
 * The hosted search service of the demo store: the Algolia search protocol (POST /1/indexes/* /queries, the single
 * index query and facet-value search) and insights protocol (POST /1/events) over MiniSearch indexes of the seed's
 * parts, categories, series and brands (prefix and typo-tolerant), with Algolia's filters, facets, highlighting,
 * snippets, pagination and CORS, so any Algolia front-end (InstantSearch.js, autocomplete-js, the API clients) can use
 * it. Every search and event is recorded per session: GET /__demo/search-log and the QA page read them.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { esc } from '../core/html';
import { HttpError, redirect, sendHtml, sendJson } from '../core/http';
import { renderPage } from '../core/page-frame';
import type { Context, RouteTable } from '../core/router';
import type { Seed } from '../core/seed';
import type { Session } from '../core/session';
import { sendFile } from '../core/static';

import { SEARCH_API_KEY, SEARCH_APP_ID, SEARCH_INDEXES } from './search-config';
import { highlightText, highlightValue, queryWords, snippetText, type HighlightOptions } from './search-highlight';
import { filterPredicate, readParams, type Filterable, type SearchParams } from './search-params';
import { buildRecords, INDEX_SETTINGS, slugTargets, type IndexSettings, type SearchRecord } from './search-records';

export { buildRecords, slugTargets, slugify, type SearchRecord } from './search-records';

interface Index {
  name: string;
  settings: IndexSettings;
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
    found.set(name, {
      name,
      settings: INDEX_SETTINGS[name]!,
      records: new Map(records.map((r) => [r.objectID, r])),
      engine,
    });
  }
  built.set(seed, found);
  return found;
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

// ----- search -----

const newQueryID = () => randomBytes(16).toString('hex');

/** Algolia's paginationLimitedTo: hits past the 1000th cannot be reached by page or offset. */
const PAGINATION_LIMIT = 1000;

function valueAt(record: SearchRecord, path: string): unknown {
  if (path === 'objectID') return record.objectID;
  let value: unknown = record.attributes;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const leaves = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.flatMap(leaves) : [value];

/** Facet values are strings: booleans and numbers as Algolia writes them ("true", "64.99"). */
const facetValues = (record: SearchRecord, attribute: string): string[] =>
  leaves(valueAt(record, attribute)).flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [String(v)] : [],
  );

const numbers = (record: SearchRecord, attribute: string): number[] =>
  leaves(valueAt(record, attribute)).filter((v): v is number => typeof v === 'number');

const filterable = (record: SearchRecord): Filterable => ({
  facetValues: (attribute) => facetValues(record, attribute),
  numbers: (attribute) => numbers(record, attribute),
  tags: () => leaves(record.attributes._tags).filter((t): t is string => typeof t === 'string'),
});

/** The records a query and its filters select, best first (no query: every record, in the index's order). */
function select(index: Index, params: SearchParams): SearchRecord[] {
  const faceted = (attribute: string) => index.settings.attributesForFaceting.includes(attribute);
  const keep = filterPredicate(params, faceted);
  const text = params.query.trim();
  // restrictSearchableAttributes: the engine's fields behind those attributes (attributes not searchable are ignored).
  const restrict = params.restrictSearchableAttributes?.flatMap((a) => index.settings.textFields[a] ?? []);
  const options = {
    ...(params.typos ? {} : { fuzzy: false }),
    ...(restrict?.length ? { fields: [...new Set(restrict)] } : {}),
  };
  const records = text
    ? index.engine.search(text, options).map((r) => index.records.get(String(r.id))!)
    : [...index.records.values()];
  return records.filter((r) => keep(filterable(r)));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

function hit(index: Index, record: SearchRecord, params: SearchParams, options: HighlightOptions) {
  const retrieve = params.attributesToRetrieve ?? ['*'];
  const all = retrieve.includes('*');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record.attributes))
    if (all ? !retrieve.includes(`-${key}`) : retrieve.includes(key)) out[key] = value;
  for (const path of retrieve)
    if (path.includes('.') && !path.startsWith('-')) setPath(out, path, valueAt(record, path));
  out.objectID = record.objectID;
  const every = (list: string[]) => (list.includes('*') ? Object.keys(record.attributes) : list);

  const highlights: Record<string, unknown> = {};
  for (const path of every(params.attributesToHighlight ?? index.settings.searchableAttributes)) {
    const value = highlightValue(valueAt(record, path), (text) => highlightText(text, options));
    if (value !== undefined) setPath(highlights, path, value);
  }
  if (Object.keys(highlights).length) out._highlightResult = highlights;

  const snippets: Record<string, unknown> = {};
  for (const spec of params.attributesToSnippet) {
    const [attribute = '', count] = spec.split(':');
    const words = count && /^\d+$/.test(count) ? Number(count) : 10;
    for (const path of every([attribute])) {
      const value = highlightValue(valueAt(record, path), (text) =>
        snippetText(text, words, params.snippetEllipsisText, options),
      );
      if (value !== undefined) setPath(snippets, path, value);
    }
  }
  if (Object.keys(snippets).length) out._snippetResult = snippets;
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** facets (value -> count, by count then value, or by value) and facets_stats (numeric facets) of the selected records. */
function facetsOf(index: Index, records: SearchRecord[], params: SearchParams) {
  const declared = index.settings.attributesForFaceting;
  const wanted = params.facets.includes('*') ? declared : params.facets.filter((f) => declared.includes(f));
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  for (const attribute of [...new Set(wanted)]) {
    const counts = new Map<string, number>();
    const values: number[] = [];
    for (const record of records) {
      for (const value of new Set(facetValues(record, attribute))) counts.set(value, (counts.get(value) ?? 0) + 1);
      values.push(...numbers(record, attribute));
    }
    const sorted = [...counts].sort(([a, m], [b, n]) =>
      params.sortFacetValuesBy === 'alpha' ? a.localeCompare(b) : n - m || a.localeCompare(b),
    );
    facets[attribute] = Object.fromEntries(sorted.slice(0, params.maxValuesPerFacet));
    if (values.length) {
      const sum = values.reduce((a, b) => a + b, 0);
      stats[attribute] = {
        min: Math.min(...values),
        max: Math.max(...values),
        avg: round(sum / values.length),
        sum: round(sum),
      };
    }
  }
  return { facets, stats };
}

function indexNamed(seed: Seed, name: string): Index {
  const index = indexes(seed).get(name);
  if (!index) throw new HttpError(404, `Index ${name} does not exist`);
  return index;
}

function highlightOptions(params: SearchParams, query: string): HighlightOptions {
  return { words: queryWords(query), pre: params.highlightPreTag, post: params.highlightPostTag, typos: params.typos };
}

/** One query's answer, as Algolia's search endpoint shapes it. */
function search(seed: Seed, indexName: string, params: SearchParams): Record<string, unknown> {
  const started = process.hrtime.bigint();
  const index = indexNamed(seed, indexName);
  const records = select(index, params);
  const nbHits = records.length;
  const { hitsPerPage, page } = params;
  const [from, to] =
    params.offset !== null
      ? [params.offset, params.offset + (params.length ?? hitsPerPage)]
      : [page * hitsPerPage, (page + 1) * hitsPerPage];
  const options = highlightOptions(params, params.query);
  const hits = records.slice(from, Math.min(to, PAGINATION_LIMIT)).map((r) => hit(index, r, params, options));
  const faceting = params.facets.length ? facetsOf(index, records, params) : null;
  const answer: Record<string, unknown> = {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage) : 0,
    hitsPerPage,
    ...(params.offset !== null ? { offset: params.offset, length: params.length ?? hitsPerPage } : {}),
    ...(faceting ? { facets: faceting.facets, exhaustiveFacetsCount: true } : {}),
    ...(faceting && Object.keys(faceting.stats).length ? { facets_stats: faceting.stats } : {}),
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true, ...(faceting ? { facetsCount: true } : {}) },
    query: params.query,
    params: params.echo,
    index: indexName,
    processingTimeMS: Number((process.hrtime.bigint() - started) / 1_000_000n),
    ...(params.clickAnalytics ? { queryID: newQueryID() } : {}),
  };
  const fields = params.responseFields;
  if (!fields || fields.includes('*')) return answer;
  return Object.fromEntries(Object.entries(answer).filter(([key]) => fields.includes(key)));
}

/** Facet-value search (searchForFacetValues): the facet's values among the records the query and filters select. */
function searchFacet(seed: Seed, indexName: string, facet: string, params: SearchParams): Record<string, unknown> {
  const started = process.hrtime.bigint();
  const index = indexNamed(seed, indexName);
  if (!index.settings.searchableFacets.includes(facet))
    throw new HttpError(
      400,
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  const counts = new Map<string, number>();
  for (const record of select(index, params))
    for (const value of new Set(facetValues(record, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
  const words = queryWords(params.facetQuery);
  const options = { ...highlightOptions(params, params.facetQuery), typos: false };
  const facetHits = [...counts]
    .filter(([value]) => {
      const own = queryWords(value);
      return words.every((w) => own.some((o) => o.startsWith(w)));
    })
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .slice(0, params.maxFacetHits)
    .map(([value, count]) => ({ value, highlighted: highlightText(value, options).value, count }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    exhaustive: { facetsCount: true },
    processingTimeMS: Number((process.hrtime.bigint() - started) / 1_000_000n),
  };
}

interface ParsedRequest {
  indexName: string;
  type: 'default' | 'facet';
  facet: string;
  params: SearchParams;
}

/** One request of the multi-query body: its parameters flat, in a "params" string, or in a "params" object. */
function parseRequest(raw: unknown, position: number): ParsedRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, `requests[${position}] must be an object.`);
  const input = raw as Record<string, unknown>;
  const { indexName, type = 'default', facet } = input;
  if (typeof indexName !== 'string' || !indexName)
    throw new HttpError(400, `requests[${position}].indexName is required.`);
  if (type !== 'default' && type !== 'facet')
    throw new HttpError(400, `requests[${position}].type must be "default" or "facet".`);
  if (type === 'facet' && (typeof facet !== 'string' || !facet))
    throw new HttpError(400, `requests[${position}].facet is required for a facet search.`);
  return {
    indexName,
    type,
    facet: typeof facet === 'string' ? facet : '',
    params: readParams(input, ['indexName', 'type', 'facet']),
  };
}

/** The headers a cross-origin page may send (Algolia's clients: x-algolia-*, content-type). */
const CORS_HEADERS = /^(x-algolia-[a-z0-9-]+|content-type|accept|accept-language|content-language)$/;

/**
 * Algolia's errors ({message, status}, not the store's {error}) and CORS: every answer allows any origin, and a
 * preflight (OPTIONS) allows the service's methods and the x-algolia-* headers, for a day.
 */
const algolia =
  (methods: string[], handle: (ctx: Context) => Promise<void> | void) =>
  async (ctx: Context): Promise<void> => {
    ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    if (ctx.req.method === 'OPTIONS') {
      const asked = String(ctx.req.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      ctx.res.writeHead(200, {
        'Access-Control-Allow-Methods': methods.join(', '),
        'Access-Control-Allow-Headers': asked.filter((h) => CORS_HEADERS.test(h)).join(', '),
        'Access-Control-Max-Age': '86400',
        'Content-Length': '0',
      });
      ctx.res.end();
      return;
    }
    try {
      await handle(ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail(ctx, error.status, error.message);
    }
  };

/** Logs a search before it is answered; `answer` sends the results and marks the entry answered. */
function logSearch(ctx: Context, requests: ParsedRequest[]) {
  const log = logOf(ctx.session());
  const entry: SearchLogEntry = {
    at: new Date().toISOString(),
    queries: requests.map((q) => ({
      indexName: q.indexName,
      query: q.type === 'facet' ? q.params.facetQuery : q.params.query,
      hitsPerPage: q.params.hitsPerPage,
    })),
    queryIDs: [],
    answered: false,
  };
  log.searches.push(entry);
  return (results: Record<string, unknown>[], body: unknown) => {
    for (const r of results) {
      if (typeof r.queryID === 'string') {
        entry.queryIDs.push(r.queryID);
        log.queries.set(r.queryID, String(r.query ?? ''));
      }
    }
    sendJson(ctx.res, 200, body);
    entry.answered = true;
  };
}

const answerOf = (seed: Seed, q: ParsedRequest) =>
  q.type === 'facet' ? searchFacet(seed, q.indexName, q.facet, q.params) : search(seed, q.indexName, q.params);

/** POST /1/indexes/* /queries {requests, strategy?}: one result per request, in order. */
async function queries(ctx: Context): Promise<void> {
  if (!credentials(ctx)) return fail(ctx, 403, 'Invalid Application-ID or API key');
  const body = await jsonBody(ctx);
  const requests = (body as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > 50)
    return fail(ctx, 400, 'requests must be a non-empty array (at most 50).');
  const parsed = requests.map(parseRequest);
  const send = logSearch(ctx, parsed);
  const results = parsed.map((q) => answerOf(ctx.state.data, q));
  send(results, { results });
}

/** Parameters in the URL (GET /1/indexes/{index}?query=…): the client's credentials and agent are not parameters. */
function urlParams(ctx: Context): Record<string, unknown> {
  const params = new URLSearchParams(ctx.query);
  for (const key of [...params.keys()]) if (key.toLowerCase().startsWith('x-algolia-')) params.delete(key);
  return { params: params.toString() };
}

/**
 * The single-index calls: POST /1/indexes/{index}/query {params…}, GET /1/indexes/{index}?{params} and the facet-value
 * search POST /1/indexes/{index}/facets/{facet}/query {facetQuery, params…}.
 */
async function indexCall(ctx: Context): Promise<void> {
  if (!credentials(ctx)) return fail(ctx, 403, 'Invalid Application-ID or API key');
  let parts: string[];
  try {
    parts = ctx.path.slice('/1/indexes/'.length).split('/').map(decodeURIComponent);
  } catch {
    throw new HttpError(400, 'Malformed path.');
  }
  const [indexName = '', action, facet, facetAction] = parts;
  const method = ctx.req.method;
  const body = async () => {
    const raw = await jsonBody(ctx);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new HttpError(400, 'The body must be a JSON object.');
    return raw as Record<string, unknown>;
  };
  let request: ParsedRequest;
  if (parts.length === 1 && indexName && (method === 'GET' || method === 'HEAD'))
    request = { indexName, type: 'default', facet: '', params: readParams(urlParams(ctx)) };
  else if (parts.length === 2 && action === 'query' && method === 'POST')
    request = { indexName, type: 'default', facet: '', params: readParams(await body()) };
  else if (parts.length === 4 && action === 'facets' && facet && facetAction === 'query' && method === 'POST')
    request = { indexName, type: 'facet', facet, params: readParams(await body()) };
  else return fail(ctx, 404, 'Not Found');
  const send = logSearch(ctx, [request]);
  const result = answerOf(ctx.state.data, request);
  send([result], result);
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

/**
 * /demo/instantsearch: a theme developer's own page built with the official InstantSearch.js (searchBox, hits with
 * highlighting, refinementList, stats, pagination) and the algoliasearch lite client, pointed at this service. Its
 * script is built apart from the islands bundle (build.mjs: dist/demo/instantsearch.js). `?host=` points it at another
 * origin of the service (default: this one), as a page on another site would use it.
 */
function instantSearchPage(ctx: Context): void {
  const host = ctx.query.get('host') ?? '';
  if (host && !/^https?:\/\/[\w.-]+(:\d+)?$/.test(host)) throw new HttpError(400, 'host must be an http(s) origin.');
  const config = { appId: SEARCH_APP_ID, apiKey: SEARCH_API_KEY, host, indexName: SEARCH_INDEXES.parts };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  sendHtml(
    ctx.res,
    200,
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>InstantSearch.js on the demo search service</title>
<style>
.is-demo{font:16px/1.5 system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:1rem;color:#1d2433}
.is-demo__layout{display:grid;grid-template-columns:minmax(12rem,1fr) 3fr;gap:1.5rem}
.is-demo .ais-SearchBox-input{width:100%;padding:.5rem;font-size:1rem}
.is-demo .ais-Hits-list{list-style:none;padding:0;display:grid;gap:.5rem}
.is-demo .ais-Hits-item{border:1px solid #c5cad3;border-radius:4px;padding:.5rem}
.is-demo mark{background:#ffe066;color:inherit}
.is-demo .ais-RefinementList-list,.is-demo .ais-Pagination-list{list-style:none;padding:0}
.is-demo .ais-Pagination-list{display:flex;gap:.25rem}
.is-demo .ais-Pagination-link{display:inline-block;padding:.25rem .5rem;border:1px solid #c5cad3;color:#0b4fa3}
.is-demo .ais-Pagination-item--selected .ais-Pagination-link{background:#0b4fa3;color:#fff}
.is-demo .ais-RefinementList-count{margin-left:.25rem;color:#4a5261}
</style>
<script type="application/json" id="instantsearch-config">${json}</script>
<script type="module" src="/demo/instantsearch.js"></script>
</head>
<body>
<main class="is-demo">
<h1>Parts search (InstantSearch.js)</h1>
<p>A page built with Algolia's own InstantSearch.js and the algoliasearch lite client, pointed at the demo search service (index <code>${esc(config.indexName)}</code>).</p>
<div id="searchbox"></div>
<div class="is-demo__layout">
<section aria-labelledby="is-brand-heading"><h2 id="is-brand-heading">Brand</h2><div id="brand-list"></div><h2 id="is-category-heading">Category</h2><div id="category-list" aria-labelledby="is-category-heading"></div></section>
<section aria-labelledby="is-results-heading"><h2 id="is-results-heading">Results</h2><div id="stats" aria-live="polite"></div><div id="hits"></div><nav aria-label="Result pages" id="pagination"></nav></section>
</div>
</main>
</body>
</html>`,
  );
}

/** The page's script, as the build wrote it (not part of the islands bundle). */
async function instantSearchScript(ctx: Context): Promise<void> {
  await sendFile(ctx.res, join(ctx.root, 'dist/demo'), ctx.path.slice('/demo/'.length));
}

export function addSearchCalls(routes: RouteTable, seed: Seed): void {
  const service = (methods: string[], handle: (ctx: Context) => Promise<void> | void) => ({
    methods: [...methods, 'OPTIONS'],
    kind: 'call' as const,
    handle: algolia(methods, handle),
  });
  routes
    .add('/1/indexes/*/queries', service(['POST'], queries))
    .add('/1/indexes/*', service(['GET', 'POST'], indexCall))
    .add('/1/events', service(['POST'], events))
    .add('/__demo/search-log', { methods: ['GET'], kind: 'call', handle: searchLog })
    .add('/demo/search-insights', { methods: ['GET', 'HEAD'], kind: 'page', handle: insightsPage })
    .add('/demo/instantsearch', { methods: ['GET', 'HEAD'], kind: 'page', handle: instantSearchPage })
    .add('/demo/instantsearch.js', { methods: ['GET', 'HEAD'], kind: 'asset', handle: instantSearchScript })
    .add('/demo/instantsearch.js.map', { methods: ['GET', 'HEAD'], kind: 'asset', handle: instantSearchScript });
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
