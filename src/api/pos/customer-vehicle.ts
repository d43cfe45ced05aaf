// Customer vehicles (spec 1 §7) and the few vehicle-service lists the Add Vehicle modal needs.
// The vehicle fitment issue builds the full vehicle service; these are plain, minimal calls of the POS cart's own.
import * as v from 'valibot';
import {
  CustomerVehicleSchema,
  MakesSchema,
  ModelsSchema,
  VehicleAddAnswerSchema,
  YearsSchema,
  type CustomerVehicle,
  type YmmData,
} from '../../schemas/customer';
import { call } from '../client';
import { endpoint } from '../endpoints';
import { callUrl } from '../form';

const vehicleUrl = (name: string) => callUrl(endpoint('customer_vehicle'), name);

/** POST getVehicleJson {vehicleId}: vehicle_id, title, vin, notes and ymm_data. */
export function getVehicleJson(vehicleId: number): Promise<CustomerVehicle> {
  return call(CustomerVehicleSchema, vehicleUrl('getVehicleJson'), { form: { vehicleId } });
}

export interface VehicleFields {
  customer_id: number;
  /** Set when editing a vehicle the customer already has. */
  vehicle_id?: number;
  title: string;
  vin: string;
  notes: string;
  ymm_data: YmmData;
}

/** POST add {vehicle fields, ymm_data[Year][api_field]…, customer_id}: a success message. */
export function addVehicle(fields: VehicleFields): Promise<v.InferOutput<typeof VehicleAddAnswerSchema>> {
  const { vehicle_id, ...rest } = fields;
  return call(VehicleAddAnswerSchema, vehicleUrl('add'), { form: { ...rest, ...(vehicle_id ? { vehicle_id } : {}) } });
}

const ymmUrl = (name: string, query?: Record<string, string | number | undefined>) =>
  callUrl(endpoint('ymm'), name, query);

export function getYears(): Promise<number[]> {
  return call(YearsSchema, ymmUrl('years'));
}

export function getMakes(year: string): Promise<v.InferOutput<typeof MakesSchema>> {
  return call(MakesSchema, ymmUrl('makes', { Year: year }));
}

export function getModels(year: string, makeId: string): Promise<v.InferOutput<typeof ModelsSchema>> {
  return call(ModelsSchema, ymmUrl('models', { Year: year, MakeID: makeId }));
}

/** GET saveVehicle?add1..addN={field}||{value}||{label_field}||{label_value}: makes the vehicle the session's. */
export async function saveVehicle(ymm: YmmData): Promise<void> {
  const query: Record<string, string> = {};
  Object.values(ymm).forEach((f, i) => {
    query[`add${i + 1}`] = [f.api_field, f.api_value, f.label_field, f.label_value].join('||');
  });
  await call(v.unknown(), ymmUrl('saveVehicle', query));
}
