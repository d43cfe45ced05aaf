// An order's distributor purchase orders (spec 2 §3): the order view's and the receipt's list.
import { useId } from 'react';
import { formatDateTime } from '../../lib/dates';
import { formatDollars } from '../../lib/money';
import type { PurchaseOrder } from '../schemas/orders';

export function PurchaseOrderList({ list, title }: { list: PurchaseOrder[]; title: string }) {
  const id = useId();
  return (
    <section className="pi-po-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.length ? (
        list.map((po) => (
          <article key={String(po.PurchaseOrderID)} className="pi-po-list__po">
            <h3>
              PO #{po.Number} <small>(PurchaseOrderID {po.PurchaseOrderID})</small>
            </h3>
            <dl className="pi-po-list__dl">
              <dt>Confirmation Number</dt>
              <dd>{po.ConfirmationNumber || '—'}</dd>
              <dt>Warehouse Confirmation</dt>
              <dd>{po.WarehouseConfirmationNumber || '—'}</dd>
              <dt>Submitted</dt>
              <dd>{po.SubmittedToWarehouseDateTime ? formatDateTime(po.SubmittedToWarehouseDateTime) : '—'}</dd>
              <dt>Status</dt>
              <dd>{po.CurrentStatus || '—'}</dd>
              <dt>Shipping Method</dt>
              <dd>{po.ShippingMethod || '—'}</dd>
              <dt>Warehouse</dt>
              <dd>{po.ToWarehouse.Name || '—'}</dd>
              <dt>Ship To</dt>
              <dd>
                {[
                  po.ShipTo.Name,
                  po.ShipTo.Street,
                  `${po.ShipTo.City}, ${po.ShipTo.StateProvinceCode} ${po.ShipTo.ZipPostalCode}`,
                ].join(', ')}
              </dd>
              {po.Notes ? (
                <>
                  <dt>Notes</dt>
                  <dd>{po.Notes}</dd>
                </>
              ) : null}
              <dt>Total</dt>
              <dd>{formatDollars(po.OrderTotalPrice)}</dd>
            </dl>
            <table className="pi-po-list__table">
              <caption>Items of PO #{po.Number}</caption>
              <thead>
                <tr>
                  <th scope="col">Brand</th>
                  <th scope="col">Part Number</th>
                  <th scope="col" className="pi-po-list__num">
                    Quantity
                  </th>
                </tr>
              </thead>
              <tbody>
                {po.Items.map((item, i) => (
                  <tr key={i}>
                    <td>{item.AAIABrandCode}</td>
                    <td>{item.PartNumber}</td>
                    <td className="pi-po-list__num">{item.Quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))
      ) : (
        <p>No purchase orders for this order.</p>
      )}
    </section>
  );
}
