/**
 * The page's config block (`#parts-islands-config`): defaults, then the session's settings,
 * then `?demo_<key>=` overrides for this one request.
 */
import * as v from 'valibot';
import { PageConfigSchema, type PageConfigInput } from '../../../src/schemas/config';
import { HttpError } from './http';
import { SEARCH_CONFIG } from '../search/search-config';
import type { Session } from './session';
import { isStaff, staffToken } from './staff';
import { vehicleState } from '../vehicle/vehicle-calls';
import { CURRENCIES, currencyRate, DEFAULT_CURRENCY } from './money';
import { configToggles } from '../qa/toggles';

/**
 * The session's currency: the shopper's choice; staff (POS) always work in the store's default currency, as their
 * amounts, tenders and receipts are the store's.
 */
export function sessionCurrency(session: Session | undefined): string {
  return session && !isStaff(session) && CURRENCIES[session.currency] ? session.currency : DEFAULT_CURRENCY;
}

export const CONFIG_KEYS = Object.keys(PageConfigSchema.entries);

export function defaultConfig(): Record<string, unknown> {
  const config: PageConfigInput = {
    in_pos_mode: false,
    kiosk_mode: false,
    pro_mode: false,
    guest_checkout: true,
    logged_in: false,
    login_for_pricing: false,
    login_cta_text: 'Log In to Purchase',
    vehicle: {
      vehicle_lookup_enabled: true,
      ymm_enabled: true,
      ymm_heading: 'Select Your Vehicle',
      ymm_tab_label: 'Year/Make/Model',
      ymm_redirect: '',
      ymm_page_refresh: false,
      engine_family_enabled: true,
      engine_family_tab_label: 'Engine',
      enable_sub_model: true,
      enable_body_type: false,
      enable_bed_length: true,
      enable_choices: true,
      enable_aces_data_attributes: false,
      require_fitment_confirmation: false,
      show_universal: true,
      ymm_popular_sort: 0,
    },
    payment: {
      paymentCard: true,
      paymentCardDatacap: false,
      paymentCardPayjunction: false,
      paymentInvoiceEcommerce: true,
      paymentCash: true,
      paymentVoucher: true,
      paymentCheck: true,
      paymentStoreCredit: true,
      po_numbers: true,
      require_po_numbers: false,
    },
    currency: 'USD',
    locale: 'en-US',
    // The demo store stands in for the IP-lookup service (customer editor, IP Addresses tab).
    endpoints: { ip_lookup: '/ip-lookup/' },
    search: SEARCH_CONFIG,
  };
  return structuredClone(config) as Record<string, unknown>;
}

/** A text value read as the type of the value it replaces ("1" for a flag is true). */
export function coerce(text: string, like: unknown): unknown {
  if (typeof like === 'boolean') return text === '1' || text === 'true';
  if (typeof like === 'number') return Number(text);
  if (typeof like === 'object' && like !== null) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return typeof parsed === 'object' && parsed !== null ? { ...(like as object), ...parsed } : like;
    } catch {
      return like;
    }
  }
  return text;
}

/** `demo_<key>=value`, or `demo_<key>.<nested>=value` for vehicle/payment/endpoints. */
export function queryOverrides(query: URLSearchParams, base: Record<string, unknown>): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const { key, nested, text } of configToggles(query)) {
    if (!CONFIG_KEYS.includes(key)) continue;
    if (nested === undefined) {
      overrides[key] = coerce(text, overrides[key] ?? base[key]);
    } else {
      const group = { ...((overrides[key] ?? base[key] ?? {}) as Record<string, unknown>) };
      group[nested] = coerce(text, group[nested]);
      overrides[key] = group;
    }
  }
  return overrides;
}

export function pageConfig(session: Session, query: URLSearchParams): Record<string, unknown> {
  const base = { ...defaultConfig(), ...session.settings };
  // The shopper's saved vehicle, as a store's server knows it from the session: shown from the first render.
  const saved = session.vehicle.length ? { saved_vehicle: vehicleState(session) } : {};
  // A staff session's pages carry its token: the islands send it with the staff calls that change data (staff.ts).
  const staff = isStaff(session) ? { staff_token: staffToken(session) } : { staff_token: '' };
  // The currency switch's choice: the islands format in it, converting the wire's USD numbers at its rate.
  const currency = sessionCurrency(session);
  const money = { currency, currency_rate: currencyRate(currency) };
  return { ...base, ...saved, ...money, ...queryOverrides(query, base), ...staff };
}

/**
 * Checks settings sent to POST /__demo/session: top-level config keys only, and the
 * resulting config must still parse through PageConfigSchema. Text values are coerced.
 */
export function readSettings(body: unknown, current: Record<string, unknown>): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Settings must be a JSON object.');
  const base = { ...defaultConfig(), ...current };
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'redirect') continue;
    if (!CONFIG_KEYS.includes(key))
      throw new HttpError(400, `Unknown setting "${key}". Expected one of ${CONFIG_KEYS.join(', ')}.`);
    settings[key] = typeof value === 'string' ? coerce(value, base[key]) : value;
  }
  const result = v.safeParse(PageConfigSchema, { ...base, ...settings });
  if (!result.success) {
    const issue = result.issues[0];
    throw new HttpError(400, `Invalid setting "${v.getDotPath(issue) ?? '?'}": ${issue.message}`);
  }
  return settings;
}
