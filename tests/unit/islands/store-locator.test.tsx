// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost:3000/"}
// jsdom, not happy-dom: the real DOMPurify behind src/ui/sanitize.ts strips handlers only in a DOM it supports.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import storeLocator from '../../../islands/store-locator/index';
import { deleteCookie, getCookie, setCookie } from '../../../src/lib/cookies';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';

// Leaflet is the browser tests' business; here the map only reports what it was given.
vi.mock('../../../islands/store-locator/locator-map', () => ({
  default: (props: { locations: unknown[] }) => <div data-testid="map">{props.locations.length} markers</div>,
}));
// The demo store's locator: six Summit stores and two partner dealers; a session that asks gets the XSS vectors of
// seed/fixtures/attack-strings.json instead of the partners' names and the popup's text.
const store = demoStore();
const STORES = 8;

const searches = () => store.requests.filter((r) => r.url.searchParams.get('route') === 'module/dealer_locator/search');

/** This session's locator shows the attack strings. */
async function attackStrings(): Promise<void> {
  const res = await store.call('/__demo/attack-strings', {
    method: 'POST',
    body: JSON.stringify({ on: true }),
    headers: { 'Content-Type': 'application/json' },
  });
  if (res.status !== 200) throw new Error(`attack strings answered ${res.status}`);
}

// Node's Request (which jsdom leaves in place) has no page to resolve "/index.php?..." against; a browser's has.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

// jsdom has <dialog> but not its modal methods; the modal itself is proven in the browser tests.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  // The locator's stores start from their cookies: gone first, then a fresh page.
  for (const c of ['locator_pickup_location', 'locator_filter', 'locator_popup_closed']) deleteCookie(c);
  resetStores();
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { __xss?: number }).__xss;
});

describe('store-locator island', () => {
  it('loads the list on mount with distance 25 (default) and shows the server list, sanitized, and the map', async () => {
    await attackStrings();
    renderIsland(storeLocator, {});
    expect(await screen.findByText(`${STORES} locations found.`)).toBeTruthy();
    expect(searches()[0]!.url.searchParams.get('distance')).toBe('25');
    // The store page's search is spec 1's call: no lookup radius or limit.
    expect(searches()[0]!.url.searchParams.has('radius')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Summit Parts Co. - Downtown Columbus' })).toBeTruthy();
    // The real sanitizer kept the markup (the image stays, without its handler), not only the text.
    expect(searches()[0]!.answer!.text).toContain('onerror=\\"window.__xss=3\\"');
    expect(screen.getByRole('heading', { name: /^Partner Garage/ }).querySelector('img')?.outerHTML).toBe(
      '<img src="x" alt="">',
    );
    expect(document.querySelector('.pi-locator__list script, .pi-locator__list [onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(await screen.findByTestId('map')).toHaveProperty('textContent', `${STORES} markers`);
  });

  it('"Make My Store" turns that button into the current store, resets every other, stores the cookie and shows "Reset My Store"', async () => {
    const user = userEvent.setup();
    renderIsland(storeLocator, {});
    await screen.findByText(`${STORES} locations found.`);
    const buttons = () => screen.getAllByRole('button', { name: /^(Make My Store|My Store)$/ });
    /** Every button "Make My Store" but the one at `mine`. */
    const onlyMine = (mine: number) =>
      Array.from({ length: STORES }, (_, i) => (i === mine ? 'My Store' : 'Make My Store'));
    await user.click(buttons()[1]!);
    expect(buttons().map((b) => b.textContent)).toEqual(onlyMine(1));
    expect(buttons()[1]).toBe(document.activeElement);
    expect(getCookie('locator_pickup_location')).toBe('2');
    // The store's find_dealer: the chosen store's name and address.
    expect(await screen.findByText(/Summit Parts Co\. - Dublin, 6600 Perimeter Loop Rd/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset My Store' })).toBeTruthy();
    await user.click(buttons()[0]!);
    expect(buttons().map((b) => b.textContent)).toEqual(onlyMine(0));
    expect(getCookie('locator_pickup_location')).toBe('1');
  });

  it('a distance of 300 is reset to the minimum 10 on leaving the field, and the list reloads with 10', async () => {
    const user = userEvent.setup();
    renderIsland(storeLocator, {});
    await screen.findByText(`${STORES} locations found.`);
    const distance = screen.getByRole('spinbutton', { name: 'Distance (miles)' });
    await user.clear(distance);
    await user.type(distance, '300');
    await user.tab();
    expect((distance as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Distance must be from 10 to 250 miles; it was reset to 10.')).toBeTruthy();
    await waitFor(() => expect(searches().at(-1)!.url.searchParams.get('distance')).toBe('10'));
    await waitFor(() => expect(searches().at(-1)!.answer?.status).toBe(200));
  });

  it('the filter reloads the list and is saved in locator_filter; a saved filter is used on the next visit', async () => {
    const user = userEvent.setup();
    const filters = [
      { value: '', label: 'All locations' },
      { value: 'pickup', label: 'In-store pickup' },
    ];
    const { unmount } = renderIsland(storeLocator, { filters });
    await screen.findByText(`${STORES} locations found.`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'pickup');
    await waitFor(() => expect(searches().at(-1)!.url.searchParams.get('filter')).toBe('pickup'));
    // The store filtered its list: fewer locations, each with in-store pickup.
    const filtered = JSON.parse((await waitFor(() => searches().at(-1)!.answer!)).text) as {
      data: { locations: unknown[] };
    };
    expect(filtered.data.locations.length).toBeLessThan(STORES);
    expect(await screen.findByText(`${filtered.data.locations.length} locations found.`)).toBeTruthy();
    expect(getCookie('locator_filter')).toBe('pickup');
    unmount();
    renderIsland(storeLocator, { filters });
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('pickup');
  });

  it('availability mode: 50 miles selected, radius 100 and limit 20 (spec 3 §7, §9), 3 stores shown until "Show all", "We couldn\'t find this product within 250 miles." when none', async () => {
    const user = userEvent.setup();
    // The brake pads are in stock at all six Summit stores; product 8 at none.
    const { unmount } = renderIsland(storeLocator, { mode: 'availability', product_id: 1 });
    expect(await screen.findByText('6 stores have this product in stock.')).toBeTruthy();
    expect(Object.fromEntries(searches()[0]!.url.searchParams)).toMatchObject({
      type: 'product',
      product_id: '1',
      distance: '50',
      radius: '100',
      limit: '20',
    });
    expect(searches()[0]!.url.searchParams.getAll('radius')).toEqual(['100']);
    const { data } = JSON.parse(searches()[0]!.answer!.text) as { data: { locations: { name: string }[] } };
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      data.locations.slice(0, 3).map((l) => l.name),
    );
    await user.click(screen.getByRole('button', { name: 'Show all 6 stores' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    unmount();
    renderIsland(storeLocator, { mode: 'availability', product_id: 8 });
    await user.click(await screen.findByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText("We couldn't find this product within 250 miles.")).toBeTruthy();
    expect(searches().at(-1)!.url.searchParams.get('product_id')).toBe('8');
  });

  it('the dealer locator popup shows the server heading and sanitized text; closing it sets the 5-minute cookie', async () => {
    const user = userEvent.setup();
    await attackStrings();
    renderIsland(storeLocator, { show_popup: true });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Store' });
    expect(within(dialog).getByText('preferred store')).toBeTruthy();
    expect(dialog.querySelector('img')?.outerHTML).toBe('<img src="x" alt="">');
    expect(dialog.querySelector('[onerror], script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Find a Store' }));
    expect(getCookie('locator_popup_closed')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the popup stays closed while its cookie lasts', async () => {
    setCookie('locator_popup_closed', '1', { minutes: 5 });
    renderIsland(storeLocator, { show_popup: true });
    await screen.findByText(`${STORES} locations found.`);
    expect(
      store.requests.some((r) => r.url.searchParams.get('route') === 'product/product/getDealerLocatorPopupText'),
    ).toBe(false);
  });
});
