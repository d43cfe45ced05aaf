import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates';
import { formatCents, formatDollars, toCents } from '../../lib/money';
import type { OrderDetail } from '../schemas/orders';
import { VoucherDetails } from './order-record';

/**
 * An order's lines (options and PO numbers under the name), its gift certificate lines (model "Gift Certificate",
 * quantity 1, code and message under the description) and its totals, as the order view and the printable invoice show
 * them; classes under the caller's block (`{block}__table`, `__num`, `__option`), extra footer rows as children.
 */
export function OrderItemsTable({
  order,
  block,
  caption,
  children,
}: {
  order: Pick<OrderDetail, 'products' | 'totals'> & Partial<Pick<OrderDetail, 'vouchers'>>;
  block: string;
  caption: ReactNode;
  children?: ReactNode;
}) {
  const num = `${block}__num`;
  const option = `${block}__option`;
  return (
    <table className={`${block}__table`}>
      {caption}
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Model</th>
          <th scope="col" className={num}>
            Quantity
          </th>
          <th scope="col" className={num}>
            Price
          </th>
          <th scope="col" className={num}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.products.map((p) => (
          <tr key={p.order_product_id}>
            <td>
              {p.name}
              {p.option.map((o, i) => (
                <small key={i} className={option}>
                  {o.name}: {o.value}
                </small>
              ))}
              {p.po_number ? <small className={option}>PO #: {p.po_number}</small> : null}
            </td>
            <td>{p.model}</td>
            <td className={num}>{p.quantity}</td>
            <td className={num}>{formatDollars(p.price)}</td>
            <td className={num}>{formatDollars(p.total)}</td>
          </tr>
        ))}
        {(order.vouchers ?? []).map((v, i) => (
          <tr key={`voucher-${i}`}>
            <td>
              {v.description || 'Gift Certificate'}
              <VoucherDetails voucher={v} className={option} />
            </td>
            <td>Gift Certificate</td>
            <td className={num}>1</td>
            <td className={num}>{formatDollars(v.amount)}</td>
            <td className={num}>{formatDollars(v.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.totals.map((t) => (
          <tr key={t.code}>
            <th scope="row" colSpan={4} className={num}>
              {t.title}
            </th>
            <td className={num}>{t.text}</td>
          </tr>
        ))}
        {children}
      </tfoot>
    </table>
  );
}

/**
 * What became of a payment: "Complete", or for a void how its money went back (the path it came in): store credit to
 * the customer, the voucher's balance, the card (voided before settlement, returned after), cash, check and online
 * payments to be refunded by the store.
 */
export function transactionStatus(t: OrderDetail['transactions'][number]): string {
  if (t.status !== 'void') return 'Complete';
  switch (t.transaction_type) {
    case 'store_credit':
      return 'Void: returned to store credit';
    case 'voucher':
      return t.voucher_code ? `Void: restored to voucher ${t.voucher_code}` : 'Void: restored to the voucher';
    case 'card': {
      const done = (t.datacap_dc_direct?.void_or_return_status || t.payjunction?.status || '').toLowerCase();
      return done === 'return' ? 'Void: returned to the card' : 'Void: voided on the card';
    }
    case 'cash':
      return 'Void: refund in cash';
    case 'check':
      return 'Void: refund the check';
    case 'online':
      return 'Void: refund online';
    default:
      return 'Void';
  }
}

/** Cents of voided cash payments: what the store hands back in cash. */
export function cashToRefund(transactions: OrderDetail['transactions']): number {
  return transactions
    .filter((t) => t.status === 'void' && t.transaction_type === 'cash')
    .reduce((sum, t) => sum + toCents(t.amount), 0);
}

/** An order's transactions (the order view and the receipt), or "No transactions have been made yet." */
export function TransactionsTable({
  transactions,
  block,
  voided = false,
}: {
  transactions: OrderDetail['transactions'];
  block: string;
  /** A voided order also says how much cash the store hands back. */
  voided?: boolean;
}) {
  if (!transactions.length) return <p>No transactions have been made yet.</p>;
  const num = `${block}__num`;
  const cash = voided ? cashToRefund(transactions) : 0;
  return (
    <>
      <table className={`${block}__table`}>
        <caption className="pi-sr-only">Transactions</caption>
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Type</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className={num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.transaction_id}>
              <td>#{t.transaction_id}</td>
              <td>{t.transaction_label || t.transaction_type}</td>
              <td>{t.date_added ? formatDateTime(t.date_added) : '—'}</td>
              <td>{transactionStatus(t)}</td>
              <td className={num}>{formatDollars(t.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cash > 0 ? <p className={`${block}__refund`}>Cash to refund: {formatCents(cash)}</p> : null}
    </>
  );
}
