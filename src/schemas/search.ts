// Wire shapes of the hosted search service (Algolia search and insights protocols), as the search bar reads them.
import * as v from 'valibot';

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
