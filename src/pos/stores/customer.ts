// The POS cart's customer side: new customers, countries and zones, and the customer's vehicles (which become the
// session's vehicle through the one vehicle stack, stores/vehicle-actions).
import * as customerApi from '../api/customer';
import * as vehicleApi from '../api/customer-vehicle';
import { ServerMessageError, userMessage } from '../../api/errors';
import type { FormValue } from '../../api/form';
import { hasAddress, type CustomerField, type CustomerSettings, type NewCustomerInput } from '../lib/customer-rules';
import type { CustomerVehicle, Localization, YmmData } from '../../schemas/customer';
import type { Facet } from '../../vehicle/schemas/vehicle';
import { notify } from '../../stores/ports';
import { $cart, refreshCart } from '../../cart/stores/cart';
import { clearVehicle, saveVehicle } from '../../vehicle/kit/stores/vehicle-actions';
import { setCartCustomer } from './cart';
import { onTestReset } from '../../lib/test-reset';

export const NO_CUSTOMER = 'A customer must be selected!';

let localization: Promise<Localization | null> | null = null;

/** GET /api/localization/ once per page; null when it failed (logged): the address can then be skipped. */
export function loadLocalization(): Promise<Localization | null> {
  localization ??= customerApi.getLocalization().catch((error: unknown) => {
    console.error('[parts-islands] countries could not be loaded', error);
    localization = null;
    return null;
  });
  return localization;
}

/** A customer as the save call takes it (form fields; the address as address[0][…]). */
export type CustomerFields = Record<string, FormValue>;

export type SaveResult =
  { ok: true; customerId: number } | { ok: false; message: string; fieldErrors: Record<string, string> };

const ADDRESS_FIELDS = ['address_1', 'address_2', 'city', 'postcode', 'country_id', 'zone_id'] as const;

/** What the New Customer form holds besides its text fields. */
export interface NewCustomerFlags {
  is_pro: boolean;
  newsletter: boolean;
  texting_alerts: boolean;
}

/**
 * The New Customer form as POST /api/customer/save takes it: trimmed texts, the flags, `safe` always 1 (spec 3 §5:
 * staff-created customers are trusted), and the address as address[0][…] (with the names) only when it is sent.
 */
export function newCustomerFields(
  input: NewCustomerInput,
  flags: NewCustomerFlags,
  settings: CustomerSettings,
): CustomerFields {
  const t = (s: string) => s.trim();
  const fields: CustomerFields = {
    customer_group_id: input.customer_group_id,
    firstname: t(input.firstname),
    lastname: t(input.lastname),
    email: t(input.email),
    telephone: t(input.telephone),
    ...flags,
    safe: true,
  };
  if (hasAddress(input, settings)) {
    fields.address = [
      {
        firstname: t(input.firstname),
        lastname: t(input.lastname),
        ...Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, t(input[k])])),
      },
    ];
  }
  return fields;
}

/** The server names address problems `address.city` or `address.0.city`; the form's fields are flat. */
export const formFieldOf = (key: string) => key.replace(/^address(\.0)?\./, '') as CustomerField;

/** Saves a new customer, then puts them on the cart ("Customer assigned to cart!"). Field errors come back per field. */
export async function createCustomer(fields: CustomerFields): Promise<SaveResult> {
  try {
    const answer = await customerApi.saveCustomer(fields);
    const customerId = answer.customer.customer_id;
    await setCartCustomer(customerId);
    return { ok: true, customerId };
  } catch (error) {
    if (!(error instanceof ServerMessageError)) console.error('[parts-islands] customer could not be saved', error);
    const fieldErrors = Object.fromEntries(
      Object.entries(error instanceof ServerMessageError ? error.fieldErrors : {}).map(([k, m]) => [formFieldOf(k), m]),
    );
    const message = userMessage(error);
    if (!Object.keys(fieldErrors).length) notify.error(message);
    return { ok: false, message, fieldErrors };
  }
}

/** The facets a customer vehicle stands for, year, make and model first (the order the vehicle service needs). */
export function vehicleFacets(ymm: YmmData): Facet[] {
  const rank = (field: string) => {
    const at = FACET_ORDER.indexOf(field);
    return at < 0 ? FACET_ORDER.length : at;
  };
  return Object.values(ymm)
    .map((f) => ({
      api_field: f.api_field,
      api_value: String(f.api_value),
      label_field: f.label_field,
      label_value: String(f.label_value),
    }))
    .sort((a, b) => rank(a.api_field) - rank(b.api_field));
}

const FACET_ORDER = ['Year', 'MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID'];

/** A vehicle's facets as a customer vehicle's ymm_data (keyed by api field). */
export const ymmDataOf = (facets: Facet[]): YmmData => Object.fromEntries(facets.map((f) => [f.api_field, { ...f }]));

/**
 * Makes a customer's vehicle the session's through the one vehicle stack (saveVehicle in stores/vehicle-actions):
 * `parts-islands:vehicle-changed` with the documented payload, and every part on the page asked about in one
 * validateFitment call; then the cart is read again (its ymm_vehicle). Vehicle calls show no message: false when failed.
 */
async function makeSessionVehicle(ymm: YmmData): Promise<boolean> {
  choosing++;
  let saved: boolean;
  try {
    saved = await saveVehicle(vehicleFacets(ymm), 'ymm');
  } finally {
    choosing--;
  }
  if (saved) await refreshCart();
  return saved;
}

let choosing = 0;

/** Whether the vehicle now changing is one of the customer's (no "Add This Vehicle to Customer?" for it). */
export const choosingCustomerVehicle = (): boolean => choosing > 0;

/** "Select Vehicle": getVehicleJson, then the vehicle becomes the session's (see makeSessionVehicle). */
export async function selectCustomerVehicle(vehicleId: number): Promise<boolean> {
  let vehicle: CustomerVehicle;
  try {
    vehicle = await vehicleApi.getVehicleJson(vehicleId);
  } catch (error) {
    console.error('[parts-islands] vehicle could not be selected', error);
    return false;
  }
  return makeSessionVehicle(vehicle.ymm_data);
}

/** Remove Vehicle: the order (the session) has no vehicle any more; every part on the page is asked about again. */
export async function removeOrderVehicle(): Promise<boolean> {
  const removed = await clearVehicle();
  if (removed) await refreshCart();
  return removed;
}

/** getVehicleJson for the Edit Vehicle form; null when it failed (logged). */
export async function loadCustomerVehicle(vehicleId: number): Promise<CustomerVehicle | null> {
  try {
    return await vehicleApi.getVehicleJson(vehicleId);
  } catch (error) {
    console.error('[parts-islands] vehicle could not be loaded', error);
    return null;
  }
}

export type VehicleSaveResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/customer_vehicle/add with the cart's customer; without one: "A customer must be selected!". With
 * `select` (Add/Edit Vehicle) the saved vehicle then becomes the session's.
 */
export async function saveCustomerVehicle(
  fields: Omit<vehicleApi.VehicleFields, 'customer_id'>,
  { select = false }: { select?: boolean } = {},
): Promise<VehicleSaveResult> {
  const customer = $cart.get()?.customer;
  if (!customer) {
    notify.error(NO_CUSTOMER);
    return { ok: false, message: NO_CUSTOMER };
  }
  try {
    const answer = await vehicleApi.saveVehicle({ ...fields, customer_id: customer.customer_id });
    if (typeof answer.success === 'string' && answer.success) notify.success(answer.success);
  } catch (error) {
    if (!(error instanceof ServerMessageError)) console.error('[parts-islands] vehicle could not be saved', error);
    return { ok: false, message: userMessage(error) };
  }
  if (!select || !(await makeSessionVehicle(fields.ymm_data))) await refreshCart();
  return { ok: true };
}

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetPosCustomer() {
    localization = null;
  });
}
