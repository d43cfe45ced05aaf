// Appointment booking (spec 2 §3-§5, §7, §8; spec 3 §5, §9): the form's options, its values, the bookings of the
// chosen location's bays that day, and the appointments booked for the order.
import { computed } from 'nanostores';
import * as v from 'valibot';
import * as api from '../api/appointments';
import type { VehicleFields } from '../api/customer-vehicle';

import { formatYmd } from '../../lib/dates';
import { endTimeOptions, minutesOf } from '../lib/durations';
import {
  AppointmentFormSchema,
  type AppointmentData,
  type BayBooking,
  type BookedAppointment,
} from '../schemas/appointment';
import { notify } from '../../stores/ports';
import { NO_CUSTOMER } from '../lib/customer-text';
import { report } from '../../registry/report';
import { pageAtom, pageState } from '../../registry/page';

export const BOOKING_FAILED = 'Failed to book appointment';

/** What the form holds: the schema's fields, with nothing chosen yet as null. */
export interface AppointmentValues {
  products: number[];
  installers: number[];
  location: number | null;
  bay: number | null;
  startDate: string;
  startTime: string;
  duration: number | null;
  status: number | null;
  note: string;
  vehicle: number | null;
  notifyCustomer: 0 | 1;
}

const emptyValues = (): AppointmentValues => ({
  products: [],
  installers: [],
  location: null,
  bay: null,
  startDate: formatYmd(new Date()),
  startTime: '',
  duration: null,
  status: null,
  note: '',
  vehicle: null,
  notifyCustomer: 0,
});

export const $appointmentData = pageAtom<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: AppointmentData | null;
}>({
  status: 'idle',
  data: null,
});
export const $appointmentForm = pageAtom<AppointmentValues>(emptyValues);
export const $booked = pageAtom<BookedAppointment[]>([]);
export const $booking = pageAtom(false);
export const $schedule = pageAtom<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  key: string;
  bookings: BayBooking[];
}>({ status: 'idle', key: '', bookings: [] });

/** Bays of the chosen location (none until one is chosen). */
export const $bayOptions = computed([$appointmentData, $appointmentForm], ({ data }, form) =>
  data && form.location !== null ? data.bays.filter((b) => b.location_id === form.location) : [],
);

/** End-time options from the chosen start time (none until one is chosen). */
export const $durationOptions = computed([$appointmentData, $appointmentForm], ({ data }, form) => {
  const start = minutesOf(form.startTime);
  return data && start !== null ? endTimeOptions(start, data.timeSlotLength) : [];
});

/** Save is enabled only when the form parses (spec 2 §5). */
export const $formValid = computed($appointmentForm, (form) => v.safeParse(AppointmentFormSchema, form).success);

const only = <T>(list: T[]): T | null => (list.length === 1 ? list[0]! : null);

/** Single-option defaults (spec 2 §5): a list with one option pre-fills its field when the field is empty. */
function withDefaults(data: AppointmentData, form: AppointmentValues): AppointmentValues {
  const next = { ...form };
  if (!next.products.length && data.products.length === 1) next.products = [data.products[0]!.product_id];
  if (!next.installers.length && data.installers.length === 1) next.installers = [data.installers[0]!.user_id];
  if (next.location === null) next.location = only(data.locations)?.location_id ?? null;
  if (next.bay === null && next.location !== null)
    next.bay = only(data.bays.filter((b) => b.location_id === next.location))?.bay_id ?? null;
  if (next.status === null) next.status = only(data.statuses)?.status_id ?? null;
  if (next.vehicle === null) next.vehicle = only(data.vehicles)?.vehicle_id ?? null;
  return next;
}

// The order the appointment is for, and the day view's open request (a stopped page aborts it).
const page = pageState(() => ({
  orderId_: 0,
  scheduleCall_: null as AbortController | null,
  stop() {
    this.scheduleCall_?.abort();
  },
}));

/** Loads the options for the order; the booked list starts with what the page was rendered with. */
export async function startAppointment(forOrder: number, booked: BookedAppointment[]): Promise<void> {
  page.orderId_ = forOrder;
  $booked.set(booked);
  $appointmentData.set({ status: 'loading', data: $appointmentData.get().data });
  try {
    const data = await api.getAppointmentData(forOrder);
    $appointmentData.set({ status: 'ready', data });
    $appointmentForm.set(withDefaults(data, $appointmentForm.get()));
    void loadSchedule();
  } catch (error) {
    $appointmentData.set({ status: 'error', data: $appointmentData.get().data });
    report(error, { action: 'appointment data could not be loaded', show: 'toast' });
  }
}

/** Sets one field; a new location clears the bay (or pre-fills its only bay), a new start keeps a still-offered duration. */
export function setAppointmentField<K extends keyof AppointmentValues>(field: K, value: AppointmentValues[K]): void {
  const data = $appointmentData.get().data;
  let next: AppointmentValues = { ...$appointmentForm.get(), [field]: value };
  if (field === 'location') {
    next.bay = null;
    if (data) next = withDefaults(data, next);
  }
  if (field === 'startTime' && data) {
    const start = minutesOf(next.startTime);
    const offered = start === null ? [] : endTimeOptions(start, data.timeSlotLength);
    if (!offered.some((o) => o.duration === next.duration)) next.duration = null;
  }
  $appointmentForm.set(next);
  if (field === 'location' || field === 'startDate') void loadSchedule();
}

/** The day view: bookings of the chosen location's bays on the chosen date (latest request wins). */
export async function loadSchedule(): Promise<void> {
  const { location, startDate } = $appointmentForm.get();
  page.scheduleCall_?.abort();
  if (location === null || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
    $schedule.set({ status: 'idle', key: '', bookings: [] });
    return;
  }
  const key = `${location}|${startDate}`;
  const call = new AbortController();
  page.scheduleCall_ = call;
  $schedule.set({ status: 'loading', key, bookings: $schedule.get().key === key ? $schedule.get().bookings : [] });
  try {
    const answer = await api.getBayBookings(location, startDate, call.signal);
    if (page.scheduleCall_ === call) $schedule.set({ status: 'ready', key, bookings: answer.bookings });
  } catch (error) {
    if (call.signal.aborted) return;
    report(error, { action: 'bay bookings could not be loaded' });
    $schedule.set({ status: 'error', key, bookings: [] });
  }
}

/**
 * POST addAppointment: the appointment joins the booked list (spec 2 §4) and the day view is read again; a failure
 * toasts "Failed to book appointment" with the server's text and keeps the form as it was.
 */
export async function bookAppointment(): Promise<boolean> {
  const data = $appointmentData.get().data;
  const parsed = v.safeParse(AppointmentFormSchema, $appointmentForm.get());
  if (!data || !parsed.success || $booking.get()) return false;
  $booking.set(true);
  try {
    const answer = await api.addAppointment(parsed.output, {
      customerId: data.customerId ?? 0,
      orderId: data.orderId || page.orderId_,
      userId: data.userId,
    });
    $booked.set([...$booked.get(), answer.appt]);
    notify.success(typeof answer.success === 'string' && answer.success ? answer.success : 'Appointment booked.');
    // The booked slot is taken now: the next booking starts from a fresh time.
    $appointmentForm.set({ ...$appointmentForm.get(), startTime: '', duration: null, note: '' });
    void loadSchedule();
    return true;
  } catch (error) {
    report(error, {
      action: 'appointment could not be booked',
      show: (message) => notify.error(`${BOOKING_FAILED}: ${message}`),
    });
    return false;
  } finally {
    $booking.set(false);
  }
}

/** Add Vehicle needs the order's customer: false (and the toast "A customer must be selected!") without one. */
export function canAddVehicle(): boolean {
  if ($appointmentData.get().data?.customerId) return true;
  notify.error(NO_CUSTOMER);
  return false;
}

export type AddVehicleResult = { ok: true } | { ok: false; message: string };

/** POST addVehicle for the order's customer ("A customer must be selected!" without one); the new vehicle is chosen. */
export async function addAppointmentVehicle(fields: Omit<VehicleFields, 'customer_id'>): Promise<AddVehicleResult> {
  const state = $appointmentData.get();
  const customerId = state.data?.customerId ?? 0;
  if (!state.data || !customerId || !canAddVehicle()) return { ok: false, message: NO_CUSTOMER };
  try {
    const answer = await api.addAppointmentVehicle({ ...fields, customer_id: customerId });
    const before = new Set(state.data.vehicles.map((x) => x.vehicle_id));
    const data = { ...state.data, vehicles: answer.vehicles };
    $appointmentData.set({ ...$appointmentData.get(), data });
    const added = answer.vehicles.find((x) => !before.has(x.vehicle_id));
    if (added) $appointmentForm.set({ ...$appointmentForm.get(), vehicle: added.vehicle_id });
    if (typeof answer.success === 'string' && answer.success) notify.success(answer.success);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: report(error, { action: 'vehicle could not be added', show: 'inline' }) };
  }
}
