import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartSchema, type Cart } from '../../../src/cart/schemas/cart';
import { refreshCart, setPaymentData, submitKioskOrder } from '../../../src/cart/stores/cart';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';

// The demo store's rotor pair (product 10), two of them in the session's cart.
const store = demoStore();
let cart: Cart;

beforeEach(async () => {
  resetStores();
  window.dataLayer = [];
  await store.form('/checkout/cart/add', { product_id: 10, quantity: 2 });
  cart = v.parse(CartSchema, await store.json('/checkout/cart/getData'));
  await refreshCart();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const steps = () => (window.dataLayer as { event?: string }[]).filter((e) => e.event === 'checkout_progress');

describe('the "checkout step" marketing event (spec 1 §9: checkout begin/step/complete)', () => {
  it('fires when the kiosk checkout hands over who picks the order up (setCheckoutData): step 1 with the cart', async () => {
    const result = await submitKioskOrder({ firstname: 'Sam', telephone: '' });
    expect(result).toEqual({ ok: true, orderId: expect.stringMatching(/^\d+$/) });
    const [line] = cart.products;
    expect(steps()).toEqual([
      {
        event: 'checkout_progress',
        ecommerce: {
          checkout_step: 1,
          checkout_option: 'kiosk pickup',
          currency: 'USD',
          value: cart.total,
          items: [expect.objectContaining({ item_name: line!.name, price: 189.5, quantity: 2 })],
        },
      },
    ]);
    // GA4 asks for the previous ecommerce object to be cleared first.
    const layer = window.dataLayer ?? [];
    const at = layer.findIndex((e) => (e as { event?: string }).event === 'checkout_progress');
    expect(layer[at - 1]).toEqual({ ecommerce: null });
  });

  it('does not fire when the server refuses the step', async () => {
    // The store refuses a pickup without a name, and a payment item it does not know.
    expect(await submitKioskOrder({ firstname: '', telephone: '' })).toMatchObject({ ok: false });
    expect(steps()).toEqual([]);
    expect((await setPaymentData('x')).ok).toBe(false);
    expect(steps()).toEqual([]);
  });

  it('fires when the checkout payment is chosen (setPaymentData): step 2', async () => {
    expect((await setPaymentData('pay-in-4')).ok).toBe(true);
    expect(steps()).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          checkout_step: 2,
          checkout_option: 'payment pay-in-4',
          value: cart.total,
        }),
      }),
    ]);
  });
});
