/**
 * Money in integer cents of the store's default currency (USD), shown in the request's currency (en-US formatting:
 * "$1,234.50", "€1,135.74"): the shopper's currency switch (`?currency=EUR` on any page, kept in the session, as
 * OpenCart's startup does) converts every price text at a demo rate. Numbers on the wire stay in USD, as OpenCart's do.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Demo rates: one US dollar in each currency (OpenCart's currency value). */
export const CURRENCIES: Record<string, { rate: number; title: string }> = {
  USD: { rate: 1, title: 'US Dollar' },
  EUR: { rate: 0.92, title: 'Euro' },
  GBP: { rate: 0.79, title: 'Pound Sterling' },
};
export const DEFAULT_CURRENCY = 'USD';

const requestCurrency = new AsyncLocalStorage<string>();

/** Runs a request's work with its currency: every price text formatted meanwhile is in it. */
export function withCurrency<T>(code: string, work: () => T): T {
  return requestCurrency.run(CURRENCIES[code] ? code : DEFAULT_CURRENCY, work);
}

export function currentCurrency(): string {
  return requestCurrency.getStore() ?? DEFAULT_CURRENCY;
}

export function currencyRate(code = currentCurrency()): number {
  return CURRENCIES[code]?.rate ?? 1;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(code: string): Intl.NumberFormat {
  let found = formatters.get(code);
  if (!found) formatters.set(code, (found = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })));
  return found;
}

/** USD cents in the request's currency, half away from zero (as the client's toPageCents). */
export function toRequestCents(cents: number): number {
  const raw = Number((Math.abs(cents) * currencyRate()).toPrecision(12));
  return Math.sign(cents) * Math.round(raw) + 0;
}

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

/** USD cents as a price text in the request's currency. */
export function formatCents(cents: number): string {
  return formatter(currentCurrency()).format(toRequestCents(cents) / 100);
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
