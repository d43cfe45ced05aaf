// The POS tenders' rules in cents (spec 2 §4, §5, §9): amounts, caps, quick cash, store credit, check numbers, and
// the ledger that folds transactions into amount paid and balance due (./ledger: the checkout's state needs only it, so
// the rules load with the tender dialogs).
import { formatCents, percentOfCents, toCents } from '../../lib/money';

export const AMOUNT_REQUIRED = 'Amount must be more than $0.00';

/** A typed amount as cents; NaN when it is not a plain amount with at most two decimals. */
export function parseAmountCents(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d*(\.\d{0,2})?$/.test(trimmed) || trimmed === '' || trimmed === '.') return Number.NaN;
  return toCents(trimmed);
}

/** The problem with an amount, or null: it must be above 0 and, when capped, at most `max` cents. */
export function amountProblem(cents: number, max: number | null): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return AMOUNT_REQUIRED;
  if (max !== null && cents > max) return `Max amount allowed: ${formatCents(Math.max(0, max))}`;
  return null;
}

/** No cash above $100,000 is ever tendered at a counter. */
export const CASH_CAP_CENTS = 10_000_000;

/**
 * The most cash that may be tendered against a balance: ten times the balance (never less than the balance plus $100,
 * so a $100 bill is taken for a small balance), and never above $100,000. A slip such as 51746 for 517.46 is refused.
 * The store's server enforces the same ceiling.
 */
export function cashCeilingCents(balance: number): number {
  const due = Math.max(0, balance);
  return Math.min(CASH_CAP_CENTS, Math.max(due * 10, due + 10_000));
}

export const NO_BALANCE_DUE = 'This order has no balance due.';

/** The problem with a cash amount, or null: above 0 and at most the ceiling for the balance. */
export function cashProblem(cents: number, balance: number): string | null {
  const problem = amountProblem(cents, null);
  if (problem) return problem;
  if (balance <= 0) return NO_BALANCE_DUE;
  const ceiling = cashCeilingCents(balance);
  if (cents > ceiling)
    return `Cash amount is too large: at most ${formatCents(ceiling)} can be tendered for a balance of ${formatCents(Math.max(0, balance))}.`;
  return null;
}

/** Quick cash: the exact balance, then the next whole $1, $5, $10 and $20 above it (each once, ascending). */
export function quickCashCents(balance: number): number[] {
  if (balance <= 0) return [];
  const next = [100, 500, 1000, 2000].map((step) => Math.ceil(balance / step) * step);
  return [...new Set([balance, ...next])].sort((a, b) => a - b);
}

/** Store credit can pay at most the smaller of the credit and the balance due, never below 0. */
export function storeCreditMax(credit: number, balance: number): number {
  return Math.max(0, Math.min(credit, balance));
}

/** The store credit shortcuts: 100% and 50% (half the balance, rounded to cents), each within the maximum. */
export function storeCreditShortcut(share: 100 | 50, credit: number, balance: number): number {
  const max = storeCreditMax(credit, balance);
  return share === 100 ? max : Math.min(max, percentOfCents(Math.max(0, balance), 50));
}

export const CHECK_NUMBER_PROBLEM = 'Check number must be a whole number from 1.';

export function checkNumberProblem(text: string): string | null {
  return /^[1-9]\d*$/.test(text.trim()) ? null : CHECK_NUMBER_PROBLEM;
}

/** Change due for cash over the balance (0 when the cash does not cover it). */
export function changeDue(tendered: number, balance: number): number {
  return Math.max(0, tendered - Math.max(0, balance));
}

export { ledger, type Ledger, type LedgerEntry } from './ledger';

/** The most a tender may take now: cash is uncapped (change due), the others stop at the balance. */
export function tenderMax(type: string, balance: number, limit: number | null = null): number | null {
  if (type === 'cash') return null;
  const capped = Math.max(0, balance);
  return limit === null ? capped : Math.max(0, Math.min(capped, limit));
}
