// The order record's fields beyond its lines and money (spec 2 §3 "POS order": order_ymm, the shipping address fields,
// tax_exempt, tax_exempt_number), as the order view, the receipt and the printable invoice show them.
import { Fragment, type ReactNode } from 'react';
import { formatDollars } from '../../lib/money';
import type { OrderDetail, OrderVoucher } from '../schemas/orders';

type RecordFields = Pick<
  OrderDetail,
  | 'order_ymm'
  | 'tax_exempt'
  | 'tax_exempt_number'
  | 'shipping_firstname'
  | 'shipping_lastname'
  | 'shipping_company'
  | 'shipping_address_1'
  | 'shipping_address_2'
  | 'shipping_city'
  | 'shipping_postcode'
  | 'shipping_zone'
  | 'shipping_country'
  | 'shipping_method'
>;

/** The shipping address as printed on a label: name, company, street lines, "City, Zone Postcode", country. */
export function shippingAddressLines(order: RecordFields): string[] {
  const name = [order.shipping_firstname, order.shipping_lastname].filter(Boolean).join(' ');
  const zone = [order.shipping_zone, order.shipping_postcode].filter(Boolean).join(' ');
  const place = [order.shipping_city, zone].filter(Boolean).join(', ');
  const street = [order.shipping_address_1, order.shipping_address_2, place, order.shipping_country].filter(Boolean);
  // A name alone is not an address.
  return street.length ? [name, order.shipping_company, ...street].filter(Boolean) : [];
}

/** The codes the store itself sends for a shipping method (the kiosk's local_pickup), in words; a title as it is. */
const METHOD_NAMES: Record<string, string> = { local_pickup: 'Local Pickup', pickup: 'Pickup' };
export const shippingMethodText = (method: string): string => METHOD_NAMES[method] ?? method;

/**
 * Vehicle, Shipping Method, Ship To and Tax Exempt (with its Tax Exempt Number) as a description list. `complete`
 * (the order view) shows every row, "None" / "No" when empty; otherwise (receipt, invoice) only the rows with a value.
 */
export function OrderRecordList({
  order,
  className,
  complete = false,
}: {
  order: RecordFields;
  className: string;
  complete?: boolean;
}) {
  const address = shippingAddressLines(order);
  const method = shippingMethodText(order.shipping_method);
  const rows: [string, ReactNode][] = [];
  if (order.order_ymm || complete) rows.push(['Vehicle', order.order_ymm || 'None']);
  if (method || complete) rows.push(['Shipping Method', method || 'None']);
  if (address.length || complete)
    rows.push([
      'Ship To',
      address.length
        ? address.map((line, i) => (
            <Fragment key={i}>
              {i ? <br /> : null}
              {line}
            </Fragment>
          ))
        : 'None',
    ]);
  if (order.tax_exempt || complete) rows.push(['Tax Exempt', order.tax_exempt ? 'Yes' : 'No']);
  if (order.tax_exempt && order.tax_exempt_number) rows.push(['Tax Exempt Number', order.tax_exempt_number]);
  if (!rows.length) return null;
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A gift certificate line's details under its description: code and message, when the store gave them. */
export function VoucherDetails({ voucher, className }: { voucher: OrderVoucher; className: string }) {
  return (
    <>
      {voucher.code ? <small className={className}>Code: {voucher.code}</small> : null}
      {voucher.message ? <small className={className}>Message: {voucher.message}</small> : null}
    </>
  );
}

/** The gift certificates sold on the order, each with its code and amount (the receipt, which lists no lines). */
export function VoucherList({ vouchers, className }: { vouchers: OrderVoucher[]; className: string }) {
  if (!vouchers.length) return null;
  return (
    <ul className={className}>
      {vouchers.map((v, i) => (
        <li key={`${v.code}-${i}`}>
          {v.description || 'Gift Certificate'}
          {v.code ? ` (Code: ${v.code})` : ''}: {formatDollars(v.amount)}
        </li>
      ))}
    </ul>
  );
}
