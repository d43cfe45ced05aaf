import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshCart, setPaymentData, submitKioskOrder } from '../../../src/cart/stores/cart';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';

const CART = wireCart([cartLine({ quantity: 2, price: '82.30' })]);
let server: FakeFetch;

beforeEach(async () => {
  resetStores();
  window.dataLayer = [];
  server = stubFetch();
  server.onJson('GET /checkout/cart/getData', CART);
  await refreshCart();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const steps = () => (window.dataLayer as { event?: string }[]).filter((e) => e.event === 'checkout_progress');

describe('the "checkout step" marketing event (spec 1 §9: checkout begin/step/complete)', () => {
  it('fires when the kiosk checkout hands over who picks the order up (setCheckoutData): step 1 with the cart', async () => {
    server.onJson('POST /checkout/cart/setCheckoutData', { success: 'Saved.', cart: CART });
    server.onJson('POST /index.php', { order_id: 4321 });
    expect(await submitKioskOrder({ firstname: 'Sam', telephone: '' })).toEqual({ ok: true, orderId: '4321' });
    expect(steps()).toEqual([
      {
        event: 'checkout_progress',
        ecommerce: {
          checkout_step: 1,
          checkout_option: 'kiosk pickup',
          currency: 'USD',
          value: 82.3,
          items: [{ item_id: '101', item_name: 'Front Brake Pad Set', price: 41.15, quantity: 2 }],
        },
      },
    ]);
    // GA4 asks for the previous ecommerce object to be cleared first.
    const layer = window.dataLayer ?? [];
    const at = layer.findIndex((e) => (e as { event?: string }).event === 'checkout_progress');
    expect(layer[at - 1]).toEqual({ ecommerce: null });
  });

  it('does not fire when the server refuses the step', async () => {
    server.onJson('POST /checkout/cart/setCheckoutData', { error: 'Name is required.' });
    expect(await submitKioskOrder({ firstname: '', telephone: '' })).toMatchObject({ ok: false });
    expect(steps()).toEqual([]);
    server.onJson('POST /checkout/cart/setPaymentData', { error: 'Unknown payment item.' });
    expect((await setPaymentData('x')).ok).toBe(false);
    expect(steps()).toEqual([]);
  });

  it('fires when the checkout payment is chosen (setPaymentData): step 2', async () => {
    server.onJson('POST /checkout/cart/setPaymentData', { cart: CART });
    expect((await setPaymentData(7)).ok).toBe(true);
    expect(steps()).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ checkout_step: 2, checkout_option: 'payment 7', value: 82.3 }),
      }),
    ]);
  });
});
