import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { formatDateTime } from '../../src/lib/dates';
import { formatCents, formatDollars, toCents } from '../../src/lib/money';
import { defineIsland } from '../../src/registry/define-island';
import { OrderItemsTable } from '../../src/pos/ui/order-items';
import { OrderRecordList } from '../../src/pos/ui/order-record';
import { ReceiptOrderSchema } from '../../src/pos/schemas/receipt';
import css from './pos-invoice.css?inline';

const PropsSchema = v.object({
  order: ReceiptOrderSchema,
  store: v.optional(
    v.object({
      name: v.string(),
      address: v.optional(v.string(), ''),
      telephone: v.optional(v.string(), ''),
      email: v.optional(v.string(), ''),
    }),
    { name: '', address: '', telephone: '', email: '' },
  ),
  /**
   * Where the customer pays the balance online (the order's payment link; it carries a payment token of its own and
   * never a staff token). Shown on an invoice with a balance due.
   */
  payment_link: v.optional(v.string(), ''),
  /** Print once rendered (the receipt's Print opens the page with this on). */
  auto_print: v.optional(v.boolean(), false),
});
type Props = v.InferOutput<typeof PropsSchema>;

/** The printable invoice (a receipt once paid in full): store, customer, items, totals, payments, balance. */
function PosInvoice({ order, store, auto_print, payment_link }: Props) {
  const printed = useRef(false);
  useEffect(() => {
    if (!auto_print || printed.current) return;
    printed.current = true;
    // After the first paint, so the dialog shows the whole invoice.
    requestAnimationFrame(() => setTimeout(() => window.print(), 0));
  }, [auto_print]);
  const balance = toCents(order.balance_due);
  const title = balance <= 0 ? 'Receipt' : 'Invoice';
  const payments = order.transactions.filter((t) => t.status !== 'void');
  return (
    <article className="pi-invoice" aria-label={`${title} for Order # ${order.order_id}`}>
      <div className="pi-invoice__actions">
        <button type="button" className="pi-invoice__print" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <header className="pi-invoice__header">
        <div>
          {store.name ? <p className="pi-invoice__store">{store.name}</p> : null}
          {store.address ? <p>{store.address}</p> : null}
          {store.telephone || store.email ? <p>{[store.telephone, store.email].filter(Boolean).join(' · ')}</p> : null}
        </div>
        <div className="pi-invoice__title">
          <h2>{title}</h2>
          <p>Order # {order.order_id}</p>
          <p>{formatDateTime(order.date_added)}</p>
        </div>
      </header>
      <section className="pi-invoice__bill" aria-label="Bill to">
        <h3>Bill To</h3>
        <p>{order.customer_id > 0 ? order.customer : 'No customer'}</p>
        {order.email ? <p>{order.email}</p> : null}
        {order.telephone ? <p>{order.telephone}</p> : null}
        <OrderRecordList order={order} className="pi-invoice__record" />
      </section>
      <OrderItemsTable order={order} block="pi-invoice" caption={<caption>Items</caption>}>
        <tr>
          <th scope="row" colSpan={4} className="pi-invoice__num">
            Amount Paid
          </th>
          <td className="pi-invoice__num">{formatDollars(order.amount_paid)}</td>
        </tr>
        <tr className="pi-invoice__balance">
          <th scope="row" colSpan={4} className="pi-invoice__num">
            {balance > 0 ? 'Balance Due' : 'Change Due'}
          </th>
          <td className="pi-invoice__num">{formatCents(Math.abs(balance))}</td>
        </tr>
      </OrderItemsTable>
      {payments.length ? (
        <table className="pi-invoice__table">
          <caption>Payments</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col" className="pi-invoice__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((t) => (
              <tr key={t.transaction_id}>
                <td>{t.date_added ? formatDateTime(t.date_added) : '—'}</td>
                <td>{t.transaction_label || t.transaction_type}</td>
                <td className="pi-invoice__num">{formatDollars(t.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {order.appointments.length ? (
        <section aria-label="Appointments">
          <h3>Appointments</h3>
          <ul>
            {order.appointments.map((a) => (
              <li key={a.id}>
                {a.display_time.start_date} @ {a.display_time.start_time}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {balance > 0 && payment_link ? (
        <p className="pi-invoice__pay">
          Pay the balance online: <a href={payment_link}>{payment_link}</a>
        </p>
      ) : null}
      <p className="pi-invoice__thanks">Thank you for your business.</p>
    </article>
  );
}

export default defineIsland({ tier: 'staff', props: PropsSchema, Component: PosInvoice, css: [css] });
