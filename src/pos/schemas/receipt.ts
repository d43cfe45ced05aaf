import * as v from 'valibot';
import { OrderDetailSchema, PurchaseOrderSchema } from './orders';

/** A booked appointment (spec 2 §3): id and its display date and time. */
export const BookedAppointmentSchema = v.object({
  id: v.number(),
  display_time: v.object({ start_date: v.string(), start_time: v.string() }),
});
export type BookedAppointment = v.InferOutput<typeof BookedAppointmentSchema>;

/** The receipt's and the invoice's order: the order view's order plus "Appointments Booked For This Order". */
export const ReceiptOrderSchema = v.object({
  ...OrderDetailSchema.entries,
  appointments: v.optional(v.array(BookedAppointmentSchema), []),
});
export type ReceiptOrder = v.InferOutput<typeof ReceiptOrderSchema>;

/** POST /pos/order/submitDistributorOrder answer: success and the purchase orders it created. */
export const DistributorOrderAnswerSchema = v.object({
  success: v.optional(v.string(), ''),
  purchase_orders: v.array(PurchaseOrderSchema),
});
