import { atom } from 'nanostores';
import { searchCustomers } from '../customer';
import { debounce } from '../../lib/debounce';
import type { Customer } from '../../schemas/customer';

/** Customer search waits 500 ms after the last keystroke (spec 1 §9). */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;
export const CUSTOMER_SEARCH_FAILED = 'Something went wrong!';

export interface CustomerSearchState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  query: string;
  results: Customer[];
}

/**
 * One "Search for a Customer" box: GET {source}?s= 500 ms after the last keystroke; a newer query aborts the
 * older request, so only the latest answer is shown; a failure shows "Something went wrong!" and is logged.
 */
export function createCustomerSearch() {
  const $search = atom<CustomerSearchState>({ status: 'idle', query: '', results: [] });
  let controller: AbortController | null = null;

  const run = async (query: string) => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    try {
      const results = await searchCustomers(query, mine.signal);
      if (controller === mine) $search.set({ status: 'ready', query, results });
    } catch (error) {
      if (mine.signal.aborted) return;
      console.error('[parts-islands] customer search failed', error);
      $search.set({ status: 'error', query, results: [] });
    }
  };
  const later = debounce(run, CUSTOMER_SEARCH_DEBOUNCE_MS);

  return {
    $search,
    search(query: string): void {
      const trimmed = query.trim();
      if (!trimmed) {
        later.cancel();
        controller?.abort();
        $search.set({ status: 'idle', query: '', results: [] });
        return;
      }
      $search.set({ ...$search.get(), status: 'loading', query: trimmed });
      later(trimmed);
    },
    stop(): void {
      later.cancel();
      controller?.abort();
    },
  };
}
