/**
 * Which calls are staff-only, decided in one place by route so calls added later under /api/, /pos/ or /admin/
 * are covered without touching their handlers (the real store answers 401/403 to a session that is not staff).
 */
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
