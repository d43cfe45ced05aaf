import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-customer-editor';
import { CUSTOMER_TABS } from '../../../islands/pos-customer-editor/tabs';
import { CustomerRecordSchema, customerProblems, saveProblems } from '../../../src/pos/customer';
import { $editor, draftOf } from '../../../src/pos/customer/stores/editor';
import { saveFields } from '../../../src/pos/customer/stores/editor-actions';
import { CustomerEditorPropsSchema } from '../../../src/pos/customer/schemas/editor-props';
import { ServerMessageError } from '../../../src/api/errors';
import * as v from 'valibot';
import { notify } from '../helpers/notify';
import { renderIsland } from '../helpers/render-island';
import { demoStore } from '../helpers/demo-store';
import { staffPage } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

// The island on the demo store, as a signed-in clerk: the seed's customers (Rosa Delgado is customer 7, Priya Raman 3),
// countries and zones, and its strict save. Customers are shared by the file's tests: a save adds a customer of its own.
const store = demoStore();

const PROPS = {
  customer_groups: [
    { customer_group_id: 1, name: 'Retail' },
    { customer_group_id: 2, name: 'Wholesale' },
  ],
};

async function open(props: Record<string, unknown> = {}) {
  renderIsland(island, { ...PROPS, ...props });
  return screen.findByRole('region', { name: 'Customer Details' });
}

/** What a screen reader reads after the field's name: its problem (and hint). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** Long texts are pasted: typing 129 keys one by one is slow and proves nothing more. */
async function typeLong(el: HTMLElement, length: number) {
  await userEvent.click(el);
  await userEvent.paste('x'.repeat(length));
}
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

const settings = { require_email: false, require_telephone: false, require_address: false };
const VALID = {
  customer_group_id: '1',
  firstname: 'Dana',
  lastname: 'Whitfield',
  email: '',
  telephone: '',
  password: '',
  addresses: [],
};
const ADDRESS = {
  firstname: '',
  lastname: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: '',
  zone_id: '',
};

// The tests set the tab list they need; the real one comes back after each.
const REAL_TABS = [...CUSTOMER_TABS];
beforeEach(async () => {
  CUSTOMER_TABS.length = 0;
  resetStores();
  await staffPage(store);
});
afterEach(() => {
  CUSTOMER_TABS.splice(0, CUSTOMER_TABS.length, ...REAL_TABS);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('customer editor rules (spec 3 §5)', () => {
  it('names 2 to 32: "Required", "Minimum 2 characters", "Maximum 32 characters"', () => {
    expect(customerProblems({ ...VALID, firstname: '' }, settings)).toEqual({ firstname: 'Required' });
    expect(customerProblems({ ...VALID, firstname: ' D ' }, settings)).toEqual({ firstname: 'Minimum 2 characters' });
    expect(customerProblems({ ...VALID, lastname: 'x'.repeat(33) }, settings)).toEqual({
      lastname: 'Maximum 32 characters',
    });
    expect(customerProblems({ ...VALID, lastname: 'x'.repeat(32) }, settings)).toEqual({});
  });

  it('email valid ("Invalid email"), required only with require_email', () => {
    expect(customerProblems({ ...VALID, email: 'dana@' }, settings)).toEqual({ email: 'Invalid email' });
    expect(customerProblems(VALID, { ...settings, require_email: true })).toEqual({ email: 'Required' });
    expect(customerProblems({ ...VALID, email: 'dana@example.com' }, { ...settings, require_email: true })).toEqual({});
  });

  it('telephone matches the phone pattern ("Invalid phone number format"), required only with require_telephone', () => {
    expect(customerProblems({ ...VALID, telephone: '555-12' }, settings)).toEqual({
      telephone: 'Invalid phone number format',
    });
    expect(customerProblems(VALID, { ...settings, require_telephone: true })).toEqual({ telephone: 'Required' });
    for (const phone of ['(614) 555-0200', '+614.555.0200', '614-555-020012'])
      expect(customerProblems({ ...VALID, telephone: phone }, settings)).toEqual({});
  });

  it('password 4 to 20 (empty keeps the current one)', () => {
    expect(customerProblems({ ...VALID, password: 'abc' }, settings)).toEqual({ password: 'Minimum 4 characters' });
    expect(customerProblems({ ...VALID, password: 'x'.repeat(21) }, settings)).toEqual({
      password: 'Maximum 20 characters',
    });
    expect(customerProblems({ ...VALID, password: 'abcd' }, settings)).toEqual({});
  });

  it('address lengths: address 2-128, company 2-40, city 2-128, postcode 2-10; checked only when filled without require_address', () => {
    const address = {
      ...ADDRESS,
      firstname: 'D',
      company: 'x'.repeat(41),
      address_1: 'x'.repeat(129),
      address_2: 'x',
      city: 'x'.repeat(129),
      postcode: 'x'.repeat(11),
    };
    expect(customerProblems({ ...VALID, addresses: [address] }, settings)).toEqual({
      'addresses.0.firstname': 'Minimum 2 characters',
      'addresses.0.company': 'Maximum 40 characters',
      'addresses.0.address_1': 'Maximum 128 characters',
      'addresses.0.address_2': 'Minimum 2 characters',
      'addresses.0.city': 'Maximum 128 characters',
      'addresses.0.postcode': 'Maximum 10 characters',
    });
    expect(customerProblems({ ...VALID, addresses: [ADDRESS] }, settings)).toEqual({});
  });

  it('with require_address: an address is needed, and its names, address 1, city, postcode, country and zone are required', () => {
    const on = { ...settings, require_address: true };
    expect(customerProblems(VALID, on)).toEqual({ addresses: 'At least one address is required.' });
    expect(customerProblems({ ...VALID, addresses: [ADDRESS] }, on)).toEqual({
      'addresses.0.firstname': 'Required',
      'addresses.0.lastname': 'Required',
      'addresses.0.address_1': 'Required',
      'addresses.0.city': 'Required',
      'addresses.0.postcode': 'Required',
      'addresses.0.country_id': 'Required',
      'addresses.0.zone_id': 'Required',
    });
    const full = {
      ...ADDRESS,
      firstname: 'Dana',
      lastname: 'W',
      address_1: '1 Main',
      city: 'Columbus',
      postcode: '43004',
      country_id: '223',
      zone_id: '3660',
    };
    expect(customerProblems({ ...VALID, addresses: [{ ...full, lastname: 'Whitfield' }] }, on)).toEqual({});
    expect(customerProblems({ ...VALID, addresses: [{ ...full, zone_id: '-4' }] }, on)).toMatchObject({
      'addresses.0.zone_id': 'Required',
    });
  });
});

describe('customer wire shapes', () => {
  it('texting_alerts and the other flags read their string forms; PHP empty arrays read as none', () => {
    for (const [wire, on] of [
      ['true', true],
      ['false', false],
      ['1', true],
      ['0', false],
      [true, true],
      ['', false],
    ] as const) {
      expect(v.parse(CustomerRecordSchema, { texting_alerts: wire }).texting_alerts).toBe(on);
    }
    const c = v.parse(CustomerRecordSchema, { account_custom_field: [], addresses: { 5: { address_id: '5' } } });
    expect(c.account_custom_field).toEqual({});
    expect(c.addresses[0]?.address_id).toBe(5);
    expect(c.status).toBe(true);
  });

  it('the save form: PHP-style keys, safe forced to 1 in POS, the default address, tax_exempt_number only when tax exempt', () => {
    const config = v.parse(CustomerEditorPropsSchema, {});
    const customer = v.parse(CustomerRecordSchema, {
      customer_id: 4,
      customer_group_id: 2,
      firstname: 'Tom',
      safe: '0',
      tax_exempt_number: 'OLD',
      address_id: 9,
      addresses: [{ address_id: 8 }, { address_id: 9, country_id: 223 }],
      account_custom_field: { 3: ['6', '7'] },
    });
    const draft = draftOf(customer, config);
    expect(draft.safe).toBe(true);
    const fields = saveFields(draft, config, false);
    expect(fields).toMatchObject({ safe: true, custom_field: { 3: ['6', '7'] } });
    expect(fields.tax_exempt_number).toBeUndefined();
    expect(fields.address).toMatchObject([
      { address_id: 8, default: false },
      { address_id: 9, country_id: '223', default: true },
    ]);
    const server = new ServerMessageError(
      'x',
      '/api/customer/save',
      [],
      { 'address.1.city': 'City!', email: 'E!' },
      null,
    );
    expect(saveProblems(server)).toEqual({ 'addresses.1.city': 'City!', email: 'E!' });
  });
});

describe('customer editor island', () => {
  it('a new customer: GET /get?customerId=0, only the General tab, safe forced on in POS', async () => {
    const details = await open();
    expect(store.sent('GET /api/customer/get')[0]?.url.searchParams.get('customerId')).toBe('0');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General']);
    expect((within(details).getByLabelText('Safe') as HTMLInputElement).checked).toBe(true);
    expect((within(details).getByLabelText('Safe') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Assign Customer to Cart' })).toBeNull();
  });

  it('an existing customer shows every registered tab, loaded on first open; Add History opens the History tab', async () => {
    let loads = 0;
    CUSTOMER_TABS.push({
      id: 'history',
      label: 'History',
      load: async () => {
        loads++;
        return { default: ({ customerId }) => <p>History of {customerId}</p> };
      },
    });
    CUSTOMER_TABS.push({
      id: 'vehicles',
      label: 'Vehicles',
      shown: ({ config }) => config.vehicles_enabled,
      load: async () => ({ default: () => null }),
    });
    const details = await open({ customer_id: 7, vehicles_enabled: false });
    expect(valueOf(within(details).getByLabelText(/^First Name( \*)?$/))).toBe('Rosa');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'History']);
    expect(loads).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add History' }));
    expect(await screen.findByText('History of 7')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(loads).toBe(1);
  });

  it('every validation message shows beside its field after Save, and nothing is sent', async () => {
    const details = await open({ require_email: true, require_telephone: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = (name: string) => within(details).getByLabelText(new RegExp(`^${name}( \\*)?$`));
    expect(description(field('First Name'))).toBe('Required');
    expect(description(field('Last Name'))).toBe('Required');
    expect(description(field('E-Mail'))).toBe('Required');
    expect(description(field('Telephone'))).toBe('Required');
    await userEvent.type(field('First Name'), 'D');
    expect(description(field('First Name'))).toBe('Minimum 2 characters');
    await typeLong(field('Last Name'), 33);
    expect(description(field('Last Name'))).toBe('Maximum 32 characters');
    await userEvent.type(field('E-Mail'), 'dana@nowhere');
    expect(description(field('E-Mail'))).toBe('Invalid email');
    await userEvent.type(field('Telephone'), '61455');
    expect(valueOf(field('Telephone'))).toBe('(614) 55');
    expect(description(field('Telephone'))).toBe('Invalid phone number format');
    await typeLong(field('Password'), 21);
    expect(description(field('Password'))).toBe('Maximum 20 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const address = screen.getByRole('group', { name: 'Address 1' });
    await userEvent.type(within(address).getByLabelText('Company'), 'C');
    await typeLong(within(address).getByLabelText(/^Postcode( \*)?$/), 11);
    await userEvent.type(within(address).getByLabelText(/^City( \*)?$/), 'C');
    await typeLong(within(address).getByLabelText(/^Address 1( \*)?$/), 129);
    expect(description(within(address).getByLabelText('Company'))).toBe('Minimum 2 characters');
    expect(description(within(address).getByLabelText(/^Postcode( \*)?$/))).toBe('Maximum 10 characters');
    expect(description(within(address).getByLabelText(/^City( \*)?$/))).toBe('Minimum 2 characters');
    expect(description(within(address).getByLabelText(/^Address 1( \*)?$/))).toBe('Maximum 128 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.sent('POST /api/customer/save')).toHaveLength(0);
  });

  it('tax exempt number only when tax exempt; the default location only in pro mode with 2 or more locations', async () => {
    const locations = [
      { location_id: 1, location_name: 'Columbus' },
      { location_id: 2, location_name: 'Dayton' },
    ];
    const details = await open({ pro_mode: true, locations });
    expect(within(details).queryByLabelText('Tax Exempt Number')).toBeNull();
    await userEvent.click(within(details).getByLabelText('Tax Exempt'));
    expect(within(details).getByLabelText('Tax Exempt Number')).toBeTruthy();
    expect(within(details).getByLabelText('Default Location')).toBeTruthy();
  });

  it('no default location with one location or outside pro mode', async () => {
    const details = await open({ pro_mode: true, locations: [{ location_id: 1, location_name: 'Columbus' }] });
    expect(within(details).queryByLabelText('Default Location')).toBeNull();
  });

  it('a save that added a customer without a redirect allowed: "Customer successfully saved!", the stored customer replaced, the tabs appear', async () => {
    CUSTOMER_TABS.push({ id: 'orders', label: 'Orders', load: async () => ({ default: () => <p>Orders</p> }) });
    const details = await open({ allow_redirect: false });
    const href = window.location.href;
    await userEvent.type(within(details).getByLabelText(/^First Name( \*)?$/), ' Kay ');
    await userEvent.type(within(details).getByLabelText(/^Last Name( \*)?$/), 'Board');
    await userEvent.type(within(details).getByLabelText(/^E-Mail( \*)?$/), `kay.board.${Date.now()}@example.com`);
    await userEvent.selectOptions(within(details).getByLabelText(/^Customer Group( \*)?$/), 'Wholesale');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Customer successfully saved!');
    const save = store.sent('POST /api/customer/save')[0]!;
    expect(save.url.search).toBe('');
    const answer = JSON.parse(save.answer!.text) as {
      result: string;
      redirect: string;
      customer: { customer_id: number; firstname: string; customer_group_id: number };
    };
    expect(answer.result).toBe('added');
    expect(answer.redirect).toContain(String(answer.customer.customer_id));
    // The stored customer replaced the draft (its id, the store's trimmed name); the redirect was not followed.
    expect($editor.get().customer?.customer_id).toBe(answer.customer.customer_id);
    expect(valueOf(within(details).getByLabelText(/^First Name( \*)?$/))).toBe(answer.customer.firstname);
    expect(valueOf(within(details).getByLabelText(/^Customer Group( \*)?$/))).toBe(
      String(answer.customer.customer_group_id),
    );
    expect(window.location.href).toBe(href);
  });

  it('a failed load is silently ignored: the form opens empty and nothing is said', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/api/customer/get', kind: 'status', status: 500 });
    const details = await open();
    expect(store.sent('GET /api/customer/get')[0]?.answer?.status).toBe(500);
    expect(valueOf(within(details).getByLabelText(/^First Name( \*)?$/))).toBe('');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a failed load of an existing customer says so, offers no Save, and "Try again" reads it again (issue 24)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/api/customer/get', kind: 'status', status: 500, times: -1 });
    renderIsland(island, { ...PROPS, customer_id: 3 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This customer could not be loaded, so it cannot be edited or saved now. Try again in a moment.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer Details' })).toBeNull();
    expect(store.sent('POST /api/customer/save')).toHaveLength(0);
    const failedReads = store.sent('GET /api/customer/get').length;
    // The store is back.
    await store.call('/__demo/faults', { method: 'DELETE' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const details = await screen.findByRole('region', { name: 'Customer Details' });
    expect(valueOf(within(details).getByLabelText(/^First Name( \*)?$/))).toBe('Priya');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(store.sent('GET /api/customer/get')).toHaveLength(failedReads + 1);
  });

  it('New Transaction with unsaved changes asks first; Cancel stays, nothing is sent (issue 24)', async () => {
    const details = await open({ customer_id: 3 });
    await userEvent.type(within(details).getByLabelText(/^First Name( \*)?$/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain('You have unsaved changes to this customer. Leave without saving them?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(valueOf(within(details).getByLabelText(/^First Name( \*)?$/))).toBe('Priyax');
  });

  it('leaving the page with unsaved changes asks the browser to confirm; without changes it does not', async () => {
    const details = await open({ customer_id: 3 });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await userEvent.type(within(details).getByLabelText(/^First Name( \*)?$/), 'x');
    expect(leave()).toBe(true);
  });

  it('zones follow the country; a zone of another country is cleared', async () => {
    const { zones } = (await store.json('/api/localization/')) as {
      zones: { zone_id: number; country_id: number; name: string }[];
    };
    const zonesOf = (countryId: number) => zones.filter((z) => z.country_id === countryId).map((z) => z.name);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const address = screen.getByRole('group', { name: 'Address 1' });
    const zone = within(address).getByLabelText(/^Region \/ State( \*)?$/);
    const shown = () =>
      within(zone)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim());
    await userEvent.selectOptions(within(address).getByLabelText(/^Country( \*)?$/), 'United States');
    expect(zonesOf(223)).toContain('Ohio');
    expect(shown()).toEqual(['--- Please Select ---', ...zonesOf(223)]);
    await userEvent.selectOptions(zone, 'Ohio');
    await userEvent.selectOptions(within(address).getByLabelText(/^Country( \*)?$/), 'Canada');
    expect(valueOf(zone)).toBe('');
    expect(zonesOf(38).length).toBeGreaterThan(0);
    expect(shown()).toEqual(['--- Please Select ---', ...zonesOf(38)]);
  });

  it('switching tabs keeps what was typed (the draft lives in the store)', async () => {
    CUSTOMER_TABS.push({ id: 'tags', label: 'Tags', load: async () => ({ default: () => <p>Tags</p> }) });
    const details = await open({ customer_id: 3 });
    await userEvent.clear(within(details).getByLabelText(/^First Name( \*)?$/));
    await userEvent.type(within(details).getByLabelText(/^First Name( \*)?$/), 'Pri');
    await userEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    await screen.findByText('Tags', { selector: 'p' });
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(
      valueOf(within(screen.getByRole('region', { name: 'Customer Details' })).getByLabelText(/^First Name( \*)?$/)),
    ).toBe('Pri');
  });
});
