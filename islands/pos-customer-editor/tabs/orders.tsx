// Orders tab (spec 3 §2): the summary, the orders sortable by id, status, total, balance and dates; view always, edit
// and delete only with the server's editUrl / deleteUrl (delete after confirmation), Order Express below status 3.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { CustomerOrderRow } from '../../../src/pos/schemas/customer-tabs';
import {
  createCustomerOrders,
  INCOMPLETE_STATUS,
  orderExpressLink,
  type CustomerOrders,
} from '../../../src/pos/stores/customer-orders';
import type { Column } from '../../../src/ui/paged-table';
import type { CustomerTabProps } from './index';
import { ConfirmDialog } from '../../../src/pos/ui/confirm-dialog';
import { dateColumn, injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();

function Summary({ orders }: { orders: CustomerOrders }) {
  const summary = useStore(orders.$summary);
  if (!summary) return null;
  return (
    <dl className="pi-customer-tabs__summary" aria-label="Order summary">
      {(
        [
          ['Total Spent', summary.total_spent_text],
          ['Total Orders', summary.total_orders],
          ['Total Returns', summary.total_returns],
          ['Outstanding Balance', summary.outstanding_balance_text],
        ] as const
      ).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function OrdersTab({ customerId }: CustomerTabProps) {
  const orders = useMemo(() => createCustomerOrders(customerId), [customerId]);
  useListLife(orders.list);
  const [deleting, setDeleting] = useState<CustomerOrderRow | null>(null);
  const columns: Column<CustomerOrderRow>[] = [
    { key: 'id', label: 'Order ID', sort: 'o.order_id', render: (row) => row.order_id },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      render: (row) =>
        row.status === INCOMPLETE_STATUS ? (
          <span className="pi-customer-tabs__incomplete-status">{row.status}</span>
        ) : (
          row.status
        ),
    },
    { key: 'total', label: 'Total', sort: 'o.total', align: 'right', render: (row) => row.total_text },
    { key: 'balance', label: 'Balance', sort: 'balance', align: 'right', render: (row) => row.balance_text },
    dateColumn('added', 'Date Added', 'o.date_added', (row) => row.date_added),
    dateColumn('modified', 'Date Modified', 'o.date_modified', (row) => row.date_modified),
    {
      key: 'actions',
      label: 'Action',
      hiddenLabel: true,
      render: (row) => {
        const express = orderExpressLink(row);
        return (
          <span className="pi-customer-tabs__actions">
            {row.viewUrl ? (
              <a className="pi-btn pi-btn--small" href={row.viewUrl} aria-label={`View order #${row.order_id}`}>
                View
              </a>
            ) : null}
            {row.editUrl ? (
              <a className="pi-btn pi-btn--small" href={row.editUrl} aria-label={`Edit order #${row.order_id}`}>
                Edit
              </a>
            ) : null}
            {express ? (
              <a
                className="pi-btn pi-btn--small"
                href={express}
                aria-label={`Order Express for order #${row.order_id}`}
              >
                Order Express
              </a>
            ) : null}
            {row.deleteUrl ? (
              <button
                type="button"
                className="pi-btn pi-btn--small pi-btn--danger"
                aria-haspopup="dialog"
                aria-label={`Delete order #${row.order_id}`}
                onClick={() => setDeleting(row)}
              >
                Delete
              </button>
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <section className="pi-customer-tabs" aria-label="Orders">
      <Summary orders={orders} />
      <ListTable
        list={orders.list}
        caption="Orders"
        columns={columns}
        rowKey={(row) => row.order_id}
        rowClass={(row) => (row.status === INCOMPLETE_STATUS ? 'pi-customer-tabs__row--incomplete' : undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Order"
        text={deleting ? `Are you sure you want to delete order #${deleting.order_id}?` : ''}
        action="Delete Order"
        busyLabel="Working..."
        closeAfter="ok"
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? orders.remove(deleting) : Promise.resolve({ ok: false }))}
      />
    </section>
  );
}
