// The POS cart's customer side: new customers, countries and zones, and the customer's vehicles.
import * as customerApi from '../api/customer';
import * as vehicleApi from '../api/customer-vehicle';
import { ServerMessageError, userMessage } from '../api/errors';
import type { FormValue } from '../api/form';
import { EVENTS, emit } from '../events';
import type { CustomerVehicle, Localization, YmmData } from '../schemas/customer';
import { notify } from './ports';
import { $cart, refreshCart, setCartCustomer } from './cart';

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

/** Saves a new customer, then puts them on the cart ("Customer assigned to cart!"). Field errors come back per field. */
export async function createCustomer(fields: CustomerFields): Promise<SaveResult> {
  try {
    const answer = await customerApi.saveCustomer(fields);
    const customerId = answer.customer.customer_id;
    await setCartCustomer(customerId);
    return { ok: true, customerId };
  } catch (error) {
    if (!(error instanceof ServerMessageError)) console.error('[parts-islands] customer could not be saved', error);
    const fieldErrors = error instanceof ServerMessageError ? error.fieldErrors : {};
    const message = userMessage(error);
    if (!Object.keys(fieldErrors).length) notify.error(message);
    return { ok: false, message, fieldErrors };
  }
}

/** The vehicle a customer vehicle stands for, as the vehicle selector's facets. */
export function vehicleFacets(ymm: YmmData) {
  return Object.values(ymm).map((f) => ({
    api_field: f.api_field,
    api_value: String(f.api_value),
    label_field: f.label_field,
    label_value: String(f.label_value),
  }));
}

/**
 * "Select Vehicle": getVehicleJson, then the vehicle becomes the session's (saveVehicle) so fitment follows;
 * the page hears `parts-islands:vehicle-changed`. Vehicle calls show no message (spec 1 §8): failures are logged.
 */
export async function selectCustomerVehicle(vehicleId: number): Promise<boolean> {
  try {
    const vehicle = await vehicleApi.getVehicleJson(vehicleId);
    await vehicleApi.saveVehicle(vehicle.ymm_data);
    emit(document, EVENTS.vehicleChanged, {
      vehicle: { facets: vehicleFacets(vehicle.ymm_data), hasYmm: true, hasEngine: false },
    });
    await refreshCart();
    return true;
  } catch (error) {
    console.error('[parts-islands] vehicle could not be selected', error);
    return false;
  }
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

/** POST /api/customer_vehicle/add with the cart's customer; without one: "A customer must be selected!". */
export async function saveCustomerVehicle(
  fields: Omit<vehicleApi.VehicleFields, 'customer_id'>,
): Promise<VehicleSaveResult> {
  const customer = $cart.get()?.customer;
  if (!customer) {
    notify.error(NO_CUSTOMER);
    return { ok: false, message: NO_CUSTOMER };
  }
  try {
    const answer = await vehicleApi.addVehicle({ ...fields, customer_id: customer.customer_id });
    if (typeof answer.success === 'string' && answer.success) notify.success(answer.success);
    await refreshCart();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ServerMessageError)) console.error('[parts-islands] vehicle could not be saved', error);
    return { ok: false, message: userMessage(error) };
  }
}

/** Years, makes and models for the vehicle form; an empty list when a call failed (logged, no message). */
export async function vehicleOptions<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error('[parts-islands] vehicle list could not be loaded', error);
    return [];
  }
}

export const loadYears = () => vehicleOptions(vehicleApi.getYears);
export const loadMakes = (year: string) => vehicleOptions(() => vehicleApi.getMakes(year));
export const loadModels = (year: string, makeId: string) => vehicleOptions(() => vehicleApi.getModels(year, makeId));

export function resetPosCustomerForTests(): void {
  localization = null;
}
