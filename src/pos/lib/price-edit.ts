// "Edit Item Price" (spec 1 §5): new price, adjustment amount and percent recompute each other.
// Money stays in integer cents; the percent keeps 3 decimals. Bounds: price >= 0, amount >= -original,
// percent >= -100 (the three bounds are the same point: a free item).

import { fromCents, toCents } from '../../lib/money';

export interface PriceEdit {
  /** New unit price in cents, never below 0. */
  priceCents: number;
  /** New price minus the original, in cents, never below minus the original. */
  amountCents: number;
  /** Percent change to 3 decimals, never below -100. */
  percent: number;
}

export type PriceField = 'price' | 'amount' | 'percent';

/** A percent rounded half away from zero to 3 decimals, float-safe (12.3455 -> 12.346), never -0. */
export function roundPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  const scaled = Number((Math.abs(percent) * 1000).toPrecision(15));
  return (Math.sign(percent) * Math.round(scaled)) / 1000 + 0;
}

function percentOf(originalCents: number, amountCents: number): number {
  return originalCents > 0 ? roundPercent((amountCents / originalCents) * 100) : 0;
}

/** The edit as it opens: the line's own price, no adjustment. */
export function initialEdit(originalCents: number): PriceEdit {
  return { priceCents: originalCents, amountCents: 0, percent: 0 };
}

/** A new price was entered: the amount is exact, the percent follows to 3 decimals. */
export function editFromPrice(originalCents: number, priceCents: number): PriceEdit {
  const price = Math.max(0, Math.round(priceCents));
  return {
    priceCents: price,
    amountCents: price - originalCents,
    percent: percentOf(originalCents, price - originalCents),
  };
}

/** An adjustment amount was entered: the price is exact, the percent follows. */
export function editFromAmount(originalCents: number, amountCents: number): PriceEdit {
  return editFromPrice(originalCents, originalCents + Math.max(-originalCents, Math.round(amountCents)));
}

/** A percent was entered: it is kept (3 decimals), the amount is that share of the original to the cent. */
export function editFromPercent(originalCents: number, percent: number): PriceEdit {
  // A percent of nothing is nothing: a free item is repriced by its price or amount.
  if (originalCents <= 0) return initialEdit(originalCents);
  const kept = Math.max(-100, roundPercent(percent));
  const raw = (originalCents * kept) / 100;
  const amount = Math.max(-originalCents, Math.sign(raw) * Math.round(Number(Math.abs(raw).toPrecision(15))) + 0);
  return { priceCents: originalCents + amount, amountCents: amount, percent: kept };
}

/** Reads what the user typed in a field: a number, or null while it is not one ("", "-", "1.2.3"). */
export function readNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Recomputes the edit from one field's typed text; null when that text is not a number. */
export function editFrom(field: PriceField, originalCents: number, text: string): PriceEdit | null {
  const value = readNumber(text);
  if (value === null) return null;
  if (field === 'percent') return editFromPercent(originalCents, value);
  const cents = toCents(value);
  return field === 'price' ? editFromPrice(originalCents, cents) : editFromAmount(originalCents, cents);
}

/** The three fields' texts for an edit ("12.50", "-2.50", "-16.667"). */
export function editTexts(edit: PriceEdit): Record<PriceField, string> {
  return {
    price: fromCents(edit.priceCents).toFixed(2),
    amount: fromCents(edit.amountCents).toFixed(2),
    percent: String(edit.percent),
  };
}
