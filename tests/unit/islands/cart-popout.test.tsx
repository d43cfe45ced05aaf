import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import cartPopout, { summaryText } from '../../../islands/cart-popout/index';
import { CartSchema, type Cart } from '../../../src/cart/schemas/cart';
import { createCartSync } from '../../../src/cart/stores/cart-sync';
import { setConfig } from '../helpers/config';
import { demoStore } from '../helpers/demo-store';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const GET_DATA = 'GET /checkout/cart/getData';
const REMOVE = 'POST /checkout/cart/remove';

// The demo store's catalog: a plain part, one more, and one with a select option (Color: Black).
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set' };
const ROTORS = { product_id: 10, name: 'Ironclad Drilled & Slotted Front Rotor Pair' };
const LINER = { product_id: 17, name: 'WeatherShield Cargo Area Liner' };

const store = demoStore();

/** Puts parts in this test's cart on the server; the cart it then holds. */
async function inCart(...lines: [{ product_id: number }, number?, Record<string, string | number>?][]): Promise<Cart> {
  for (const [product, quantity = 1, extra = {}] of lines)
    await store.form('/checkout/cart/add', { product_id: product.product_id, quantity, ...extra });
  return v.parse(CartSchema, await store.json('/checkout/cart/getData'));
}

/** The toggle's name for a cart: "{n} item(s) - {total}". */
const label = (cart: Cart) => `${cart.total_items} item(s) - ${cart.total_text}`;

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

const toggle = (name: string | RegExp) => screen.getByRole('button', { name });

describe('cart-popout: "{n} item(s) - {total}"', () => {
  it('shows "{n} item(s) - {total}" for the session\'s cart', async () => {
    const cart = await inCart([PADS], [ROTORS, 2]);
    renderIsland(cartPopout);
    expect(cart.total_items).toBe(3);
    expect(await screen.findByRole('button', { name: label(cart) })).toBeTruthy();
    expect(summaryText(3, '$123.45')).toBe('3 item(s) - $123.45');
  });

  it('says "Loading cart…" until the cart arrives', async () => {
    const cart = await inCart([PADS]);
    await store.fault({ path: '/checkout/cart/getData', kind: 'slow', delayMs: 300 });
    renderIsland(cartPopout);
    expect(toggle('Loading cart…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: label(cart) }, { timeout: 2000 })).toBeTruthy();
  });

  it(`shows "A system error occurred. Contact your administrator." in the panel when the cart cannot be loaded`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/checkout/cart/getData', kind: 'status', status: 500 });
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart' }));
    expect(
      within(screen.getByRole('region', { name: 'Shopping cart' })).getByText(
        'A system error occurred. Contact your administrator.',
      ),
    ).toBeTruthy();
  });
});

describe('cart-popout: opening and closing', () => {
  it('opens and closes with the button (aria-expanded)', async () => {
    const cart = await inCart([PADS], [ROTORS, 2]);
    renderIsland(cartPopout);
    const button = await screen.findByRole('button', { name: label(cart) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Shopping cart' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Shopping cart' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Shopping cart' })).toBeNull();
  });

  it('Escape closes the panel and returns focus to the button', async () => {
    const cart = await inCart([PADS], [ROTORS, 2]);
    renderIsland(cartPopout);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: label(cart) });
    await user.click(button);
    const remove = screen.getByRole('button', { name: `Remove ${ROTORS.name}` });
    remove.focus();
    expect(document.activeElement).toBe(remove);

    await user.keyboard('{Escape}');

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with the keyboard (Enter on the button)', async () => {
    const cart = await inCart([PADS]);
    renderIsland(cartPopout);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: label(cart) });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle(label(cart)).getAttribute('aria-expanded')).toBe('true');
  });

  it('a pointer press outside closes it', async () => {
    const cart = await inCart([PADS]);
    renderIsland(cartPopout);
    const outside = document.createElement('p');
    outside.textContent = 'page content';
    document.body.append(outside);
    const button = await screen.findByRole('button', { name: label(cart) });
    await userEvent.click(button);
    await userEvent.click(outside);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('cart-popout: rows', () => {
  it('lists each line with its link, options, quantity × price, total and a "Remove {name}" control, then totals', async () => {
    const cart = await inCart([LINER, 1, { 'option[113]': 1021 }], [ROTORS, 2]);
    const [liner, rotors] = cart.products;
    renderIsland(cartPopout, { cart_label: 'View Cart', checkout_label: 'Checkout' });
    await userEvent.click(await screen.findByRole('button', { name: label(cart) }));
    const panel = screen.getByRole('region', { name: 'Shopping cart' });

    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: LINER.name }).getAttribute('href')).toBe(
      '/index.php?route=product/product&product_id=17',
    );
    expect(items[0]!.textContent).toContain('Color: Black');
    expect(items[0]!.textContent).toContain(`1 × ${liner!.unit_price_text}`);
    expect(items[1]!.textContent).toContain('2 × $189.50');
    expect(items[1]!.textContent).toContain(rotors!.price_text);
    expect(rotors!.price_text).toBe('$379.00');
    expect(within(items[1]!).getByRole('button', { name: `Remove ${ROTORS.name}` })).toBeTruthy();
    expect(within(panel).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe(
      cart.total_text,
    );
    expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/checkout/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/checkout');
  });

  it('"Remove {name}" sends POST remove with the line\'s key and shows the cart the server returns', async () => {
    const assign = stubLocationAssign();
    const cart = await inCart([PADS], [ROTORS, 2]);
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: label(cart) }));

    await userEvent.click(screen.getByRole('button', { name: `Remove ${ROTORS.name}` }));

    expect(store.sent(REMOVE).map((r) => Object.fromEntries(r.form))).toEqual([{ key: cart.products[1]!.key }]);
    const after = await inCart();
    expect(after.products.map((p) => p.name)).toEqual([PADS.name]);
    expect(await screen.findByRole('button', { name: label(after) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Remove ${ROTORS.name}` })).toBeNull();
    expect(screen.getByRole('button', { name: `Remove ${PADS.name}` })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('the remove control is disabled while its request runs (no double remove)', async () => {
    const cart = await inCart([PADS], [ROTORS, 2]);
    // The store holds the removal a while before doing it: the second click comes while it runs.
    await store.fault({ path: '/checkout/cart/remove', kind: 'slow', delayMs: 1000 });
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: label(cart) }));
    const remove = screen.getByRole('button', { name: `Remove ${ROTORS.name}` });
    await userEvent.click(remove);
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${ROTORS.name}` })).toBeNull(), {
      timeout: 3000,
    });
    expect(store.sent(REMOVE)).toHaveLength(1);
  });

  it('"Removing the last item sends the shopper to /checkout/cart"', async () => {
    const assign = stubLocationAssign();
    const cart = await inCart([PADS]);
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: label(cart) }));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${PADS.name}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cart'));
  });

  it("a failed remove keeps the line and shows the server's message", async () => {
    const cart = await inCart([PADS], [ROTORS, 2]);
    await store.fault({ path: '/checkout/cart/remove', kind: 'status', status: 400 });
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: label(cart) }));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${ROTORS.name}` }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Injected fault'));
    const remove = screen.getByRole('button', { name: `Remove ${ROTORS.name}` }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    expect(toggle(label(cart))).toBeTruthy();
  });
});

describe('cart-popout: empty cart', () => {
  it('says "The shopping cart is empty." and offers no checkout', async () => {
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: '0 item(s) - $0.00' }));
    const panel = screen.getByRole('region', { name: 'Shopping cart' });
    expect(within(panel).getByText('The shopping cart is empty.')).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toBeTruthy();
  });
});

describe('cart-popout: "shown only for guest checkout or a logged-in customer"', () => {
  it('renders nothing when guest checkout is off and the visitor is not logged in', async () => {
    setConfig({ guest_checkout: false, logged_in: false });
    const { container } = renderIsland(cartPopout);
    // Every render and effect has run: the panel (the only reader of the cart) was never mounted.
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    // A visitor who cannot buy costs the store no cart request.
    expect(store.sent(GET_DATA)).toHaveLength(0);
  });

  it('shows for a logged-in customer when guest checkout is off', async () => {
    setConfig({ guest_checkout: false, logged_in: true });
    const cart = await inCart([PADS]);
    renderIsland(cartPopout);
    expect(await screen.findByRole('button', { name: label(cart) })).toBeTruthy();
  });

  it('shows for a guest when guest checkout is on (the default)', async () => {
    const cart = await inCart([PADS]);
    renderIsland(cartPopout);
    expect(await screen.findByRole('button', { name: label(cart) })).toBeTruthy();
  });
});

describe('cart-popout with other islands and tabs', () => {
  it('"Adding updates the pop-out with no reload", and getData runs once for both islands', async () => {
    const before = await inCart([PADS]);
    renderIsland(cartPopout);
    renderIsland(addToCartIsland, { product_id: ROTORS.product_id, minimum: 2 });
    await screen.findByRole('button', { name: label(before) });

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const after = await inCart();
    expect(after.total_items).toBe(3);
    expect(await screen.findByRole('button', { name: label(after) })).toBeTruthy();
    expect(store.sent(GET_DATA)).toHaveLength(1);
  });

  it('a cart changed in another tab shows here', async () => {
    const before = await inCart([PADS]);
    renderIsland(cartPopout);
    await screen.findByRole('button', { name: label(before) });
    const after = await inCart([ROTORS, 2]);
    const otherTab = createCartSync(() => {});
    try {
      act(() => otherTab.publish(after));
      expect(await screen.findByRole('button', { name: label(after) })).toBeTruthy();
    } finally {
      otherTab.close();
    }
  });
});
