// The staff lists' two answer shapes (spec 3 §3 "List responses", §7 "Generic list"), read into one page shape.
import * as v from 'valibot';
import { NumberishSchema } from '../../schemas/flag';
import { pagedList } from '../schemas/paged-list';
import { call } from '../../api/client';
import { callUrl } from '../../api/form';

/** What every staff list asks for: sort, order, page, limit plus its filters. */
export interface ListQuery {
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
  filters: Record<string, string>;
}

/** One page of a list, whichever shape the server answered. */
export interface ListPage<T> {
  rows: T[];
  totalPages: number;
  page: number;
  limit: number;
  /** null when the server did not say (the generic shape). */
  totalItems: number | null;
  /** The generic shape's own text; '' for the alternate shape (the table writes one). */
  position: string;
  counts: Record<string, number>;
}

export function listParams(query: ListQuery, extra: Record<string, string | number> = {}) {
  const filters = Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value !== ''));
  return { ...extra, sort: query.sort, order: query.order, page: query.page, limit: query.limit, ...filters };
}

/** A generic-shape answer as one page. */
export function genericPage<T>(
  answer: { results: T[]; totalPages: number; position: string },
  query: ListQuery,
): ListPage<T> {
  return {
    rows: answer.results,
    totalPages: Math.max(1, answer.totalPages),
    page: query.page,
    limit: query.limit,
    totalItems: null,
    position: answer.position,
    counts: {},
  };
}

/** Generic shape: GET {url}?sort&order&page&limit&filters -> results, totalPages, position. */
export async function fetchGenericList<T>(
  url: string,
  query: ListQuery,
  row: v.GenericSchema<unknown, T>,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  return genericPage(await call(pagedList(row), callUrl(url, '', listParams(query)), { signal }), query);
}

/**
 * Alternate shape: total_items, total_pages, page, limit, counts and a named item list (`itemsKey`); the
 * camelCase spelling of /api/order (totalItems, totalPages) is the same shape.
 */
export async function fetchAlternateList<T>(
  url: string,
  query: ListQuery,
  row: v.GenericSchema<unknown, T>,
  options: { itemsKey: string; method?: 'GET' | 'POST'; extra?: Record<string, string | number>; signal?: AbortSignal },
): Promise<ListPage<T>> {
  const count = v.optional(NumberishSchema);
  const meta = v.object({
    total_items: count,
    totalItems: count,
    total_pages: count,
    totalPages: count,
    page: v.optional(NumberishSchema, query.page),
    limit: v.optional(NumberishSchema, query.limit),
    counts: v.optional(v.record(v.string(), NumberishSchema), {}),
  });
  // The item list's name is the caller's: checked with the rest, typed through `meta`.
  const schema = v.object({ ...meta.entries, [options.itemsKey]: v.array(row) }) as unknown as v.GenericSchema<
    unknown,
    v.InferOutput<typeof meta> & Record<string, unknown>
  >;
  const params = listParams(query, options.extra);
  const answer =
    options.method === 'POST'
      ? await call(schema, url, {
          form: Object.fromEntries(Object.entries(params).map(([k, x]) => [k, String(x)])),
          signal: options.signal,
        })
      : await call(schema, callUrl(url, '', params), { signal: options.signal });
  const totalItems = answer.total_items ?? answer.totalItems ?? null;
  const totalPages =
    answer.total_pages ?? answer.totalPages ?? (totalItems === null ? 1 : Math.ceil(totalItems / answer.limit));
  return {
    rows: answer[options.itemsKey] as T[],
    totalPages: Math.max(1, totalPages),
    page: answer.page,
    limit: answer.limit,
    totalItems,
    position: '',
    counts: answer.counts,
  };
}
