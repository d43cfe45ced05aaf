/**
 * The search parameters of the Algolia search protocol as the demo search service reads them: every standard parameter
 * is accepted (an unknown one is refused as Algolia refuses it: 400 "Unknown parameter: x"); those it can honour are
 * read and checked, the rest are accepted and ignored. Filters (`filters`, `facetFilters`, `numericFilters`,
 * `tagFilters`) become one predicate over a record with Algolia's semantics. See demo-pages/README.md.
 */
import { HttpError } from '../core/http';

type Kind = 'string' | 'int' | 'bool' | 'list' | 'filterList' | 'ignored';

/** Honoured parameters and how each is read. */
const HONOURED: Record<string, Kind> = {
  query: 'string',
  filters: 'string',
  facetFilters: 'filterList',
  numericFilters: 'filterList',
  tagFilters: 'filterList',
  facets: 'list',
  maxValuesPerFacet: 'int',
  sortFacetValuesBy: 'string',
  page: 'int',
  hitsPerPage: 'int',
  offset: 'int',
  length: 'int',
  attributesToRetrieve: 'list',
  attributesToHighlight: 'list',
  attributesToSnippet: 'list',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  snippetEllipsisText: 'string',
  responseFields: 'list',
  clickAnalytics: 'bool',
  typoTolerance: 'ignored',
  restrictSearchableAttributes: 'list',
  userToken: 'string',
  facetQuery: 'string',
  maxFacetHits: 'int',
};

/** Standard parameters accepted and ignored, as Algolia ignores what does not apply (no ranking, geo, rules, AI here). */
export const IGNORED_PARAMS = [
  'similarQuery',
  'optionalFilters',
  'sumOrFiltersScores',
  'facetingAfterDistinct',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'getRankingInfo',
  'explain',
  'synonyms',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'ranking',
  'customRanking',
  'relevancyStrictness',
  'restrictHighlightAndSnippetArrays',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'ignorePlurals',
  'removeStopWords',
  'keepDiacriticsOnCharacters',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'queryType',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'attributesToTransliterate',
  'hitsPerPageForFacetHits',
] as const;

export const HONOURED_PARAMS = Object.keys(HONOURED);

const KINDS: Record<string, Kind> = {
  ...HONOURED,
  ...Object.fromEntries(IGNORED_PARAMS.map((name) => [name, 'ignored' as const])),
};

/** One filter list entry: a filter, or an array of filters ORed. */
export type FilterList = (string | string[])[];

export interface SearchParams {
  query: string;
  filters: string;
  facetFilters: FilterList;
  numericFilters: FilterList;
  tagFilters: FilterList;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  page: number;
  hitsPerPage: number;
  offset: number | null;
  length: number | null;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[] | null;
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  responseFields: string[] | null;
  clickAnalytics: boolean;
  /** false: no typo tolerance; anything else ("min", "strict", true): the default. */
  typos: boolean;
  /** The searchable attributes the query words are looked for in (null: all). */
  restrictSearchableAttributes: string[] | null;
  userToken: string | null;
  facetQuery: string;
  maxFacetHits: number;
  /** What the answer's `params` echoes: the parameters as received, URL-encoded. */
  echo: string;
}

const bad = (message: string) => new HttpError(400, message);

/** The legacy string forms of filter lists: "a:b,(c:d,e:f)" (commas AND, a parenthesized group ORs). */
function legacyFilterList(text: string): FilterList {
  const out: FilterList = [];
  let i = 0;
  const item = () => {
    let value = '';
    while (i < text.length && text[i] !== ',' && text[i] !== ')') value += text[i++];
    return value.trim();
  };
  while (i < text.length) {
    if (text[i] === '(') {
      i++;
      const group: string[] = [];
      while (i < text.length && text[i] !== ')') {
        const value = item();
        if (value) group.push(value);
        if (text[i] === ',') i++;
      }
      if (text[i] !== ')') throw bad(`Invalid filter list: missing ")" in "${text}"`);
      i++;
      if (group.length) out.push(group);
    } else {
      const value = item();
      if (value) out.push(value);
    }
    if (text[i] === ',') i++;
    else if (i < text.length && text[i] !== '(') throw bad(`Invalid filter list: "${text}"`);
  }
  return out;
}

/** A parameter's value from the `params` string (every value a string there) in the type its object form has. */
function fromString(name: string, kind: Kind, raw: string): unknown {
  const json = (): unknown => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw bad(`Parameter ${name}: invalid JSON.`);
    }
  };
  switch (kind) {
    case 'int':
      return /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    case 'bool':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'list':
      return raw.trim().startsWith('[')
        ? json()
        : raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
    case 'filterList':
      return raw.trim().startsWith('[') ? json() : legacyFilterList(raw);
    case 'ignored':
      return /^[[{]/.test(raw.trim()) ? json() : raw;
    default:
      return raw;
  }
}

function echoValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Reads one query's parameters: the object form (`{query, hitsPerPage, …}`, what current clients send), a `params`
 * string (`"query=…&hitsPerPage=…"`, older clients) or a `params` object; `skip` names the request-level keys
 * (indexName, type, facet) the caller reads itself.
 */
export function readParams(raw: Record<string, unknown>, skip: readonly string[] = []): SearchParams {
  const values: Record<string, unknown> = {};
  const take = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (!(name in KINDS)) throw bad(`Unknown parameter: ${name}`);
    values[name] = value;
  };
  for (const [name, value] of Object.entries(raw)) {
    if (skip.includes(name)) continue;
    if (name === 'params') {
      if (typeof value === 'string') {
        for (const [k, v] of new URLSearchParams(value)) {
          if (!(k in KINDS)) throw bad(`Unknown parameter: ${k}`);
          take(k, fromString(k, KINDS[k]!, v));
        }
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) if (!skip.includes(k)) take(k, v);
      } else if (value !== undefined) throw bad('Parameter params must be a string or an object.');
      continue;
    }
    take(name, value);
  }

  const str = (name: string, fallback: string): string => {
    const value = values[name] ?? fallback;
    if (typeof value !== 'string') throw bad(`Parameter ${name} must be a string.`);
    return value;
  };
  const int = (name: string, fallback: number | null, min: number, max: number): number | null => {
    const value = values[name] ?? fallback;
    if (value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw bad(`Parameter ${name} must be an integer from ${min} to ${max}.`);
    return value;
  };
  const bool = (name: string): boolean => {
    const value = values[name] ?? false;
    if (typeof value !== 'boolean') throw bad(`Parameter ${name} must be a boolean.`);
    return value;
  };
  const list = (name: string): string[] | null => {
    const value = values[name];
    if (value === undefined || value === null) return null;
    const items = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(items) || items.some((s) => typeof s !== 'string'))
      throw bad(`Parameter ${name} must be an array of strings.`);
    return items as string[];
  };
  const filterList = (name: string): FilterList => {
    const value = values[name];
    if (value === undefined || value === null || value === '') return [];
    // A single string is one filter (or, from a params string, the legacy list syntax).
    const items = typeof value === 'string' ? legacyFilterList(value) : value;
    const ok =
      Array.isArray(items) &&
      items.every((f) => typeof f === 'string' || (Array.isArray(f) && f.every((g) => typeof g === 'string')));
    if (!ok) throw bad(`Parameter ${name} must be an array of strings or of arrays of strings.`);
    return (items as (string | string[])[]).filter((f) => f !== '');
  };
  const sortBy = str('sortFacetValuesBy', 'count');
  if (sortBy !== 'count' && sortBy !== 'alpha') throw bad('Parameter sortFacetValuesBy must be "count" or "alpha".');
  const userToken = values.userToken === undefined ? null : str('userToken', '');

  return {
    query: str('query', ''),
    filters: str('filters', ''),
    facetFilters: filterList('facetFilters'),
    numericFilters: filterList('numericFilters'),
    tagFilters: filterList('tagFilters'),
    facets: list('facets') ?? [],
    maxValuesPerFacet: int('maxValuesPerFacet', 100, 0, 1000)!,
    sortFacetValuesBy: sortBy,
    page: int('page', 0, 0, Number.MAX_SAFE_INTEGER)!,
    hitsPerPage: int('hitsPerPage', 20, 0, 1000)!,
    offset: int('offset', null, 0, Number.MAX_SAFE_INTEGER),
    length: int('length', null, 0, 1000),
    attributesToRetrieve: list('attributesToRetrieve'),
    attributesToHighlight: list('attributesToHighlight'),
    attributesToSnippet: list('attributesToSnippet') ?? [],
    highlightPreTag: str('highlightPreTag', '<em>'),
    highlightPostTag: str('highlightPostTag', '</em>'),
    snippetEllipsisText: str('snippetEllipsisText', '…'),
    responseFields: list('responseFields'),
    clickAnalytics: bool('clickAnalytics'),
    typos: values.typoTolerance !== false && values.typoTolerance !== 'false',
    restrictSearchableAttributes: list('restrictSearchableAttributes'),
    userToken,
    facetQuery: str('facetQuery', ''),
    maxFacetHits: int('maxFacetHits', 10, 1, 100)!,
    echo: new URLSearchParams(Object.entries(values).map(([k, v]) => [k, echoValue(v)])).toString(),
  };
}

// ----- filters -----

/** A record as filters see it: an attribute's value(s) by name (dotted paths reach nested attributes). */
export interface Filterable {
  /** The attribute's values as facet strings (arrays: each element); [] when absent. */
  facetValues(attribute: string): string[];
  /** The attribute's numeric values; [] when absent or not numeric. */
  numbers(attribute: string): number[];
  /** The record's `_tags`. */
  tags(): string[];
}

type Predicate = (record: Filterable) => boolean;

const NUMERIC = /^(.+?)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/;
const RANGE = /^(.+?)\s*:\s*(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)$/;

function compare(op: string, a: number, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '!=':
      return a !== b;
    default:
      return a === b;
  }
}

const unquote = (s: string) => {
  const t = s.trim();
  return /^(".*"|'.*')$/.test(t) ? t.slice(1, -1).replace(/\\(.)/g, '$1') : t;
};

/** "attr:value" of facetFilters: "attr:-value" negates, "attr:\-value" is a value starting with "-". */
function facetFilter(text: string, faceted: (attribute: string) => boolean): Predicate {
  const colon = text.indexOf(':');
  if (colon <= 0) throw bad(`Invalid facetFilters: "${text}" (expected attribute:value)`);
  const attribute = unquote(text.slice(0, colon));
  let value = text.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  return facetMatch(attribute, unquote(value), negated, faceted);
}

/** Facet values match case-insensitively; an attribute not declared for faceting matches nothing (Algolia's rule). */
function facetMatch(
  attribute: string,
  value: string,
  negated: boolean,
  faceted: (attribute: string) => boolean,
): Predicate {
  const wanted = value.toLowerCase();
  if (attribute === '_tags') return (r) => r.tags().includes(value) !== negated;
  return (r) => (faceted(attribute) && r.facetValues(attribute).some((v) => v.toLowerCase() === wanted)) !== negated;
}

function numericFilter(text: string): Predicate {
  const range = RANGE.exec(text.trim());
  if (range) {
    const [, attribute, low, high] = range;
    return (r) => r.numbers(unquote(attribute!)).some((n) => n >= Number(low) && n <= Number(high));
  }
  const match = NUMERIC.exec(text.trim());
  if (!match) throw bad(`Invalid numericFilters: "${text}" (expected attribute<op>number or attribute:low TO high)`);
  const [, attribute, op, number] = match;
  return (r) => r.numbers(unquote(attribute!)).some((n) => compare(op!, n, Number(number)));
}

function tagFilter(text: string): Predicate {
  const negated = text.startsWith('-');
  const tag = negated ? text.slice(1) : text.startsWith('\\-') ? text.slice(1) : text;
  return (r) => r.tags().includes(tag) !== negated;
}

/** The outer list ANDed, each inner array ORed. */
function listPredicate(list: FilterList, one: (text: string) => Predicate): Predicate {
  const groups = list.map((entry) => (Array.isArray(entry) ? entry : [entry]).map(one));
  return (r) => groups.every((any) => any.length === 0 || any.some((p) => p(r)));
}

// The `filters` expression: `brand:Ironclad AND (category:"Brake Pads" OR category:Rotors) AND NOT in_stock:false
// AND price > 10 AND price:10 TO 20 AND _tags:new`.
type Token = { kind: 'word' | 'string' | 'op' | '(' | ')'; text: string; at: number };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c, text: c, at: i++ });
    } else if (c === '"' || c === "'") {
      const at = i++;
      let text = '';
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i++];
      }
      if (i >= input.length) throw bad(`filters: unterminated string at position ${at}`);
      i++;
      tokens.push({ kind: 'string', text, at });
    } else if (/[<>=!:]/.test(c)) {
      const two = input.slice(i, i + 2);
      const op = ['<=', '>=', '!='].includes(two) ? two : c;
      if (op === '!') throw bad(`filters: unexpected "!" at position ${i}`);
      tokens.push({ kind: 'op', text: op, at: i });
      i += op.length;
    } else {
      const at = i;
      let text = '';
      while (i < input.length && !/[\s()"'<>=!:]/.test(input[i]!)) text += input[i++];
      tokens.push({ kind: 'word', text, at });
    }
  }
  return tokens;
}

function filtersPredicate(input: string, faceted: (attribute: string) => boolean): Predicate {
  const tokens = tokenize(input);
  let pos = 0;
  const peek = () => tokens[pos];
  const fail = (what: string): never => {
    const t = peek();
    throw bad(`filters: ${what} ${t ? `at position ${t.at} ("${t.text}")` : 'at the end'}`);
  };
  const keyword = (word: string) => peek()?.kind === 'word' && peek()!.text === word;
  const value = (): Token => {
    const t = peek();
    if (!t || (t.kind !== 'word' && t.kind !== 'string')) return fail('expected a value');
    pos++;
    return t;
  };
  const number = (): number => {
    const t = value();
    if (t.kind !== 'word' || !/^-?\d+(\.\d+)?$/.test(t.text)) throw bad(`filters: "${t.text}" is not a number`);
    return Number(t.text);
  };

  const filter = (): Predicate => {
    const attribute = value().text;
    const op = peek();
    if (op?.kind !== 'op') return fail('expected ":" or a comparison');
    pos++;
    if (op.text !== ':') {
      const bound = number();
      return (r) => r.numbers(attribute).some((n) => compare(op.text, n, bound));
    }
    const first = value();
    if (keyword('TO')) {
      pos++;
      if (first.kind !== 'word' || !/^-?\d+(\.\d+)?$/.test(first.text))
        throw bad(`filters: "${first.text}" is not a number`);
      const low = Number(first.text);
      const high = number();
      return (r) => r.numbers(attribute).some((n) => n >= low && n <= high);
    }
    return facetMatch(attribute, first.text, false, faceted);
  };
  const unary = (): Predicate => {
    if (keyword('NOT')) {
      pos++;
      const inner = unary();
      return (r) => !inner(r);
    }
    if (peek()?.kind === '(') {
      pos++;
      const inner = or();
      if (peek()?.kind !== ')') return fail('expected ")"');
      pos++;
      return inner;
    }
    return filter();
  };
  const and = (): Predicate => {
    const parts = [unary()];
    while (keyword('AND')) {
      pos++;
      parts.push(unary());
    }
    return parts.length === 1 ? parts[0]! : (r) => parts.every((p) => p(r));
  };
  const or = (): Predicate => {
    const parts = [and()];
    while (keyword('OR')) {
      pos++;
      parts.push(and());
    }
    return parts.length === 1 ? parts[0]! : (r) => parts.some((p) => p(r));
  };
  if (!tokens.length) return () => true;
  const predicate = or();
  if (pos < tokens.length) fail('unexpected token');
  return predicate;
}

/** Every filter parameter as one predicate (they are ANDed, as Algolia does). */
export function filterPredicate(params: SearchParams, faceted: (attribute: string) => boolean): Predicate {
  const parts: Predicate[] = [
    filtersPredicate(params.filters, faceted),
    listPredicate(params.facetFilters, (t) => facetFilter(t, faceted)),
    listPredicate(params.numericFilters, numericFilter),
    listPredicate(params.tagFilters, tagFilter),
  ];
  return (r) => parts.every((p) => p(r));
}
