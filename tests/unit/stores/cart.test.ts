import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { EVENTS } from '../../../src/events';
import { CartSchema, type Cart } from '../../../src/cart/schemas/cart';
import { $cart, $cartStatus, addToCart, refreshCart, removeLine, setLineQuantity } from '../../../src/cart/stores/cart';
import { createCartSync } from '../../../src/cart/stores/cart-sync';
import { setConfig } from '../../../src/stores/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const GET_DATA = 'GET /checkout/cart/getData';
const ADD = 'POST /checkout/cart/add';
const EDIT = 'PUT /checkout/cart/edit';
const REMOVE = 'POST /checkout/cart/remove';

const pads = cartLine({
  key: 'pads',
  product_id: 101,
  name: 'Front Brake Pad Set',
  quantity: 1,
  price: '41.15',
  price_text: '$41.15',
});
const rotor = cartLine({
  key: 'rotor',
  product_id: 202,
  name: 'Brake Rotor',
  quantity: 2,
  unit_price: '41.15',
  price: '82.30',
  price_text: '$82.30',
});

/** vi.waitFor, polling every 5 ms so a test lasts as long as the work it waits for. */
const until = <T>(check: () => T) => vi.waitFor(check, { interval: 5, timeout: 1000 });

let server: FakeFetch;
const unsubscribers: (() => void)[] = [];

/** Subscribes like an island would (useStore) and waits for the first cart. */
async function readCart(): Promise<Cart> {
  unsubscribers.push($cart.listen(() => {}));
  await until(() => expect($cart.get()).not.toBeNull());
  return $cart.get()!;
}

function cartEvents(): CustomEvent<{ cart: Cart }>[] {
  const seen: CustomEvent<{ cart: Cart }>[] = [];
  const listener = (e: Event) => seen.push(e as CustomEvent<{ cart: Cart }>);
  document.addEventListener(EVENTS.cartUpdated, listener);
  unsubscribers.push(() => document.removeEventListener(EVENTS.cartUpdated, listener));
  return seen;
}

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
});

afterEach(() => {
  for (const off of unsubscribers.splice(0)) off();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.dataLayer;
  setPagePath('/');
});

describe('$cart: "fetched once per page however many islands read it"', () => {
  it('runs getData exactly once for several subscribers', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    unsubscribers.push(
      $cart.listen(() => {}),
      $cart.listen(() => {}),
      $cart.subscribe(() => {}),
    );
    await until(() => expect($cartStatus.get()).toBe('ready'));
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
    // getData starts only when a reader subscribes and no timer is involved: every call has been sent by now.
    expect(server.sent(GET_DATA)).toHaveLength(1);
  });

  it('does not fetch again when every reader leaves and a new one arrives later', async () => {
    vi.useFakeTimers();
    server.onJson(GET_DATA, wireCart([pads]));
    const off = $cart.listen(() => {});
    await until(() => expect($cartStatus.get()).toBe('ready'));
    off();
    await vi.advanceTimersByTimeAsync(5000); // past nanostores' unmount delay
    unsubscribers.push($cart.listen(() => {}));
    await vi.advanceTimersByTimeAsync(50);
    expect(server.sent(GET_DATA)).toHaveLength(1);
  });

  it('reports "loading" then "ready", and "error" when the first getData fails', async () => {
    const answer = deferred();
    server.on(GET_DATA, () => answer.promise);
    unsubscribers.push($cart.listen(() => {}));
    expect($cartStatus.get()).toBe('loading');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer.resolve(json({}, 500));
    await until(() => expect($cartStatus.get()).toBe('error'));
    expect($cart.get()).toBeNull();
  });
});

describe('cart operations: "replace the cart with the cart the server returns"', () => {
  it('addToCart sends product_id, quantity and option[...] and replaces the cart with the answer', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(ADD, {
      success: 'Success: You have added Brake Rotor to your shopping cart!',
      cart: wireCart([pads, rotor]),
    });
    await readCart();

    const result = await addToCart({ product_id: 202, quantity: 2, option: { 12: 5 } });

    expect(result).toEqual({ ok: true, message: 'Success: You have added Brake Rotor to your shopping cart!' });
    const [sent] = server.sent(ADD);
    expect(sent?.form.get('product_id')).toBe('202');
    expect(sent?.form.get('quantity')).toBe('2');
    expect(sent?.form.get('option[12]')).toBe('5');
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads', 'rotor']);
    expect($cart.get()?.total_text).toBe('$123.45');
    expect(notify.success).toHaveBeenCalledWith('Success: You have added Brake Rotor to your shopping cart!');
  });

  it('pushes marketing_tracking to window.dataLayer as it came', async () => {
    const tracking = { event: 'add_to_cart', ecommerce: { items: [{ item_id: '202' }] } };
    server.onJson(GET_DATA, wireCart());
    server.onJson(ADD, { cart: wireCart([rotor]), marketing_tracking: tracking });
    window.dataLayer = [{ event: 'gtm.js' }];

    await addToCart({ product_id: 202, quantity: 2 });

    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, tracking]);
  });

  it('dispatches "parts-islands:cart-updated" on document with the new cart', async () => {
    server.onJson(GET_DATA, wireCart());
    server.onJson(ADD, { cart: wireCart([rotor]) });
    const events = cartEvents();

    await addToCart({ product_id: 202, quantity: 2 });

    expect(events).toHaveLength(1);
    expect(events[0]?.detail.cart.products[0]?.name).toBe('Brake Rotor');
    expect(events[0]?.bubbles).toBe(true);
  });

  it('setLineQuantity sends PUT edit with key and quantity', async () => {
    server.onJson(EDIT, { cart: wireCart([{ ...rotor, quantity: 3, price: '123.45', price_text: '$123.45' }]) });
    await setLineQuantity('rotor', 3);
    const [sent] = server.sent(EDIT);
    expect(Object.fromEntries(sent!.form)).toEqual({ key: 'rotor', quantity: '3' });
    expect($cart.get()?.products[0]?.quantity).toBe(3);
  });
});

describe('"a newer request wins over an older answer"', () => {
  it("keeps the newer edit's cart when the older answer arrives last", async () => {
    server.onJson(GET_DATA, wireCart([rotor]));
    await readCart();
    const first = deferred();
    const second = deferred();
    server.on(EDIT, () => first.promise).on(EDIT, () => second.promise);
    const events = cartEvents();

    const older = setLineQuantity('rotor', 4);
    const newer = setLineQuantity('rotor', 5);
    await until(() => expect(server.sent(EDIT)).toHaveLength(2));
    second.resolve(json({ cart: wireCart([{ ...rotor, quantity: 5 }]) }));
    await newer;
    first.resolve(json({ cart: wireCart([{ ...rotor, quantity: 4 }]) }));
    await older;

    expect($cart.get()?.products[0]?.quantity).toBe(5);
    expect(events.map((e) => e.detail.cart.products[0]?.quantity)).toEqual([5]);
  });

  it('a slow first getData never overwrites the cart an add returned', async () => {
    const slow = deferred();
    server.on(GET_DATA, () => slow.promise);
    server.onJson(ADD, { cart: wireCart([pads, rotor]) });
    // The page's first getData (what the first reader starts), held so the test can wait for it to be handled.
    const first = refreshCart();
    unsubscribers.push($cart.listen(() => {}));

    await addToCart({ product_id: 202, quantity: 2 });
    slow.resolve(json(wireCart([pads])));
    await first;

    expect(server.sent(GET_DATA)).toHaveLength(1);
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads', 'rotor']);
  });
});

describe('errors: "the spec\'s error catalogue decides what the user sees"', () => {
  it(`a malformed answer keeps the previous cart and shows "${SYSTEM_ERROR}"`, async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(ADD, { cart: { products: 'not a list' } });
    await readCart();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await addToCart({ product_id: 202, quantity: 2 });

    expect(result.ok).toBe(false);
    expect(result.message).toBe(SYSTEM_ERROR);
    expect(notify.error).toHaveBeenCalledWith(SYSTEM_ERROR);
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
  });

  it('an HTTP 500 keeps the previous cart and shows the system error', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.on(ADD, () => new Response('<h1>Internal Server Error</h1>', { status: 500 }));
    await readCart();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await addToCart({ product_id: 202, quantity: 2 });

    expect(result.ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SYSTEM_ERROR);
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
  });

  it("error_message becomes an error toast with the server's text, and the cart in that answer is applied", async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(ADD, {
      error_message: 'Brake Rotor is not available in the desired quantity.',
      errors: { quantity: 'Maximum quantity is 1' },
      cart: wireCart([pads, { ...rotor, quantity: 1, price: '41.15', price_text: '$41.15' }]),
    });
    await readCart();

    const result = await addToCart({ product_id: 202, quantity: 2 });

    expect(result).toMatchObject({ ok: false, fieldErrors: { quantity: 'Maximum quantity is 1' } });
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error.mock.calls[0]?.[0]).toContain('Brake Rotor is not available in the desired quantity.');
    expect($cart.get()?.products.map((p) => [p.key, p.quantity])).toEqual([
      ['pads', 1],
      ['rotor', 1],
    ]);
  });

  it('error_message without a cart keeps the cart that was shown', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(ADD, { error_message: 'Product not found!' }, 400);
    await readCart();

    const result = await addToCart({ product_id: 999, quantity: 1 });

    expect(result).toMatchObject({ ok: false, message: 'Product not found!' });
    expect(notify.error).toHaveBeenCalledWith('Product not found!');
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
  });
});

describe('removeLine: "Removing the last item sends the shopper to /checkout/cart"', () => {
  it('sends POST remove with the key and goes to /checkout/cart when the cart becomes empty', async () => {
    const assign = stubLocationAssign();
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(REMOVE, { success: 'Success: You have modified your shopping cart!', cart: wireCart([]) });
    await readCart();

    await removeLine('pads');

    expect(Object.fromEntries(server.sent(REMOVE)[0]!.form)).toEqual({ key: 'pads' });
    expect($cart.get()?.products).toEqual([]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/checkout/cart');
  });

  it('uses the configured cart page (index.php?route=checkout/cart)', async () => {
    setConfig({ endpoints: { cart: '/index.php?route=checkout/cart/', cart_page: '/index.php?route=checkout/cart' } });
    const assign = stubLocationAssign();
    server.onJson('POST /index.php', { cart: wireCart([]) });

    await removeLine('pads');

    expect(server.requests[0]?.url.searchParams.get('route')).toBe('checkout/cart/remove');
    expect(assign).toHaveBeenCalledWith('/index.php?route=checkout/cart');
  });

  it('stays put when the shopper is already on /checkout/cart', async () => {
    setPagePath('/checkout/cart');
    const assign = stubLocationAssign();
    server.onJson(REMOVE, { cart: wireCart([]) });

    await removeLine('pads');

    expect($cart.get()?.products).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays put while other lines remain, or when the removal failed', async () => {
    const assign = stubLocationAssign();
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    server.onJson(REMOVE, { cart: wireCart([rotor]) });
    server.onJson(REMOVE, { error_message: 'Could not remove' }, 400);
    await readCart();

    await removeLine('pads');
    expect(assign).not.toHaveBeenCalled();
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['rotor']);

    const failed = await removeLine('rotor');
    expect(failed.ok).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('cart sync: "two tabs never show different carts"', () => {
  it('a cart published by one tab reaches another', async () => {
    const received: Cart[] = [];
    const otherTab = createCartSync((cart) => received.push(cart));
    const thisTab = createCartSync(() => {});
    try {
      const cart = v.parse(CartSchema, wireCart([pads]));
      thisTab.publish(cart);
      await until(() => expect(received).toHaveLength(1));
      expect(received[0]).toEqual(cart);
    } finally {
      otherTab.close();
      thisTab.close();
    }
  });

  it('an add in this tab is published to other tabs', async () => {
    server.onJson(ADD, { cart: wireCart([rotor]) });
    const received: Cart[] = [];
    const otherTab = createCartSync((cart) => received.push(cart));
    try {
      await addToCart({ product_id: 202, quantity: 2 });
      await until(() => expect(received.map((c) => c.products[0]?.key)).toEqual(['rotor']));
    } finally {
      otherTab.close();
    }
  });

  it('a cart from another tab replaces $cart and dispatches "parts-islands:cart-updated"', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    await readCart();
    const events = cartEvents();
    const otherTab = createCartSync(() => {});
    try {
      otherTab.publish(v.parse(CartSchema, wireCart([pads, rotor])));
      await until(() => expect($cart.get()?.products).toHaveLength(2));
      expect(events.map((e) => e.detail.cart.products.length)).toEqual([2]);
    } finally {
      otherTab.close();
    }
  });
});

describe('refreshCart', () => {
  it('replaces the cart with a fresh getData', async () => {
    server.onJson(GET_DATA, wireCart([pads])).onJson(GET_DATA, wireCart([pads, rotor]));
    await readCart();
    await refreshCart();
    expect($cart.get()?.products).toHaveLength(2);
    expect(server.sent(GET_DATA)).toHaveLength(2);
  });
});

describe('an unreadable answer to a change: the cart is re-read from the server before the UI settles', () => {
  const NOTICE = '<br />\n<b>Notice</b>:  Undefined index: product_id in <b>/x/cart.php</b> on line <b>128</b><br />\n';
  const noticed = (body: unknown) =>
    new Response(NOTICE + JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'text/html' } });

  it('Add to Cart answered with a PHP notice before the JSON shows the cart the server holds (1 item)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let held = wireCart([]);
    server.on(GET_DATA, () => json(held));
    await readCart();
    server.on(ADD, () => {
      held = wireCart([pads]);
      return noticed({ success: 'Added', cart: held });
    });
    const result = await addToCart({ product_id: 101, quantity: 1 });
    expect(result).toMatchObject({ ok: false, message: SYSTEM_ERROR });
    // Settled only after the re-read: the cart already shows what the server holds.
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
    expect(server.sent(GET_DATA)).toHaveLength(2);
    expect(notify.error).toHaveBeenCalledWith(SYSTEM_ERROR);
  });

  it('a quantity change whose connection dropped after sending, and a removal behind a notice, re-read too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let held = wireCart([pads, rotor]);
    server.on(GET_DATA, () => json(held));
    await readCart();
    server.on(EDIT, () => {
      held = wireCart([{ ...pads, quantity: 3 }, rotor]);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await setLineQuantity('pads', 3);
    expect($cart.get()?.products.map((p) => p.quantity)).toEqual([3, 2]);
    server.on(REMOVE, () => {
      held = wireCart([{ ...pads, quantity: 3 }]);
      return noticed({ cart: held });
    });
    await removeLine('rotor');
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);
    expect(server.sent(GET_DATA)).toHaveLength(3);
  });

  it('a refused change (the server said why) or a 500 is not followed by a re-read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson(GET_DATA, wireCart([pads]));
    await readCart();
    server.onJson(ADD, { error: 'Out of stock' });
    await addToCart({ product_id: 101, quantity: 1 });
    server.onJson(EDIT, {}, 500);
    await setLineQuantity('pads', 2);
    expect(server.sent(GET_DATA)).toHaveLength(1);
  });
});
