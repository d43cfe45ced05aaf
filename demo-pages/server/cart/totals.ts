/**
 * The cart's totals table, in order: Sub-Total, Labor, Coupon, shipping, Tax, Gift Voucher(s),
 * Store Credit, Total. Money in integer cents.
 */
import type { CartProductWire } from './cart-wire';
import { couponDiscount, type Coupon, type GiftVoucher } from './codes';
import { formatCents, percentOf, toCents } from '../core/money';

export const TAX_PERCENT = 7.5;

export interface TotalLine {
  title: string;
  code: string;
  text: string;
}

/** What the session adds on top of the lines: codes, shipping, store credit. */
export interface Adjustments {
  coupon: Coupon | null;
  /** Applied gift vouchers with their balances, in the order they were applied. */
  vouchers: GiftVoucher[];
  shipping: { title: string; cost: number } | null;
  /** Store credit (dollars) the signed-in customer has and has not removed; 0 for none. */
  credit: number;
  /** YYYY-MM-DD, for coupon end dates. */
  today: string;
}

export const NO_ADJUSTMENTS: Adjustments = {
  coupon: null,
  vouchers: [],
  shipping: null,
  credit: 0,
  today: '9999-12-31',
};

export interface TotalsInput {
  rows: CartProductWire[];
  laborCents: number;
  hasLabor: boolean;
  /** Gift certificates bought in this cart: in the sub-total, never taxed or discounted. */
  giftCertificateCents: number;
}

export interface Totals {
  totals: TotalLine[];
  totalCents: number;
  /** What the payments in the totals took: createOrder takes it off the voucher balances and the customer's credit. */
  used: { vouchers: { code: string; cents: number }[]; creditCents: number };
}

/** `-$12.00`, or `$0.00` (never `-$0.00`). */
const minus = (cents: number) => formatCents(cents ? -cents : 0);

export function cartTotals(input: TotalsInput, adjust: Adjustments = NO_ADJUSTMENTS): Totals {
  const { rows } = input;
  const partsCents = rows.reduce((sum, row) => sum + toCents(row.price), 0);
  const taxableCents = rows.filter((row) => row.taxable).reduce((sum, row) => sum + toCents(row.price), 0);
  const subTotal = partsCents + input.giftCertificateCents;
  const totals: TotalLine[] = [{ title: 'Sub-Total', code: 'sub_total', text: formatCents(subTotal) }];
  let running = subTotal;

  if (input.hasLabor) {
    totals.push({ title: 'Labor', code: 'labor', text: formatCents(input.laborCents) });
    running += input.laborCents;
  }
  const coupon = adjust.coupon ? couponDiscount(adjust.coupon, rows, adjust.today) : { cents: 0, taxableCents: 0 };
  if (adjust.coupon) {
    totals.push({
      title: `Coupon (${adjust.coupon.code})`,
      code: 'coupon',
      text: minus(coupon.cents),
    });
    running -= coupon.cents;
  }
  if (adjust.shipping && rows.length) {
    totals.push({ title: adjust.shipping.title, code: 'shipping', text: formatCents(toCents(adjust.shipping.cost)) });
    running += toCents(adjust.shipping.cost);
  }
  const tax = percentOf(taxableCents - coupon.taxableCents, TAX_PERCENT);
  totals.push({ title: `Tax (${TAX_PERCENT}%)`, code: 'tax', text: formatCents(tax) });
  running += tax;

  const used: Totals['used'] = { vouchers: [], creditCents: 0 };
  for (const voucher of adjust.vouchers) {
    const cents = Math.min(toCents(voucher.amount), running);
    totals.push({
      title: `Gift Voucher (${voucher.code})`,
      code: 'voucher',
      text: minus(cents),
    });
    used.vouchers.push({ code: voucher.code, cents });
    running -= cents;
  }
  if (adjust.credit > 0 && subTotal > 0) {
    used.creditCents = Math.min(toCents(adjust.credit), running);
    totals.push({ title: 'Store Credit', code: 'credit', text: minus(used.creditCents) });
    running -= used.creditCents;
  }
  totals.push({ title: 'Total', code: 'total', text: formatCents(running) });
  return { totals, totalCents: running, used };
}
