// Which cart totals the shopper can remove: only those the spec gives a removing call (spec 1 §3, §7).

/**
 * Spec 1 §3 names the totals codes labor, voucher and coupon; §7 removes a code with removeCode {type, code} and the
 * store credit with removeCredit. So a coupon or gift-voucher line whose code is known (removeCode needs it) and the
 * store-credit line (OpenCart's `credit` total) get a Remove control; every other total (sub-total, tax, labor,
 * shipping, a fee, reward points, anything a store adds) is only shown.
 */
const REMOVED_BY_CODE = new Set(['coupon', 'voucher']);
const STORE_CREDIT = 'credit';

export const isRemovableTotal = (total: { code: string; code_value?: string }): boolean =>
  total.code === STORE_CREDIT || (REMOVED_BY_CODE.has(total.code) && !!total.code_value);
