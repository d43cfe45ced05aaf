// Whether a search earlier in this tab left its queryID: the cart asks before it loads the conversion reporter
// (src/tracking/search-insights.ts), so pages where nobody searched carry none of that code.
import { SEARCH_MEMORY_KEY } from '../lib/shopper-storage';

export { SEARCH_MEMORY_KEY };

export function searchedBefore(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(SEARCH_MEMORY_KEY));
  } catch {
    return false;
  }
}
