import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland, { ADDED_MS } from '../../../islands/add-to-cart/index';
import { $cart } from '../../../src/cart/stores/cart';
import { setConfig } from '../helpers/config';
import { demoStore } from '../helpers/demo-store';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';

const ADD = 'POST /checkout/cart/add';
// The demo store's catalog: pads (with labor), lug nuts sold by 4, and running boards that cannot be bought online.
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set' };
const LUG_NUTS = { product_id: 6, name: 'Lockwell Chrome Acorn Lug Nut', minimum: 4 };
const BOARDS = { product_id: 4 };

const store = demoStore();

/** The lines the server holds for this test's session: [product_id, quantity]. */
async function held(): Promise<[number, number][]> {
  const cart = (await store.json('/checkout/cart/getData')) as { products: { product_id: number; quantity: number }[] };
  return cart.products.map((p) => [p.product_id, p.quantity]);
}

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
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
    return await vi.waitFor(check, { interval: 1, timeout: 5000 });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

describe('add-to-cart: "idle -> Added! for 3 s -> idle"', () => {
  it('sends POST add with product_id and quantity = minimum, shows "Added!" for 3 s, then "Add to Cart" again', async () => {
    fakeTimeouts();
    renderIsland(addToCartIsland, { ...LUG_NUTS });

    fireEvent.click(screen.getByRole('button', { name: `Add to Cart: ${LUG_NUTS.name}` }));

    const added = await waitForUi(() => screen.getByRole('button', { name: 'Added!' }));
    expect(store.sent(ADD).map((r) => Object.fromEntries(r.form))).toEqual([{ product_id: '6', quantity: '4' }]);
    expect($cart.get()?.products[0]?.quantity).toBe(4);
    expect(await held()).toEqual([[6, 4]]);

    act(() => vi.advanceTimersByTime(ADDED_MS - 100));
    expect(added.textContent).toBe('Added!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: `Add to Cart: ${LUG_NUTS.name}` }).textContent).toBe('Add to Cart');
    expect(ADDED_MS).toBe(3000);
  });

  it('shows "Adding…" and ignores further clicks while the request runs', async () => {
    // The store holds the add a while: the further clicks come while it runs.
    await store.fault({ path: '/checkout/cart/add', kind: 'slow', delayMs: 1000 });
    renderIsland(addToCartIsland, { product_id: PADS.product_id });
    const button = screen.getByRole('button', { name: 'Add to Cart' });

    await userEvent.click(button);
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.click(button);

    expect(await screen.findByRole('button', { name: 'Added!' }, { timeout: 3000 })).toBeTruthy();
    expect(store.sent(ADD)).toHaveLength(1);
    expect(await held()).toEqual([[1, 1]]);
  });

  it('sends apply_labor=1 when the product offers labor', async () => {
    renderIsland(addToCartIsland, { product_id: PADS.product_id, apply_labor: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(Object.fromEntries(store.sent(ADD)[0]!.form)).toEqual({
      product_id: '1',
      quantity: '1',
      apply_labor: '1',
    });
    // The store (which refuses apply_labor for a part without labor) added the line with its labor.
    expect($cart.get()?.products[0]?.key).toBe('1:labor');
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
    renderIsland(addToCartIsland, { product_id: PADS.product_id, instant_checkout: true });

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
    renderIsland(addToCartIsland, { product_id: BOARDS.product_id, instant_checkout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Instant Checkout' }));
    await waitForUi(() => expect(notify.error).toHaveBeenCalledWith('This product is not available for purchase.'));
    await waitForUi(() => screen.getByRole('button', { name: 'Instant Checkout' }));
    act(() => vi.advanceTimersByTime(ADDED_MS * 2));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Instant Checkout' })).toBeTruthy();
  });

  it('leaving the page section (unmount) during "Added!" cancels the redirect', async () => {
    fakeTimeouts();
    const assign = stubLocationAssign();
    const { unmount } = renderIsland(addToCartIsland, { product_id: PADS.product_id, instant_checkout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Instant Checkout' }));
    await waitForUi(() => screen.getByRole('button', { name: 'Added!' }));
    unmount();
    vi.advanceTimersByTime(ADDED_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('add-to-cart: failures', () => {
  it('shows the server\'s error_message as a toast and returns to "Add to Cart"; nothing is lost', async () => {
    await store.form('/checkout/cart/add', { product_id: PADS.product_id, quantity: 1 });
    const unsubscribe = $cart.listen(() => {});
    await waitFor(() => expect($cart.get()).not.toBeNull());
    // The store refuses the first add with its error (the next one goes through).
    await store.fault({ path: '/checkout/cart/add', kind: 'status', status: 400 });
    renderIsland(addToCartIsland, { ...LUG_NUTS });

    await userEvent.click(screen.getByRole('button', { name: `Add to Cart: ${LUG_NUTS.name}` }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Injected fault'));
    const button = await screen.findByRole('button', { name: `Add to Cart: ${LUG_NUTS.name}` });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect($cart.get()?.products.map((p) => p.product_id)).toEqual([1]);

    // The shopper can try again straight away.
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeTruthy();
    expect(store.sent(ADD)).toHaveLength(2);
    expect(await held()).toEqual([
      [1, 1],
      [6, 4],
    ]);
    unsubscribe();
  });

  it(`a malformed answer shows "A system error occurred. Contact your administrator." and returns to idle; the log and the host event name the island`, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: FailureDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<FailureDetail>).detail);
    document.addEventListener(ERROR_EVENT, listener);
    // A 200 that is valid JSON but no documented answer.
    await store.fault({ path: '/checkout/cart/add', kind: 'malformed' });
    renderIsland(addToCartIsland, { product_id: PADS.product_id }, { name: 'add-to-cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('A system error occurred. Contact your administrator.'),
    );
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    document.removeEventListener(ERROR_EVENT, listener);
    expect(seen).toMatchObject([{ island: 'add-to-cart', action: 'cart operation failed', kind: 'schema' }]);
    expect(logged.mock.calls[0]?.[0]).toBe('[parts-islands] add-to-cart: cart operation failed');
  });

  it('a dropped connection returns to idle with the system error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/checkout/cart/add', kind: 'drop' });
    renderIsland(addToCartIsland, { product_id: PADS.product_id });
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
