// The customer editor's IP Addresses tab (spec 3 §2, §7, §8): the addresses the customer signed in from, ban/unban,
// and where an address is (the IP-lookup service; "Failed to get location details." when it cannot say).
import { map } from 'nanostores';
import * as api from '../api/customer-tabs';
import type { CustomerIpRow } from '../schemas/customer-tabs';
import { tabChange } from './customer-tab-change';
import { createPagedList } from './paged-list';

export const LOCATION_FAILED = 'Failed to get location details.';

export type IpLookup = { status: 'loading' } | { status: 'found'; text: string } | { status: 'failed'; text: string };

export function createCustomerIps(customerId: number) {
  const list = createPagedList<CustomerIpRow>((query, signal) => api.listCustomerIps(customerId, query, signal), {
    sort: 'date_added',
    order: 'asc',
    limit: 10,
  });
  /** Looked-up places by IP; a second click on an address looks it up again. */
  const $lookups = map<Record<string, IpLookup>>({});
  return {
    list,
    $lookups,
    setBanned(row: CustomerIpRow, banned: boolean) {
      return tabChange(
        banned ? 'IP could not be banned' : 'IP ban could not be lifted',
        () => api.setIpBanned(customerId, row.ip, banned),
        () => list.reload(),
      );
    },
    async lookUp(ip: string): Promise<void> {
      if ($lookups.get()[ip]?.status === 'loading') return;
      $lookups.setKey(ip, { status: 'loading' });
      try {
        const place = await api.lookupIp(ip);
        $lookups.setKey(ip, { status: 'found', text: `${place.city}, ${place.region}, ${place.country}` });
      } catch (error) {
        console.error('[parts-islands] IP location could not be looked up', error);
        $lookups.setKey(ip, { status: 'failed', text: LOCATION_FAILED });
      }
    },
  };
}
export type CustomerIps = ReturnType<typeof createCustomerIps>;
