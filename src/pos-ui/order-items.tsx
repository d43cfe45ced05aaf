import type { ReactNode } from 'react';
import { formatDollars } from '../lib/money';
import type { OrderDetail } from '../schemas/pos-orders';

/**
 * An order's lines (options and PO numbers under the name) and its totals, as the order view and the printable invoice
 * show them; classes under the caller's block (`{block}__table`, `__num`, `__option`), extra footer rows as children.
 */
export function OrderItemsTable({
  order,
  block,
  caption,
  children,
}: {
  order: Pick<OrderDetail, 'products' | 'totals'>;
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
