// Appointment booking wire shapes (spec 2 §3, §7): getAppointmentData, addAppointment, addVehicle, getBayBookings.
import * as v from 'valibot';
import { FlagSchema, NumberishSchema } from '../../schemas/flag';

const Id = v.pipe(NumberishSchema, v.integer());

export const BaySchema = v.object({ bay_id: Id, title: v.string(), location_id: Id });
export const AppointmentVehicleSchema = v.object({
  vehicle_id: Id,
  title: v.optional(v.string(), ''),
  display: v.optional(v.string(), ''),
});

export const AppointmentDataSchema = v.object({
  bays: v.array(BaySchema),
  installers: v.array(v.object({ user_id: Id, wholename: v.string() })),
  locations: v.array(v.object({ location_id: Id, location_name: v.string() })),
  products: v.array(v.object({ product_id: Id, name: v.string() })),
  statuses: v.array(v.object({ status_id: Id, name: v.string() })),
  vehicles: v.array(AppointmentVehicleSchema),
  customerId: v.optional(v.nullable(Id), 0),
  orderId: Id,
  userId: Id,
  timeSlotLength: v.pipe(NumberishSchema, v.integer(), v.minValue(1), v.maxValue(480)),
  ymmEnabled: v.optional(FlagSchema, false),
});
export type AppointmentData = v.InferOutput<typeof AppointmentDataSchema>;
export type Bay = v.InferOutput<typeof BaySchema>;
export type AppointmentVehicle = v.InferOutput<typeof AppointmentVehicleSchema>;

/** A booked appointment: id, display_time {start_date, start_time} (shown "date @ time"). */
export const BookedAppointmentSchema = v.object({
  id: Id,
  display_time: v.object({ start_date: v.string(), start_time: v.string() }),
});
export type BookedAppointment = v.InferOutput<typeof BookedAppointmentSchema>;

export const AddAppointmentAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  appt: BookedAppointmentSchema,
});

export const AddVehicleAnswerSchema = v.object({
  success: v.optional(v.union([v.string(), v.boolean()])),
  vehicles: v.array(AppointmentVehicleSchema),
});

export const BayBookingsSchema = v.object({
  bookings: v.array(
    v.object({
      id: Id,
      bay_id: Id,
      /** "YYYY-MM-DD HH:MM" */
      start: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)),
      duration: v.pipe(NumberishSchema, v.integer(), v.minValue(1)),
      title: v.optional(v.string(), ''),
    }),
  ),
});
export type BayBooking = v.InferOutput<typeof BayBookingsSchema>['bookings'][number];

/**
 * The appointment form (spec 2 §5, spec 3 §5): products and installers lists of numbers (at least one each: a booking
 * without parts or an installer is no booking), location, bay, duration and status numbers, start date and time strings
 * (YYYY-MM-DD, HH:MM), note string, vehicle a nullable number, notify customer 0/1. Save is enabled only when it parses.
 */
export const AppointmentFormSchema = v.object({
  products: v.pipe(v.array(v.number()), v.minLength(1)),
  installers: v.pipe(v.array(v.number()), v.minLength(1)),
  location: v.number(),
  bay: v.number(),
  startDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  startTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  duration: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(480)),
  status: v.number(),
  note: v.string(),
  vehicle: v.nullable(v.number()),
  notifyCustomer: v.picklist([0, 1]),
});
export type AppointmentForm = v.InferOutput<typeof AppointmentFormSchema>;
