import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddAppointmentAnswerSchema,
  AddVehicleAnswerSchema,
  AppointmentDataSchema,
  BayBookingsSchema,
} from '../../../src/pos/schemas/appointment';
import { LoginStatusSchema } from '../../../src/pos/schemas/staff-session';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store: TestStore;
let clerk: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

const booking = (fields: Record<string, string | number> = {}) =>
  new URLSearchParams({
    bay_id: '31',
    duration: '60',
    'user_id[0]': '2',
    location_id: '3',
    appt_note: '',
    'category_products[0]': '111',
    start: '2030-06-03 11:00',
    status_id: '1',
    customer_id: '5',
    order_id: '1005',
    created_by: '1',
    vehicle_id: '',
    notify_customer: '0',
    ...Object.fromEntries(Object.entries(fields).map(([k, x]) => [k, String(x)])),
  }).toString();

const post = (path: string, body: string) =>
  clerk.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

describe('appointment calls of the demo store (spec 2 §7)', () => {
  it('getAppointmentData answers the documented shape: bays per location, installers, statuses, the order and its customer', async () => {
    const data = v.parse(AppointmentDataSchema, await clerk.json('/pos/checkout/getAppointmentData?orderId=1005'));
    expect(data).toMatchObject({ orderId: 1005, customerId: 5, userId: 1, timeSlotLength: 30, ymmEnabled: true });
    expect(data.bays.filter((b) => b.location_id === 1).map((b) => b.title)).toEqual([
      'Bay 1',
      'Bay 2',
      'Alignment Rack',
    ]);
    expect(data.products).toEqual([{ product_id: 111, name: 'Luminex Amber Fog Light Pods Install Kit' }]);
    expect(data.installers.map((i) => i.wholename)).toEqual(['Jordan Lee', 'Chris Patel', 'Morgan Diaz']);
    expect(data.vehicles).toHaveLength(3);
  });

  it('the slot length and single options are per session (POST /__demo/appointments)', async () => {
    await clerk.postJson('/__demo/appointments', { time_slot_length: 15, single: true });
    const data = v.parse(AppointmentDataSchema, await clerk.json('/pos/checkout/getAppointmentData?orderId=1005'));
    expect(data.timeSlotLength).toBe(15);
    expect([data.locations.length, data.bays.length, data.installers.length, data.statuses.length]).toEqual([
      1, 1, 1, 1,
    ]);
    const other = await new Visitor(store.base).signInAsStaff();
    expect((await other.json('/pos/checkout/getAppointmentData?orderId=1005')).timeSlotLength).toBe(30);
  });

  it('addAppointment books a free slot, appends it to the order record, and refuses an overlap in its own words', async () => {
    const res = await post('/pos/checkout/addAppointment', booking());
    const answer = v.parse(AddAppointmentAnswerSchema, await res.json());
    expect(answer.appt.display_time).toEqual({ start_date: '06/03/2030', start_time: '11:00 AM' });
    const order = store.server.demoState.data.orders.find((o) => o.order_id === 1005)!;
    expect(order.appointments).toEqual([answer.appt]);
    const clash = await (await post('/pos/checkout/addAppointment', booking({ start: '2030-06-03 11:30' }))).json();
    expect(clash).toEqual({ error: 'Lift A is already booked from 11:00 AM to 12:00 PM. Choose another time or bay.' });
    const seed = await (await post('/pos/checkout/addAppointment', booking({ start: '2030-06-03 08:30' }))).json();
    expect(seed.error).toBe('Lift A is already booked from 9:00 AM to 10:30 AM. Choose another time or bay.');
    const day = v.parse(
      BayBookingsSchema,
      await clerk.json('/pos/checkout/getBayBookings?locationId=3&date=2030-06-03'),
    );
    expect(day.bookings.map((b) => b.start)).toEqual(['2030-06-03 09:00', '2030-06-03 11:00']);
  });

  it('addAppointment refuses times off the slot, a bay of another location, and wrong field names', async () => {
    expect(
      (await (await post('/pos/checkout/addAppointment', booking({ start: '2030-06-03 11:15' }))).json()).error,
    ).toBe('Start time must be on a 30-minute slot.');
    expect((await (await post('/pos/checkout/addAppointment', booking({ bay_id: 11 }))).json()).error).toMatch(
      /not at Summit Parts Co. - Westerville/,
    );
    expect((await post('/pos/checkout/addAppointment', booking({ bay: 31 }))).status).toBe(400);
  });

  it('addVehicle needs a customer and answers the vehicles', async () => {
    const ymm =
      'ymm_data[Year][api_field]=Year&ymm_data[Year][api_value]=2007&ymm_data[Year][label_field]=Year&ymm_data[Year][label_value]=2007' +
      '&ymm_data[MakeID][api_field]=MakeID&ymm_data[MakeID][api_value]=3&ymm_data[MakeID][label_field]=MakeName&ymm_data[MakeID][label_value]=GMC' +
      '&ymm_data[ModelID][api_field]=ModelID&ymm_data[ModelID][api_value]=211&ymm_data[ModelID][label_field]=ModelName&ymm_data[ModelID][label_value]=Canyon';
    expect(await (await post('/pos/checkout/addVehicle', `customer_id=0&title=X&${ymm}`)).json()).toEqual({
      error: 'A customer must be selected!',
    });
    const answer = v.parse(
      AddVehicleAnswerSchema,
      await (await post('/pos/checkout/addVehicle', `customer_id=12&title=Tow Rig&${ymm}`)).json(),
    );
    expect(answer.vehicles).toEqual([expect.objectContaining({ title: 'Tow Rig', display: '2007 GMC Canyon' })]);
  });

  it('staff only; a locked staff session answers 401 until POST /pos/login signs it in again', async () => {
    const stranger = new Visitor(store.base);
    expect((await stranger.request('/pos/checkout/getAppointmentData?orderId=1005')).status).toBe(401);
    await clerk.request('/__demo/staff-lock', { method: 'POST' });
    expect((await clerk.request('/pos/checkout/getAppointmentData?orderId=1005')).status).toBe(401);
    const status = v.parse(LoginStatusSchema, await clerk.json('/pos/login'));
    expect(status).toEqual({ locked: true, user: { user_id: 1, username: 'sam', name: 'Sam Ortiz' } });
    expect(await (await post('/pos/login', 'username=sam&password=nope')).json()).toEqual({
      error: 'Incorrect username or password.',
    });
    expect(await (await post('/pos/login', 'username=Chris&password=install')).json()).toMatchObject({
      user: { name: 'Chris Patel' },
    });
    const data = v.parse(AppointmentDataSchema, await clerk.json('/pos/checkout/getAppointmentData?orderId=1005'));
    expect(data.userId).toBe(3);
  });
});
