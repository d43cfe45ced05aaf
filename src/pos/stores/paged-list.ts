// One staff list's query and answer (spec 3 §4 "Table query state"): sort, order, page (from 1), limit, filters.
import { atom } from 'nanostores';
import type { ListPage, ListQuery } from '../api/paged';

export const LIST_FAILED = 'Something went wrong!';

export interface PagedListState<T> {
  query: ListQuery;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last list that loaded: it stays on screen while the next one loads or when loading fails. */
  page: ListPage<T> | null;
  error: string | null;
}

export type ListLoader<T> = (query: ListQuery, signal: AbortSignal) => Promise<ListPage<T>>;

export const DEFAULT_QUERY: ListQuery = { sort: '', order: 'asc', page: 1, limit: 10, filters: {} };

/**
 * A paged list: a filter, sort or option change reloads (the newer request aborts the older one); a page change is
 * ignored while loading or when the page is unchanged; a failure keeps the last good list and says "Something went wrong!".
 */
export function createPagedList<T>(load: ListLoader<T>, initial: Partial<ListQuery> = {}) {
  const defaults: ListQuery = { ...DEFAULT_QUERY, ...initial };
  const $list = atom<PagedListState<T>>({ query: defaults, status: 'idle', page: null, error: null });
  let controller: AbortController | null = null;

  async function run(query: ListQuery): Promise<void> {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    $list.set({ ...$list.get(), query, status: 'loading', error: null });
    try {
      const page = await load(query, mine.signal);
      if (controller !== mine) return;
      $list.set({ query, status: 'ready', page, error: null });
    } catch (error) {
      if (mine.signal.aborted) return;
      console.error('[parts-islands] list could not be loaded', error);
      $list.set({ ...$list.get(), status: 'error', error: LIST_FAILED });
    }
  }

  return {
    $list,
    defaults,
    /** Loads this query (the first load, a shared link, back and forward). */
    load(query: Partial<ListQuery> = {}): Promise<void> {
      return run({ ...defaults, ...query, filters: { ...(query.filters ?? {}) } });
    },
    reload(): Promise<void> {
      return run($list.get().query);
    },
    /** The active column toggles asc/desc; another column sorts by it with the current order, from page 1. */
    sortBy(key: string): Promise<void> {
      const { query } = $list.get();
      const order = key === query.sort ? (query.order === 'asc' ? 'desc' : 'asc') : query.order;
      return run({ ...query, sort: key, order, page: 1 });
    },
    /** Ignored while loading, when unchanged, or outside 1…totalPages. */
    goToPage(page: number): Promise<void> | undefined {
      const state = $list.get();
      const last = state.page?.totalPages ?? 1;
      if (state.status === 'loading' || page === state.query.page || page < 1 || page > last) return undefined;
      return run({ ...state.query, page });
    },
    /** New filters (or options) reload from page 1. */
    setFilters(filters: Record<string, string>): Promise<void> {
      return run({ ...$list.get().query, filters, page: 1 });
    },
    stop(): void {
      controller?.abort();
      controller = null;
    },
  };
}

export type PagedList<T> = ReturnType<typeof createPagedList<T>>;

/** The query as URL parameters: filters, then sort, order, page and limit when they differ from the defaults. */
export function queryToSearch(query: ListQuery, defaults: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query.filters)) if (value !== '') params.set(key, value);
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.order !== defaults.order) params.set('order', query.order);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== defaults.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Reads a query from URL parameters; only the named filters are taken, bad numbers fall back to the defaults. */
export function searchToQuery(search: string, defaults: ListQuery, filterKeys: readonly string[]): ListQuery {
  const params = new URLSearchParams(search);
  const whole = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 ? value : fallback;
  };
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    sort: params.get('sort') || defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    page: whole('page', 1),
    limit: whole('limit', defaults.limit),
    filters,
  };
}

/**
 * Keeps a list and the address bar in step: the URL alone reproduces the view (a shared link), every change is a
 * history entry, and back/forward load the view they return to. Returns the cleanup.
 */
export function syncListWithUrl<T>(list: PagedList<T>, filterKeys: readonly string[]): () => void {
  const fromUrl = () => searchToQuery(window.location.search, list.defaults, filterKeys);
  let current = queryToSearch(fromUrl(), list.defaults);
  const unsubscribe = list.$list.listen((state) => {
    const search = queryToSearch(state.query, list.defaults);
    if (search === current) return;
    current = search;
    window.history.pushState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
  });
  const onPop = () => {
    const query = fromUrl();
    current = queryToSearch(query, list.defaults);
    void list.load(query);
  };
  window.addEventListener('popstate', onPop);
  void list.load(fromUrl());
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPop);
    list.stop();
  };
}
