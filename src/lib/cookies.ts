// document.cookie access for the few cookies the spec names: locator_filter (~30 min, "0.0208 day"),
// locator_pickup_location, the store-locator popup (~5 min) and the alert-bar dismissal (N days).

export type SameSite = 'Lax' | 'Strict' | 'None';

export interface CookieOptions {
  /** Lifetime in days; fractions allowed (0.0208 ≈ 30 minutes). Added to minutes when both are given. */
  days?: number;
  /** Lifetime in minutes. Without days or minutes the cookie lasts for the browser session. */
  minutes?: number;
  path?: string;
  sameSite?: SameSite;
  /** Defaults to true on https pages and always for SameSite=None, which browsers reject without Secure. */
  secure?: boolean;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Decodes a cookie part, keeping the raw text when another script wrote malformed percent-escapes. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Reads a cookie's decoded value, or null when it is absent or there is no document. */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const key = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (decode(key) === name) return decode(separator === -1 ? '' : pair.slice(separator + 1).trim());
  }
  return null;
}

/** Writes a URI-encoded cookie with an optional lifetime in days and/or minutes. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const { days, minutes, path = '/', sameSite = 'Lax' } = options;
  const secure = options.secure ?? (sameSite === 'None' || globalThis.location?.protocol === 'https:');
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (days !== undefined || minutes !== undefined) {
    const lifetimeMs = (days ?? 0) * MS_PER_DAY + (minutes ?? 0) * MS_PER_MINUTE;
    parts.push(`expires=${new Date(Date.now() + lifetimeMs).toUTCString()}`);
  }
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Removes a cookie by expiring it; the path must match the one it was set with. */
export function deleteCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
