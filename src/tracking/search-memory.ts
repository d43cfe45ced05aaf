// Whether a search earlier in this tab left its queryID: the cart asks before it loads the conversion reporter
// (src/tracking/search-insights.ts), so pages where nobody searched carry none of that code.
export const SEARCH_MEMORY_KEY = 'pi-search-query';

export function searchedBefore(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(SEARCH_MEMORY_KEY));
  } catch {
    return false;
  }
}
