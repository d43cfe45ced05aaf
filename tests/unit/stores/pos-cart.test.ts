import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { EVENTS } from '../../../src/events';
import { $cart } from '../../../src/cart/stores/cart';
import { $vehicle } from '../../../src/vehicle/stores/vehicle';
import {
  applyPoNumbers,
  findCustomerByContact,
  placeOrder,
  POS_TEXT,
  setCartCustomer,
  updateLineLabor,
  updateLinePrice,
} from '../../../src/pos/stores/cart';
import { createCustomerSearch, CUSTOMER_SEARCH_DEBOUNCE_MS } from '../../../src/pos/stores/customer-search';
import { NO_CUSTOMER, saveCustomerVehicle, selectCustomerVehicle } from '../../../src/pos/stores/customer';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { resetModuleState } from '../../../src/lib/test-reset';

const pads = cartLine({ key: 'pads', name: 'Front Brake Pad Set' });
const cart = wireCart([pads]);
const dana = {
  customer_id: 1,
  firstname: 'Dana',
  lastname: 'Whitfield',
  email: 'dana@example.com',
  telephone: '(614) 555-0200',
  vehicle: '',
};
const ymm = {
  Year: { api_field: 'Year', api_value: '2007', label_field: 'Year', label_value: '2007' },
  MakeID: { api_field: 'MakeID', api_value: '3', label_field: 'MakeName', label_value: 'GMC' },
  ModelID: { api_field: 'ModelID', api_value: '211', label_field: 'ModelName', label_value: 'Canyon' },
};

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  resetModuleState();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('price and labor updates (spec 1 §8 texts)', () => {
  it(`updatePrice posts {key, newPrice} and says "${POS_TEXT.priceUpdated}"`, async () => {
    server.onJson('POST /checkout/cart/updatePrice', { success: 'ok', cart });
    expect((await updateLinePrice('pads', '50.00')).ok).toBe(true);
    expect(Object.fromEntries(server.sent('POST /checkout/cart/updatePrice')[0]!.form)).toEqual({
      key: 'pads',
      newPrice: '50.00',
    });
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.priceUpdated);
    expect($cart.get()?.products[0]?.key).toBe('pads');
  });

  it(`any failure, a server message too, says "${POS_TEXT.priceFailed}"`, async () => {
    server.onJson('POST /checkout/cart/updatePrice', { error: 'Product not found in cart.', cart });
    expect(await updateLinePrice('pads', '1.00')).toMatchObject({ ok: false, message: POS_TEXT.priceFailed });
    server.onJson('POST /checkout/cart/updatePrice', { error: 'x' }, 500);
    await updateLinePrice('pads', '1.00');
    expect(notify.error.mock.calls).toEqual([[POS_TEXT.priceFailed], [POS_TEXT.priceFailed]]);
  });

  it(`updateLabor sends newPrice only when given; "${POS_TEXT.laborUpdated}" / "${POS_TEXT.laborFailed}"`, async () => {
    server
      .onJson('POST /checkout/cart/updateLabor', { cart })
      .onJson('POST /checkout/cart/updateLabor', { nope: true }, 502);
    await updateLineLabor({ key: 'pads', newName: 'Install', newLaborId: 2, newLaborTime: 45 });
    await updateLineLabor({ key: 'pads', newName: '', newLaborId: 2, newLaborTime: 45, newPrice: '80.00' });
    const [first, second] = server.sent('POST /checkout/cart/updateLabor');
    expect(Object.fromEntries(first!.form)).toEqual({
      key: 'pads',
      newName: 'Install',
      newLaborId: '2',
      newLaborTime: '45',
    });
    expect(second!.form.get('newPrice')).toBe('80.00');
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.laborUpdated);
    expect(notify.error).toHaveBeenCalledWith(POS_TEXT.laborFailed);
  });
});

describe('PO numbers (spec 2 §7, §8)', () => {
  const line = {
    cart_key: 'pads',
    name: 'Front Brake Pad Set',
    po_number: 'PO-1',
    apply_to_all: false,
    order_product_id: null,
  };

  it('POST /api/cart/applyPoNumber with products[i][cart_key|name|po_number|apply_to_all|order_product_id]', async () => {
    server.onJson('POST /api/cart/applyPoNumber', { success: 'saved', cart });
    await applyPoNumbers([line]);
    expect(Object.fromEntries(server.sent('POST /api/cart/applyPoNumber')[0]!.form)).toEqual({
      'products[0][cart_key]': 'pads',
      'products[0][name]': 'Front Brake Pad Set',
      'products[0][po_number]': 'PO-1',
      'products[0][apply_to_all]': '0',
      'products[0][order_product_id]': '',
    });
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.poAdded);
  });

  it(`the server's error when it gives one, else "${POS_TEXT.poFailed}"`, async () => {
    server
      .onJson('POST /api/cart/applyPoNumber', { error: 'A PO Number is required for each product.', cart })
      .onJson('POST /api/cart/applyPoNumber', {}, 500);
    await applyPoNumbers([line]);
    await applyPoNumbers([line]);
    expect(notify.error.mock.calls).toEqual([['A PO Number is required for each product.'], [POS_TEXT.poFailed]]);
  });
});

describe('orders and the customer', () => {
  it('saveOrder answers the order id and the emptied cart; the success text names the order', async () => {
    server.onJson('GET /checkout/cart/saveOrder', { order_id: 1031, cart: wireCart([]) });
    expect(await placeOrder('saveOrder', (id) => `Order #${id} has been saved for later.`)).toEqual({
      ok: true,
      orderId: '1031',
    });
    expect($cart.get()?.products).toEqual([]);
    expect(notify.success).toHaveBeenCalledWith('Order #1031 has been saved for later.');
  });

  it('a failed saveOrderAndCheckout shows the error and keeps the cart', async () => {
    server.onJson('GET /checkout/cart/getData', cart);
    server.onJson('GET /checkout/cart/saveOrderAndCheckout', { error: 'Your shopping cart is empty!' });
    expect(await placeOrder('saveOrderAndCheckout')).toEqual({ ok: false, message: 'Your shopping cart is empty!' });
    server.onJson('GET /checkout/cart/quoteOrder', { cart });
    expect(await placeOrder('quoteOrder')).toEqual({ ok: false, message: SYSTEM_ERROR });
    expect(notify.error.mock.calls).toEqual([['Your shopping cart is empty!'], [SYSTEM_ERROR]]);
  });

  it('setCustomer posts customer_id and says "Customer assigned to cart!"', async () => {
    server.onJson('POST /checkout/cart/setCustomer', {
      success: 'whatever the server says',
      cart: { ...cart, customer: dana },
    });
    await setCartCustomer(1);
    expect(server.sent('POST /checkout/cart/setCustomer')[0]?.form.get('customer_id')).toBe('1');
    expect(notify.success).toHaveBeenCalledWith('Customer assigned to cart!');
    expect($cart.get()?.customer?.firstname).toBe('Dana');
  });
});

it("getCustomer {customerData} finds a customer by email or phone; the server's message is the toast", async () => {
  server.onJson('POST /checkout/cart/getCustomer', {
    success: 'Welcome back, Dana! Your details have been filled in.',
    cart,
  });
  await findCustomerByContact(' dana@example.com ');
  expect(server.sent('POST /checkout/cart/getCustomer')[0]?.form.get('customerData')).toBe('dana@example.com');
  expect(notify.success).toHaveBeenCalledWith('Welcome back, Dana! Your details have been filled in.');
});

describe('customer search (GET {source}?s=, 500 ms)', () => {
  it('waits 500 ms after the last keystroke, sends only the last query, and shows its answer', async () => {
    vi.useFakeTimers();
    server.onJson('GET /pos/customer/search', [dana]);
    const search = createCustomerSearch();
    for (const q of ['d', 'da', 'dan']) search.search(q);
    expect(search.$search.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(CUSTOMER_SEARCH_DEBOUNCE_MS - 1);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(search.$search.get().status).toBe('ready'));
    expect(server.requests.map((r) => r.url.search)).toEqual(['?s=dan']);
    expect(search.$search.get().results.map((c) => c.firstname)).toEqual(['Dana']);
  });

  it('a failure is "error" (the modal says "Something went wrong!") and is logged; clearing the box goes back to idle', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson('GET /pos/customer/search', { nope: 1 }, 500);
    const search = createCustomerSearch();
    search.search('dana');
    await vi.waitFor(() => expect(search.$search.get().status).toBe('error'), { timeout: 2000 });
    expect(log).toHaveBeenCalled();
    search.search('  ');
    expect(search.$search.get()).toEqual({ status: 'idle', query: '', results: [] });
  });
});

describe('customer vehicles', () => {
  it(`adding a vehicle without a customer on the cart says "${NO_CUSTOMER}" and sends nothing`, async () => {
    expect(await saveCustomerVehicle({ title: '', vin: '', notes: '', ymm_data: ymm })).toEqual({
      ok: false,
      message: NO_CUSTOMER,
    });
    expect(notify.error).toHaveBeenCalledWith(NO_CUSTOMER);
    expect(server.sent('POST /api/customer_vehicle/add')).toHaveLength(0);
  });

  it("adds with the cart customer_id and ymm_data[Year][api_field]…; the server's refusal comes back", async () => {
    $cart.set({
      ...(await import('valibot')).parse((await import('../../../src/cart/schemas/cart')).CartSchema, {
        ...cart,
        customer: dana,
      }),
    });
    server.onJson('POST /api/customer_vehicle/add', { error: 'The VIN is not valid.' });
    expect(await saveCustomerVehicle({ title: 'Truck', vin: 'X', notes: '', ymm_data: ymm })).toEqual({
      ok: false,
      message: 'The VIN is not valid.',
    });
    const form = server.sent('POST /api/customer_vehicle/add')[0]!.form;
    expect(form.get('customer_id')).toBe('1');
    expect(form.get('ymm_data[MakeID][label_value]')).toBe('GMC');
  });

  it('Select Vehicle: getVehicleJson, then the one vehicle stack saveVehicle?add1=Year||2007||Year||2007…: $vehicle, vehicle-changed with the documented payload, and a fresh cart', async () => {
    server.onJson('POST /api/customer_vehicle/getVehicleJson', {
      vehicle_id: 1,
      title: 'Daily Driver',
      vin: '',
      notes: '',
      ymm_data: ymm,
    });
    const facets = Object.values(ymm).map((f) => ({ ...f, api_value: String(f.api_value) }));
    server.onJson('GET /ymm/json/saveVehicle', { action: 'saved', facets, hasYmm: true, hasEngine: false });
    server.onJson('GET /checkout/cart/getData', { ...cart, ymm_vehicle: '2007 GMC Canyon' });
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    document.addEventListener(EVENTS.vehicleChanged, listen);
    expect(await selectCustomerVehicle(1)).toBe(true);
    document.removeEventListener(EVENTS.vehicleChanged, listen);
    expect(server.sent('POST /api/customer_vehicle/getVehicleJson')[0]?.form.get('vehicleId')).toBe('1');
    expect(server.sent('GET /ymm/json/saveVehicle')[0]?.url.searchParams.get('add2')).toBe('MakeID||3||MakeName||GMC');
    expect($vehicle.get()).toEqual({ known: true, facets, hasYmm: true, hasEngine: false, showUniversal: true });
    expect(heard).toEqual([{ vehicle: $vehicle.get() }]);
    expect($cart.get()?.ymm_vehicle).toBe('2007 GMC Canyon');
  });

  it('a failed vehicle call shows no message (spec 1 §8): it is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on('POST /api/customer_vehicle/getVehicleJson', () => json({}, 500));
    expect(await selectCustomerVehicle(1)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
