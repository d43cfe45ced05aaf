// Money as integer cents: spec 3 §9 "dollar amount times 100, rounded, gives cents.
// Currency default USD, en-US formatting. Arithmetic helpers use 2 decimals."
// Two-decimal currencies only; rounding is half away from zero throughout.

/** Above this magnitude a double already has fewer than 15 significant digits to spare, so noise scrubbing would drop real digits. */
const NOISE_FREE_LIMIT = 1e15;

/** Rounds half away from zero after scrubbing float noise (0.285 stored as 28.499999999999996 → 29), never returning -0. */
function roundClean(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const scrubbed = Math.abs(x) < NOISE_FREE_LIMIT ? Number(x.toPrecision(15)) : x;
  return Math.sign(scrubbed) * Math.round(Math.abs(scrubbed)) + 0;
}

/** Multiplies by 10^digits exactly by shifting the decimal exponent of the shortest representation (1.005 → 100.5, not 100.49999999999999). */
function shiftDecimal(x: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}

/** Reads a typed or displayed amount ("$1,234.50", "-$5.00", "($5.00)", "12.5"); anything else, like "12abc", is NaN. */
function parseAmount(text: string): number {
  let body = text.trim();
  const accountingNegative = /^\(.*\)$/.test(body);
  if (accountingNegative) body = body.slice(1, -1);
  const match = /^([-+]?)(\d+\.?\d*|\.\d+)$/.exec(body.replace(/[\s,]|\p{Sc}/gu, ''));
  if (!match) return Number.NaN;
  const value = Number(match[2]);
  return match[1] === '-' || accountingNegative ? -value : value;
}

/** Converts dollars (number or displayed/typed text) to whole cents, rounded half away from zero; unreadable input (NaN, "abc", Infinity) is 0. */
export function toCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? parseAmount(dollars) : dollars;
  if (!Number.isFinite(value)) return 0;
  return roundClean(shiftDecimal(value, 2));
}

/** Converts whole cents back to dollars for display-free arithmetic and wire fields that carry dollars. */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return cents / 100 + 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Builds each currency/locale formatter once, because constructing Intl.NumberFormat is slow relative to formatting. */
function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats cents as currency text ("$1,234.50", "-$5.00"); fractional cents are rounded first so "-$0.00" never appears. */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return currencyFormatter(currency, locale).format(fromCents(roundClean(cents)));
}

/** Formats a dollar amount (number or text) as currency text via whole cents, so it rounds the same way as stored money. */
export function formatDollars(dollars: number | string, currency = 'USD', locale = 'en-US'): string {
  return formatCents(toCents(dollars), currency, locale);
}

/**
 * The page's money (the config's `currency`, `locale` and `currency_rate`): the server's numbers are in the store's
 * default currency, as OpenCart keeps them; the page shows them in the shopper's chosen currency, converted at its rate
 * (OpenCart's currency value), as the server's own price texts are.
 */
export interface PageMoney {
  currency: string;
  locale: string;
  /** One unit of the store's default currency in the page's currency. */
  rate: number;
}

let pageMoney: PageMoney = { currency: 'USD', locale: 'en-US', rate: 1 };

/** Set once from the page config (src/stores/config.ts). */
export function setPageMoney(money: PageMoney): void {
  pageMoney = { ...money, rate: Number.isFinite(money.rate) && money.rate > 0 ? money.rate : 1 };
}

export function getPageMoney(): PageMoney {
  return pageMoney;
}

/** Cents of the store's default currency in the page's currency, rounded to whole cents. */
export function toPageCents(cents: number): number {
  return roundClean(cents * pageMoney.rate);
}

/** A default-currency amount in dollars as a page-currency amount (analytics values), to 2 decimals. */
export function toPageAmount(dollars: number): number {
  return fromCents(toPageCents(toCents(dollars)));
}

/** Formats default-currency cents in the page's currency ("€11.35" for $12.34 at 0.92). */
export function formatPrice(cents: number): string {
  return formatCents(toPageCents(cents), pageMoney.currency, pageMoney.locale);
}

/** Formats a default-currency dollar amount (number or text) in the page's currency. */
export function formatPriceDollars(dollars: number | string): string {
  return formatPrice(toCents(dollars));
}

/** Takes a percentage of cents rounded to whole cents (spec 2 §4: "50% is half of the balance rounded to cents"). */
export function percentOfCents(cents: number, percent: number): number {
  return roundClean((cents * percent) / 100);
}

/** Labor cost in cents = amount × minutes / 60 × quantity (spec 1 §9, spec 2 §5), rounded once on the total. */
export function laborCostCents(amountDollars: number | string, minutes: number, quantity = 1): number {
  return roundClean((toCents(amountDollars) * minutes * quantity) / 60);
}
