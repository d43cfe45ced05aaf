// Appointment booking (spec 2 §7): the calls live under the POS checkout base (/pos/checkout/, the page config's
// endpoints.pos_appointment); getBayBookings (the day view per bay) is this product's own addition.
import {
  AddAppointmentAnswerSchema,
  AddVehicleAnswerSchema,
  AppointmentDataSchema,
  BayBookingsSchema,
  type AppointmentForm,
} from '../schemas/appointment';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl, type FormValue } from '../../api/form';
import type { VehicleFields } from './customer-vehicle';

const url = (name: string, query?: Record<string, string | number>) =>
  callUrl(endpoint('pos_appointment'), name, query);

/** GET getAppointmentData?orderId=: bays, installers, locations, products, statuses, vehicles, ids, slot length. */
export function getAppointmentData(orderId: number) {
  return call(AppointmentDataSchema, url('getAppointmentData', { orderId }));
}

/** GET getBayBookings?locationId=&date=: the bookings of a location's bays starting that day. */
export function getBayBookings(locationId: number, date: string, signal?: AbortSignal) {
  return call(BayBookingsSchema, url('getBayBookings', { locationId, date }), { signal });
}

export interface BookingIds {
  customerId: number;
  orderId: number;
  /** The staff member booking it (created_by). */
  userId: number;
}

/** POST addAppointment, form-encoded with the documented names; installers go as user_id[], products as category_products[]. */
export function addAppointment(form: AppointmentForm, ids: BookingIds) {
  const fields: Record<string, FormValue> = {
    bay_id: form.bay,
    duration: form.duration,
    user_id: form.installers,
    location_id: form.location,
    appt_note: form.note,
    category_products: form.products,
    start: `${form.startDate} ${form.startTime}`,
    status_id: form.status,
    customer_id: ids.customerId,
    order_id: ids.orderId,
    created_by: ids.userId,
    vehicle_id: form.vehicle ?? '',
    notify_customer: form.notifyCustomer,
  };
  return call(AddAppointmentAnswerSchema, url('addAppointment'), { form: fields });
}

/** POST addVehicle (the customer vehicle fields): the customer's vehicles now, success. */
export function addAppointmentVehicle(fields: VehicleFields) {
  const { vehicle_id: _ignored, ...rest } = fields;
  return call(AddVehicleAnswerSchema, url('addVehicle'), { form: { ...rest } });
}
