/** Store locator demo data: ZIP centroids, services, partner dealers (seed/locator.json), distances, per-session extras. */
import type { ProductContactFields } from '../../../src/api/product-contact';
import locatorJson from '../../seed/locator.json';
import attackJson from '../../seed/fixtures/attack-strings.json';
import type { Session } from '../core/session';
import type { DemoState } from '../core/state';
import type { Location } from '../core/types';

export interface DealerLocation extends Location {
  /** Rendered into the list and info window WITHOUT escaping: the deliberately nasty seed entry. */
  raw_html: boolean;
  /** Markup appended to a raw dealer's info window (the attack-strings fixture only). */
  info_window_extra?: string;
  services: string[];
  /** Stores carry stock; partner dealers do not. */
  is_store: boolean;
}

interface LocatorSeed {
  zips: Record<string, [number, number]>;
  services: Record<string, string[]>;
  dealers: (Location & { raw_html: boolean; info_window_extra?: string })[];
  popup: { dealer_locator_popup_heading_text: string; dealer_locator_popup_text: string };
}

export const LOCATOR_SEED = locatorJson as unknown as LocatorSeed;
/** The XSS vectors the sanitizing tests need, for a session that asked for them (never the default seed). */
export const ATTACK_STRINGS = attackJson as unknown as Pick<LocatorSeed, 'dealers' | 'popup'>;

/** The partner dealers and popup text this session sees: the seed's, or the attack strings when it asked for them. */
export function locatorContent(session: Session | null): Pick<LocatorSeed, 'dealers' | 'popup'> {
  return session && sessionExtras(session).attackStrings ? ATTACK_STRINGS : LOCATOR_SEED;
}
export const FILTERS = ['pickup', 'installation'] as const;
export const PICKUP_COOKIE = 'locator_pickup_location';

/** Stores (from the shared seed) and partner dealers, in id order. */
export function dealerLocations(state: DemoState, session: Session | null = null): DealerLocation[] {
  const stores = state.data.locations.map((l) => ({
    ...l,
    raw_html: false,
    is_store: true,
    services: LOCATOR_SEED.services[String(l.location_id)] ?? [],
  }));
  const dealers = locatorContent(session).dealers.map((d) => ({
    ...d,
    is_store: false,
    services: LOCATOR_SEED.services[String(d.location_id)] ?? [],
  }));
  return [...stores, ...dealers];
}

export function zipToGeo(zip: string): { lat: number; lng: number } | null {
  const hit = LOCATOR_SEED.zips[zip.slice(0, 5)];
  return hit ? { lat: hit[0], lng: hit[1] } : null;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A request cookie's value (the locator's cookies are written by the browser, read here). */
export function requestCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

export interface SessionExtras {
  captcha: string | null;
  captchaPassed: boolean;
  /** Cart line key -> pickup location_id (storeLocatorAddProduct). */
  pickup: Map<string, number>;
  /** Messages productContactEmail accepted from this session (a reset of the session drops them). */
  messages: ContactMessage[];
  /** QA / tests: the locator shows the attack strings of seed/fixtures/attack-strings.json. */
  attackStrings: boolean;
}

// Kept beside the session rather than in it: a reset drops every session, and these go with them.
const extras = new WeakMap<Session, SessionExtras>();

export function sessionExtras(session: Session): SessionExtras {
  let found = extras.get(session);
  if (!found)
    extras.set(
      session,
      (found = { captcha: null, captchaPassed: false, pickup: new Map(), messages: [], attackStrings: false }),
    );
  return found;
}

/** A message productContactEmail accepted: the fields the island sends, and when. */
export interface ContactMessage extends ProductContactFields {
  received_at: string;
}
