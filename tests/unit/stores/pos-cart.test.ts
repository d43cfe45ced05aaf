import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { EVENTS } from '../../../src/events';
import { CartSchema, type Cart } from '../../../src/cart/schemas/cart';
import { $cart } from '../../../src/cart/stores/cart';
import { setConfig } from '../helpers/config';
import { $vehicle } from '../../../src/vehicle/stores/vehicle';
import {
  applyPoNumbers,
  placeOrder,
  POS_TEXT,
  setCartCustomer,
  updateLineLabor,
  updateLinePrice,
} from '../../../src/pos/stores/cart';
import { createCustomerSearch, CUSTOMER_SEARCH_DEBOUNCE_MS } from '../../../src/pos/stores/customer-search';
import { NO_CUSTOMER, saveCustomerVehicle, selectCustomerVehicle } from '../../../src/pos/stores/customer';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

// The demo store's seed: pads (with labor, Brake Service) and Dana Whitfield, customer 1, with her Daily Driver.
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set' };
const DANA = { customer_id: 1, firstname: 'Dana', email: 'dana.whitfield@example.com', vehicle_id: 1 };
const ymm = {
  Year: { api_field: 'Year', api_value: '2007', label_field: 'Year', label_value: '2007' },
  MakeID: { api_field: 'MakeID', api_value: '3', label_field: 'MakeName', label_value: 'GMC' },
  ModelID: { api_field: 'ModelID', api_value: '211', label_field: 'ModelName', label_value: 'Canyon' },
};

const store = demoStore();

/** What the server holds for this test's (staff) session. */
async function serverCart(): Promise<Cart> {
  return v.parse(CartSchema, await store.json('/checkout/cart/getData'));
}

/** Puts pads in the cart (with its labor when asked): the line's key. */
async function padsInCart(labor = false): Promise<string> {
  await store.form('/checkout/cart/add', {
    product_id: PADS.product_id,
    quantity: 1,
    ...(labor ? { apply_labor: 1 } : {}),
  });
  return (await serverCart()).products[0]!.key;
}

beforeEach(async () => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  // Every call here is a staff call: the session signs in as staff, and the page carries its token.
  setConfig(v.parse(v.object({ in_pos_mode: v.boolean(), staff_token: v.string() }), await store.signInAsStaff()));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('price and labor updates (spec 1 §8 texts)', () => {
  it(`updatePrice posts {key, newPrice} and says "${POS_TEXT.priceUpdated}"`, async () => {
    const key = await padsInCart();
    expect((await updateLinePrice(key, '50.00')).ok).toBe(true);
    expect(Object.fromEntries(store.sent('POST /checkout/cart/updatePrice')[0]!.form)).toEqual({
      key,
      newPrice: '50.00',
    });
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.priceUpdated);
    expect($cart.get()?.products[0]?.unit_price_text).toBe('$50.00');
    expect((await serverCart()).products[0]?.unit_price_text).toBe('$50.00');
  });

  it(`any failure, a server message too, says "${POS_TEXT.priceFailed}"`, async () => {
    // No such line: the store answers "Product not found in cart." with the cart.
    expect(await updateLinePrice('no-such-line', '1.00')).toMatchObject({ ok: false, message: POS_TEXT.priceFailed });
    const key = await padsInCart();
    await store.fault({ path: '/checkout/cart/updatePrice', kind: 'status', status: 500 });
    await updateLinePrice(key, '1.00');
    expect(notify.error.mock.calls).toEqual([[POS_TEXT.priceFailed], [POS_TEXT.priceFailed]]);
    expect((await serverCart()).products[0]?.unit_price_text).toBe('$64.99');
  });

  it(`updateLabor sends newPrice only when given; "${POS_TEXT.laborUpdated}" / "${POS_TEXT.laborFailed}"`, async () => {
    const key = await padsInCart(true);
    await updateLineLabor({ key, newName: 'Install', newLaborId: 2, newLaborTime: 45 });
    await store.fault({ path: '/checkout/cart/updateLabor', kind: 'status', status: 502 });
    await updateLineLabor({ key, newName: '', newLaborId: 2, newLaborTime: 45, newPrice: '80.00' });
    const [first, second] = store.sent('POST /checkout/cart/updateLabor');
    expect(Object.fromEntries(first!.form)).toEqual({
      key,
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
  const line = (cart_key: string, po_number = 'PO-1') => ({
    cart_key,
    name: PADS.name,
    po_number,
    apply_to_all: false,
    order_product_id: null,
  });

  it('POST /api/cart/applyPoNumber with products[i][cart_key|name|po_number|apply_to_all|order_product_id]', async () => {
    const key = await padsInCart();
    await applyPoNumbers([line(key)]);
    expect(Object.fromEntries(store.sent('POST /api/cart/applyPoNumber')[0]!.form)).toEqual({
      'products[0][cart_key]': key,
      'products[0][name]': PADS.name,
      'products[0][po_number]': 'PO-1',
      'products[0][apply_to_all]': '0',
      'products[0][order_product_id]': '',
    });
    expect(notify.success).toHaveBeenCalledWith(POS_TEXT.poAdded);
    expect((await serverCart()).products[0]?.po_number).toBe('PO-1');
  });

  it(`the server's error when it gives one, else "${POS_TEXT.poFailed}"`, async () => {
    const key = await padsInCart();
    await applyPoNumbers([line(key, 'P'.repeat(33))]);
    await store.fault({ path: '/api/cart/applyPoNumber', kind: 'status', status: 500 });
    await applyPoNumbers([line(key)]);
    // A dropped connection says nothing of its own.
    await store.fault({ path: '/api/cart/applyPoNumber', kind: 'drop' });
    await applyPoNumbers([line(key)]);
    expect(notify.error.mock.calls).toEqual([
      ['A PO Number must be at most 32 characters.'],
      ['Injected fault'],
      [POS_TEXT.poFailed],
    ]);
    expect((await serverCart()).products[0]?.po_number).toBe('');
  });
});

describe('orders and the customer', () => {
  it('saveOrder answers the order id and the emptied cart; the success text names the order', async () => {
    await padsInCart();
    const result = await placeOrder('saveOrder', (id) => `Order #${id} has been saved for later.`);
    expect(result).toEqual({ ok: true, orderId: expect.stringMatching(/^\d+$/) });
    expect($cart.get()?.products).toEqual([]);
    expect(notify.success).toHaveBeenCalledWith(
      `Order #${(result as { orderId: string }).orderId} has been saved for later.`,
    );
    expect((await serverCart()).products).toEqual([]);
  });

  it('a failed saveOrderAndCheckout shows the error and keeps the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await placeOrder('saveOrderAndCheckout')).toEqual({ ok: false, message: 'Your shopping cart is empty!' });
    // An answer with no order id (the leanest a call may give) is no order.
    await store.fault({ path: '/checkout/cart/quoteOrder', kind: 'empty' });
    expect(await placeOrder('quoteOrder')).toEqual({ ok: false, message: SYSTEM_ERROR });
    expect(notify.error.mock.calls).toEqual([['Your shopping cart is empty!'], [SYSTEM_ERROR]]);
  });

  it('setCustomer posts customer_id and says "Customer assigned to cart!"', async () => {
    await setCartCustomer(DANA.customer_id);
    expect(store.sent('POST /checkout/cart/setCustomer')[0]?.form.get('customer_id')).toBe('1');
    expect(notify.success).toHaveBeenCalledWith('Customer assigned to cart!');
    expect($cart.get()?.customer?.firstname).toBe(DANA.firstname);
    expect((await serverCart()).customer?.firstname).toBe(DANA.firstname);
  });
});

describe('customer search (GET {source}?s=, 500 ms)', () => {
  it('waits 500 ms after the last keystroke, sends only the last query, and shows its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = createCustomerSearch();
    for (const q of ['w', 'wh', 'whitfield']) search.search(q);
    expect(search.$search.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(CUSTOMER_SEARCH_DEBOUNCE_MS - 1);
    expect(store.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(search.$search.get().status).toBe('ready'), { timeout: 5000 });
    expect(store.requests.map((r) => r.url.search)).toEqual(['?s=whitfield']);
    expect(search.$search.get().results.map((c) => c.firstname)).toEqual(['Dana']);
  });

  it('a failure is "error" (the modal says "Something went wrong!") and is logged; clearing the box goes back to idle', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/pos/customer/search', kind: 'status', status: 500 });
    const search = createCustomerSearch();
    search.search('dana');
    await vi.waitFor(() => expect(search.$search.get().status).toBe('error'), { timeout: 5000 });
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
    expect(store.sent('POST /api/customer_vehicle/add')).toHaveLength(0);
  });

  it("adds with the cart customer_id and ymm_data[Year][api_field]…; the server's refusal comes back", async () => {
    await store.form('/checkout/cart/setCustomer', { customer_id: DANA.customer_id });
    $cart.set(await serverCart());
    expect(await saveCustomerVehicle({ title: 'Truck', vin: 'X', notes: '', ymm_data: ymm })).toEqual({
      ok: false,
      message: 'The VIN is not valid.',
    });
    const form = store.sent('POST /api/customer_vehicle/add')[0]!.form;
    expect(form.get('customer_id')).toBe('1');
    expect(form.get('ymm_data[MakeID][label_value]')).toBe('GMC');
  });

  it('Select Vehicle: getVehicleJson, then the one vehicle stack saveVehicle?add1=Year||2007||Year||2007…: $vehicle, vehicle-changed with the documented payload, and a fresh cart', async () => {
    await store.form('/checkout/cart/setCustomer', { customer_id: DANA.customer_id });
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    document.addEventListener(EVENTS.vehicleChanged, listen);
    expect(await selectCustomerVehicle(DANA.vehicle_id)).toBe(true);
    document.removeEventListener(EVENTS.vehicleChanged, listen);
    expect(store.sent('POST /api/customer_vehicle/getVehicleJson')[0]?.form.get('vehicleId')).toBe('1');
    expect(store.sent('GET /ymm/json/saveVehicle')[0]?.url.searchParams.get('add2')).toBe('MakeID||3||MakeName||GMC');
    expect($vehicle.get()).toMatchObject({ known: true, hasYmm: true });
    expect($vehicle.get().facets.map((f) => f.label_value)).toEqual(['2007', 'GMC', 'Canyon']);
    expect(heard).toEqual([{ vehicle: $vehicle.get() }]);
    expect($cart.get()?.ymm_vehicle).toBe('2007 GMC Canyon');
    expect(store.requests.at(-1)?.path).toBe('/checkout/cart/getData');
  });

  it('a failed vehicle call shows no message (spec 1 §8): it is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/api/customer_vehicle/getVehicleJson', kind: 'status', status: 500 });
    expect(await selectCustomerVehicle(DANA.vehicle_id)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
