/**
 * Which calls are staff-only, decided in one place by route so calls added later under /api/, /pos/ or /admin/
 * are covered without touching their handlers (the real store answers 401/403 to a session that is not staff).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Route } from './router';
import type { Session } from './session';
import { isLocked } from './staff-lock';

/** Every call (not page, not asset) under these bases is staff-only: POS orders, customers, checkout, appointments, admin. */
export const STAFF_CALL_PREFIXES = ['/api/', '/pos/', '/admin/'] as const;

/** POS calls that share the shopper's cart base (/checkout/cart/): the clerk's cart edits, the customer, orders. */
export const STAFF_CART_CALLS: ReadonlySet<string> = new Set(
  [
    'updatePrice',
    'updateLabor',
    'applyLabor',
    'addCustomProduct',
    'setCustomer',
    'removeCustomer',
    'logoutCustomer',
    'saveOrder',
    'quoteOrder',
    'saveOrderAndCheckout',
    'abandonOrder',
    'cancelOrder',
    'checkoutOrder',
    'addCustomLabor',
  ].map((call) => `/checkout/cart/${call}`),
);

/** Shopper calls that live under a staff base: the store locator's ZIP lookup; the locked screen's sign-in. */
export const SHOPPER_CALLS: ReadonlySet<string> = new Set(['/api/location/setGeolocationFromZipCode', '/pos/login']);

export function isStaffCall(path: string, route: Route): boolean {
  if (route.kind !== 'call' || SHOPPER_CALLS.has(path)) return false;
  return STAFF_CART_CALLS.has(path) || STAFF_CALL_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A session is staff once it signed in as staff ("Sign in as staff", or POST /__demo/session {in_pos_mode: true}). */
export function isStaff(session: Session | undefined): boolean {
  return session?.settings.in_pos_mode === true;
}

export const STAFF_401 = 'Your session has expired. Please log in again.';
export const STAFF_403 = 'Warning: You do not have permission to access the API!';

/** null when the call may go on; else the status and message the real store answers. */
export function staffRefusal(session: Session | undefined): { status: 401 | 403; error: string } | null {
  // A locked (or expired) staff session is signed out until it signs in again (staff-lock.ts).
  if (isStaff(session) && !isLocked(session)) return null;
  if (isStaff(session)) return { status: 401, error: STAFF_401 };
  // Signed in as a customer but not staff: forbidden; nobody signed in: unauthorized.
  return session?.settings.logged_in === true ? { status: 403, error: STAFF_403 } : { status: 401, error: STAFF_401 };
}

/**
 * Staff calls that change data although the spec makes them GETs (a link, an image or a redirect on another site could
 * fire them with the staff's cookie): void order, Void all, cancel a terminal, a card's void/return, delete an order.
 */
export const STAFF_GET_CHANGES: ReadonlySet<string> = new Set([
  '/pos/order/void',
  '/pos/checkout/voidTransactions',
  '/pos/checkout/cancelSmartTerminal',
  '/pos/checkout/voidOrReturn',
  '/api/order/delete',
]);

/** The header the islands send the staff session's token in (from the page config's `staff_token`). */
export const STAFF_TOKEN_HEADER = 'x-staff-token';

/** The staff session's token: in the config of the pages a staff session gets, stable per session, unguessable. */
export function staffToken(session: Session): string {
  return createHash('sha256').update(`staff:${session.id}`).digest('hex').slice(0, 32);
}

/** The host of an Origin header; null for "null" (a sandboxed frame, a file) or anything unreadable. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export const CROSS_SITE_ERROR = 'This request did not come from the store’s own pages, so nothing was changed.';
export const TOKEN_ERROR =
  'This request lacks the staff session’s token, so nothing was changed. Reload the page and try again.';

/**
 * null when a staff call may go on; else why not. Any staff call that changes data (a POST, or one of the GETs above) is
 * refused when the browser says it comes from another site (Sec-Fetch-Site) or from another origin (Origin); the GETs
 * above also need the staff session's token in the X-Staff-Token header, which a page on another site cannot send.
 */
export function crossSiteRefusal(
  req: IncomingMessage,
  path: string,
  session: Session | undefined,
): { status: 403; error: string } | null {
  const getChange = STAFF_GET_CHANGES.has(path);
  const method = req.method ?? 'GET';
  if (!getChange && (method === 'GET' || method === 'HEAD')) return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return { status: 403, error: CROSS_SITE_ERROR };
  const origin = req.headers.origin;
  if (origin !== undefined && hostOf(origin) !== req.headers.host) return { status: 403, error: CROSS_SITE_ERROR };
  if (getChange && (!session || req.headers[STAFF_TOKEN_HEADER] !== staffToken(session)))
    return { status: 403, error: TOKEN_ERROR };
  return null;
}
