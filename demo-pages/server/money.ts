/** Money in integer cents, shown as en-US USD ("$1,234.50"). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Dollars (as the seed and the forms give them) to integer cents, half away from zero like the client (1.005 -> 101):
 * the float noise of x100 (100.49999999999999) is scrubbed at 12 significant digits first.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const cents = Number((Math.abs(dollars) * 100).toPrecision(12));
  return Math.sign(dollars) * Math.round(cents) + 0;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** An order's money from its cents: the Sub-Total, Tax and Total lines, the total, what was paid and the balance. */
export function orderMoney(subCents: number, taxCents: number, paidCents: number) {
  const totalCents = subCents + taxCents;
  return {
    totals: [
      { code: 'sub_total', title: 'Sub-Total', value: subCents / 100, text: formatCents(subCents) },
      { code: 'tax', title: 'Tax', value: taxCents / 100, text: formatCents(taxCents) },
      { code: 'total', title: 'Total', value: totalCents / 100, text: formatCents(totalCents) },
    ],
    total: totalCents / 100,
    amount_paid: paidCents / 100,
    balance_due: (totalCents - paidCents) / 100,
  };
}

/** A percentage of an amount in cents, rounded half away from zero to the cent. */
export function percentOf(cents: number, percent: number): number {
  const raw = (cents * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw)) + 0;
}

/** Labor cost per unit: hourly amount x minutes / 60 (spec 1 §9). */
export function laborCents(amountDollars: number, minutes: number): number {
  return Math.round((toCents(amountDollars) * minutes) / 60);
}
