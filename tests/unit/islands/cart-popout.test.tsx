import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import cartPopout, { summaryText } from '../../../islands/cart-popout/index';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { createCartSync } from '../../../src/cart/stores/cart-sync';
import { setConfig } from '../../../src/stores/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';

const GET_DATA = 'GET /checkout/cart/getData';
const REMOVE = 'POST /checkout/cart/remove';

const pads = cartLine({
  key: 'pads',
  product_id: 101,
  name: 'Front Brake Pad Set',
  quantity: 1,
  unit_price_text: '$41.15',
  price: '41.15',
  price_text: '$41.15',
  links: { view: '/product/101' },
  selected_options: [{ product_option_id: 12, name: 'Position', value: 'Front' }],
});
const rotor = cartLine({
  key: 'rotor',
  product_id: 202,
  name: 'Brake Rotor',
  quantity: 2,
  unit_price: '41.15',
  unit_price_text: '$41.15',
  price: '82.30',
  price_text: '$82.30',
});

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  notify.success.mockClear();
  notify.error.mockClear();
  server = stubFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

const toggle = (name: string | RegExp) => screen.getByRole('button', { name });

describe('cart-popout: "{n} item(s) - {total}"', () => {
  it('shows "3 item(s) - $123.45" for the session\'s cart', async () => {
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    renderIsland(cartPopout);
    expect(await screen.findByRole('button', { name: '3 item(s) - $123.45' })).toBeTruthy();
    expect(summaryText(3, '$123.45')).toBe('3 item(s) - $123.45');
  });

  it('says "Loading cart…" until the cart arrives', async () => {
    const answer = deferred();
    server.on(GET_DATA, () => answer.promise);
    renderIsland(cartPopout);
    expect(toggle('Loading cart…')).toBeTruthy();
    answer.resolve(json(wireCart([pads])));
    expect(await screen.findByRole('button', { name: '1 item(s) - $41.15' })).toBeTruthy();
  });

  it(`shows "A system error occurred. Contact your administrator." in the panel when the cart cannot be loaded`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson(GET_DATA, {}, 500);
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
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    renderIsland(cartPopout);
    const button = await screen.findByRole('button', { name: '3 item(s) - $123.45' });
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
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    renderIsland(cartPopout);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '3 item(s) - $123.45' });
    await user.click(button);
    const remove = screen.getByRole('button', { name: 'Remove Brake Rotor' });
    remove.focus();
    expect(document.activeElement).toBe(remove);

    await user.keyboard('{Escape}');

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with the keyboard (Enter on the button)', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    renderIsland(cartPopout);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '1 item(s) - $41.15' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle('1 item(s) - $41.15').getAttribute('aria-expanded')).toBe('true');
  });

  it('a pointer press outside closes it', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    renderIsland(cartPopout);
    const outside = document.createElement('p');
    outside.textContent = 'page content';
    document.body.append(outside);
    const button = await screen.findByRole('button', { name: '1 item(s) - $41.15' });
    await userEvent.click(button);
    await userEvent.click(outside);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('cart-popout: rows', () => {
  it('lists each line with its link, options, quantity × price, total and a "Remove {name}" control, then totals', async () => {
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    renderIsland(cartPopout, { cart_label: 'View Cart', checkout_label: 'Checkout' });
    await userEvent.click(await screen.findByRole('button', { name: '3 item(s) - $123.45' }));
    const panel = screen.getByRole('region', { name: 'Shopping cart' });

    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Front Brake Pad Set' }).getAttribute('href')).toBe(
      '/product/101',
    );
    expect(items[0]!.textContent).toContain('Position: Front');
    expect(items[0]!.textContent).toContain('1 × $41.15');
    expect(items[1]!.textContent).toContain('2 × $41.15');
    expect(items[1]!.textContent).toContain('$82.30');
    expect(within(items[1]!).getByRole('button', { name: 'Remove Brake Rotor' })).toBeTruthy();
    expect(within(panel).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe('$123.45');
    expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/checkout/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/checkout');
  });

  it('"Remove {name}" sends POST remove with the line\'s key and shows the cart the server returns', async () => {
    const assign = stubLocationAssign();
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    server.onJson(REMOVE, { success: 'Success: You have modified your shopping cart!', cart: wireCart([pads]) });
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: '3 item(s) - $123.45' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Brake Rotor' }));

    expect(server.sent(REMOVE).map((r) => Object.fromEntries(r.form))).toEqual([{ key: 'rotor' }]);
    expect(await screen.findByRole('button', { name: '1 item(s) - $41.15' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Brake Rotor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Front Brake Pad Set' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('the remove control is disabled while its request runs (no double remove)', async () => {
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    const answer = deferred();
    server.on(REMOVE, () => answer.promise);
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: '3 item(s) - $123.45' }));
    const remove = screen.getByRole('button', { name: 'Remove Brake Rotor' });
    await userEvent.click(remove);
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(remove);
    expect(server.sent(REMOVE)).toHaveLength(1);
    answer.resolve(json({ cart: wireCart([pads]) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Brake Rotor' })).toBeNull());
  });

  it('"Removing the last item sends the shopper to /checkout/cart"', async () => {
    const assign = stubLocationAssign();
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson(REMOVE, { cart: wireCart([]) });
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: '1 item(s) - $41.15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Front Brake Pad Set' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cart'));
  });

  it("a failed remove keeps the line and shows the server's message", async () => {
    server.onJson(GET_DATA, wireCart([pads, rotor]));
    server.onJson(REMOVE, { error_message: 'Your session has expired.' }, 400);
    renderIsland(cartPopout);
    await userEvent.click(await screen.findByRole('button', { name: '3 item(s) - $123.45' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brake Rotor' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Your session has expired.'));
    const remove = screen.getByRole('button', { name: 'Remove Brake Rotor' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    expect(toggle('3 item(s) - $123.45')).toBeTruthy();
  });
});

describe('cart-popout: empty cart', () => {
  it('says "The shopping cart is empty." and offers no checkout', async () => {
    server.onJson(GET_DATA, wireCart([]));
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
    server.onJson(GET_DATA, wireCart([pads]));
    const { container } = renderIsland(cartPopout);
    // Every render and effect has run: the panel (the only reader of the cart) was never mounted.
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    // A visitor who cannot buy costs the store no cart request.
    expect(server.sent(GET_DATA)).toHaveLength(0);
  });

  it('shows for a logged-in customer when guest checkout is off', async () => {
    setConfig({ guest_checkout: false, logged_in: true });
    server.onJson(GET_DATA, wireCart([pads]));
    renderIsland(cartPopout);
    expect(await screen.findByRole('button', { name: '1 item(s) - $41.15' })).toBeTruthy();
  });

  it('shows for a guest when guest checkout is on (the default)', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    renderIsland(cartPopout);
    expect(await screen.findByRole('button', { name: '1 item(s) - $41.15' })).toBeTruthy();
  });
});

describe('cart-popout with other islands and tabs', () => {
  it('"Adding updates the pop-out with no reload", and getData runs once for both islands', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    server.onJson('POST /checkout/cart/add', { cart: wireCart([pads, rotor]) });
    renderIsland(cartPopout);
    renderIsland(addToCartIsland, { product_id: 202, minimum: 2 });
    await screen.findByRole('button', { name: '1 item(s) - $41.15' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('button', { name: '3 item(s) - $123.45' })).toBeTruthy();
    expect(server.sent(GET_DATA)).toHaveLength(1);
  });

  it('a cart changed in another tab shows here', async () => {
    server.onJson(GET_DATA, wireCart([pads]));
    renderIsland(cartPopout);
    await screen.findByRole('button', { name: '1 item(s) - $41.15' });
    const otherTab = createCartSync(() => {});
    try {
      act(() => otherTab.publish(v.parse(CartSchema, wireCart([pads, rotor]))));
      expect(await screen.findByRole('button', { name: '3 item(s) - $123.45' })).toBeTruthy();
    } finally {
      otherTab.close();
    }
  });
});
