// IP Addresses tab (spec 3 §2, §8): each address with the accounts that used it (a link to them), when it was first
// seen, and a ban/unban toggle; pressing an address looks up where it is ("Failed to get location details.").
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { CustomerIpRow } from '../../../src/pos/schemas/customer-tabs';
import { createCustomerIps, type CustomerIps } from '../../../src/pos/stores/customer-ips';
import type { Column } from '../../../src/ui/paged-table';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import type { CustomerTabProps } from './index';
import { dateColumn, injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();

function IpCell({ ips, row }: { ips: CustomerIps; row: CustomerIpRow }) {
  const lookup = useStore(ips.$lookups)[row.ip];
  return (
    <span className="pi-customer-tabs__ip">
      <button
        type="button"
        className="pi-customer-tabs__link-button"
        aria-label={`Look up where ${row.ip} is`}
        aria-describedby={lookup ? `pi-ip-place-${row.customer_ip_id}` : undefined}
        onClick={() => void ips.lookUp(row.ip)}
      >
        {row.ip}
      </button>
      <span id={`pi-ip-place-${row.customer_ip_id}`} role="status" className="pi-customer-tabs__place">
        {lookup?.status === 'loading' ? 'Looking up…' : null}
        {lookup && lookup.status !== 'loading' ? (
          <span className={lookup.status === 'failed' ? 'pi-customer-tabs__place--failed' : undefined}>
            {lookup.text}
          </span>
        ) : null}
      </span>
    </span>
  );
}

function BanToggle({ ips, row }: { ips: CustomerIps; row: CustomerIpRow }) {
  const [busy, toggle] = useSingleFlight(ips.setBanned);
  return (
    <button
      type="button"
      className={row.is_banned ? 'pi-btn pi-btn--small' : 'pi-btn pi-btn--small pi-btn--danger'}
      aria-label={`${row.is_banned ? 'Unban' : 'Ban'} ${row.ip}`}
      disabled={busy}
      onClick={() => void toggle(row, !row.is_banned)}
    >
      {row.is_banned ? 'Unban' : 'Ban'}
    </button>
  );
}

export default function IpAddressesTab({ customerId }: CustomerTabProps) {
  const ips = useMemo(() => createCustomerIps(customerId), [customerId]);
  useListLife(ips.list);
  const columns: Column<CustomerIpRow>[] = [
    { key: 'ip', label: 'IP', sort: 'ip', render: (row) => <IpCell ips={ips} row={row} /> },
    {
      key: 'accounts',
      label: 'Total Accounts',
      sort: 'total_accounts',
      align: 'right',
      render: (row) =>
        row.filter_ip_url ? (
          <a href={row.filter_ip_url} aria-label={`${row.total_accounts} accounts used ${row.ip}`}>
            {row.total_accounts}
          </a>
        ) : (
          row.total_accounts
        ),
    },
    dateColumn('date', 'Date Added', 'date_added', (row) => row.date_added),
    {
      key: 'ban',
      label: 'Status',
      render: (row) => (
        <span className="pi-customer-tabs__actions">
          <span>{row.is_banned ? 'Banned' : 'Allowed'}</span>
          <BanToggle ips={ips} row={row} />
        </span>
      ),
    },
  ];
  return (
    <section className="pi-customer-tabs" aria-label="IP Addresses">
      <ListTable list={ips.list} caption="IP Addresses" columns={columns} rowKey={(row) => row.customer_ip_id} />
    </section>
  );
}
