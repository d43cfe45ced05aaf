// The site search bar's state (spec 3 §2, §7, §9): one multi-index query per pause in typing, newest answer wins.
import { multiSearch, type IndexQuery, type SearchService } from '../api/search';
import { searchService, type Localized, type SearchHit } from '../schemas/search';
import { trackSearch } from '../tracking/marketing';
import { loadSearchEvents, rememberSearch, sendSearchEvents, userToken } from '../tracking/search-insights';
import { debounce } from '../lib/debounce';
import { $config } from './config';
import { report } from '../registry/report';
import { pageAtom, pageState } from '../registry/page';

export type SectionKey = 'parts' | 'categories' | 'series' | 'brand';
/** Dropdown order: parts, categories, series, brand (spec 3 §2). */
export const SECTIONS: readonly SectionKey[] = ['parts', 'categories', 'series', 'brand'];
/** A pause in typing this long sends the query: one request per pause, fast enough for suggestions under 100 ms. */
export const SEARCH_DEBOUNCE_MS = 50;
/** Spec 3 §9: default 8 per index. */
export const DEFAULT_HITS_PER_INDEX = 8;
export const SEARCH_UNAVAILABLE = 'Search is not available right now. Please try again.';

/** Spec 3 §9: hits per page 12/10/8/6/4 for widths above 1199, 1024, 832, 640, else (the parts section). */
export function hitsPerPage(width: number): number {
  if (width > 1199) return 12;
  if (width > 1024) return 10;
  if (width > 832) return 8;
  if (width > 640) return 6;
  return 4;
}

/** Spec 3 §9: dropdown hits 8 above width 1199, else 5 (categories, series, brand). */
export function dropdownHits(width: number): number {
  return width > 1199 ? 8 : 5;
}

/** How many hits a section asks for at this width; without a width, the default 8 per index. */
export function hitsFor(section: SectionKey, width?: number): number {
  if (width === undefined) return DEFAULT_HITS_PER_INDEX;
  return section === 'parts' ? hitsPerPage(width) : dropdownHits(width);
}

export interface SearchHitView {
  /** Unique per dropdown: the option's DOM id suffix. */
  key: string;
  section: SectionKey;
  objectID: string;
  name: string;
  /** A part's number, shown under its name. */
  detail: string;
  image: string | null;
  href: string;
  /** 1-based position in its index's results (insights clicks). */
  position: number;
  index: string;
}

export interface SearchState {
  query: string;
  /** The query the shown sections answer. */
  answered: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  sections: Record<SectionKey, SearchHitView[]>;
  queryID: string | null;
  error: string | null;
}

const EMPTY_SECTIONS = (): Record<SectionKey, SearchHitView[]> => ({
  parts: [],
  categories: [],
  series: [],
  brand: [],
});
const initial = (): SearchState => ({
  query: '',
  answered: '',
  status: 'idle',
  sections: EMPTY_SECTIONS(),
  queryID: null,
  error: null,
});

export const $search = pageAtom<SearchState>(initial);

/** A hit's text for this site: its own key, else "default" (spec 3 §3). */
export function localized(value: Localized | undefined, siteId: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[siteId] ?? value.default ?? '';
}

/** Spec 3 §2: hits go to /{slug}?queryID={id}; content (blog) hits to /{url}. */
export function hitHref(hit: SearchHit, siteId: string, queryID: string | null): string {
  const url = localized(hit.url, siteId);
  if (url) return `/${url.replace(/^\/+/, '')}`;
  const slug = localized(hit.slug, siteId).replace(/^\/+/, '');
  return queryID ? `/${slug}?queryID=${encodeURIComponent(queryID)}` : `/${slug}`;
}

export interface SubmitScope {
  manufacturer_id?: number;
  category_id?: number;
}

/** Spec 3 §2: /index.php?route=product/search with search, description, search_in_brand_or_category, ids, queryID. */
export function submitUrl(query: string, scope: SubmitScope, queryID: string | null): string {
  const params = new URLSearchParams({ route: 'product/search', search: query.trim() });
  params.set('description', 'true');
  params.set('search_in_brand_or_category', 'true');
  if (scope.manufacturer_id) params.set('manufacturer_id', String(scope.manufacturer_id));
  if (scope.category_id) params.set('category_id', String(scope.category_id));
  if (queryID) params.set('queryID', queryID);
  return `/index.php?${params.toString()}`;
}

const service = (): SearchService => searchService($config.get().search);
const indexOf = (s: SearchService, section: SectionKey): string => s[section];

// The newest query sent (older answers are dropped) and the width it was sent for; a stopped page sends nothing more.
const state = pageState(() => ({
  issued_: 0,
  lastWidth_: undefined as number | undefined,
  stop() {
    scheduled.cancel();
  },
}));

async function run(query: string, width: number | undefined): Promise<void> {
  // Latest wins: an older answer arriving after a newer query is dropped (requests are not aborted: cheap, and cached).
  const seq = ++state.issued_;
  const s = service();
  const requests: IndexQuery[] = SECTIONS.map((section) => ({
    indexName: indexOf(s, section),
    query,
    hitsPerPage: hitsFor(section, width),
    ...(s.click_analytics ? { clickAnalytics: true } : {}),
    ...(section === 'parts' && s.disable_without_stock ? { facetFilters: ['in_stock:true'] } : {}),
  }));
  $search.set({ ...$search.get(), status: 'loading', error: null });
  try {
    const results = await multiSearch(s, requests);
    if (seq !== state.issued_) return;
    const queryID = results[0]?.queryID ?? null;
    const sections = EMPTY_SECTIONS();
    SECTIONS.forEach((section, i) => {
      const result = results[i]!;
      const qid = result.queryID ?? null;
      sections[section] = result.hits.slice(0, requests[i]!.hitsPerPage).map((hit, n) => ({
        key: `${section}-${n}`,
        section,
        objectID: hit.objectID,
        name: localized(hit.name, s.site_id),
        detail: hit.part_number ? `Part # ${hit.part_number}` : '',
        image: localized(hit.image, s.site_id) || null,
        href: hitHref(hit, s.site_id, qid),
        position: result.page * (result.hitsPerPage ?? requests[i]!.hitsPerPage) + n + 1,
        index: requests[i]!.indexName,
      }));
    });
    $search.set({ ...$search.get(), answered: query, status: 'ready', sections, queryID, error: null });
    // A hit may be chosen next: its click event must be sendable before the link unloads the page.
    if (queryID && s.click_analytics) void loadSearchEvents().catch(() => {});
  } catch (error) {
    if (seq !== state.issued_) return;
    const message = report(error, { action: 'search failed', show: 'inline', message: SEARCH_UNAVAILABLE });
    $search.set({ ...$search.get(), status: 'error', error: message });
  }
}

const scheduled = debounce((query: string, width: number | undefined) => void run(query, width), SEARCH_DEBOUNCE_MS);

/** Typing: the text is kept at once; the query goes out after a pause. No text: empty results, no call (spec 3 §7). */
export function setSearchQuery(query: string, width?: number): void {
  state.lastWidth_ = width;
  const current = $search.get();
  if (!query.trim()) {
    scheduled.cancel();
    state.issued_++;
    $search.set({ ...initial(), query });
    return;
  }
  $search.set({ ...current, query });
  if (query.trim() === current.answered && current.status === 'ready') {
    scheduled.cancel();
    state.issued_++;
    return;
  }
  scheduled(query.trim(), width);
}

/** "Try again" after a failure: the same query, now. */
export function retrySearch(): void {
  const { query } = $search.get();
  if (!query.trim()) return;
  scheduled.cancel();
  void run(query.trim(), state.lastWidth_);
}

/** Keeps the queryID for a later add to cart (conversion) on any page of this tab. */
function remember(queryID: string | null): void {
  const s = service();
  if (queryID && s.click_analytics) rememberSearch({ queryID, index: indexOf(s, 'parts') });
}

/** Submitting: the search page's address; the "search" marketing event fires. */
export function searchPageUrl(scope: SubmitScope): string {
  const { query, queryID, answered } = $search.get();
  const qid = answered === query.trim() ? queryID : null;
  trackSearch(query);
  remember(qid);
  return submitUrl(query, scope, qid);
}

/** A chosen hit: the "search" event, its click event (keepalive: the link is followed), its queryID kept. */
export function chooseHit(hit: SearchHitView): void {
  const { query, sections } = $search.get();
  const s = service();
  trackSearch(query);
  const queryID = /[?&]queryID=([^&]+)/.exec(hit.href)?.[1];
  const qid = queryID ? decodeURIComponent(queryID) : null;
  if (!qid || !s.click_analytics) return;
  if (hit.section === 'parts') remember(qid);
  else if (sections.parts.length) remember($search.get().queryID);
  sendSearchEvents(
    s,
    [
      {
        eventType: 'click',
        eventName: 'Search Hit Clicked',
        index: hit.index,
        userToken: userToken(),
        queryID: qid,
        objectIDs: [hit.objectID],
        positions: [hit.position],
        timestamp: Date.now(),
      },
    ],
    'search click',
  );
}
