import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import cartPopoutIsland from '../../../islands/cart-popout/index';
import { demoStore } from '../helpers/demo-store';
import { createHarness, mountPoint, page, waitForState, type Harness } from '../helpers/registry-harness';
import { resetStores } from '../helpers/stores';

// The demo store's catalog: pads (1) and the lug nuts sold by 4 (6).
const store = demoStore();
let harness: Harness | null = null;

/** The pop-out's name for the cart the server holds: "{n} item(s) - {total}". */
async function heldLabel(): Promise<string> {
  const cart = (await store.json('/checkout/cart/getData')) as { total_items: number; total_text: string };
  return `${cart.total_items} item(s) - ${cart.total_text}`;
}

const islands = () =>
  createHarness({
    // Each loader answers the island chunk's module, as boot.ts's import() would.
    'add-to-cart': { default: addToCartIsland },
    'cart-popout': { default: cartPopoutIsland },
  });

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  harness?.dispose();
  harness = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the real islands on a host page', () => {
  it('"the interaction strategy keeps the first click": one click on the server-rendered button adds once and updates the pop-out', async () => {
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const before = await heldLabel();
    const root = page(`
      <header><div data-mount="cart-popout"></div></header>
      <div data-mount="add-to-cart" data-strategy="interaction">
        <script type="application/json" data-props>{"product_id":6,"minimum":4}</script>
        <button type="button" data-replay="add">Add to Cart</button>
      </div>`);
    const button = mountPoint(root, 'add-to-cart');
    harness = islands();
    harness.registry.start();
    await screen.findByRole('button', { name: before });
    expect(button.getAttribute('data-mount-state')).toBe('pending');

    within(button).getByRole('button', { name: 'Add to Cart' }).click();

    await waitForState(button, 'mounted');
    // The add's answer is shown: a second add (a click replayed twice) would have been sent with the first.
    expect(await within(button).findByRole('button', { name: 'Added!' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: await heldLabel() })).toBeTruthy();
    expect(store.sent('POST /checkout/cart/add').map((r) => Object.fromEntries(r.form))).toEqual([
      { product_id: '6', quantity: '4' },
    ]);
    expect(((await store.json('/checkout/cart/getData')) as { total_items: number }).total_items).toBe(5);
    expect(store.sent('GET /checkout/cart/getData')).toHaveLength(1);
  });

  it('invalid add-to-cart props: a console error naming product_id, and the pop-out still works', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const label = await heldLabel();
    const root = page(`
      <div data-mount="cart-popout"></div>
      <div data-mount="add-to-cart" data-props='{"product_id":"ABC-123"}'><button>Add to Cart</button></div>`);
    harness = islands();
    harness.registry.start();

    await waitForState(mountPoint(root, 'add-to-cart'), 'error');
    expect(within(mountPoint(root, 'add-to-cart')).getByRole('alert').textContent).toContain(
      'This section could not be loaded.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: label })).toBeTruthy());
    const logged = consoleError.mock.calls
      .flat()
      .map((a: unknown) => (a instanceof Error ? a.message : String(a)))
      .join('\n');
    expect(logged).toContain('product_id');
  });
});
