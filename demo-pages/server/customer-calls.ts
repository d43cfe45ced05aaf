/**
 * Customers for the POS cart: search (GET /pos/customer/search?s=), the new-customer save (POST /api/customer/save,
 * spec 3 §5 rules), GET /api/localization/, and customer vehicles (POST /api/customer_vehicle/getVehicleJson, add).
 */
import { checkFields, flagField, intField, isMap, stringField, type FormData, type FormValue } from './form';
import { HttpError, sendJson } from './http';
import type { Context, RouteTable } from './router';
import type { Customer, CustomerVehicle, YmmField } from './types';
import { isValidVin } from './vin';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;
/** North American style (spec 3 §5): optional plus, 3 digits, 3 digits, 4 to 6 digits, brackets, dashes, spaces or dots. */
export const PHONE = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

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

const between = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** The customer editor's rules (spec 3 §5), OpenCart's texts; address only when given or required. */
function customerProblems(ctx: Context, form: FormData): Record<string, string> {
  const { customer_settings: settings, zones } = ctx.state.data.pos;
  const errors: Record<string, string> = {};
  const firstname = stringField(form, 'firstname').trim();
  const lastname = stringField(form, 'lastname').trim();
  const email = stringField(form, 'email').trim();
  const telephone = stringField(form, 'telephone').trim();
  if (!between(firstname, 2, 32)) errors.firstname = 'First Name must be between 2 and 32 characters!';
  if (!between(lastname, 2, 32)) errors.lastname = 'Last Name must be between 2 and 32 characters!';
  if ((email || settings.require_email) && !(email.length <= 96 && EMAIL.test(email)))
    errors.email = 'E-Mail Address does not appear to be valid!';
  else if (email && ctx.state.data.customers.some((c) => c.email.toLowerCase() === email.toLowerCase()))
    errors.email = 'E-Mail Address is already registered!';
  if ((telephone || settings.require_telephone) && !PHONE.test(telephone))
    errors.telephone = 'Telephone must be a valid phone number!';
  const address = Array.isArray(form.address) ? form.address[0] : undefined;
  if (address !== undefined && !isMap(address))
    throw new HttpError(400, 'Field "address" must be sent as address[0][address_1]=….');
  if (address || settings.require_address) {
    const a = (address ?? {}) as FormData;
    checkFields(
      a,
      Object.fromEntries(
        ['firstname', 'lastname', 'company', 'address_1', 'address_2', 'city', 'postcode', 'country_id', 'zone_id'].map(
          (k) => [k, { kind: 'string' as const }],
        ),
      ),
    );
    const field = (k: string) => stringField(a, k).trim();
    if (!between(field('address_1'), 2, 128))
      errors['address.address_1'] = 'Address 1 must be between 2 and 128 characters!';
    if (!between(field('city'), 2, 128)) errors['address.city'] = 'City must be between 2 and 128 characters!';
    if (!between(field('postcode'), 2, 10))
      errors['address.postcode'] = 'Postcode must be between 2 and 10 characters!';
    const country = Number(field('country_id'));
    if (!(country > 0) || !ctx.state.data.pos.countries.some((c) => c.country_id === country))
      errors['address.country_id'] = 'Please select a country!';
    const zone = Number(field('zone_id'));
    if (!(zone > 0) || !zones.some((z) => z.zone_id === zone && z.country_id === country))
      errors['address.zone_id'] = 'Please select a region / state!';
  }
  return errors;
}

async function saveCustomer(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    customer_group_id: { kind: 'int', required: true },
    firstname: { kind: 'string', required: false },
    lastname: { kind: 'string', required: false },
    email: { kind: 'string' },
    telephone: { kind: 'string' },
    is_pro: { kind: 'flag' },
    newsletter: { kind: 'flag' },
    texting_alerts: { kind: 'flag' },
    safe: { kind: 'flag' },
    address: { kind: 'list' },
  });
  const group = intField(form, 'customer_group_id') ?? 0;
  if (!ctx.state.data.pos.customer_groups.some((g) => g.customer_group_id === group)) {
    throw new HttpError(400, `Field "customer_group_id": no customer group with id ${group}.`);
  }
  const errors = customerProblems(ctx, form);
  if (Object.keys(errors).length) return sendJson(ctx.res, 200, { error: errors });
  const customers = ctx.state.data.customers;
  const customer: Customer = {
    customer_id: Math.max(0, ...customers.map((c) => c.customer_id)) + 1,
    firstname: stringField(form, 'firstname').trim(),
    lastname: stringField(form, 'lastname').trim(),
    email: stringField(form, 'email').trim(),
    telephone: stringField(form, 'telephone').trim(),
    customer_group_id: group,
    is_pro: flagField(form, 'is_pro'),
    store_credit: 0,
    texting_alerts: flagField(form, 'texting_alerts'),
    date_added: new Date().toISOString().slice(0, 19).replace('T', ' '),
    vehicles: [],
  };
  customers.push(customer);
  sendJson(ctx.res, 200, {
    success: 'Success: You have added a new customer!',
    customer: searchResult(customer),
    result: 'added',
    redirect: `/pos/customer/edit?customer_id=${customer.customer_id}`,
  });
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

async function addVehicle(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    customer_id: { kind: 'int' },
    vehicle_id: { kind: 'int' },
    title: { kind: 'string' },
    vin: { kind: 'string' },
    notes: { kind: 'string' },
    ymm_data: { kind: 'map', required: true },
  });
  const customer = ctx.state.data.customers.find((c) => c.customer_id === intField(form, 'customer_id'));
  if (!intField(form, 'customer_id')) return sendJson(ctx.res, 200, { error: 'A customer must be selected!' });
  if (!customer) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  const ymm = readYmm(ctx, form.ymm_data);
  if (!ymm) return sendJson(ctx.res, 200, { error: "Choose the vehicle's year, make and model." });
  const vin = stringField(form, 'vin').trim().toUpperCase();
  if (vin && !isValidVin(vin)) return sendJson(ctx.res, 200, { error: 'The VIN is not valid.' });
  const fields = {
    title: stringField(form, 'title').trim() || ymm.display,
    vin,
    notes: stringField(form, 'notes').trim(),
    display: ymm.display,
    ymm_data: ymm.ymm,
  };
  const vehicleId = intField(form, 'vehicle_id');
  if (vehicleId) {
    const vehicle = customer.vehicles.find((v) => v.vehicle_id === vehicleId);
    if (!vehicle) return sendJson(ctx.res, 200, { error: 'Vehicle not found.' });
    Object.assign(vehicle, fields);
    return sendJson(ctx.res, 200, { success: 'The vehicle has been updated.', vehicle_id: vehicleId });
  }
  const id = Math.max(0, ...allVehicles(ctx).map((v) => v.vehicle_id)) + 1;
  customer.vehicles.push({ vehicle_id: id, customer_id: customer.customer_id, ...fields });
  sendJson(ctx.res, 200, { success: 'The vehicle has been added to the customer.', vehicle_id: id });
}

export function addCustomerCalls(routes: RouteTable): void {
  routes
    .add('/pos/customer/search', { methods: ['GET'], kind: 'call', handle: search })
    .add('/api/localization', { methods: ['GET'], kind: 'call', handle: localization })
    .add('/api/customer/save', { methods: ['POST'], kind: 'call', handle: saveCustomer })
    .add('/api/customer_vehicle/getVehicleJson', { methods: ['POST'], kind: 'call', handle: getVehicleJson })
    .add('/api/customer_vehicle/add', { methods: ['POST'], kind: 'call', handle: addVehicle });
}
