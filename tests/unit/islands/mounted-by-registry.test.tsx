import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import cartPopoutIsland from '../../../islands/cart-popout/index';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { createHarness, mountPoint, page, waitForState, type Harness } from '../helpers/registry-harness';
import { resetStores } from '../helpers/stores';

const pads = cartLine({ key: 'pads', product_id: 101, name: 'Front Brake Pad Set' });
const rotor = cartLine({
  key: 'rotor',
  product_id: 202,
  name: 'Brake Rotor',
  quantity: 2,
  price: '82.30',
  price_text: '$82.30',
});

let server: FakeFetch;
let harness: Harness | null = null;

const islands = () =>
  createHarness({
    // Each loader answers the island chunk's module, as boot.ts's import() would.
    'add-to-cart': { default: addToCartIsland },
    'cart-popout': { default: cartPopoutIsland },
  });

beforeEach(() => {
  resetStores();
  server = stubFetch();
});

afterEach(() => {
  harness?.dispose();
  harness = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the real islands on a host page', () => {
  it('"the interaction strategy keeps the first click": one click on the server-rendered button adds once and updates the pop-out', async () => {
    server.onJson('GET /checkout/cart/getData', wireCart([pads]));
    server.onJson('POST /checkout/cart/add', { cart: wireCart([pads, rotor]) });
    const root = page(`
      <header><div data-mount="cart-popout"></div></header>
      <div data-mount="add-to-cart" data-strategy="interaction">
        <script type="application/json" data-props>{"product_id":202,"minimum":2}</script>
        <button type="button" data-replay="add">Add to Cart</button>
      </div>`);
    const button = mountPoint(root, 'add-to-cart');
    harness = islands();
    harness.registry.start();
    await screen.findByRole('button', { name: '1 item(s) - $41.15' });
    expect(button.getAttribute('data-mount-state')).toBe('pending');

    within(button).getByRole('button', { name: 'Add to Cart' }).click();

    await waitForState(button, 'mounted');
    expect(await screen.findByRole('button', { name: '3 item(s) - $123.45' })).toBeTruthy();
    // The add's answer is shown: a second add (a click replayed twice) would have been sent with the first.
    expect(await within(button).findByRole('button', { name: 'Added!' })).toBeTruthy();
    expect(server.sent('POST /checkout/cart/add').map((r) => Object.fromEntries(r.form))).toEqual([
      { product_id: '202', quantity: '2' },
    ]);
    expect(server.sent('GET /checkout/cart/getData')).toHaveLength(1);
  });

  it('invalid add-to-cart props: a console error naming product_id, and the pop-out still works', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson('GET /checkout/cart/getData', wireCart([pads]));
    const root = page(`
      <div data-mount="cart-popout"></div>
      <div data-mount="add-to-cart" data-props='{"product_id":"ABC-123"}'><button>Add to Cart</button></div>`);
    harness = islands();
    harness.registry.start();

    await waitForState(mountPoint(root, 'add-to-cart'), 'error');
    expect(within(mountPoint(root, 'add-to-cart')).getByRole('alert').textContent).toContain(
      'This section could not be loaded.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '1 item(s) - $41.15' })).toBeTruthy());
    const logged = consoleError.mock.calls
      .flat()
      .map((a: unknown) => (a instanceof Error ? a.message : String(a)))
      .join('\n');
    expect(logged).toContain('product_id');
  });
});
