/**
 * The customer editor's calls (spec 3 §7): GET /api/customer/get?customerId= (the customer; 0 gives a new one's
 * defaults) and POST /api/customer/save[?customerId=] (form-encoded customer, spec 3 §5 rules, OpenCart's texts) ->
 * success, error, customer, result, redirect. The POS cart's New Customer form saves through the same call.
 * Customers are the store's (state.data), not the session's. Staff only (staff.ts covers /api/).
 */
import { checkFields, flagField, intField, isMap, stringField, type FormData, type FormValue } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import type { Context } from '../core/router';
import type { Session } from '../core/session';
import type { Customer } from '../core/types';
import { checkQuery } from '../core/query';
import { customerSettingToggles } from '../qa/toggles';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;
/** North American style (spec 3 §5): optional plus, 3 digits, 3 digits, 4 to 6 digits, brackets, dashes, spaces or dots. */
export const PHONE = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

type CustomValues = Record<string, string | string[]>;

interface DemoAddress {
  address_id: number;
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: number;
  zone_id: number;
  custom_field: CustomValues;
}

/** What the editor holds beyond the shared Customer record; keyed by the record, so a seed reset drops it. */
interface EditorExtra {
  newsletter: boolean;
  tax_exempt: boolean;
  tax_exempt_number: string;
  default_location_id: number;
  status: boolean;
  safe: boolean;
  has_password: boolean;
  account_custom_field: CustomValues;
  addresses: DemoAddress[];
  address_id: number;
}

const extras = new WeakMap<Customer, EditorExtra>();
let nextAddressId = 1000;

function extraOf(c: Customer): EditorExtra {
  let extra = extras.get(c);
  if (!extra) {
    extra = {
      newsletter: false,
      tax_exempt: false,
      tax_exempt_number: '',
      default_location_id: 0,
      status: true,
      safe: true,
      has_password: false,
      account_custom_field: {},
      addresses: [],
      address_id: 0,
    };
    extras.set(c, extra);
  }
  return extra;
}

/** The customer as the editor reads it (never the password). */
export function editorCustomer(c: Customer) {
  const { has_password: _hidden, ...extra } = extraOf(c);
  return {
    customer_id: c.customer_id,
    customer_group_id: c.customer_group_id,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    // A string, as the store's PHP sends it: the client reads both forms.
    texting_alerts: c.texting_alerts ? 'true' : 'false',
    ...extra,
  };
}

/** GET /api/customer/get?customerId=: one customer; 0 gives a new customer's defaults. */
export function getEditorCustomer(ctx: Context): void {
  checkQuery(ctx, ['customerId']);
  const raw = ctx.query.get('customerId') ?? '';
  if (!/^\d+$/.test(raw))
    throw new HttpError(400, `Query "customerId" must be a customer id, got ${JSON.stringify(raw)}.`);
  const id = Number(raw);
  if (id === 0) {
    const group = ctx.state.data.pos.customer_groups[0]?.customer_group_id ?? 0;
    return sendJson(ctx.res, 200, { customer_id: 0, customer_group_id: group, status: 1, safe: 1, addresses: [] });
  }
  const customer = ctx.state.data.customers.find((c) => c.customer_id === id);
  if (!customer) throw new HttpError(404, `No customer with id ${id}.`);
  sendJson(ctx.res, 200, editorCustomer(customer));
}

const between = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

const ADDRESS_KEYS = [
  'address_id',
  'firstname',
  'lastname',
  'company',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country_id',
  'zone_id',
  'default',
] as const;

/** custom_field[ID]=text or custom_field[ID][]=value id, for fields of this location only. */
function readCustom(ctx: Context, value: FormValue | undefined, location: 'account' | 'address', name: string) {
  if (value === undefined || value === '') return {};
  if (!isMap(value) && !Array.isArray(value))
    throw new HttpError(400, `Field "${name}" must be sent as ${name}[ID]=….`);
  const out: CustomValues = {};
  for (const [key, answer] of Object.entries(value)) {
    const field = ctx.state.data.pos.custom_fields.find((f) => String(f.custom_field_id) === key);
    if (!field || field.location !== location)
      throw new HttpError(400, `Field "${name}[${key}]": no ${location} custom field ${key}.`);
    if (Array.isArray(answer)) {
      if (field.type !== 'checkbox' || !answer.every((a) => typeof a === 'string'))
        throw new HttpError(400, `Field "${name}[${key}]" takes one value.`);
      out[key] = answer as string[];
    } else if (typeof answer === 'string') out[key] = answer;
    else throw new HttpError(400, `Field "${name}[${key}]" must be a text or a list.`);
  }
  return out;
}

type CustomerSettings = Context['state']['data']['pos']['customer_settings'];
const settingOverrides = new WeakMap<Session, Partial<CustomerSettings>>();

/**
 * The store's require_email / require_telephone / require_address, with the QA overrides of the editor page last shown
 * in the session: the page takes `?demo_require_address=1` (or 0; _email, _telephone) for that view, and the save checks
 * with the same settings, so the page's props and the save's rules always agree.
 */
export function customerSettings(ctx: Context, readQuery = false): CustomerSettings {
  const session = ctx.session();
  // A page view sets them afresh (a view without toggles is the store's settings); a save reads the last view's.
  const overrides = readQuery ? {} : (settingOverrides.get(session) ?? {});
  const settings = { ...ctx.state.data.pos.customer_settings };
  const keys = Object.keys(settings) as (keyof CustomerSettings)[];
  if (readQuery) Object.assign(overrides, customerSettingToggles(ctx.query, keys));
  for (const key of keys) if (overrides[key] !== undefined) settings[key] = overrides[key];
  settingOverrides.set(session, overrides);
  return settings;
}

/** The editor's rules (spec 3 §5) with OpenCart's texts; `address.{i}.field` for each address's problems. */
function problems(ctx: Context, form: FormData, self: Customer | undefined, addresses: FormData[]) {
  const { zones, countries } = ctx.state.data.pos;
  const settings = customerSettings(ctx);
  const errors: Record<string, string> = {};
  const firstname = stringField(form, 'firstname').trim();
  const lastname = stringField(form, 'lastname').trim();
  const email = stringField(form, 'email').trim();
  const telephone = stringField(form, 'telephone').trim();
  const password = stringField(form, 'password');
  if (!between(firstname, 2, 32)) errors.firstname = 'First Name must be between 2 and 32 characters!';
  if (!between(lastname, 2, 32)) errors.lastname = 'Last Name must be between 2 and 32 characters!';
  if ((email || settings.require_email) && !(email.length <= 96 && EMAIL.test(email)))
    errors.email = 'E-Mail Address does not appear to be valid!';
  else if (email && ctx.state.data.customers.some((c) => c !== self && c.email.toLowerCase() === email.toLowerCase()))
    errors.email = 'E-Mail Address is already registered!';
  if ((telephone || settings.require_telephone) && !PHONE.test(telephone))
    errors.telephone = 'Telephone must be a valid phone number!';
  if (password && !between(password, 4, 20)) errors.password = 'Password must be between 4 and 20 characters!';
  if (settings.require_address && addresses.length === 0) errors.address = 'Please add an address!';
  addresses.forEach((a, i) => {
    const field = (k: string) => stringField(a, k).trim();
    const check = (k: string, min: number, max: number, label: string, optional = false) => {
      const value = field(k);
      if (optional && !value) return;
      if (!between(value, min, max))
        errors[`address.${i}.${k}`] = `${label} must be between ${min} and ${max} characters!`;
    };
    // Spec 3 §5: address fields are required only with require_address; without it a field is checked when given.
    const optional = !settings.require_address;
    check('firstname', 2, 32, 'First Name', optional);
    check('lastname', 2, 32, 'Last Name', optional);
    check('company', 2, 40, 'Company', true);
    check('address_1', 2, 128, 'Address 1', optional);
    check('address_2', 2, 128, 'Address 2', true);
    check('city', 2, 128, 'City', optional);
    check('postcode', 2, 10, 'Postcode', optional);
    const country = Number(field('country_id') || 0);
    const zone = Number(field('zone_id') || 0);
    if (!(optional && country === 0) && !countries.some((c) => c.country_id === country))
      errors[`address.${i}.country_id`] = 'Please select a country!';
    if (!(optional && zone === 0) && !zones.some((z) => z.zone_id === zone && z.country_id === country))
      errors[`address.${i}.zone_id`] = 'Please select a region / state!';
  });
  return errors;
}

/** POST /api/customer/save[?customerId=]: adds (result "added", redirect to the edit page) or updates a customer. */
export async function saveCustomer(ctx: Context): Promise<void> {
  checkQuery(ctx, ['customerId']);
  const customerId = Number(ctx.query.get('customerId') ?? 0);
  const self = customerId > 0 ? ctx.state.data.customers.find((c) => c.customer_id === customerId) : undefined;
  if (customerId > 0 && !self) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  const form = await ctx.form();
  checkFields(form, {
    customer_group_id: { kind: 'int', required: true },
    firstname: { kind: 'string', required: false },
    lastname: { kind: 'string', required: false },
    email: { kind: 'string' },
    telephone: { kind: 'string' },
    password: { kind: 'string' },
    is_pro: { kind: 'flag' },
    newsletter: { kind: 'flag' },
    texting_alerts: { kind: 'flag' },
    tax_exempt: { kind: 'flag' },
    tax_exempt_number: { kind: 'string' },
    default_location_id: { kind: 'int' },
    status: { kind: 'flag' },
    safe: { kind: 'flag' },
    custom_field: { kind: 'map' },
    address: { kind: 'list' },
  });
  const group = intField(form, 'customer_group_id') ?? 0;
  if (!ctx.state.data.pos.customer_groups.some((g) => g.customer_group_id === group))
    throw new HttpError(400, `Field "customer_group_id": no customer group with id ${group}.`);
  const location = intField(form, 'default_location_id') ?? 0;
  if (location && !ctx.state.data.locations.some((l) => l.location_id === location))
    throw new HttpError(400, `Field "default_location_id": no location with id ${location}.`);
  const rawAddresses = Array.isArray(form.address) ? form.address : [];
  const addresses = rawAddresses.map((a, i) => {
    if (!isMap(a)) throw new HttpError(400, `Field "address[${i}]" must be sent as address[${i}][address_1]=….`);
    const { custom_field: _custom, ...plain } = a;
    checkFields(plain, Object.fromEntries(ADDRESS_KEYS.map((k) => [k, { kind: 'string' as const }])));
    return a;
  });
  const custom = readCustom(ctx, form.custom_field, 'account', 'custom_field');
  const addressCustom = addresses.map((a, i) =>
    readCustom(ctx, a.custom_field, 'address', `address[${i}][custom_field]`),
  );
  const errors = problems(ctx, form, self, addresses);
  if (Object.keys(errors).length) return sendJson(ctx.res, 200, { error: errors });

  const customers = ctx.state.data.customers;
  const customer: Customer = self ?? {
    customer_id: Math.max(0, ...customers.map((c) => c.customer_id)) + 1,
    firstname: '',
    lastname: '',
    email: '',
    telephone: '',
    customer_group_id: group,
    is_pro: false,
    store_credit: 0,
    texting_alerts: false,
    date_added: new Date().toISOString().slice(0, 19).replace('T', ' '),
    vehicles: [],
  };
  Object.assign(customer, {
    firstname: stringField(form, 'firstname').trim(),
    lastname: stringField(form, 'lastname').trim(),
    email: stringField(form, 'email').trim(),
    telephone: stringField(form, 'telephone').trim(),
    customer_group_id: group,
    texting_alerts: flagField(form, 'texting_alerts'),
  });
  if ('is_pro' in form) customer.is_pro = flagField(form, 'is_pro');
  const extra = extraOf(customer);
  const known = new Set(extra.addresses.map((a) => a.address_id));
  const kept: DemoAddress[] = addresses.map((a, i) => {
    const given = intField(a, 'address_id') ?? 0;
    const s = (k: string) => stringField(a, k).trim();
    return {
      // An id the customer does not own starts a new address.
      address_id: given && known.has(given) ? given : nextAddressId++,
      firstname: s('firstname'),
      lastname: s('lastname'),
      company: s('company'),
      address_1: s('address_1'),
      address_2: s('address_2'),
      city: s('city'),
      postcode: s('postcode'),
      country_id: Number(s('country_id')),
      zone_id: Number(s('zone_id')),
      custom_field: addressCustom[i] ?? {},
    };
  });
  const defaultIndex = addresses.findIndex((a) => stringField(a, 'default') === '1');
  Object.assign(extra, {
    newsletter: flagField(form, 'newsletter'),
    tax_exempt: flagField(form, 'tax_exempt'),
    tax_exempt_number: flagField(form, 'tax_exempt') ? stringField(form, 'tax_exempt_number').trim() : '',
    default_location_id: location,
    status: 'status' in form ? flagField(form, 'status') : extra.status,
    safe: 'safe' in form ? flagField(form, 'safe') : extra.safe,
    has_password: extra.has_password || stringField(form, 'password') !== '',
    account_custom_field: custom,
    addresses: kept,
    address_id: kept[Math.max(0, defaultIndex)]?.address_id ?? 0,
  });
  if (!self) customers.push(customer);
  sendJson(ctx.res, 200, {
    success: self ? 'Success: You have modified customers!' : 'Success: You have added a new customer!',
    customer: editorCustomer(customer),
    result: self ? 'modified' : 'added',
    redirect: `/pos/customer/edit?customer_id=${customer.customer_id}`,
  });
}
