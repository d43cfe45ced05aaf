import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { formatDateTime } from '../../src/lib/dates';
import { formatDollars } from '../../src/lib/money';
import { ConfirmDialog } from '../../src/pos/ui/confirm-dialog';
import { OrderItemsTable, TransactionsTable } from '../../src/pos/ui/order-items';
import { OrderHistoryList } from '../../src/pos/ui/order-history-list';
import { OrderRecordList } from '../../src/pos/ui/order-record';
import poCss from '../../src/pos/ui/purchase-orders.css?inline';
import { PurchaseOrderList } from '../../src/pos/ui/purchase-orders';
import { POS_CSS } from '../../src/pos/ui/styles';
import { CustomerSearchModal, useCustomerSearchPreload } from '../../src/pos/ui/lazy-customer-search';
import { defineIsland } from '../../src/registry/define-island';
import {
  loadOrderStatus,
  NotificationDialog,
  OrderHistoryDialog,
  submitOrderHistory,
  useOrderDialogsPreload,
} from '../../src/pos/ui/lazy-order-dialogs';
import { OrderDetailSchema, type OrderDetail } from '../../src/pos/schemas/orders';
import { adminToken } from '../../src/pos/lib/admin-token';
import {
  $histories,
  $order,
  assignOrderCustomer,
  deleteOrder,
  loadHistories,
  sendPaymentLink,
  showOrder,
  voidOrder,
} from '../../src/pos/stores/order-view';
import { fieldsCss as formCss } from '../../src/forms';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-order-view.css?inline';

const PropsSchema = v.object({
  order: OrderDetailSchema,
  /** The admin endpoint ("View in Admin", the history dialog's statuses). */
  admin_url: v.optional(v.string(), '/admin/index.php'),
  /** The session token the admin endpoint wants, when the page address carries none. */
  token: v.optional(v.string(), ''),
  list_url: v.optional(v.string(), '/pos/order'),
});
type Props = v.InferOutput<typeof PropsSchema>;

type Dialog = 'void' | 'delete' | 'payment' | 'customer' | 'history' | null;

function Info({ order }: { order: OrderDetail }) {
  return (
    <section className="pi-order-view__section" aria-labelledby="pi-order-info">
      <h2 id="pi-order-info">Order Info</h2>
      <dl className="pi-order-view__dl">
        <dt>Order ID</dt>
        <dd>#{order.order_id}</dd>
        <dt>Date Added</dt>
        <dd>{formatDateTime(order.date_added)}</dd>
        <dt>Status</dt>
        <dd>
          <span
            className="pi-order-view__badge"
            style={{ background: order.status_color || '#e6e6e6', color: order.status_text_color || '#222' }}
          >
            {order.status}
          </span>
        </dd>
        <dt>Customer</dt>
        <dd>{order.customer || 'No customer'}</dd>
        <dt>Email</dt>
        <dd>{order.email || '—'}</dd>
        <dt>Telephone</dt>
        <dd>{order.telephone || '—'}</dd>
        <dt>Cashier</dt>
        <dd>{order.cashier || '—'}</dd>
      </dl>
      <OrderRecordList order={order} className="pi-order-view__dl" complete />
    </section>
  );
}

function Payments({ order }: { order: OrderDetail }) {
  return (
    <section className="pi-order-view__section" aria-labelledby="pi-order-payment">
      <h2 id="pi-order-payment">Payment Info</h2>
      <p>
        Amount Paid: <strong>{formatDollars(order.amount_paid)}</strong> · Balance Due:{' '}
        <strong>{formatDollars(order.balance_due)}</strong>
      </p>
      <TransactionsTable
        transactions={order.transactions}
        block="pi-order-view"
        voided={order.pos_status === 'Voided' || order.status === 'Voided'}
      />
    </section>
  );
}

function Items({ order }: { order: OrderDetail }) {
  return (
    <section className="pi-order-view__section" aria-labelledby="pi-order-items">
      <h2 id="pi-order-items">Items</h2>
      <OrderItemsTable order={order} block="pi-order-view" caption={<caption className="pi-sr-only">Items</caption>} />
    </section>
  );
}

function History({ onAdd }: { onAdd(): void }) {
  return (
    <section className="pi-order-view__section" aria-labelledby="pi-order-history">
      <h2 id="pi-order-history">History</h2>
      <button type="button" className="pi-btn" onClick={onAdd}>
        Add Order History
      </button>
      <OrderHistoryList histories={useStore($histories)} onRetry={() => void loadHistories()} block="pi-order-view" />
    </section>
  );
}

function PosOrderView(props: Props) {
  useOrderDialogsPreload();
  useCustomerSearchPreload();
  const order = useStore($order) ?? props.order;
  const [dialog, setDialog] = useState<Dialog>(null);
  const token = adminToken(props.token);
  const close = () => setDialog(null);
  const loadStatus = useCallback(() => loadOrderStatus(order.order_id, token), [order.order_id, token]);
  const voided = order.pos_status === 'Voided' || order.status === 'Voided';
  const adminLink = `${props.admin_url}?route=sale/order/info&order_id=${order.order_id}&token=${encodeURIComponent(token)}`;

  return (
    <div className="pi-backoffice pi-order-view">
      <div className="pi-order-view__actions" role="group" aria-label="Order actions">
        <button
          type="button"
          className="pi-btn pi-btn--danger"
          disabled={voided}
          title={voided ? 'This order is already voided.' : undefined}
          onClick={() => setDialog('void')}
        >
          Void Order
        </button>
        {!voided && order.balance_due > 0 ? (
          <button type="button" className="pi-btn" onClick={() => setDialog('payment')}>
            Send Payment Link
          </button>
        ) : null}
        {!voided ? (
          <button type="button" className="pi-btn" onClick={() => setDialog('customer')}>
            Assign Customer
          </button>
        ) : null}
        {order.edit_url ? (
          <a className="pi-btn" href={order.edit_url}>
            Edit Order
          </a>
        ) : null}
        {order.delete_url ? (
          <button type="button" className="pi-btn" onClick={() => setDialog('delete')}>
            Delete Order
          </button>
        ) : null}
        <a className="pi-btn" href={adminLink}>
          View in Admin
        </a>
      </div>
      <Info order={order} />
      <Payments order={order} />
      <PurchaseOrderList list={order.purchase_orders} title="Distributor Purchase Orders" />
      <Items order={order} />
      <History onAdd={() => setDialog('history')} />

      <ConfirmDialog
        open={dialog === 'void'}
        title="Void Order"
        text={`Are you sure you want to void order #${order.order_id}? Each payment goes back the way it came in: store credit to the customer, vouchers restored, cards voided or returned, cash to refund. This cannot be undone.`}
        action="Void Order"
        onClose={close}
        onConfirm={voidOrder}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Order"
        text={`Are you sure you want to delete order #${order.order_id}?`}
        action="Delete Order"
        onClose={close}
        onConfirm={() => deleteOrder(props.list_url)}
      />
      <NotificationDialog
        open={dialog === 'payment'}
        title="Send Payment Link"
        customer={
          order.customer_info ??
          (order.email || order.telephone
            ? { email: order.email, telephone: order.telephone, texting_alerts: true }
            : null)
        }
        onClose={close}
        onSend={(form) => sendPaymentLink(form, order.customer_info)}
      />
      <CustomerSearchModal
        open={dialog === 'customer'}
        onClose={close}
        onSelect={(customer) => assignOrderCustomer(customer.customer_id)}
      />
      <OrderHistoryDialog
        open={dialog === 'history'}
        onClose={close}
        load={loadStatus}
        onSubmit={(form) => submitOrderHistory(order.order_id, form, token)}
        afterSubmit={(answer) => {
          if (answer.success) void loadHistories();
        }}
      />
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PropsSchema,
  Component: PosOrderView,
  css: [css, poCss, tableCss, formCss, ...POS_CSS],
  // The page's order is the one the server rendered; its history is read as the page mounts it.
  start({ order }) {
    showOrder(order);
    void loadHistories();
  },
});
