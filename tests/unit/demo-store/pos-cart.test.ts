import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../../../demo-pages/server/cart/order-calls';
import { CustomerListSchema, CustomerVehicleSchema } from '../../../src/schemas/customer';
import { LocalizationSchema, SaveCustomerAnswerSchema } from '../../../src/pos/customer';
import { total, type Visitor, withDemoStore } from './helpers';

let clerk!: Visitor;
withDemoStore({ staff: true, visitor: (v) => (clerk = v) });

const orders = async (status: string) =>
  ((await clerk.json(`/__demo/orders?status=${status}`)) as { orders: CartOrder[] }).orders;

describe('POS line edits on the demo store', () => {
  it('updatePrice sets the unit price; the original stays in original_unit_price; below 0 is refused', async () => {
    await clerk.op('/checkout/cart/add', { product_id: 1, quantity: 2 });
    const { cart, envelope } = await clerk.op('/checkout/cart/updatePrice', { key: '1', newPrice: '50.00' });
    expect(envelope.success).toBe('The unit price has been updated.');
    expect(cart.products[0]).toMatchObject({ unit_price: 50, unit_price_text: '$50.00', price_text: '$100.00' });
    expect((await clerk.cart()).products[0]).toMatchObject({ unit_price: 50, price: 100 });
    const raw = (await clerk.json('/checkout/cart/getData')) as { products: { original_unit_price: number }[] };
    expect(raw.products[0]?.original_unit_price).toBe(64.99);
    const refused = await clerk.form('/checkout/cart/updatePrice', { key: '1', newPrice: '-1' });
    expect(await refused.json()).toMatchObject({ error: 'The unit price cannot be below $0.00.' });
    expect((await clerk.form('/checkout/cart/updatePrice', { key: '1', newPrice: 'abc' })).status).toBe(400);
  });

  it('updateLabor changes rate, time, name and optionally the price; Labor total follows (amount x time / 60)', async () => {
    await clerk.op('/checkout/cart/add', { product_id: 1, quantity: 1, apply_labor: 1 });
    expect(total(await clerk.cart(), 'labor')).toBe('$110.00');
    const { cart } = await clerk.op('/checkout/cart/updateLabor', {
      key: '1:labor',
      newName: 'Pads and rotors',
      newLaborId: 4,
      newLaborTime: 90,
    });
    expect(cart.labor_applied['1:labor']).toEqual({ key: '1:labor', time: 90, labor_id: 4, name: 'Pads and rotors' });
    expect(total(cart, 'labor')).toBe('$225.00');
    const priced = await clerk.op('/checkout/cart/updateLabor', {
      key: '1:labor',
      newName: '',
      newLaborId: 4,
      newLaborTime: 90,
      newPrice: '199.99',
    });
    expect(total(priced.cart, 'labor')).toBe('$199.99');
    const missing = await clerk.form('/checkout/cart/updateLabor', {
      key: '1',
      newName: '',
      newLaborId: 4,
      newLaborTime: 90,
    });
    expect(await missing.json()).toMatchObject({ error: 'Labor not found in cart.' });
  });

  it('addCustomProduct: a taxed or untaxed line; the spec messages for a bad name, price or quantity', async () => {
    const { cart } = await clerk.op('/checkout/cart/addCustomProduct', {
      name: 'Shop supplies',
      price: '12.50',
      quantity: 2,
      tax_class_id: '',
    });
    expect(cart.products[0]).toMatchObject({
      key: 'custom-1',
      product_id: 0,
      name: 'Shop supplies',
      price_text: '$25.00',
      custom_product: true,
    });
    expect(total(cart, 'tax')).toBe('$0.00');
    const taxed = await clerk.op('/checkout/cart/addCustomProduct', {
      name: 'Wiper fluid',
      price: '10',
      quantity: 1,
      tax_class_id: '9',
    });
    expect(total(taxed.cart, 'tax')).toBe('$0.75');
    for (const [fields, error] of [
      [{ name: ' ', price: '1', quantity: 1 }, 'Name is a required field.'],
      [{ name: 'x', price: '0', quantity: 1 }, 'Price must be a positive number.'],
      [{ name: 'x', price: '1', quantity: 0 }, 'Quantity must be a positive number.'],
    ] as const) {
      expect(await (await clerk.form('/checkout/cart/addCustomProduct', fields)).json()).toMatchObject({ error });
    }
    expect(
      (await clerk.form('/checkout/cart/addCustomProduct', { name: 'x', price: '1', quantity: 1, tax_class_id: '77' }))
        .status,
    ).toBe(400);
    // Custom lines take quantity edits and removal like any line.
    const edited = await clerk.op('/checkout/cart/edit', { key: 'custom-1', quantity: 3 }, 'PUT');
    expect(edited.cart.products[0]?.price_text).toBe('$37.50');
    const removed = await clerk.op('/checkout/cart/remove', { key: 'custom-1' });
    expect(removed.cart.products.map((p) => p.key)).toEqual(['custom-2']);
  });

  it("applyLabor: custom labor (subtotal = rate x minutes / 60 x quantity, in Labor) and a product line's own labor", async () => {
    await clerk.op('/checkout/cart/add', { product_id: 10, quantity: 2 });
    const { cart } = await clerk.op('/checkout/cart/applyLabor', {
      laborId: 2,
      laborTime: 45,
      quantity: 2,
      name: 'Brake bleed',
    });
    const labor = cart.products.find((p) => p.labor_product);
    expect(labor).toMatchObject({ name: 'Brake bleed', quantity: 2, unit_price_text: '$82.50', price_text: '$165.00' });
    expect(total(cart, 'labor')).toBe('$165.00');
    expect(total(cart, 'sub_total')).toBe(cart.products[0]?.price_text);
    const own = await clerk.op('/checkout/cart/applyLabor', {
      applyLabor: 1,
      productLaborKey: '10',
      laborId: 1,
      laborTime: 30,
      quantity: 2,
    });
    expect(own.cart.labor_applied['10']).toMatchObject({ labor_id: 1, time: 30, name: 'Standard Install' });
    expect(total(own.cart, 'labor')).toBe('$285.00');
    expect(
      await (await clerk.form('/checkout/cart/applyLabor', { laborId: 2, laborTime: 0, quantity: 1 })).json(),
    ).toMatchObject({ error: 'Time must be a positive number.' });
    expect(
      await (await clerk.form('/checkout/cart/applyLabor', { laborId: 2, laborTime: 5, quantity: 0 })).json(),
    ).toMatchObject({ error: 'Quantity must be a positive number.' });
    expect((await clerk.form('/checkout/cart/applyLabor', { laborId: 99, laborTime: 5, quantity: 1 })).status).toBe(
      400,
    );
  });

  it('PO numbers per line, or one for all; required when require_po_numbers is on', async () => {
    await clerk.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await clerk.op('/checkout/cart/add', { product_id: 10, quantity: 1 });
    const line = (key: string, po: string, all = 0) => ({
      [`products[${key === '1' ? 0 : 1}][cart_key]`]: key,
      [`products[${key === '1' ? 0 : 1}][name]`]: 'x',
      [`products[${key === '1' ? 0 : 1}][po_number]`]: po,
      [`products[${key === '1' ? 0 : 1}][apply_to_all]`]: all,
      [`products[${key === '1' ? 0 : 1}][order_product_id]`]: '',
    });
    const { cart, envelope } = await clerk.op('/api/cart/applyPoNumber', {
      ...line('1', 'PO-1'),
      ...line('10', 'PO-2'),
    });
    expect(envelope.success).toBe('PO Number added successfully.');
    expect(cart.products.map((p) => p.po_number)).toEqual(['PO-1', 'PO-2']);
    const all = await clerk.op('/api/cart/applyPoNumber', line('1', 'FLEET-9', 1));
    expect(all.cart.products.map((p) => p.po_number)).toEqual(['FLEET-9', 'FLEET-9']);
    await clerk.postJson('/__demo/session', { payment: { po_numbers: true, require_po_numbers: true } });
    expect(
      await (await clerk.form('/api/cart/applyPoNumber', { ...line('1', ''), ...line('10', 'x') })).json(),
    ).toMatchObject({ error: 'A PO Number is required for each product.' });
  });
});

describe('POS customer and vehicles on the demo store', () => {
  it('search by name, email or phone number (GET /pos/customer/search?s=)', async () => {
    const byName = v.parse(CustomerListSchema, await (await clerk.request('/pos/customer/search?s=dana')).json());
    expect(byName.map((c) => c.customer_id)).toEqual([1]);
    expect(byName[0]).toMatchObject({ firstname: 'Dana', lastname: 'Whitfield', vehicle: '2007 GMC Canyon' });
    const byPhone = v.parse(CustomerListSchema, await (await clerk.request('/pos/customer/search?s=555-0237')).json());
    expect(byPhone.map((c) => c.firstname)).toEqual(['Marcus']);
    const byEmail = v.parse(
      CustomerListSchema,
      await (await clerk.request('/pos/customer/search?s=priya.raman@')).json(),
    );
    expect(byEmail.map((c) => c.firstname)).toEqual(['Priya']);
    expect(await (await clerk.request('/pos/customer/search?s=')).json()).toEqual([]);
  });

  it('setCustomer puts the customer and their vehicles on the cart; removeCustomer and logoutCustomer take them off', async () => {
    const { cart, envelope } = await clerk.op('/checkout/cart/setCustomer', { customer_id: 1 });
    expect(envelope.success).toBe('Customer assigned to cart!');
    expect(cart.customer).toMatchObject({ customer_id: 1, firstname: 'Dana', vehicle: '2007 GMC Canyon' });
    expect(cart.customer_vehicles.map((c) => c.vehicle_id)).toEqual([1, 2, 3]);
    expect(await (await clerk.form('/checkout/cart/setCustomer', { customer_id: 999 })).json()).toMatchObject({
      error: 'Customer not found.',
    });
    const removed = (await clerk.json('/checkout/cart/removeCustomer')) as { cart: { customer: unknown } };
    expect(removed.cart.customer).toBeNull();
    await clerk.op('/checkout/cart/setCustomer', { customer_id: 2 });
    const out = await clerk.request('/checkout/cart/logoutCustomer');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/checkout/cart');
    expect((await clerk.cart()).customer).toBeNull();
  });

  it('new customer: server-side rules (names 2-32, email, phone), duplicates refused; countries and zones', async () => {
    const save = async (fields: Record<string, string | number>) =>
      (await clerk.form('/api/customer/save', fields)).json();
    const bad = await save({
      customer_group_id: 1,
      firstname: 'J',
      lastname: 'x'.repeat(33),
      email: 'nope',
      telephone: '12',
    });
    expect(bad).toEqual({
      error: {
        firstname: 'First Name must be between 2 and 32 characters!',
        lastname: 'Last Name must be between 2 and 32 characters!',
        email: 'E-Mail Address does not appear to be valid!',
        telephone: 'Telephone must be a valid phone number!',
      },
    });
    const dup = await save({
      customer_group_id: 1,
      firstname: 'Dana',
      lastname: 'Again',
      email: 'DANA.WHITFIELD@example.com',
    });
    expect(dup).toMatchObject({ error: { email: 'E-Mail Address is already registered!' } });
    const zone = await save({
      customer_group_id: 1,
      firstname: 'Jo',
      lastname: 'Park',
      email: 'jo@example.com',
      'address[0][address_1]': '1 Main St',
      'address[0][city]': 'Columbus',
      'address[0][postcode]': '43215',
      'address[0][country_id]': '38',
      'address[0][zone_id]': '3660',
    });
    expect(zone).toMatchObject({ error: { 'address.0.zone_id': 'Please select a region / state!' } });
    const saved = v.parse(
      SaveCustomerAnswerSchema,
      await save({
        customer_group_id: 2,
        firstname: 'Jo',
        lastname: 'Park',
        email: 'jo@example.com',
        telephone: '(614) 555-0199',
        safe: 1,
        is_pro: 1,
      }),
    );
    expect(saved).toMatchObject({ result: 'added', customer: { customer_id: 13, firstname: 'Jo' } });
    expect((await clerk.op('/checkout/cart/setCustomer', { customer_id: 13 })).cart.customer?.lastname).toBe('Park');
    expect(
      (await clerk.form('/api/customer/save', { customer_group_id: 9, firstname: 'Jo', lastname: 'Park' })).status,
    ).toBe(400);
    const places = v.parse(LocalizationSchema, await (await clerk.request('/api/localization/')).json());
    expect(places.countries.map((c) => c.name)).toContain('United States');
    expect(places.zones.filter((z) => z.country_id === 38).map((z) => z.name)).toContain('Ontario');
  });

  it('customer vehicles: getVehicleJson, add (needs a customer, a valid VIN and year/make/model), edit', async () => {
    const vehicle = v.parse(
      CustomerVehicleSchema,
      await (await clerk.form('/api/customer_vehicle/getVehicleJson', { vehicleId: 1 })).json(),
    );
    expect(vehicle).toMatchObject({ vehicle_id: 1, title: 'Daily Driver', vin: '1GTTTJWM17G613024' });
    const ymm = {
      'ymm_data[Year][api_field]': 'Year',
      'ymm_data[Year][api_value]': '2020',
      'ymm_data[Year][label_field]': 'Year',
      'ymm_data[Year][label_value]': '2020',
      'ymm_data[MakeID][api_field]': 'MakeID',
      'ymm_data[MakeID][api_value]': '1',
      'ymm_data[MakeID][label_field]': 'MakeName',
      'ymm_data[MakeID][label_value]': 'Chevrolet',
      'ymm_data[ModelID][api_field]': 'ModelID',
      'ymm_data[ModelID][api_value]': '201',
      'ymm_data[ModelID][label_field]': 'ModelName',
      'ymm_data[ModelID][label_value]': 'Silverado 1500',
    };
    /** A vehicle call with the Silverado's ymm_data: the fields given, empty title, VIN and notes otherwise. */
    const vehicleCall = async (path: string, fields: Record<string, string | number>) =>
      (await clerk.form(`/api/customer_vehicle/${path}`, { title: '', vin: '', notes: '', ...fields, ...ymm })).json();
    expect(await vehicleCall('add', { customer_id: 0 })).toEqual({ error: 'A customer must be selected!' });
    expect(await vehicleCall('add', { customer_id: 12, vin: '1GTTTJWM17G613025' })).toEqual({
      error: 'The VIN is not valid.',
    });
    // The check digit is required only of North American VINs (49 CFR 565): a German VIN without one is kept.
    expect(await vehicleCall('add', { customer_id: 11, title: 'Import', vin: 'WVWZZZ1JZXW000001' })).toMatchObject({
      success: 'The vehicle has been added to the customer.',
    });
    // Structure is still checked everywhere (ISO 3779: no I, O or Q).
    expect(await vehicleCall('add', { customer_id: 12, vin: 'WVWZZZ1JZXW00000O' })).toEqual({
      error: 'The VIN is not valid.',
    });
    const added = await vehicleCall('add', { customer_id: 12, title: 'Plow truck', notes: 'Blade mount' });
    expect(added).toMatchObject({ success: 'The vehicle has been added to the customer.' });
    const { cart } = await clerk.op('/checkout/cart/setCustomer', { customer_id: 12 });
    expect(cart.customer_vehicles).toEqual([
      expect.objectContaining({ title: 'Plow truck', display: '2020 Chevrolet Silverado 1500', notes: 'Blade mount' }),
    ]);
    const id = cart.customer_vehicles[0]?.vehicle_id;
    // add makes new vehicles only: a vehicle id is refused; edit (vehicleId) changes one.
    const refused = await clerk.form('/api/customer_vehicle/add', {
      customer_id: 12,
      vehicle_id: Number(id),
      title: 'Snow plow',
      vin: '',
      notes: '',
      ...ymm,
    });
    expect(refused.status).toBe(400);
    expect(await vehicleCall('edit', { customer_id: 12, vehicleId: Number(id), title: 'Snow plow' })).toMatchObject({
      success: 'The vehicle has been updated.',
      vehicle_id: id,
    });
    expect((await clerk.cart()).customer_vehicles.map((v) => v.title)).toEqual(['Snow plow']);
    expect(await vehicleCall('edit', { customer_id: 12, vehicleId: 9999, title: 'x' })).toEqual({
      error: 'Vehicle not found.',
    });
  });

  it("saveVehicle makes the session vehicle the cart's ymm_vehicle; vehicle lists for the modal", async () => {
    expect(await (await clerk.request('/ymm/json/makes?Year=2007')).json()).toEqual(
      expect.arrayContaining([{ MakeID: 3, MakeName: 'GMC' }]),
    );
    expect(await (await clerk.request('/ymm/json/models?Year=2007&MakeID=3')).json()).toEqual(
      expect.arrayContaining([{ ModelID: 211, ModelName: 'Canyon' }]),
    );
    await clerk.request(
      '/ymm/json/saveVehicle?add1=Year||2007||Year||2007&add2=MakeID||3||MakeName||GMC&add3=ModelID||211||ModelName||Canyon',
    );
    expect((await clerk.cart()).ymm_vehicle).toBe('2007 GMC Canyon');
  });
});

describe('POS orders from the cart on the demo store', () => {
  it('saveOrder records a saved order and empties the cart; quoteOrder a quote; empty carts are refused', async () => {
    expect(await clerk.json('/checkout/cart/saveOrder')).toMatchObject({ error: 'Your shopping cart is empty!' });
    await clerk.op('/checkout/cart/setCustomer', { customer_id: 1 });
    await clerk.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const saved = (await clerk.json('/checkout/cart/saveOrder')) as {
      order_id: number;
      cart: { products: unknown[]; customer: unknown };
    };
    expect(saved.order_id).toBe(1026);
    expect(saved.cart.products).toEqual([]);
    expect(saved.cart.customer).toBeNull();
    expect((await orders('saved')).find((o) => o.order_id === 1026)).toMatchObject({
      customer: 'Dana Whitfield',
      status: 'Saved',
    });
    await clerk.op('/checkout/cart/addCustomProduct', { name: 'Decal', price: '5', quantity: 1, tax_class_id: '' });
    const quoted = (await clerk.json('/checkout/cart/quoteOrder')) as { order_id: number };
    expect((await orders('quote')).map((o) => o.order_id)).toEqual([quoted.order_id]);
    expect((await orders('quote'))[0]).toMatchObject({
      customer: 'Walk-in Customer',
      products: [expect.objectContaining({ name: 'Decal', product_id: 0 })],
    });
  });

  it('saveOrderAndCheckout keeps the cart and its order_id; later calls update that order; abandon and cancel are recorded', async () => {
    await clerk.op('/checkout/cart/add', { product_id: 10, quantity: 1 });
    const first = (await clerk.json('/checkout/cart/saveOrderAndCheckout')) as {
      order_id: number;
      cart: { order_id: number; products: unknown[] };
    };
    expect(first.cart.order_id).toBe(first.order_id);
    expect(first.cart.products).toHaveLength(1);
    const again = (await clerk.json('/checkout/cart/saveOrderAndCheckout')) as { order_id: number };
    expect(again.order_id).toBe(first.order_id);
    await clerk.json('/checkout/cart/abandonOrder');
    expect((await orders('abandoned')).map((o) => o.order_id)).toEqual([first.order_id]);
    expect((await orders('saved')).some((o) => o.order_id === first.order_id)).toBe(false);
    await clerk.op('/checkout/cart/add', { product_id: 10, quantity: 1 });
    const cancelled = (await clerk.json('/checkout/cart/cancelOrder')) as { success: string };
    expect(cancelled.success).toMatch(/^Order #\d+ has been cancelled\.$/);
    expect(await orders('cancelled')).toHaveLength(1);
    expect((await clerk.cart()).products).toEqual([]);
  });

  it('the POS pages exist: receipt, checkout, orders, customer edit; staff sign-in on the login page', async () => {
    await clerk.op('/checkout/cart/add', { product_id: 10, quantity: 1 });
    const { order_id } = (await clerk.json('/checkout/cart/saveOrderAndCheckout')) as { order_id: number };
    expect(await (await clerk.request('/pos/checkout')).text()).toContain(`<h1>Check Out - Order # ${order_id}</h1>`);
    expect(await (await clerk.request(`/pos/order/receipt?order_id=${order_id}`)).text()).toContain(
      `<h1>Order # ${order_id}</h1>`,
    );
    expect((await clerk.request('/pos/order')).status).toBe(200);
    expect(await (await clerk.request('/pos/customer/edit?customer_id=1')).text()).toContain(
      'Edit Customer: Dana Whitfield',
    );
    expect((await clerk.request('/pos/order/receipt?order_id=5')).status).toBe(404);
    expect(await (await clerk.request('/account/login')).text()).toContain('Sign out of staff');
  });
});
