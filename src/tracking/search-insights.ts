// Search analytics memory (spec 1 §1): the last search's queryID, kept for this tab in sessionStorage, so an add to cart
// on any later page reports a conversion. Tiny on purpose: the cart imports it; the insights call loads only after a search.
import type { SearchService } from '../api/search';

const MEMORY = 'pi-search-query';
const USER = 'pi-search-user';

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

/** An add to cart after a search in this tab: a conversion event with that search's queryID. Never throws. */
export function reportSearchConversion(productId: number, service: SearchService): void {
  const memory = recallSearch();
  if (!memory || !service.click_analytics) return;
  const event = {
    eventType: 'conversion' as const,
    eventName: 'Product Added To Cart',
    eventSubtype: 'addToCart' as const,
    index: memory.index,
    userToken: userToken(),
    queryID: memory.queryID,
    objectIDs: [String(productId)],
    timestamp: Date.now(),
  };
  void import('../api/search-insights')
    .then((api) => api.sendInsightsEvents(service, [event]))
    .catch((error: unknown) => console.error('[parts-islands] search conversion could not be sent', error));
}
