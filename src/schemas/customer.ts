import * as v from 'valibot';
import { NumberishSchema } from './flag';

const text = v.optional(v.string(), '');

/** A customer on the POS cart or in search results (spec 1 §3): vehicle is a display text. */
export const CustomerSchema = v.object({
  customer_id: NumberishSchema,
  firstname: v.string(),
  lastname: v.string(),
  email: text,
  telephone: text,
  vehicle: text,
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** Customer search (GET {source}?s=): a list. */
export const CustomerListSchema = v.array(CustomerSchema);

/** One facet of a customer vehicle's year/make/model (spec 1 §3). */
export const YmmFieldSchema = v.object({
  api_field: v.string(),
  api_value: v.union([v.string(), v.number()]),
  label_field: v.string(),
  label_value: v.union([v.string(), v.number()]),
});
export type YmmField = v.InferOutput<typeof YmmFieldSchema>;

/** Year, MakeID and ModelID (each api_field/api_value/label_field/label_value), plus any extra choices. */
export const YmmDataSchema = v.record(v.string(), YmmFieldSchema);
export type YmmData = v.InferOutput<typeof YmmDataSchema>;

/** A customer vehicle (spec 1 §3); the cart lists the customer's as customer_vehicles. */
export const CustomerVehicleSchema = v.object({
  vehicle_id: NumberishSchema,
  customer_id: v.optional(NumberishSchema),
  title: text,
  vin: text,
  notes: text,
  display: text,
  ymm_data: v.optional(
    v.union([
      YmmDataSchema,
      v.pipe(
        v.array(v.never()),
        v.transform((): YmmData => ({})),
      ),
    ]),
    {},
  ),
});
export type CustomerVehicle = v.InferOutput<typeof CustomerVehicleSchema>;

/** POST /api/customer_vehicle/add: a success message (and the new vehicle's id when the server gives it). */
export const VehicleAddAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  vehicle_id: v.optional(NumberishSchema),
});
