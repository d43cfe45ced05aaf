// The POS cart's customer vehicles (which become the session's vehicle through the one vehicle stack,
// stores/vehicle-actions). New customers: src/pos/customer.
import * as vehicleApi from '../api/customer-vehicle';
import { userMessage } from '../../api/errors';
import type { CustomerVehicle, YmmData } from '../../schemas/customer';
import type { Facet } from '../../vehicle/schemas/vehicle';
import { notify } from '../../stores/ports';
import { $cart, refreshCart } from '../../cart/stores/cart';
import { clearVehicle, saveVehicle } from '../../vehicle/kit/stores/vehicle-actions';
import { report } from '../../registry/report';
import { pageState } from '../../registry/page';

import { NO_CUSTOMER } from '../lib/customer-text';
export { NO_CUSTOMER };

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
  state.choosing_++;
  let saved: boolean;
  try {
    saved = await saveVehicle(vehicleFacets(ymm), 'ymm');
  } finally {
    state.choosing_--;
  }
  if (saved) await refreshCart();
  return saved;
}

// How many customer vehicles are being made the session's right now.
const state = pageState(() => ({ choosing_: 0 }));

/** Whether the vehicle now changing is one of the customer's (no "Add This Vehicle to Customer?" for it). */
export const choosingCustomerVehicle = (): boolean => state.choosing_ > 0;

/** "Select Vehicle": getVehicleJson, then the vehicle becomes the session's (see makeSessionVehicle). */
export async function selectCustomerVehicle(vehicleId: number): Promise<boolean> {
  let vehicle: CustomerVehicle;
  try {
    vehicle = await vehicleApi.getVehicleJson(vehicleId);
  } catch (error) {
    report(error, { action: 'vehicle could not be selected' });
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
    report(error, { action: 'vehicle could not be loaded' });
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
    report(error, { action: 'vehicle could not be saved', show: 'inline' });
    return { ok: false, message: userMessage(error) };
  }
  if (!select || !(await makeSessionVehicle(fields.ymm_data))) await refreshCart();
  return { ok: true };
}
