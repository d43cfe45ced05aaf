/**
 * Customers for the POS cart: search (GET /pos/customer/search?s=), the customer save (POST /api/customer/save, in
 * customer-editor-calls.ts), GET /api/localization/, and customer vehicles (POST /api/customer_vehicle/getVehicleJson, add, edit).
 */
import { checkFields, intField, isMap, stringField, type FormValue } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import type { Context, RouteTable } from '../core/router';
import type { Customer, CustomerVehicle, YmmField } from '../core/types';
import { isValidVin } from '../vehicle/vin';
import { saveCustomer } from './customer-editor-calls';

function searchResult(c: Customer) {
  return {
    customer_id: c.customer_id,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    vehicle: c.vehicles[0]?.display ?? '',
  };
}

/** Every word must match a name or the email; a query of 3+ digits also matches the phone number's digits. */
function search(ctx: Context): void {
  const s = (ctx.query.get('s') ?? '').trim().toLowerCase();
  if (!s) return sendJson(ctx.res, 200, []);
  const digits = s.replace(/\D/g, '');
  const words = s.split(/\s+/);
  const found = ctx.state.data.customers.filter((c) => {
    const text = `${c.firstname} ${c.lastname} ${c.email}`.toLowerCase();
    if (words.every((w) => text.includes(w))) return true;
    return (
      digits.length >= 3 &&
      digits.length === s.replace(/[\s()+.-]/g, '').length &&
      c.telephone.replace(/\D/g, '').includes(digits)
    );
  });
  sendJson(ctx.res, 200, found.slice(0, 10).map(searchResult));
}

function localization(ctx: Context): void {
  const { countries, zones } = ctx.state.data.pos;
  sendJson(ctx.res, 200, { countries, zones });
}

function allVehicles(ctx: Context): CustomerVehicle[] {
  return ctx.state.data.customers.flatMap((c) => c.vehicles);
}

async function getVehicleJson(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { vehicleId: { kind: 'int', required: true } });
  const vehicle = allVehicles(ctx).find((v) => v.vehicle_id === intField(form, 'vehicleId'));
  if (!vehicle) return sendJson(ctx.res, 200, { error: 'Vehicle not found.' });
  sendJson(ctx.res, 200, vehicle);
}

/** ymm_data[Year|MakeID|ModelID|SubModelID…][api_field|api_value|label_field|label_value], checked against the vehicle data. */
export function readYmm(
  ctx: Context,
  value: FormValue | undefined,
): { ymm: CustomerVehicle['ymm_data']; display: string } | null {
  if (value === undefined) return null;
  if (!isMap(value)) throw new HttpError(400, 'Field "ymm_data" must be sent as ymm_data[Year][api_value]=….');
  const facet = (name: string): YmmField | null => {
    const f = value[name];
    if (f === undefined) return null;
    if (!isMap(f))
      throw new HttpError(400, `Field "ymm_data[${name}]" must be sent as ymm_data[${name}][api_value]=….`);
    checkFields(f, {
      api_field: { kind: 'string', required: true },
      api_value: { kind: 'string', required: true },
      label_field: { kind: 'string', required: true },
      label_value: { kind: 'string', required: true },
    });
    return {
      api_field: stringField(f, 'api_field'),
      api_value: stringField(f, 'api_value'),
      label_field: stringField(f, 'label_field'),
      label_value: stringField(f, 'label_value'),
    };
  };
  const [year, make, model] = [facet('Year'), facet('MakeID'), facet('ModelID')];
  if (!year || !make || !model) return null;
  const { models, makes } = ctx.state.data.vehicles;
  const y = Number(year.api_value);
  const found = models.find(
    (m) =>
      m.ModelID === Number(model.api_value) &&
      m.MakeID === Number(make.api_value) &&
      y >= m.year_from &&
      y <= m.year_to,
  );
  const makeName = makes.find((m) => m.MakeID === Number(make.api_value))?.MakeName;
  if (!found || !makeName) return null;
  // The extra choices (sub model, body type, bed length) travel with the vehicle so a maybe-part can be settled.
  const extras = Object.fromEntries(
    ['SubModelID', 'BodyTypeID', 'BedLengthID'].flatMap((name) => {
      const f = facet(name);
      return f ? [[name, f]] : [];
    }),
  );
  return {
    ymm: { Year: year, MakeID: make, ModelID: model, ...extras },
    display: `${y} ${makeName} ${found.ModelName}`,
  };
}

/** The vehicle fields of add and edit, checked; the customer and the vehicle as the fields describe them. */
async function vehicleForm(ctx: Context, edit: boolean) {
  const form = await ctx.form();
  checkFields(form, {
    customer_id: { kind: 'int' },
    // add makes a new vehicle: it takes no vehicle id (a real store would add a second vehicle); edit needs one.
    ...(edit ? { vehicleId: { kind: 'int', required: true } } : {}),
    title: { kind: 'string' },
    vin: { kind: 'string' },
    notes: { kind: 'string' },
    ymm_data: { kind: 'map', required: true },
  } as const);
  const customer = ctx.state.data.customers.find((c) => c.customer_id === intField(form, 'customer_id'));
  if (!intField(form, 'customer_id')) return { error: 'A customer must be selected!' };
  if (!customer) return { error: 'Customer not found.' };
  const ymm = readYmm(ctx, form.ymm_data);
  if (!ymm) return { error: "Choose the vehicle's year, make and model." };
  const vin = stringField(form, 'vin').trim().toUpperCase();
  if (vin && !isValidVin(vin)) return { error: 'The VIN is not valid.' };
  const fields = {
    title: stringField(form, 'title').trim() || ymm.display,
    vin,
    notes: stringField(form, 'notes').trim(),
    display: ymm.display,
    ymm_data: ymm.ymm,
  };
  return { customer, fields, vehicleId: edit ? intField(form, 'vehicleId') : 0 };
}

/** POST /api/customer_vehicle/add: a new vehicle of the customer's. */
async function addVehicle(ctx: Context): Promise<void> {
  const read = await vehicleForm(ctx, false);
  if ('error' in read) return sendJson(ctx.res, 200, { error: read.error });
  const id = Math.max(0, ...allVehicles(ctx).map((v) => v.vehicle_id)) + 1;
  read.customer.vehicles.push({ vehicle_id: id, customer_id: read.customer.customer_id, ...read.fields });
  sendJson(ctx.res, 200, { success: 'The vehicle has been added to the customer.', vehicle_id: id });
}

/** POST /api/customer_vehicle/edit {vehicleId, …}: changes one of the customer's vehicles. */
async function editVehicle(ctx: Context): Promise<void> {
  const read = await vehicleForm(ctx, true);
  if ('error' in read) return sendJson(ctx.res, 200, { error: read.error });
  const vehicle = read.customer.vehicles.find((v) => v.vehicle_id === read.vehicleId);
  if (!vehicle) return sendJson(ctx.res, 200, { error: 'Vehicle not found.' });
  Object.assign(vehicle, read.fields);
  sendJson(ctx.res, 200, { success: 'The vehicle has been updated.', vehicle_id: read.vehicleId });
}

export function addCustomerCalls(routes: RouteTable): void {
  routes
    .add('/pos/customer/search', { methods: ['GET'], kind: 'call', handle: search })
    .add('/api/localization', { methods: ['GET'], kind: 'call', handle: localization })
    .add('/api/customer/save', { methods: ['POST'], kind: 'call', handle: saveCustomer })
    .add('/api/customer_vehicle/getVehicleJson', { methods: ['POST'], kind: 'call', handle: getVehicleJson })
    .add('/api/customer_vehicle/add', { methods: ['POST'], kind: 'call', handle: addVehicle })
    .add('/api/customer_vehicle/edit', { methods: ['POST'], kind: 'call', handle: editVehicle });
}
