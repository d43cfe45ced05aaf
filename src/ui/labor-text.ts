import { formatCents, laborCostCents } from '../lib/money';
import type { Labor } from '../schemas/cart';

const DEFAULT_LABOR_TEXT = 'Add with {TITLE} ({AMOUNT})';

/** A labor offer's text: display_text with {TITLE} and {AMOUNT} (= amount x time / 60, time in minutes) filled in (spec 1 §3, §9). */
export function laborText(labor: Labor, currency = 'USD', locale = 'en-US'): string {
  const amount = formatCents(laborCostCents(labor.data.amount, labor.time), currency, locale);
  return (labor.data.display_text || DEFAULT_LABOR_TEXT)
    .replaceAll('{TITLE}', labor.data.title)
    .replaceAll('{AMOUNT}', amount);
}
