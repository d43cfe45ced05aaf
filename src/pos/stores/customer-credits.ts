// The customer editor's Credits tab (spec 3 §2, §7): the entries, the balance (the customer's store credit), and
// adding a credit with a description and an amount (dollars from the cents typed).
import { atom } from 'nanostores';
import * as api from '../api/customer-tabs';
import type { CustomerCreditRow } from '../schemas/customer-tabs';
import { tabChange, type ChangeResult } from './customer-tab-change';
import { createPagedList } from './paged-list';

export function createCustomerCredits(customerId: number) {
  /** Dollars; null until the first list arrives. */
  const $balance = atom<number | null>(null);
  const list = createPagedList<CustomerCreditRow>(
    async (query, signal) => {
      const answer = await api.listCustomerCredits(customerId, query, signal);
      $balance.set(answer.balance);
      return answer.page;
    },
    { sort: 'date_added', order: 'asc', limit: 10 },
  );
  return {
    list,
    $balance,
    /** `cents` typed in the money input; sent as dollars with two decimals. */
    add(description: string, cents: number): Promise<ChangeResult> {
      return tabChange(
        'credit could not be added',
        () => api.addCustomerCredit(customerId, description.trim(), (cents / 100).toFixed(2)),
        async () => {
          await list.reload();
          const last = list.$list.get().page?.totalPages ?? 1;
          if (last !== list.$list.get().query.page) await list.goToPage(last);
        },
        { toastFailure: false, done: 'Credit added.' },
      );
    },
  };
}
export type CustomerCredits = ReturnType<typeof createCustomerCredits>;
