// Customer vehicles (spec 1 §7): a customer's saved vehicles. Year/make/model lists and the session's vehicle are the
// one vehicle service's (src/vehicle/kit/api/vehicle-service.ts).
import type * as v from 'valibot';
import {
  CustomerVehicleSchema,
  VehicleAddAnswerSchema,
  type CustomerVehicle,
  type YmmData,
} from '../../schemas/customer';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl } from '../../api/form';

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

/** POST add {vehicle fields, ymm_data[Year][api_field]…, customer_id}: a new vehicle of the customer's; a success message. */
export function addVehicle(fields: VehicleFields): Promise<v.InferOutput<typeof VehicleAddAnswerSchema>> {
  const { vehicle_id: _ignored, ...rest } = fields;
  return call(VehicleAddAnswerSchema, vehicleUrl('add'), { form: { ...rest } });
}

/**
 * POST edit {vehicleId, vehicle fields, customer_id}: changes a vehicle the customer has (spec 3 §7 lists add, edit and
 * delete with vehicleId); a success message.
 */
export function editVehicle(
  vehicleId: number,
  fields: VehicleFields,
): Promise<v.InferOutput<typeof VehicleAddAnswerSchema>> {
  const { vehicle_id: _ignored, ...rest } = fields;
  return call(VehicleAddAnswerSchema, vehicleUrl('edit'), { form: { vehicleId, ...rest } });
}

/** A vehicle form's save: edit when it names a vehicle the customer has, else add. */
export function saveVehicle(fields: VehicleFields): Promise<v.InferOutput<typeof VehicleAddAnswerSchema>> {
  return fields.vehicle_id ? editVehicle(fields.vehicle_id, fields) : addVehicle(fields);
}
