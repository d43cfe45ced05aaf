// Which cart totals the shopper can remove: the codes they applied, not the totals every order has.

/** Totals that are not codes the shopper applied (everything else gets a remove control). */
const FIXED_TOTALS = new Set(['sub_total', 'tax', 'total', 'labor', 'shipping', 'handling', 'low_order_fee']);

/** Whether a total is a code the shopper applied (coupon, voucher, reward, store credit, …) and so can be removed. */
export const isRemovableTotal = (total: { code: string }): boolean => !FIXED_TOTALS.has(total.code);
