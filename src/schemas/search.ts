// Wire shapes of the hosted search service (Algolia search and insights protocols), as the search bar reads them.
import * as v from 'valibot';
import { optionalFlag } from './flag';

/** A hit's text: plain, or keyed under a site id with a "default" (spec 3 §3 "Search hit"). */
const LocalizedSchema = v.union([v.string(), v.record(v.string(), v.string())]);

export const SearchHitSchema = v.object({
  objectID: v.string(),
  name: LocalizedSchema,
  slug: v.optional(LocalizedSchema),
  image: v.optional(LocalizedSchema),
  /** Parts: shown under the name (several parts share a name). */
  part_number: v.optional(v.string()),
  /** A content hit (a blog post) links to /{url} instead of /{slug}. */
  url: v.optional(LocalizedSchema),
});

export const SearchResultSchema = v.object({
  hits: v.array(SearchHitSchema),
  nbHits: v.number(),
  page: v.optional(v.number(), 0),
  hitsPerPage: v.optional(v.number()),
  index: v.optional(v.string()),
  /** Present when the query asked for clickAnalytics. */
  queryID: v.optional(v.string()),
});

/** POST /1/indexes/* /queries: one result per request, in order. */
export const MultiSearchSchema = v.object({ results: v.array(SearchResultSchema) });

export type SearchHit = v.InferOutput<typeof SearchHitSchema>;
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;
export type Localized = v.InferOutput<typeof LocalizedSchema>;

/**
 * The hosted search service (spec 3 §3 "Search config", spec 1 §1 search analytics), spoken in the Algolia protocol.
 * `host`/`insights_host` unset: Algolia's own hosts; the demo store sets "" (same origin).
 */
export const SearchConfigSchema = v.object({
  app_id: v.optional(v.string(), ''),
  /** The search-only key ({key} in spec 3 §7): safe in the page. */
  api_key: v.optional(v.string(), ''),
  host: v.optional(v.string()),
  insights_host: v.optional(v.string()),
  site_id: v.optional(v.string(), 'default'),
  parts: v.optional(v.string(), 'parts'),
  categories: v.optional(v.string(), 'categories'),
  series: v.optional(v.string(), 'series'),
  brand: v.optional(v.string(), 'brand'),
  disable_without_stock: optionalFlag(false),
  /** Ask for a queryID and send click and conversion events (search analytics). */
  click_analytics: optionalFlag(true),
});

export type SearchService = v.InferOutput<typeof SearchConfigSchema>;

/** The page config's `search` block, read with its defaults (an unreadable block: the defaults). */
export function searchService(raw: unknown): SearchService {
  const result = v.safeParse(SearchConfigSchema, raw ?? {});
  return result.success ? result.output : v.parse(SearchConfigSchema, {});
}
