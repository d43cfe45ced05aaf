/**
 * Appointment booking (spec 2 §3, §5, §7; spec 3 §5, §9), under the POS checkout base /pos/checkout/ (the spec gives
 * the call names, not their base): GET getAppointmentData?orderId=, POST addAppointment, POST addVehicle, and
 * GET getBayBookings?locationId=&date= (the day view per bay; beyond the spec). The demo control
 * POST /__demo/appointments {time_slot_length?, single?} sets this session's slot length (default 30) and "single"
 * (one location, bay, installer and status: the single-option defaults). Staff only (staff.ts: under /pos/).
 *
 * Existing bookings: every day, each location's first bay is booked 9:00-10:30 AM and its second 1:00-2:00 PM (seed),
 * plus what this session booked; bookings of other sessions are not seen, so parallel tests never collide.
 */
import { checkFields, intField, stringField, type FormValue } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { readYmm } from '../customer/customer-calls';
import { isValidVin } from '../vehicle/vin';
import { findOrder } from './pos-backoffice-data';
import type { Context, RouteTable } from '../core/router';
import type { Session } from '../core/session';
import { STAFF_USERS, staffUserOf } from '../core/staff-lock';
import type { Order } from '../core/types';

export interface Bay {
  bay_id: number;
  title: string;
  location_id: number;
}

/** Bays per location: Downtown has three, Westerville one, the others two. */
export function baysOf(locationIds: number[]): Bay[] {
  return locationIds.flatMap((location_id) => {
    const titles =
      location_id === 1 ? ['Bay 1', 'Bay 2', 'Alignment Rack'] : location_id === 3 ? ['Lift A'] : ['Bay 1', 'Bay 2'];
    return titles.map((title, i) => ({ bay_id: location_id * 10 + i + 1, title, location_id }));
  });
}

const INSTALLER_IDS = [2, 3, 4];
export const APPOINTMENT_STATUSES = [
  { status_id: 1, name: 'Scheduled' },
  { status_id: 2, name: 'Confirmed' },
  { status_id: 3, name: 'Waiting for Parts' },
];

interface Booking {
  id: number;
  bay_id: number;
  date: string;
  /** Minutes after midnight. */
  start: number;
  duration: number;
  title: string;
}

interface AppointmentSettings {
  timeSlotLength: number;
  single: boolean;
  bookings: Booking[];
}

const settingsBySession = new WeakMap<Session, AppointmentSettings>();
let nextId = 9000;

function settingsOf(session: Session): AppointmentSettings {
  let s = settingsBySession.get(session);
  if (!s) {
    s = { timeSlotLength: 30, single: false, bookings: [] };
    settingsBySession.set(session, s);
  }
  return s;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const START = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** Day number of a YYYY-MM-DD date (for comparing times across midnight). */
const dayOf = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

function seedBookings(bays: Bay[], date: string): Booking[] {
  const out: Booking[] = [];
  const byLocation = new Map<number, Bay[]>();
  for (const bay of bays) byLocation.set(bay.location_id, [...(byLocation.get(bay.location_id) ?? []), bay]);
  for (const list of byLocation.values()) {
    const [first, second] = list;
    if (first)
      out.push({
        id: first.bay_id * 100,
        bay_id: first.bay_id,
        date,
        start: 9 * 60,
        duration: 90,
        title: 'Brake pad replacement',
      });
    if (second)
      out.push({
        id: second.bay_id * 100 + 1,
        bay_id: second.bay_id,
        date,
        start: 13 * 60,
        duration: 60,
        title: 'Light bar install',
      });
  }
  return out;
}

/** Bookings of these bays that start on `date`: the seed's and this session's. */
function bookingsOn(ctx: Context, bays: Bay[], date: string): Booking[] {
  const ids = new Set(bays.map((b) => b.bay_id));
  const own = settingsOf(ctx.session()).bookings.filter((b) => b.date === date && ids.has(b.bay_id));
  return [...seedBookings(bays, date), ...own].sort((a, b) => a.start - b.start);
}

export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 || 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function orderOf(ctx: Context, raw: string | null): Order {
  if (!raw || !/^\d+$/.test(raw))
    throw new HttpError(400, `Query "orderId" must be an order id, got ${JSON.stringify(raw)}.`);
  const order = findOrder(ctx, Number(raw));
  if (!order) throw new HttpError(404, `Order #${raw} not found.`);
  return order;
}

function scope(ctx: Context, order: Order) {
  const { single } = settingsOf(ctx.session());
  const allLocations = ctx.state.data.locations;
  const locations = single ? allLocations.filter((l) => l.location_id === order.location_id) : allLocations;
  const bays = baysOf(locations.map((l) => l.location_id)).filter((b, i, list) => !single || list.indexOf(b) === 0);
  const installers = STAFF_USERS.filter((u) => INSTALLER_IDS.includes(u.user_id)).slice(0, single ? 1 : undefined);
  const statuses = APPOINTMENT_STATUSES.slice(0, single ? 1 : undefined);
  return { locations, bays, installers, statuses };
}

function vehiclesOf(ctx: Context, customerId: number) {
  const customer = ctx.state.data.customers.find((c) => c.customer_id === customerId);
  return (customer?.vehicles ?? []).map((v) => ({ vehicle_id: v.vehicle_id, title: v.title, display: v.display }));
}

function getAppointmentData(ctx: Context): void {
  const order = orderOf(ctx, ctx.query.get('orderId'));
  const { locations, bays, installers, statuses } = scope(ctx, order);
  const products = [
    ...new Map(order.products.map((p) => [p.product_id, { product_id: p.product_id, name: p.name }])).values(),
  ];
  sendJson(ctx.res, 200, {
    bays,
    customerId: order.customer_id,
    installers: installers.map((u) => ({ user_id: u.user_id, wholename: u.name })),
    locations: locations.map((l) => ({ location_id: l.location_id, location_name: l.location_name })),
    orderId: order.order_id,
    products,
    statuses,
    timeSlotLength: settingsOf(ctx.session()).timeSlotLength,
    vehicles: vehiclesOf(ctx, order.customer_id),
    ymmEnabled: true,
    userId: staffUserOf(ctx.session()).user_id,
  });
}

function getBayBookings(ctx: Context): void {
  const locationId = Number(ctx.query.get('locationId'));
  const date = ctx.query.get('date') ?? '';
  if (!Number.isInteger(locationId) || locationId <= 0)
    throw new HttpError(400, 'Query "locationId" must be a location id.');
  if (!DATE.test(date)) throw new HttpError(400, `Query "date" must be YYYY-MM-DD, got ${JSON.stringify(date)}.`);
  const bays = baysOf([locationId]);
  sendJson(ctx.res, 200, {
    bookings: bookingsOn(ctx, bays, date).map((b) => ({
      id: b.id,
      bay_id: b.bay_id,
      start: `${b.date} ${String(Math.floor(b.start / 60)).padStart(2, '0')}:${String(b.start % 60).padStart(2, '0')}`,
      duration: b.duration,
      title: b.title,
    })),
  });
}

const numbersOf = (value: FormValue | undefined, field: string): number[] => {
  const list = Array.isArray(value) ? value : [];
  return list.map((item) => {
    if (typeof item !== 'string' || !/^\d+$/.test(item)) throw new HttpError(400, `Field "${field}" must list ids.`);
    return Number(item);
  });
};

async function addAppointment(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    bay_id: { kind: 'int', required: true },
    duration: { kind: 'int', required: true },
    user_id: { kind: 'list', required: true },
    location_id: { kind: 'int', required: true },
    appt_note: { kind: 'string' },
    category_products: { kind: 'list', required: true },
    start: { kind: 'string', required: true },
    status_id: { kind: 'int', required: true },
    customer_id: { kind: 'int', required: true },
    order_id: { kind: 'int', required: true },
    created_by: { kind: 'int', required: true },
    vehicle_id: { kind: 'string' },
    notify_customer: { kind: 'flag', required: true },
  });
  const order = orderOf(ctx, stringField(form, 'order_id'));
  if (intField(form, 'customer_id') !== order.customer_id)
    throw new HttpError(400, `Field "customer_id" must be the order's customer (${order.customer_id}).`);
  const { locations, bays, installers, statuses } = scope(ctx, order);
  const location = locations.find((l) => l.location_id === intField(form, 'location_id'));
  if (!location) return sendJson(ctx.res, 200, { error: 'Choose a location.' });
  const bay = bays.find((b) => b.bay_id === intField(form, 'bay_id'));
  if (!bay || bay.location_id !== location.location_id)
    return sendJson(ctx.res, 200, { error: `That bay is not at ${location.location_name}.` });
  const installerIds = numbersOf(form.user_id, 'user_id');
  if (!installerIds.length || installerIds.some((id) => !installers.some((u) => u.user_id === id)))
    return sendJson(ctx.res, 200, { error: 'Choose the installers from the list.' });
  const productIds = numbersOf(form.category_products, 'category_products');
  if (!productIds.length || productIds.some((id) => !order.products.some((p) => p.product_id === id)))
    return sendJson(ctx.res, 200, { error: "Choose the products from the order's products." });
  if (!statuses.some((s) => s.status_id === intField(form, 'status_id')))
    return sendJson(ctx.res, 200, { error: 'Choose a status.' });
  const vehicleRaw = stringField(form, 'vehicle_id');
  if (vehicleRaw && !vehiclesOf(ctx, order.customer_id).some((v) => String(v.vehicle_id) === vehicleRaw))
    return sendJson(ctx.res, 200, { error: "The vehicle is not one of the customer's." });
  if (intField(form, 'created_by') !== staffUserOf(ctx.session()).user_id)
    throw new HttpError(400, 'Field "created_by" must be the signed-in staff user.');
  const start = START.exec(stringField(form, 'start'));
  if (!start) throw new HttpError(400, `Field "start" must be "YYYY-MM-DD HH:MM", got ${JSON.stringify(form.start)}.`);
  const { timeSlotLength } = settingsOf(ctx.session());
  const date = start[1]!;
  const minutes = Number(start[2]) * 60 + Number(start[3]);
  if (Number(start[2]) > 23 || Number(start[3]) > 59) throw new HttpError(400, 'Field "start" is not a time.');
  if (minutes % timeSlotLength !== 0)
    return sendJson(ctx.res, 200, { error: `Start time must be on a ${timeSlotLength}-minute slot.` });
  const duration = intField(form, 'duration')!;
  if (duration <= 0 || duration > 480 || duration % timeSlotLength !== 0)
    return sendJson(ctx.res, 200, {
      error: `Duration must be a multiple of ${timeSlotLength} minutes, up to 8 hours.`,
    });
  const from = dayOf(date) * 1440 + minutes;
  const to = from + duration;
  // Bookings that started the day before may run past midnight.
  const previous = new Date((dayOf(date) - 1) * 86_400_000).toISOString().slice(0, 10);
  const clash = [...bookingsOn(ctx, [bay], previous), ...bookingsOn(ctx, [bay], date)].find((b) => {
    const bFrom = dayOf(b.date) * 1440 + b.start;
    return bFrom < to && from < bFrom + b.duration;
  });
  if (clash) {
    return sendJson(ctx.res, 200, {
      error: `${bay.title} is already booked from ${clockText(clash.start)} to ${clockText(clash.start + clash.duration)}. Choose another time or bay.`,
    });
  }
  const booking: Booking = {
    id: ++nextId,
    bay_id: bay.bay_id,
    date,
    start: minutes,
    duration,
    title: `Order #${order.order_id}`,
  };
  settingsOf(ctx.session()).bookings.push(booking);
  const [y, m, d] = date.split('-');
  const appt = { id: booking.id, display_time: { start_date: `${m}/${d}/${y}`, start_time: clockText(minutes) } };
  (order.appointments ??= []).push(appt);
  sendJson(ctx.res, 200, { success: 'The appointment has been booked.', appt });
}

/** POST addVehicle: the customer vehicle fields (as /api/customer_vehicle/add) → vehicles, success. */
async function addVehicle(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    customer_id: { kind: 'int' },
    title: { kind: 'string' },
    vin: { kind: 'string' },
    notes: { kind: 'string' },
    ymm_data: { kind: 'map', required: true },
  });
  const customerId = intField(form, 'customer_id');
  if (!customerId) return sendJson(ctx.res, 200, { error: 'A customer must be selected!' });
  const customer = ctx.state.data.customers.find((c) => c.customer_id === customerId);
  if (!customer) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  const ymm = readYmm(ctx, form.ymm_data);
  if (!ymm) return sendJson(ctx.res, 200, { error: "Choose the vehicle's year, make and model." });
  const vin = stringField(form, 'vin').trim().toUpperCase();
  if (vin && !isValidVin(vin)) return sendJson(ctx.res, 200, { error: 'The VIN is not valid.' });
  const id = Math.max(0, ...ctx.state.data.customers.flatMap((c) => c.vehicles.map((v) => v.vehicle_id))) + 1;
  customer.vehicles.push({
    vehicle_id: id,
    customer_id: customer.customer_id,
    title: stringField(form, 'title').trim() || ymm.display,
    vin,
    notes: stringField(form, 'notes').trim(),
    display: ymm.display,
    ymm_data: ymm.ymm,
  });
  sendJson(ctx.res, 200, {
    success: 'The vehicle has been added to the customer.',
    vehicles: vehiclesOf(ctx, customerId),
  });
}

/** POST /__demo/appointments {time_slot_length?, single?}: this session's booking settings. */
async function demoSettings(ctx: Context): Promise<void> {
  const body = (await ctx.json()) as Record<string, unknown>;
  const settings = settingsOf(ctx.session());
  if (body.time_slot_length !== undefined) {
    const length = Number(body.time_slot_length);
    if (![5, 10, 15, 20, 30, 60].includes(length)) throw new HttpError(400, 'time_slot_length must divide an hour.');
    settings.timeSlotLength = length;
  }
  if (body.single !== undefined) settings.single = [true, 1, '1', 'true'].includes(body.single as never);
  sendJson(ctx.res, 200, { time_slot_length: settings.timeSlotLength, single: settings.single });
}

export function addAppointmentCalls(routes: RouteTable): void {
  routes
    .add('/pos/checkout/getAppointmentData', { methods: ['GET'], kind: 'call', handle: getAppointmentData })
    .add('/pos/checkout/getBayBookings', { methods: ['GET'], kind: 'call', handle: getBayBookings })
    .add('/pos/checkout/addAppointment', { methods: ['POST'], kind: 'call', handle: addAppointment })
    .add('/pos/checkout/addVehicle', { methods: ['POST'], kind: 'call', handle: addVehicle })
    .add('/__demo/appointments', { methods: ['POST'], kind: 'call', handle: demoSettings });
}
