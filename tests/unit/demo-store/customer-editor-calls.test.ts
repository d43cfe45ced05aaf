import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerRecordSchema, customerProblems, SaveCustomerAnswerSchema } from '../../../src/pos/customer';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store: TestStore;
let clerk: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

const save = async (fields: string, customerId = 0) => {
  const res = await clerk.form(`/api/customer/save${customerId ? `?customerId=${customerId}` : ''}`, fields);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('customer editor calls (spec 3 §7)', () => {
  it('GET /get?customerId=0 gives a new customer; an id gives the customer with texting_alerts as a string', async () => {
    const blank = v.parse(CustomerRecordSchema, await clerk.json('/api/customer/get?customerId=0'));
    expect(blank).toMatchObject({ customer_id: 0, customer_group_id: 1, status: true, addresses: [] });
    const dana = await clerk.json('/api/customer/get?customerId=1');
    expect(dana).toMatchObject({ customer_id: 1, firstname: 'Dana', texting_alerts: 'true' });
    expect(dana).not.toHaveProperty('password');
    expect((await clerk.request('/api/customer/get?customerId=999')).status).toBe(404);
    expect((await clerk.request('/api/customer/get?customerId=1&x=1')).status).toBe(400);
    expect((await new Visitor(store.base).request('/api/customer/get?customerId=1')).status).toBe(401);
  });

  it('POST /save adds a customer with addresses and custom fields (result "added", redirect), then ?customerId= updates it', async () => {
    const added = await save(
      [
        'customer_group_id=2&firstname=Kay&lastname=Board&email=kay%40example.com&telephone=(312)%20555-0123',
        'password=abcd&newsletter=1&texting_alerts=1&tax_exempt=1&tax_exempt_number=TX-1&status=1&safe=1',
        'custom_field[3][0]=6&custom_field[3][1]=7&custom_field[4]=FL-1',
        'address[0][firstname]=Kay&address[0][lastname]=Board&address[0][address_1]=1%20Main&address[0][city]=Columbus',
        'address[0][postcode]=43004&address[0][country_id]=223&address[0][zone_id]=3660&address[0][custom_field][8]=99',
        'address[1][address_1]=2%20Bay&address[1][city]=Toronto&address[1][postcode]=M5V&address[1][country_id]=38',
        'address[1][zone_id]=610&address[1][default]=1',
      ].join('&'),
    );
    const answer = v.parse(SaveCustomerAnswerSchema, added.body);
    expect(answer).toMatchObject({ result: 'added', customer: { firstname: 'Kay', texting_alerts: true } });
    const id = answer.customer!.customer_id;
    expect(answer.redirect).toBe(`/pos/customer/edit?customer_id=${id}`);
    const read = v.parse(CustomerRecordSchema, await clerk.json(`/api/customer/get?customerId=${id}`));
    expect(read.account_custom_field).toEqual({ 3: ['6', '7'], 4: 'FL-1' });
    expect(read.addresses).toHaveLength(2);
    expect(read.address_id).toBe(read.addresses[1]!.address_id);
    expect(read.addresses[0]!.custom_field).toEqual({ 8: '99' });
    const kept = read.addresses[0]!.address_id;
    const updated = await save(
      `customer_group_id=1&firstname=Kay&lastname=Boards&email=kay%40example.com&address[0][address_id]=${kept}&address[0][address_1]=3%20Elm&address[0][city]=Dayton&address[0][postcode]=45401&address[0][country_id]=223&address[0][zone_id]=3660`,
      id,
    );
    expect(updated.body).toMatchObject({ result: 'modified', customer: { lastname: 'Boards' } });
    const again = v.parse(CustomerRecordSchema, await clerk.json(`/api/customer/get?customerId=${id}`));
    expect(again.addresses.map((a) => [a.address_id, a.city])).toEqual([[kept, 'Dayton']]);
  });

  it("checks like OpenCart: lengths, a valid e-mail not another customer's, the phone, the password, zones of the country", async () => {
    const bad = await save(
      'customer_group_id=1&firstname=K&lastname=Board&email=dana.whitfield%40example.com&telephone=12&password=abc&address[0][address_1]=1%20Main&address[0][city]=C&address[0][postcode]=43004&address[0][country_id]=38&address[0][zone_id]=3660',
    );
    expect(bad.body.error).toEqual({
      firstname: 'First Name must be between 2 and 32 characters!',
      email: 'E-Mail Address is already registered!',
      telephone: 'Telephone must be a valid phone number!',
      password: 'Password must be between 4 and 20 characters!',
      'address.0.city': 'City must be between 2 and 128 characters!',
      'address.0.zone_id': 'Please select a region / state!',
    });
    // The customer's own e-mail is not "already registered" when it is updated.
    const own = await save(
      'customer_group_id=1&firstname=Dana&lastname=Whitfield&email=dana.whitfield%40example.com',
      1,
    );
    expect(own.body).toMatchObject({ result: 'modified' });
    expect((await save('customer_group_id=1&firstname=Dana&lastname=W&nickname=x')).status).toBe(400);
    expect((await save('customer_group_id=1&firstname=Dana&lastname=Wh&custom_field[8]=x')).status).toBe(400);
  });

  it('address fields are required only with require_address, as the client decides (spec 3 §5; the save follows the editor page last shown)', async () => {
    const partial =
      'customer_group_id=1&firstname=Kay&lastname=Board&address[0][firstname]=Kay&address[0][lastname]=Board&address[0][country_id]=&address[0][zone_id]=';
    const draft = {
      customer_group_id: '1',
      firstname: 'Kay',
      lastname: 'Board',
      email: 'kay.partial@example.com',
      telephone: '',
      password: '',
      addresses: [
        {
          firstname: 'Kay',
          lastname: 'Board',
          company: '',
          address_1: '',
          address_2: '',
          city: '',
          postcode: '',
          country_id: '',
          zone_id: '',
        },
      ],
    };
    const off = { require_email: true, require_telephone: false, require_address: false };
    // Without require_address: the client finds nothing and the server saves it.
    expect(customerProblems(draft, off)).toEqual({});
    const saved = await save(`${partial}&email=kay.partial%40example.com`);
    expect(saved.body).toMatchObject({ result: 'added' });
    // With it (the editor page's QA toggle, for the page last shown): both refuse the same fields.
    expect((await clerk.request('/pos/customer/add?demo_require_address=1')).status).toBe(200);
    const client = Object.keys(customerProblems(draft, { ...off, require_address: true }))
      .map((k) => k.replace(/^addresses\./, 'address.'))
      .sort();
    const refused = await save(`${partial}&email=kay.partial2%40example.com`);
    expect(Object.keys(refused.body.error as Record<string, string>).sort()).toEqual(client);
    expect(client).toEqual([
      'address.0.address_1',
      'address.0.city',
      'address.0.country_id',
      'address.0.postcode',
      'address.0.zone_id',
    ]);
    // A view without the toggle is the store's settings again.
    await clerk.request('/pos/customer/add');
    expect((await save(`${partial}&email=kay.partial3%40example.com`)).body).toMatchObject({ result: 'added' });
  });
});
