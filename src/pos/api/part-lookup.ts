// A counter scan's lookup: the hosted search service's parts index (spec 3 §2, the Algolia protocol), filtered on one
// code attribute at a time, never a text search. The call is the search bar's multi-index query (src/api/search.ts),
// written here again in a few lines: a file shared by the search bar and the staff chunk would be a chunk of its own,
// one more request for both.
import { call } from '../../api/client';
import { codeForms, facetFilter, LOOKUP_ORDER, type LookupAttribute } from '../lib/part-codes';
import { PartLookupSchema, type PartHit, type PartIndex } from '../schemas/part-lookup';

/** More than any real code shares (one MPN across a few brands); the clerk picks among them. */
export const LOOKUP_HITS = 20;

const RETRIEVE = [
  'product_id',
  'name',
  'slug',
  'manufacturer',
  'part_number',
  'ean',
  'sku',
  'mpn',
  'aaia',
  'requires_options',
];

export interface PartMatch {
  /** The attribute that matched first in LOOKUP_ORDER; null: none did. */
  attribute: LookupAttribute | null;
  hits: PartHit[];
}

/** The queries of one lookup: one per attribute, in LOOKUP_ORDER, each an exact filter with an empty query. */
export function lookupQueries(index: PartIndex, code: string) {
  return LOOKUP_ORDER.map((attribute) => ({
    indexName: index.parts,
    query: '',
    hitsPerPage: LOOKUP_HITS,
    // One inner array: ORed (the code's spellings); the attribute is the only one filtered.
    facetFilters: [codeForms(attribute, code).map((form) => facetFilter(attribute, form))],
    attributesToRetrieve: RETRIEVE,
  }));
}

/**
 * One HTTP request (Algolia's multi-queries, POST {host}/1/indexes/* /queries) carrying the three filtered queries;
 * the first attribute in LOOKUP_ORDER with hits wins, so an EAN match is never displaced by an SKU or MPN equal to it.
 * Unset host: Algolia's own (DSN) host; "" is the page's origin.
 */
export async function lookupPart(index: PartIndex, code: string, signal?: AbortSignal): Promise<PartMatch> {
  const requests = lookupQueries(index, code);
  const host = index.host ?? `https://${index.app_id.toLowerCase()}-dsn.algolia.net`;
  const { results } = await call(PartLookupSchema, `${host}/1/indexes/*/queries`, {
    json: { requests },
    headers: {
      'X-Algolia-Application-Id': index.app_id,
      'X-Algolia-API-Key': index.api_key,
      'X-Requested-With': undefined,
    },
    signal,
    timeout: 8_000,
  });
  if (results.length !== requests.length) throw new Error('the search service answered another number of results');
  const at = results.findIndex((r) => r.hits.length > 0);
  return at < 0 ? { attribute: null, hits: [] } : { attribute: LOOKUP_ORDER[at]!, hits: results[at]!.hits };
}
