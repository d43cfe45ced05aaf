import { formatPrice, laborCostCents } from '../lib/money';
import type { Labor } from '../cart/schemas/cart';

const DEFAULT_LABOR_TEXT = 'Add with {TITLE} ({AMOUNT})';

/** A labor offer's text: display_text with {TITLE} and {AMOUNT} (= amount x time / 60, time in minutes) filled in (spec 1 §3, §9). */
export function laborText(labor: Labor): string {
  // The labor amount is in the store's default currency; shown in the page's.
  const amount = formatPrice(laborCostCents(labor.data.amount, labor.time));
  return (labor.data.display_text || DEFAULT_LABOR_TEXT)
    .replaceAll('{TITLE}', labor.data.title)
    .replaceAll('{AMOUNT}', amount);
}
