import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import * as v from 'valibot';
import { formatDate } from '../../src/lib/dates';
import { formatDollars } from '../../src/lib/money';
import { defineIsland } from '../../src/registry/define-island';
import type { CustomerRow } from '../../src/pos/schemas/orders';
import { customersList, startCustomersList } from '../../src/pos/stores/customers-list';
import { InputField } from '../../src/forms';
import { fieldsCss as formCss } from '../../src/forms';
import { PagedTable, type Column } from '../../src/ui/paged-table';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-customers.css?inline';

const PropsSchema = v.object({
  add_url: v.optional(v.string(), '/pos/customer/add'),
  edit_url: v.optional(v.string(), '/pos/customer/edit'),
});
type Props = v.InferOutput<typeof PropsSchema>;

function Filters({ filters }: { filters: Record<string, string> }) {
  const [name, setName] = useState(filters.filter_name ?? '');
  const [email, setEmail] = useState(filters.filter_email ?? '');
  const id = useId();
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (name.trim()) next.filter_name = name.trim();
    if (email.trim()) next.filter_email = email.trim();
    void customersList.setFilters(next);
  };
  const clear = (e: MouseEvent) => {
    e.preventDefault();
    void customersList.setFilters({});
  };
  return (
    <form className="pi-pos-customers__filters" onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pi-pos-customers__filters-title">
        Filter Customers
      </h2>
      <div className="pi-pos-customers__filter-fields">
        <InputField label="Customer Name" value={name} onChange={(e) => setName(e.target.value)} />
        <InputField label="E-Mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="pi-pos-customers__filter-actions">
        <button type="submit" className="pi-btn pi-btn--primary">
          Filter
        </button>
        <a href="?" className="pi-pos-customers__clear" onClick={clear}>
          Clear Filters
        </a>
      </div>
    </form>
  );
}

function PosCustomers({ add_url, edit_url }: Props) {
  const state = useStore(customersList.$list);
  useEffect(() => startCustomersList(), []);
  const { query, page } = state;
  const columns: Column<CustomerRow>[] = [
    {
      key: 'name',
      label: 'Customer Name',
      sort: 'custname',
      render: (row) => <a href={`${edit_url}?customer_id=${row.customer_id}`}>{row.custname}</a>,
    },
    { key: 'email', label: 'E-Mail', sort: 'email', render: (row) => row.email },
    { key: 'date', label: 'Date Added', sort: 'date_added', render: (row) => formatDate(row.date_added) },
    { key: 'orders', label: 'Total Orders', sort: 'total_orders', align: 'right', render: (row) => row.total_orders },
    {
      key: 'balance',
      label: 'Outstanding Balance',
      sort: 'outstanding_balance',
      align: 'right',
      render: (row) => formatDollars(row.outstanding.balance),
    },
    {
      key: 'credit',
      label: 'Store Credit',
      sort: 'store_credit',
      align: 'right',
      render: (row) => formatDollars(row.store_credit),
    },
    {
      key: 'edit',
      label: 'Action',
      hiddenLabel: true,
      render: (row) => (
        <a
          className="pi-btn pi-btn--small"
          href={`${edit_url}?customer_id=${row.customer_id}`}
          aria-label={`Edit ${row.custname}`}
        >
          Edit
        </a>
      ),
    },
  ];
  return (
    <div className="pi-backoffice pi-pos-customers">
      <p>
        <a className="pi-btn pi-btn--primary" href={add_url}>
          Add Customer
        </a>
      </p>
      <Filters key={JSON.stringify(query.filters)} filters={query.filters} />
      <PagedTable
        caption="Customers"
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(row) => row.customer_id}
        sort={query.sort}
        order={query.order}
        onSort={(key) => void customersList.sortBy(key)}
        page={query.page}
        totalPages={page?.totalPages ?? 1}
        onPage={(p) => void customersList.goToPage(p)}
        position={page?.position ?? ''}
        loading={state.status === 'loading'}
        pending={!page}
        error={state.error}
        onRetry={() => void customersList.reload()}
        emptyText="There are no results."
      />
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PropsSchema,
  Component: PosCustomers,
  css: [css, tableCss, formCss],
});
