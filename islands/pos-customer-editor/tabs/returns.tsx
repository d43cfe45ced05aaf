// Returns tab (spec 3 §2): the customer's returns with their dates and an edit link each.
import { useMemo } from 'react';
import { formatDate } from '../../../src/lib/dates';
import type { CustomerReturnRow } from '../../../src/pos/schemas/customer-tabs';
import { createCustomerReturns } from '../../../src/pos/stores/customer-returns';
import type { Column } from '../../../src/ui/paged-table';
import type { CustomerTabProps } from './index';
import { dateColumn, injectTabStyles, ListTable, useListLife } from './shared';

injectTabStyles();

const columns: Column<CustomerReturnRow>[] = [
  { key: 'id', label: 'Return ID', sort: 'r.return_id', render: (row) => row.return_id },
  { key: 'order', label: 'Order ID', sort: 'r.order_id', render: (row) => row.order_id },
  { key: 'product', label: 'Product', sort: 'product', render: (row) => row.product },
  { key: 'model', label: 'Model', sort: 'model', render: (row) => row.model },
  { key: 'status', label: 'Status', sort: 'status', render: (row) => row.return_status },
  dateColumn('ordered', 'Date Ordered', 'r.date_ordered', (row) => row.date_ordered, formatDate),
  dateColumn('added', 'Date Added', 'r.date_added', (row) => row.date_added),
  dateColumn('modified', 'Date Modified', 'r.date_modified', (row) => row.date_modified),
  {
    key: 'edit',
    label: 'Action',
    hiddenLabel: true,
    render: (row) =>
      row.editUrl ? (
        <a className="pi-btn pi-btn--small" href={row.editUrl} aria-label={`Edit return #${row.return_id}`}>
          Edit
        </a>
      ) : null,
  },
];

export default function ReturnsTab({ customerId }: CustomerTabProps) {
  const list = useMemo(() => createCustomerReturns(customerId), [customerId]);
  useListLife(list);
  return (
    <section className="pi-customer-tabs" aria-label="Returns">
      <ListTable list={list} caption="Returns" columns={columns} rowKey={(row) => row.return_id} />
    </section>
  );
}
