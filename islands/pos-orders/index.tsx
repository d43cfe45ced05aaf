import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  displayDateRange,
  formatDateRange,
  formatDateTime,
  formatYmd,
  parseDateRange,
  parseYmd,
} from '../../src/lib/dates';
import { formatDollars } from '../../src/lib/money';
import { defineIsland } from '../../src/registry/define-island';
import type { OrderRow } from '../../src/pos/schemas/orders';
import { continueOrder, ORDER_TABS, ordersList, startOrdersList } from '../../src/pos/stores/orders-list';
import { InputField } from '../../src/forms';
import { fieldsCss as formCss } from '../../src/forms';
import { PagedTable, positionText, type Column } from '../../src/ui/paged-table';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-orders.css?inline';

const PropsSchema = v.object({
  view_url: v.optional(v.string(), '/pos/order/view'),
  continue_url: v.optional(v.string(), '/pos/order/continue'),
});
type Props = v.InferOutput<typeof PropsSchema>;

const EMPTY = 'There are no results.';

/** A keyboard-friendly popover: the summary toggles it, Escape in it closes it. */
function Popover({ label, summary, children }: { label: string; summary: string; children: ReactNode }) {
  return (
    <details
      className="pi-pos-orders__popover"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && e.currentTarget.open) {
          e.currentTarget.open = false;
          e.currentTarget.querySelector('summary')?.focus();
        }
      }}
    >
      <summary aria-label={label}>{summary}</summary>
      <div className="pi-pos-orders__popover-body">{children}</div>
    </details>
  );
}

function StatusBadge({ row }: { row: OrderRow }) {
  return (
    <span
      className="pi-pos-orders__badge"
      style={{ background: row.status_color || '#e6e6e6', color: row.status_text_color || '#222' }}
    >
      {row.status}
    </span>
  );
}

interface Draft {
  orderId: string;
  customer: string;
  from: string;
  to: string;
}

function draftOf(filters: Record<string, string>): Draft {
  const range = filters.filter_date_added ? parseDateRange(filters.filter_date_added) : null;
  return {
    orderId: filters.filter_order_id ?? '',
    customer: filters.filter_customer ?? '',
    from: range ? formatYmd(range.start) : '',
    to: range ? formatYmd(range.end) : '',
  };
}

/** The filter panel: its values go to the query string; Clear Filters keeps only the tab. */
function Filters({ filters }: { filters: Record<string, string> }) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const id = useId();
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = { ...(filters.status ? { status: filters.status } : {}) };
    if (draft.orderId.trim()) next.filter_order_id = draft.orderId.trim();
    if (draft.customer.trim()) next.filter_customer = draft.customer.trim();
    const from = parseYmd(draft.from || draft.to);
    const to = parseYmd(draft.to || draft.from);
    if (from && to) next.filter_date_added = from <= to ? formatDateRange(from, to) : formatDateRange(to, from);
    void ordersList.setFilters(next);
  };
  const clear = (e: MouseEvent) => {
    e.preventDefault();
    void ordersList.setFilters(filters.status ? { status: filters.status } : {});
  };
  const active = Object.keys(filters).some((k) => k !== 'status');
  return (
    <form className="pi-pos-orders__filters" onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pi-pos-orders__filters-title">
        Filter Orders
      </h2>
      <div className="pi-pos-orders__filter-fields">
        <InputField
          label="Order ID"
          inputMode="numeric"
          value={draft.orderId}
          onChange={(e) => setDraft({ ...draft, orderId: e.target.value })}
        />
        <InputField
          label="Customer"
          value={draft.customer}
          onChange={(e) => setDraft({ ...draft, customer: e.target.value })}
        />
        <InputField
          label="Date Added From"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <InputField
          label="Date Added To"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </div>
      <div className="pi-pos-orders__filter-actions">
        <button type="submit" className="pi-btn pi-btn--primary">
          Filter
        </button>
        <a className="pi-pos-orders__clear" href={filters.status ? `?status=${filters.status}` : '?'} onClick={clear}>
          Clear Filters
        </a>
        {filters.filter_date_added ? (
          <span className="pi-pos-orders__range">Date Added: {displayDateRange(filters.filter_date_added)}</span>
        ) : null}
        {active ? <span className="pi-sr-only">Filters are applied.</span> : null}
      </div>
    </form>
  );
}

function PosOrders({ view_url, continue_url }: Props) {
  const state = useStore(ordersList.$list);
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => startOrdersList(), []);
  const { query, page } = state;
  const status = query.filters.status ?? '';
  const queryKey = JSON.stringify(query);
  // A new view starts with nothing selected.
  useEffect(() => setSelected((list) => (list.length ? [] : list)), [queryKey]);

  const toggle = (orderId: number, on: boolean) =>
    setSelected((list) => (on ? [...list, orderId] : list.filter((id) => id !== orderId)));

  const cells: Column<OrderRow>[] = [
    {
      key: 'select',
      label: 'Select',
      hiddenLabel: true,
      render: (row) => (
        <input
          type="checkbox"
          aria-label={`Select order #${row.order_id}`}
          checked={selected.includes(row.order_id)}
          onChange={(e) => toggle(row.order_id, e.target.checked)}
        />
      ),
    },
    { key: 'order_id', label: 'Order ID', sort: 'o.order_id', render: (row) => row.order_id },
    { key: 'date', label: 'Date Added', sort: 'o.date_added', render: (row) => formatDateTime(row.date_added) },
    { key: 'status', label: 'Status', render: (row) => <StatusBadge row={row} /> },
    {
      key: 'customer',
      label: 'Customer',
      sort: 'customer',
      render: (row) => (
        <Popover label={`Customer of order #${row.order_id}: ${row.customer}`} summary={row.customer || 'No customer'}>
          <dl className="pi-pos-orders__dl">
            <dt>Name</dt>
            <dd>{row.customer || 'No customer'}</dd>
            <dt>Email</dt>
            <dd>{row.email || '—'}</dd>
            <dt>Telephone</dt>
            <dd>{row.telephone || '—'}</dd>
          </dl>
        </Popover>
      ),
    },
    {
      key: 'items',
      label: 'Items',
      render: (row) => (
        <Popover
          label={`Items of order #${row.order_id}: ${row.total_items} item(s)`}
          summary={`${row.total_items} item(s)`}
        >
          <ul className="pi-pos-orders__items">
            {row.products.map((p, i) => (
              <li key={i}>
                {p.quantity} × {p.name}
                {p.model ? <small> ({p.model})</small> : null}
              </li>
            ))}
          </ul>
        </Popover>
      ),
    },
    { key: 'total', label: 'Total', sort: 'o.total', align: 'right', render: (row) => formatDollars(row.total) },
    { key: 'paid', label: 'Paid', align: 'right', render: (row) => formatDollars(row.paid_amount) },
    {
      key: 'view',
      label: 'Action',
      hiddenLabel: true,
      render: (row) => (
        <a
          className="pi-btn pi-btn--small"
          href={`${view_url}?order_id=${row.order_id}`}
          aria-label={`View order #${row.order_id}`}
        >
          View
        </a>
      ),
    },
  ];
  // Kept while what the cells read stays: a page change re-renders the table around its rows, not the rows (issue 26).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells read `selected` and `view_url` (toggle is stable)
  const columns = useMemo(() => cells, [selected, view_url]);

  return (
    <div className="pi-backoffice pi-pos-orders">
      <nav aria-label="Order status" className="pi-pos-orders__tabs">
        <ul>
          {ORDER_TABS.map((tab) => {
            const count = page?.counts[tab.count];
            const current = tab.status === status;
            return (
              <li key={tab.label}>
                <a
                  href={tab.status ? `?status=${tab.status}` : '?'}
                  className={current ? 'pi-pos-orders__tab pi-pos-orders__tab--current' : 'pi-pos-orders__tab'}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    const { status: _old, ...rest } = query.filters;
                    void ordersList.setFilters(tab.status ? { ...rest, status: tab.status } : rest);
                  }}
                >
                  {tab.label}
                  {count !== undefined ? (
                    <span className="pi-pos-orders__count"> ({count})</span>
                  ) : (
                    // The count's room, held until the list brings it: the tabs wrap the same way before and after.
                    <span className="pi-pos-orders__count pi-pos-orders__count--pending" aria-hidden="true" />
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <Filters key={JSON.stringify(query.filters)} filters={query.filters} />
      {status !== 'complete' ? (
        <div className="pi-pos-orders__actions">
          <button
            type="button"
            className="pi-btn pi-btn--primary"
            onClick={() => continueOrder(selected, continue_url)}
          >
            Continue Order
          </button>
        </div>
      ) : null}
      <PagedTable
        caption="Orders"
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(row) => row.order_id}
        sort={query.sort}
        order={query.order}
        onSort={(key) => void ordersList.sortBy(key)}
        page={query.page}
        totalPages={page?.totalPages ?? 1}
        onPage={(p) => void ordersList.goToPage(p)}
        position={page ? positionText(page.page, page.limit, page.totalItems ?? page.rows.length, page.totalPages) : ''}
        loading={state.status === 'loading'}
        pending={!page}
        error={state.error}
        onRetry={() => void ordersList.reload()}
        emptyText={EMPTY}
      />
    </div>
  );
}

export default defineIsland({ tier: 'staff', props: PropsSchema, Component: PosOrders, css: [css, tableCss, formCss] });
