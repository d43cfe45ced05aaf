import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland, { ADDED_MS } from '../../../islands/add-to-cart/index';
import { $cart } from '../../../src/cart/stores/cart';
import { setConfig } from '../../../src/stores/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const ADD = 'POST /checkout/cart/add';
const pads = cartLine({ key: 'pads', product_id: 101, name: 'Front Brake Pad Set' });

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

/** Only setTimeout is faked: React, fetch and MutationObserver keep their real scheduling. */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Waits for the UI under fake timeouts (Testing Library's findBy* waits on a setTimeout that would never fire).
 * vi.waitFor moves fake time on by its interval per failed check: 1 ms keeps the 3 s measurement exact to a few ms.
 * As Testing Library's own waitFor does, React's act environment is off while waiting for async updates.
 */
async function waitForUi<T>(check: () => T): Promise<T> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await vi.waitFor(check, { interval: 1, timeout: 2000 });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

describe('add-to-cart: "idle -> Added! for 3 s -> idle"', () => {
  it('sends POST add with product_id and quantity = minimum, shows "Added!" for 3 s, then "Add to Cart" again', async () => {
    fakeTimeouts();
    server.onJson(ADD, {
      success: 'Success: You have added Front Brake Pad Set to your shopping cart!',
      cart: wireCart([{ ...pads, quantity: 2 }]),
    });
    renderIsland(addToCartIsland, { product_id: 101, minimum: 2, name: 'Front Brake Pad Set' });

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Front Brake Pad Set' }));

    const added = await waitForUi(() => screen.getByRole('button', { name: 'Added!' }));
    expect(server.sent(ADD).map((r) => Object.fromEntries(r.form))).toEqual([{ product_id: '101', quantity: '2' }]);
    expect($cart.get()?.products[0]?.quantity).toBe(2);

    act(() => vi.advanceTimersByTime(ADDED_MS - 100));
    expect(added.textContent).toBe('Added!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Add to Cart: Front Brake Pad Set' }).textContent).toBe('Add to Cart');
    expect(ADDED_MS).toBe(3000);
  });

  it('shows "Adding…" and ignores further clicks while the request runs', async () => {
    const answer = deferred();
    server.on(ADD, () => answer.promise);
    renderIsland(addToCartIsland, { product_id: 101 });
    const button = screen.getByRole('button', { name: 'Add to Cart' });

    await userEvent.click(button);
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(server.sent(ADD)).toHaveLength(1);

    answer.resolve(json({ cart: wireCart([pads]) }));
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeTruthy();
  });

  it('sends apply_labor=1 when the product offers labor', async () => {
    server.onJson(ADD, { cart: wireCart([pads]) });
    renderIsland(addToCartIsland, { product_id: 101, apply_labor: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(Object.fromEntries(server.sent(ADD)[0]!.form)).toEqual({
      product_id: '101',
      quantity: '1',
      apply_labor: '1',
    });
  });

  it('uses the label the theme gives', async () => {
    renderIsland(addToCartIsland, { product_id: 101, label: 'Buy now' });
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it('carries data-replay="add" so a click on the server-rendered button before mounting is replayed on it', () => {
    renderIsland(addToCartIsland, { product_id: 101 });
    expect(screen.getByRole('button', { name: 'Add to Cart' }).getAttribute('data-replay')).toBe('add');
  });
});

describe('add-to-cart: "Instant Checkout shows Added! then goes to /checkout/checkout after about 3 s"', () => {
  it('shows "Added!" and goes to /checkout/checkout after 3 s', async () => {
    fakeTimeouts();
    const assign = stubLocationAssign();
    server.onJson(ADD, { cart: wireCart([pads]) });
    renderIsland(addToCartIsland, { product_id: 101, instant_checkout: true });

    fireEvent.click(screen.getByRole('button', { name: 'Instant Checkout' }));
    await waitForUi(() => screen.getByRole('button', { name: 'Added!' }));

    act(() => vi.advanceTimersByTime(ADDED_MS - 100));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/checkout/checkout');
  });

  it('does not go to checkout when the add failed', async () => {
    fakeTimeouts();
    const assign = stubLocationAssign();
    server.onJson(ADD, { error_message: 'Brake Rotor is out of stock.' });
    renderIsland(addToCartIsland, { product_id: 101, instant_checkout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Instant Checkout' }));
    await waitForUi(() => expect(notify.error).toHaveBeenCalledWith('Brake Rotor is out of stock.'));
    await waitForUi(() => screen.getByRole('button', { name: 'Instant Checkout' }));
    act(() => vi.advanceTimersByTime(ADDED_MS * 2));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Instant Checkout' })).toBeTruthy();
  });

  it('leaving the page section (unmount) during "Added!" cancels the redirect', async () => {
    fakeTimeouts();
    const assign = stubLocationAssign();
    server.onJson(ADD, { cart: wireCart([pads]) });
    const { unmount } = renderIsland(addToCartIsland, { product_id: 101, instant_checkout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Instant Checkout' }));
    await waitForUi(() => screen.getByRole('button', { name: 'Added!' }));
    unmount();
    vi.advanceTimersByTime(ADDED_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('add-to-cart: failures', () => {
  it('shows the server\'s error_message as a toast and returns to "Add to Cart"; nothing is lost', async () => {
    server.onJson('GET /checkout/cart/getData', wireCart([pads]));
    const unsubscribe = $cart.listen(() => {});
    await waitFor(() => expect($cart.get()).not.toBeNull());
    server.onJson(ADD, {
      error_message: 'Products marked with *** are not available in the desired quantity or not in stock!',
    });
    server.onJson(ADD, { cart: wireCart([pads, cartLine({ key: 'rotor', product_id: 202, name: 'Brake Rotor' })]) });
    renderIsland(addToCartIsland, { product_id: 202 });

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Products marked with *** are not available in the desired quantity or not in stock!',
      ),
    );
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect($cart.get()?.products.map((p) => p.key)).toEqual(['pads']);

    // The shopper can try again straight away.
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeTruthy();
    expect(server.sent(ADD)).toHaveLength(2);
    unsubscribe();
  });

  it(`a malformed answer shows "A system error occurred. Contact your administrator." and returns to idle`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on(ADD, () => new Response('<b>Fatal error</b>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    renderIsland(addToCartIsland, { product_id: 202 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('A system error occurred. Contact your administrator.'),
    );
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it('a dropped connection returns to idle with the system error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.on(ADD, () => Promise.reject(new TypeError('Failed to fetch')));
    renderIsland(addToCartIsland, { product_id: 202 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('A system error occurred. Contact your administrator.'),
    );
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});

describe('add-to-cart: "when guest checkout is off and the visitor is not logged in, a login link to /account/login"', () => {
  it('shows a login link whose text is the call-to-action message, returning to this page', () => {
    setPagePath('/product/brake-pads?product_id=101');
    setConfig({ guest_checkout: false, logged_in: false, login_cta_text: 'Log in to see pricing and buy' });
    renderIsland(addToCartIsland, { product_id: 101 });

    const link = screen.getByRole('link', { name: 'Log in to see pricing and buy' });
    const href = new URL(link.getAttribute('href')!, window.location.href);
    expect(href.pathname).toBe('/account/login');
    expect(href.searchParams.get('redirect')).toBe('/product/brake-pads?product_id=101');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses "Log In to Purchase" when the config has no text of its own', () => {
    setConfig({ guest_checkout: false });
    renderIsland(addToCartIsland, { product_id: 101 });
    expect(screen.getByRole('link', { name: 'Log In to Purchase' })).toBeTruthy();
  });

  it('shows the button to a logged-in customer', () => {
    setConfig({ guest_checkout: false, logged_in: true });
    renderIsland(addToCartIsland, { product_id: 101 });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('add-to-cart: "Requires options to be selected"', () => {
  it('shows the notice and a View Product link instead of the button', () => {
    renderIsland(addToCartIsland, { product_id: 101, requires_options: true, view_link: '/product/101' });
    expect(screen.getByText('Requires options to be selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe('/product/101');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('rejects props without a valid product_id (the registry then shows its error state)', () => {
    expect(() => renderIsland(addToCartIsland, { product_id: 'abc' })).toThrow(/product_id|number/i);
  });
});
