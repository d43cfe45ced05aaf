// Store locator rules (spec 1 §5, §9; spec 3 §9): distance bounds, cookies, ZIP shape.
export { FILTER_COOKIE, PICKUP_COOKIE, POPUP_COOKIE } from './shopper-storage';

export const DISTANCE_MIN = 10;
export const DISTANCE_MAX = 250;
export const DISTANCE_DEFAULT = 25;
/** Product availability mode: 50 miles selected, at most 20 stores asked for, 3 shown (preferred first). */
export const AVAILABILITY_DISTANCE = 50;
export const AVAILABILITY_LIMIT = 20;
/** Spec 3 §7, §9: the distance-based store lookup (availability mode) sends radius 100 with its limit 20. */
export const AVAILABILITY_RADIUS = 100;
export const AVAILABILITY_SHOWN = 3;
export const MAP_ZOOM = 10;

/** "about 0.0208 day": 30 minutes. */
export const FILTER_COOKIE_MINUTES = 30;
/** The preferred store is a lasting choice; the spec names no lifetime. */
export const PICKUP_COOKIE_DAYS = 365;
export const POPUP_COOKIE_MINUTES = 5;

/** Distance accepted only from 10 to 250; anything else (out of range, empty, not a number) is reset to 10. */
export function normalizeDistance(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= DISTANCE_MIN && n <= DISTANCE_MAX ? n : DISTANCE_MIN;
}

/** A US ZIP (12345 or 12345-6789): searched by its coordinates rather than as text. */
export function isZip(text: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(text.trim());
}
