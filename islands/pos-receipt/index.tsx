import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { formatCents, formatDollars, toCents } from '../../src/lib/money';
import poCss from '../../src/pos/ui/purchase-orders.css?inline';
import { PurchaseOrderList } from '../../src/pos/ui/purchase-orders';
import { POS_CSS } from '../../src/pos/ui/styles';
import { TransactionsTable } from '../../src/pos/ui/order-items';
import { OrderHistoryList } from '../../src/pos/ui/order-history-list';
import { OrderRecordList, VoucherList } from '../../src/pos/ui/order-record';
import { CustomerSearchModal, useCustomerSearchPreload } from '../../src/pos/ui/lazy-customer-search';
import { defineIsland } from '../../src/registry/define-island';
import {
  NotificationDialog,
  loadOrderStatus,
  OrderHistoryDialog,
  submitOrderHistory,
  PoNumberDialog,
  useOrderDialogsPreload,
} from '../../src/pos/ui/lazy-order-dialogs';
import type { OrderDetail } from '../../src/pos/schemas/orders';
import { ReceiptOrderSchema } from '../../src/pos/schemas/receipt';
import { adminToken } from '../../src/pos/lib/admin-token';
import { $config } from '../../src/stores/config';
import { $histories, $order, assignOrderCustomer, loadHistories, showOrder } from '../../src/pos/stores/order-view';
import { $purchaseOrders, showPurchaseOrders } from '../../src/pos/stores/purchase-orders';
import { applyOrderPoNumber, documentOf, printInvoice, sendReceipt } from '../../src/pos/stores/receipt';
import { fieldsCss as formCss } from '../../src/forms';
import tableCss from '../../src/ui/paged-table.css?inline';
import css from './pos-receipt.css?inline';

const PropsSchema = v.object({
  order: ReceiptOrderSchema,
  /** The admin endpoint's session token (the history dialog's statuses), when the page address carries none. */
  token: v.optional(v.string(), ''),
  continue_url: v.optional(v.string(), '/pos/order/continue'),
  done_url: v.optional(v.string(), '/pos/order/done'),
  appointment_url: v.optional(v.string(), '/pos/appointment'),
  invoice_url: v.optional(v.string(), '/pos/order/invoice'),
});
type Props = v.InferOutput<typeof PropsSchema>;

type Dialog = 'send' | 'customer' | 'history' | 'po' | null;

const withQuery = (base: string, orderId: number) => `${base}${base.includes('?') ? '&' : '?'}order_id=${orderId}`;

function Totals({ order }: { order: OrderDetail }) {
  const balance = toCents(order.balance_due);
  return (
    <section className="pi-receipt__totals" aria-label="Totals">
      <dl>
        <div>
          <dt>Order Total</dt>
          <dd>{formatDollars(order.total)}</dd>
        </div>
        <div>
          <dt>Amount Paid</dt>
          <dd>{formatDollars(order.amount_paid)}</dd>
        </div>
        {/* Paid in full at 0 or less: what is over the total is handed back (spec 2 §4). */}
        <div className={balance > 0 ? 'pi-receipt__due' : 'pi-receipt__change'}>
          <dt>{balance > 0 ? 'Balance Due' : 'Change Due'}</dt>
          <dd>{formatCents(Math.abs(balance))}</dd>
        </div>
      </dl>
    </section>
  );
}

function Payments({ order }: { order: OrderDetail }) {
  const paid = toCents(order.balance_due) <= 0;
  const id = useId();
  return (
    <section className={`pi-receipt__payments ${paid ? 'pi-receipt__payments--paid' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{paid ? 'Payment Processed' : 'Outstanding Balance'}</h2>
      <TransactionsTable
        transactions={order.transactions}
        block="pi-receipt"
        voided={order.pos_status === 'Voided' || order.status === 'Voided'}
      />
    </section>
  );
}

function PosReceipt(props: Props) {
  useOrderDialogsPreload();
  useCustomerSearchPreload();
  const order = useStore($order) ?? props.order;
  const purchaseOrders = useStore($purchaseOrders)[props.order.order_id] ?? props.order.purchase_orders;
  const [dialog, setDialog] = useState<Dialog>(null);
  const sendId = useId();
  const bookHint = useId();
  useEffect(() => {
    showOrder(props.order);
    showPurchaseOrders(props.order.order_id, props.order.purchase_orders);
  }, [props.order]);
  const token = adminToken(props.token);
  const close = () => setDialog(null);
  const loadStatus = useCallback(() => loadOrderStatus(order.order_id, token), [order.order_id, token]);
  const document = documentOf(order.balance_due);
  const customer =
    order.customer_info ??
    (order.email || order.telephone ? { email: order.email, telephone: order.telephone, texting_alerts: true } : null);
  const hasCustomer = order.customer_id > 0;
  const poNumbers = useStore($config).payment.po_numbers;
  const histories = useStore($histories);

  return (
    <div className="pi-backoffice pi-receipt">
      <div className="pi-receipt__actions" role="group" aria-label="Order actions">
        <a className="pi-btn" href={withQuery(props.continue_url, order.order_id)}>
          Back to Check Out
        </a>
        <button
          type="button"
          className="pi-btn"
          aria-haspopup="dialog"
          onClick={() => {
            void loadHistories();
            setDialog('history');
          }}
        >
          Order History
        </button>
        <button type="button" className="pi-btn" onClick={() => setDialog('customer')}>
          Customer Search
        </button>
        {/* As on the checkout: only when the store's settings ask for PO numbers (spec 2 §2, §3 po_numbers). */}
        {poNumbers && order.products.length ? (
          <button type="button" className="pi-btn" aria-haspopup="dialog" onClick={() => setDialog('po')}>
            Add PO Number
          </button>
        ) : null}
      </div>
      <p className="pi-receipt__customer">
        Customer: <strong>{hasCustomer ? order.customer : 'No customer'}</strong>
      </p>
      {order.po_number_list.length ? (
        <p className="pi-receipt__customer">
          PO Numbers: <strong>{order.po_number_list.join(', ')}</strong>
        </p>
      ) : null}
      <OrderRecordList order={order} className="pi-receipt__record" />
      {order.vouchers.length ? (
        <section className="pi-receipt__vouchers" aria-labelledby={`${sendId}-vouchers`}>
          <h2 id={`${sendId}-vouchers`}>Gift Certificates</h2>
          <VoucherList vouchers={order.vouchers} className="pi-receipt__voucher-list" />
        </section>
      ) : null}
      <div className="pi-receipt__grid">
        <Totals order={order} />
        <Payments order={order} />
      </div>

      <section className="pi-receipt__send" aria-labelledby={sendId}>
        <h2 id={sendId}>Send or Print {document}</h2>
        <div className="pi-receipt__buttons">
          <button type="button" className="pi-btn" onClick={() => setDialog('send')}>
            Email/Text
          </button>
          <button type="button" className="pi-btn" onClick={() => printInvoice(order.order_id, props.invoice_url)}>
            Print
          </button>
          <button
            type="button"
            className="pi-btn"
            onClick={() => {
              // The tab opens from the click itself (a pop-up blocker allows it), then the message is written.
              printInvoice(order.order_id, props.invoice_url);
              setDialog('send');
            }}
          >
            Both
          </button>
        </div>
      </section>

      <PurchaseOrderList list={purchaseOrders} title="Purchase Orders" />

      <section className="pi-receipt__appointments" aria-labelledby={`${sendId}-appts`}>
        <h2 id={`${sendId}-appts`}>Appointments Booked For This Order</h2>
        {props.order.appointments.length ? (
          <ul>
            {props.order.appointments.map((a) => (
              <li key={a.id}>
                {a.display_time.start_date} @ {a.display_time.start_time}
              </li>
            ))}
          </ul>
        ) : (
          <p>No appointments have been booked for this order.</p>
        )}
      </section>

      <div className="pi-receipt__actions pi-receipt__actions--end">
        <a className="pi-btn pi-btn--primary" href={props.done_url}>
          Done
        </a>
        {hasCustomer ? (
          <a className="pi-btn" href={withQuery(props.appointment_url, order.order_id)}>
            Book Appointment
          </a>
        ) : (
          <>
            {/* Focusable while unavailable, so keyboard and screen-reader users learn why. */}
            <button
              type="button"
              className="pi-btn pi-receipt__unavailable"
              aria-disabled="true"
              title="Customer is required"
              aria-describedby={bookHint}
            >
              Book Appointment
            </button>
            <span id={bookHint} className="pi-sr-only">
              Customer is required
            </span>
          </>
        )}
      </div>

      <NotificationDialog
        open={dialog === 'send'}
        title={`Send ${document}`}
        customer={customer}
        onClose={close}
        onSend={(form) => sendReceipt(order.order_id, document, form, order.customer_info)}
      />
      <CustomerSearchModal
        open={dialog === 'customer'}
        onClose={close}
        onSelect={(c) => assignOrderCustomer(c.customer_id)}
      />
      <OrderHistoryDialog
        open={dialog === 'history'}
        onClose={close}
        load={loadStatus}
        history={<OrderHistoryList histories={histories} onRetry={() => void loadHistories()} block="pi-receipt" />}
        onSubmit={async (form) => {
          const ok = await submitOrderHistory(order.order_id, form, token);
          if (ok) void loadHistories();
          return ok;
        }}
      />
      {dialog === 'po' ? (
        <PoNumberDialog products={order.products} onApply={applyOrderPoNumber} onClose={close} />
      ) : null}
    </div>
  );
}

export default defineIsland({
  tier: 'staff',
  props: PropsSchema,
  Component: PosReceipt,
  css: [css, poCss, tableCss, formCss, ...POS_CSS],
});
