import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import storeSelect from '../../../islands/store-select/index';
import { deleteCookie, getCookie } from '../../../src/lib/cookies';
import { demoStore } from '../helpers/demo-store';
import { stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';

const locations = [
  { location_id: 1, location_name: 'Downtown', address: '245 N High St' },
  { location_id: 2, location_name: 'Dublin', address: '6600 Perimeter Loop Rd' },
];

// The store's own stores answer find_dealer when one is made the preferred store.
const store = demoStore();

beforeEach(() => {
  // The pickup store starts from its cookie: gone first, then a fresh page.
  deleteCookie('locator_pickup_location');
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('store-select island (contact page)', () => {
  it('choosing a store opens the store-shopping confirmation modal; its confirm button goes to /product/catalog', async () => {
    const assign = stubLocationAssign();
    const user = userEvent.setup();
    renderIsland(storeSelect, { locations });
    await user.click(screen.getByRole('button', { name: 'Shop This Store: Dublin' }));
    const dialog = screen.getByRole('dialog', { name: 'Shop This Store?' });
    expect(within(dialog).getByText('Dublin')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Start Shopping' }));
    expect(assign).toHaveBeenCalledWith('/product/catalog');
    expect(getCookie('locator_pickup_location')).toBe('2');
    expect(store.sent('GET /index.php').map((r) => r.url.searchParams.get('id'))).toEqual(['2']);
  });

  it("Cancel closes the modal, chooses nothing and gives focus back to the store's button", async () => {
    const assign = stubLocationAssign();
    const user = userEvent.setup();
    renderIsland(storeSelect, { locations });
    const choose = screen.getByRole('button', { name: 'Shop This Store: Downtown' });
    await user.click(choose);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(choose);
    expect(assign).not.toHaveBeenCalled();
    expect(getCookie('locator_pickup_location')).toBeNull();
    expect(store.requests).toEqual([]);
  });
});
