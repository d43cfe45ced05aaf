/**
 * Coupon and gift-voucher codes (seed/codes.json): lookup, the rules a coupon must pass,
 * and the discount it gives. Pure functions over the priced cart rows.
 */
import type { CartProductWire } from './cart-wire';
import { formatCents, percentOf, toCents } from '../core/money';

export type CodeType = 'coupon' | 'voucher';
export const CODE_TYPES: readonly CodeType[] = ['coupon', 'voucher'];

export interface Coupon {
  code: string;
  name: string;
  /** percent: `discount` % of the eligible parts; fixed: `discount` dollars, at most the eligible parts. */
  type: 'percent' | 'fixed';
  discount: number;
  /** The products sub-total (dollars) the cart must reach; 0 for none. */
  minimum_total: number;
  /** Last day the coupon works, YYYY-MM-DD. */
  date_end: string;
  /** Products the coupon applies to; empty: every product. */
  product_ids: number[];
}

export interface GiftVoucher {
  code: string;
  from_name: string;
  /** Balance left in dollars; createOrder lowers it by what an order used. */
  amount: number;
}

export interface CodesSeed {
  coupons: Coupon[];
  vouchers: GiftVoucher[];
}

export interface CheckoutOptions {
  shipping_methods: { code: string; title: string; cost: number }[];
  payment_methods: { code: string; title: string }[];
  /** Financing items setPaymentData chooses between, each for an order total range (dollars). */
  payment_items: { item_id: string; title: string; min_total: number; max_total: number }[];
}

/** Codes are matched trimmed and case-insensitively, and stored upper-cased. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCoupon(seed: CodesSeed, code: string): Coupon | undefined {
  return seed.coupons.find((c) => c.code === normalizeCode(code));
}

export function findVoucher(seed: CodesSeed, code: string): GiftVoucher | undefined {
  return seed.vouchers.find((c) => c.code === normalizeCode(code));
}

/** Today as YYYY-MM-DD in the server's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const cents = (rows: CartProductWire[]) => rows.reduce((sum, row) => sum + toCents(row.price), 0);

function eligibleRows(coupon: Coupon, rows: CartProductWire[]): CartProductWire[] {
  return coupon.product_ids.length ? rows.filter((row) => coupon.product_ids.includes(row.product_id)) : rows;
}

/** Why the coupon gives nothing on these rows today (the applyCode error text), or null when it applies. */
export function couponProblem(coupon: Coupon, rows: CartProductWire[], day: string): string | null {
  if (coupon.date_end < day) return `Coupon "${coupon.code}" expired on ${coupon.date_end}.`;
  if (!rows.length) return 'Add products to your cart before applying a coupon.';
  if (!eligibleRows(coupon, rows).length) return `Coupon "${coupon.code}" does not apply to any product in your cart.`;
  const minimum = toCents(coupon.minimum_total);
  if (cents(rows) < minimum) return `Coupon "${coupon.code}" needs a sub-total of at least ${formatCents(minimum)}.`;
  return null;
}

/**
 * The coupon's discount on parts (never labor), and the part of it that falls on taxable
 * lines (tax is charged on the discounted amount).
 */
export function couponDiscount(
  coupon: Coupon,
  rows: CartProductWire[],
  day: string,
): { cents: number; taxableCents: number } {
  if (couponProblem(coupon, rows, day)) return { cents: 0, taxableCents: 0 };
  const eligible = eligibleRows(coupon, rows);
  const base = cents(eligible);
  const taxableBase = cents(eligible.filter((row) => row.taxable));
  const discount =
    coupon.type === 'percent' ? percentOf(base, coupon.discount) : Math.min(toCents(coupon.discount), base);
  return { cents: discount, taxableCents: base ? Math.round((discount * taxableBase) / base) : 0 };
}
