// Search analytics memory (spec 1 §1): the last search's queryID, kept for this tab in sessionStorage, so an add to cart
// on any later page reports a conversion. Tiny on purpose: the cart imports it; the insights call loads only after a search.
import type * as SenderModule from '../api/search-insights';
import type { InsightsEvent } from '../api/search-insights';
import { searchService, type SearchService } from '../schemas/search';
import { SEARCH_MEMORY_KEY } from './search-memory';
import { SEARCH_USER_KEY } from '../lib/shopper-storage';
import { lazyChunk } from '../registry/lazy-chunk';
import { report } from '../registry/report';
import { pageState } from '../registry/page';

const loadSender = lazyChunk(() => import('../api/search-insights'));

const MEMORY = SEARCH_MEMORY_KEY;
const USER = SEARCH_USER_KEY;

export interface SearchMemory {
  queryID: string;
  index: string;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** An anonymous user token for the insights events, kept for the tab (no cookie, no personal data). */
export function userToken(): string {
  const store = session();
  let token = store?.getItem(USER) ?? '';
  if (!/^anonymous-[0-9a-f]{32}$/.test(token)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    token = `anonymous-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    try {
      store?.setItem(USER, token);
    } catch {
      // Blocked storage: the token lives for this page only.
    }
  }
  return token;
}

export function rememberSearch(memory: SearchMemory): void {
  try {
    session()?.setItem(MEMORY, JSON.stringify(memory));
  } catch {
    // Blocked storage: no conversion can be reported later.
  }
}

export function recallSearch(): SearchMemory | null {
  try {
    const value = JSON.parse(session()?.getItem(MEMORY) ?? 'null') as Partial<SearchMemory> | null;
    return typeof value?.queryID === 'string' && typeof value.index === 'string'
      ? { queryID: value.queryID, index: value.index }
      : null;
  } catch {
    return null;
  }
}

type Sender = typeof SenderModule;
// The insights sender once loaded, and its load (once per page).
const state = pageState(() => ({ sender_: null as Sender | null, loading_: null as Promise<Sender> | null }));

/** Loads the insights sender ahead of a click (the search bar calls it with its first answer). */
export function loadSearchEvents(): Promise<Sender> {
  state.loading_ ??= loadSender().then((module) => (state.sender_ = module));
  return state.loading_;
}

/**
 * Sends insights events. Once loaded the sender runs synchronously, so a click event starts before the link it
 * belongs to unloads the page; otherwise it loads first (pages where a conversion happens).
 */
export function sendSearchEvents(service: SearchService, events: InsightsEvent[], what: string): void {
  const fail = (error: unknown) => report(error, { action: `${what} could not be sent` });
  if (state.sender_) state.sender_.sendInsightsEvents(service, events).catch(fail);
  else
    loadSearchEvents()
      .then((api) => api.sendInsightsEvents(service, events))
      .catch(fail);
}

/** An add to cart after a search in this tab: a conversion event with that search's queryID. Never throws. */
export function reportSearchConversion(productId: number, config: unknown): void {
  const service = searchService(config);
  const memory = recallSearch();
  if (!memory || !service.click_analytics) return;
  sendSearchEvents(
    service,
    [
      {
        eventType: 'conversion',
        eventName: 'Product Added To Cart',
        eventSubtype: 'addToCart',
        index: memory.index,
        userToken: userToken(),
        queryID: memory.queryID,
        objectIDs: [String(productId)],
        timestamp: Date.now(),
      },
    ],
    'search conversion',
  );
}
