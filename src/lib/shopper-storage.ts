// The one list of every cookie and Web Storage key the bundle writes about a shopper (the writers import their names
// from here), so a kiosk reset (src/stores/kiosk.ts) forgets all of them. A unit test greps the sources and fails when a
// writer uses a key that is not listed. Constants only: any chunk may import it for a few bytes.

/** Store locator: the search filter (~30 minutes). */
export const FILTER_COOKIE = 'locator_filter';
/** Store locator: the preferred store ("Make My Store"). */
export const PICKUP_COOKIE = 'locator_pickup_location';
/** Store locator: the dealer popup was closed (~5 minutes). */
export const POPUP_COOKIE = 'locator_popup_closed';
/** Alert bar: dismissed, one cookie per announcement (`alert_bar_dismissed` or `alert_bar_dismissed_{id}`). */
export const ALERT_COOKIE_PREFIX = 'alert_bar_dismissed';

/** Listing view mode (list or grid), the legacy theme's raw localStorage key. */
export const DISPLAY_KEY = 'display';
/** Search analytics: the last search's queryID (sessionStorage). */
export const SEARCH_MEMORY_KEY = 'pi-search-query';
/** Search analytics: the anonymous user token (sessionStorage). */
export const SEARCH_USER_KEY = 'pi-search-user';

/**
 * POS checkout: an unconfirmed payment attempt of this tab, per order (sessionStorage, `pi-pos-payment-attempt-{order}`).
 * Staff data, never a shopper's; listed so every key the bundle writes is here (a kiosk reset clears sessionStorage whole).
 */
export const PAYMENT_ATTEMPT_PREFIX = 'pi-pos-payment-attempt-';

/** Cookies by exact name. */
export const SHOPPER_COOKIES = [FILTER_COOKIE, PICKUP_COOKIE, POPUP_COOKIE] as const;
/** Cookies by name prefix (a name built from the page's markup). */
export const SHOPPER_COOKIE_PREFIXES = [ALERT_COOKIE_PREFIX] as const;
export const SHOPPER_LOCAL_KEYS = [DISPLAY_KEY] as const;
export const SHOPPER_SESSION_KEYS = [SEARCH_MEMORY_KEY, SEARCH_USER_KEY] as const;
