// The hosted search service's multi-index query, in the Algolia search protocol (spec 3 §7).
import { MultiSearchSchema, type SearchResult } from '../schemas/search';
import { call } from './client';

export type { SearchService } from '../schemas/search';
import type { SearchService } from '../schemas/search';

export interface IndexQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  clickAnalytics?: boolean;
  facetFilters?: string[];
}

/** The service's headers: application id and the search-only key; X-Requested-With is not part of the protocol. */
function serviceHeaders(service: SearchService): Record<string, string | undefined> {
  return {
    'X-Algolia-Application-Id': service.app_id,
    'X-Algolia-API-Key': service.api_key,
    'X-Requested-With': undefined,
  };
}

/** Unset host: the service's own (Algolia's DSN host); "" is the page's origin. */
export function searchHost(service: SearchService): string {
  return service.host ?? `https://${service.app_id.toLowerCase()}-dsn.algolia.net`;
}

/** POST {host}/1/indexes/* /queries {requests}: one request for every index, one result per request in order. */
export async function multiSearch(
  service: SearchService,
  requests: IndexQuery[],
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const answer = await call(MultiSearchSchema, `${searchHost(service)}/1/indexes/*/queries`, {
    json: { requests },
    headers: serviceHeaders(service),
    signal,
    timeout: 8_000,
  });
  if (answer.results.length !== requests.length)
    throw new Error('the search service answered another number of results');
  return answer.results;
}
