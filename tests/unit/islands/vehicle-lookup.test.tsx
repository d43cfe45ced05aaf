import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productGrid from '../../../islands/product-grid/index';
import productVehicleLookup from '../../../islands/product-vehicle-lookup/index';
import vehicleLookup from '../../../islands/vehicle-lookup/index';
import { setConfig } from '../helpers/config';
import { $fitment } from '../../../src/vehicle/stores/fitment';
import { $vehicle } from '../../../src/vehicle/stores/vehicle';
import { FITMENT_TEXT, fitmentState } from '../../../src/vehicle/ui/fitment-button';
import { listingProduct } from '../helpers/catalog-fixtures';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';

const CHEVY = {
  facets: [
    { api_field: 'Year', api_value: '2005', label_field: 'Year', label_value: '2005' },
    { api_field: 'MakeID', api_value: '1', label_field: 'Make', label_value: 'Chevrolet' },
    { api_field: 'ModelID', api_value: '201', label_field: 'Model', label_value: 'Silverado 1500' },
  ],
  hasYmm: true,
  hasEngine: false,
};

// The demo store's vehicle service: its years, makes, models and choices, each part's fitment, the session's vehicle.
const store = demoStore();
const NO_FIT = { product_id: 1, aaia: 'IRBK', mpn: 'IR-8476A' }; // the pads: not for a 2005 Silverado
const FITS = { product_id: 9, aaia: 'IRBK', mpn: 'IR-8228B' };
const NO_DATA = { product_id: 8, aaia: 'HLMK', mpn: 'HL-8397X' };
const MAYBE = { product_id: 4, aaia: 'SDSP', mpn: 'SD-7294X' }; // running boards: which sub model?

/** Saves the 2005 Silverado in this test's session (the vehicle the page's shopper chose before). */
async function chevySaved(): Promise<void> {
  const adds = CHEVY.facets.map(
    (f, i) => `add${i + 1}=${encodeURIComponent(`${f.api_field}||${f.api_value}||${f.label_field}||${f.label_value}`)}`,
  );
  await store.json(`/ymm/json/saveVehicle?${adds.join('&')}`);
}

/** The store's answer to the first request sent to `route`, parsed. */
const answerTo = <T,>(route: string) => JSON.parse(store.sent(route)[0]!.answer!.text) as T;

beforeEach(() => {
  resetCatalogStores();
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(async () => {
  // Every call the islands started has its answer before the page goes.
  await store.answered();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const labelOptions = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('fitment button texts (spec 1 §4)', () => {
  it('"Select Vehicle", "Verify Fitment", "Fits Your Vehicle", "Doesn\'t Fit Your Vehicle", "Unknown Fitment"', () => {
    const chosen = { known: true, ...CHEVY, showUniversal: true };
    const done = (result: 'yes' | 'universal' | 'maybe' | 'no' | 'unknown') => ({
      status: 'done' as const,
      part: { aaia: 'A', mpn: '1', result, choices: [], label: '', name: '', notes: '' },
    });
    const text = (v: typeof chosen, e: Parameters<typeof fitmentState>[1]) => FITMENT_TEXT[fitmentState(v, e)];
    expect(text({ ...chosen, facets: [] }, done('yes'))).toBe('Select Vehicle');
    expect(text(chosen, done('maybe'))).toBe('Verify Fitment');
    expect(text(chosen, { status: 'error' })).toBe('Verify Fitment');
    expect(text(chosen, done('yes'))).toBe('Fits Your Vehicle');
    expect(text(chosen, done('universal'))).toBe('Fits Your Vehicle');
    expect(text(chosen, done('no'))).toBe("Doesn't Fit Your Vehicle");
    expect(text(chosen, done('unknown'))).toBe('Unknown Fitment');
  });

  it('cards register their parts: one call for the grid, and each card shows its result', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true } });
    await chevySaved();
    renderIsland(productGrid, {
      placement: 'catalog',
      products: [FITS, NO_FIT, NO_DATA, MAYBE].map((part, i) => ({ ...listingProduct(part), name: `Part ${i + 1}` })),
    });
    await screen.findByRole('button', { name: 'Fits Your Vehicle: Part 1' });
    expect(screen.getByRole('button', { name: "Doesn't Fit Your Vehicle: Part 2" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unknown Fitment: Part 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Fitment: Part 4' })).toBeTruthy();
    expect(store.sent('GET /ymm/json/validateFitment')).toHaveLength(1);
  });
});

describe('Heads up! (spec 1 §4 add-to-cart)', () => {
  it('with require_fitment_confirmation a part that does not fit asks first; Cancel adds nothing; "I Understand" adds', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, require_fitment_confirmation: true } });
    await chevySaved();
    renderIsland(productGrid, {
      placement: 'catalog',
      products: [
        { ...listingProduct(NO_FIT), name: 'Part 1' },
        { ...listingProduct(FITS), name: 'Part 2' },
      ],
    });
    await screen.findByRole('button', { name: "Doesn't Fit Your Vehicle: Part 1" });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Part 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(dialog.textContent).toContain("Part 1 doesn't fit your 2005 Chevrolet Silverado 1500.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Part 1' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Heads up!' })).getByRole('button', { name: 'I Understand' }),
    );
    await waitFor(() => expect(store.sent('POST /checkout/cart/add')).toHaveLength(1));
    // A part that fits is added straight away.
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Part 2' }));
    await waitFor(() => expect(store.sent('POST /checkout/cart/add')).toHaveLength(2));
    await waitFor(() => expect(store.sent('POST /checkout/cart/add')[1]!.answer).toBeDefined());
    const held = (await store.json('/checkout/cart/getData')) as { products: { product_id: number }[] };
    expect(held.products.map((p) => p.product_id)).toEqual([NO_FIT.product_id, FITS.product_id]);
  });
});

describe('vehicle-lookup island', () => {
  const renderNavbar = async (flags: Record<string, unknown> = {}) => {
    setConfig({
      vehicle: {
        vehicle_lookup_enabled: true,
        engine_family_enabled: true,
        enable_choices: true,
        enable_sub_model: true,
        ...flags,
      },
    });
    renderIsland(vehicleLookup, { display: 'navbar' });
    return screen.findByLabelText('Year');
  };

  it("the page config's saved vehicle is the vehicle from the first render: no getVehicle call, the summary's boxes while the selector loads", async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true }, saved_vehicle: CHEVY });
    renderIsland(vehicleLookup, { display: 'modal' });
    // The navbar button reads as the theme's fallback link does, in the island's first commit.
    expect(screen.getByRole('button', { name: 'Your Vehicle: 2005 Chevrolet Silverado 1500' })).toBeTruthy();
    renderIsland(vehicleLookup, { display: 'navbar' });
    // The skeleton holds the Application summary's place (inert: its remove controls are disabled and hidden).
    const skeleton = document.querySelector('.pi-vehicle-lookup__skeleton .pi-vehicle__summary');
    expect(skeleton?.textContent).toContain('Your Vehicle: 2005 Chevrolet Silverado 1500');
    expect([...(skeleton?.querySelectorAll('button') ?? [])].every((b) => b.disabled)).toBe(true);
    await screen.findByRole('region', { name: 'Application summary' });
    expect($vehicle.get()).toMatchObject({ known: true, hasYmm: true });
    // The vehicle store starts its one getVehicle when its first reader subscribes (the first commit), long before the
    // selector's lazy chunk has shown the summary: it would have been sent by now.
    expect(store.sent('GET /ymm/json/getVehicle')).toHaveLength(0);
  });

  it('without a saved vehicle in the config the vehicle is asked for once', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true } });
    renderIsland(vehicleLookup, { display: 'modal' });
    expect(screen.getByRole('button', { name: 'Select Your Vehicle' })).toBeTruthy();
    await waitFor(() => expect(store.sent('GET /ymm/json/getVehicle')).toHaveLength(1));
    await waitFor(() => expect(store.sent('GET /ymm/json/getVehicle')[0]!.answer).toBeDefined());
    expect(store.sent('GET /ymm/json/getVehicle')).toHaveLength(1);
  });

  it('renders nothing while vehicle lookup is disabled', () => {
    renderIsland(vehicleLookup, { display: 'navbar' });
    expect(document.body.textContent).toBe('');
  });

  it('Year enables makes, a make enables models, a model loads its choices (only those enabled); each choice resets its dependants', async () => {
    const year = await renderNavbar();
    await waitFor(() => expect(store.sent('GET /ymm/json/years')[0]?.answer).toBeDefined());
    const years = answerTo<number[]>('GET /ymm/json/years');
    await waitFor(() => expect(labelOptions(year)).toEqual(['Select Year', ...years.map(String)]));
    const make = screen.getByLabelText('Make') as HTMLSelectElement;
    expect(make.disabled).toBe(true);
    await userEvent.selectOptions(year, '2005');
    await waitFor(() => expect(make.disabled).toBe(false));
    expect(store.sent('GET /ymm/json/makes')[0]!.url.search).toBe('?Year=2005');
    // The makes in the order the store gave them.
    const makes = answerTo<{ MakeName: string }[]>('GET /ymm/json/makes');
    expect(labelOptions(make)).toEqual(['Select Make', ...makes.map((m) => m.MakeName)]);
    await userEvent.selectOptions(make, '1');
    const model = screen.getByLabelText('Model') as HTMLSelectElement;
    await waitFor(() => expect(model.disabled).toBe(false));
    await userEvent.selectOptions(model, '201');
    expect(await screen.findByLabelText('Sub Model')).toBeTruthy();
    expect(screen.queryByLabelText('Body Type')).toBeNull();
    await userEvent.selectOptions(year, '2006');
    expect(make.value).toBe('');
    expect(model.value).toBe('');
    expect(screen.queryByLabelText('Sub Model')).toBeNull();
  });

  it('popular sort: the popular makes first, then the rest', async () => {
    const year = await renderNavbar({ ymm_popular_sort: 1 });
    await waitFor(() => expect(labelOptions(year)).toContain('2005'));
    await userEvent.selectOptions(year, '2005');
    // The store's 2005 makes come alphabetically; the popular ones (spec 1 §9) lead, in their own order.
    await waitFor(() =>
      expect(labelOptions(screen.getByLabelText('Make'))).toEqual([
        'Select Make',
        'Chevrolet',
        'Ford',
        'GMC',
        'Jeep',
        'Toyota',
        'Dodge',
        'Honda',
        'Nissan',
        'Subaru',
      ]),
    );
    await userEvent.selectOptions(screen.getByLabelText('Make'), '1');
    await waitFor(() =>
      expect(labelOptions(screen.getByLabelText('Model'))).toEqual([
        'Select Model',
        'Silverado 1500',
        'Tahoe',
        'Camaro',
        'Colorado',
      ]),
    );
  });

  it('tabs labelled by configuration move with the arrow keys; the Engine tab loads the manufacturers', async () => {
    await renderNavbar({ ymm_tab_label: 'By Vehicle', engine_family_tab_label: 'By Engine' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['By Vehicle', 'By Engine']);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('By Engine');
    expect(await screen.findByRole('option', { name: 'GM' })).toBeTruthy();
    await userEvent.keyboard('{End}{Home}');
    expect(document.activeElement?.textContent).toBe('By Vehicle');
  });

  it('Save sends year, make and model and says the vehicle changed', async () => {
    const year = await renderNavbar();
    await waitFor(() => expect(labelOptions(year)).toContain('2005'));
    const save = screen.getByRole('button', { name: 'Save Vehicle' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(year, '2005');
    await waitFor(() => expect((screen.getByLabelText('Make') as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(screen.getByLabelText('Make'), '1');
    await waitFor(() => expect((screen.getByLabelText('Model') as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(screen.getByLabelText('Model'), '201');
    const changed = vi.fn();
    document.addEventListener('parts-islands:vehicle-changed', changed);
    await userEvent.click(save);
    await waitFor(() => expect(changed).toHaveBeenCalled());
    document.removeEventListener('parts-islands:vehicle-changed', changed);
    expect(store.sent('GET /ymm/json/saveVehicle')[0]!.url.searchParams.get('add3')).toBe(
      'ModelID||201||Model||Silverado 1500',
    );
    expect(await screen.findByText('2005 Chevrolet Silverado 1500')).toBeTruthy();
    // The store keeps it for the session.
    expect(await store.json('/ymm/json/getVehicle')).toMatchObject({ facets: CHEVY.facets });
  });

  it('modal display: a card\'s "Select Vehicle" opens the selector dialog instead of leaving the page', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderIsland(vehicleLookup, { display: 'modal' });
    renderIsland(productGrid, { placement: 'catalog', products: [listingProduct()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Select Vehicle to check fitment of Part 1' }));
    expect(await screen.findByRole('dialog', { name: 'Select Your Vehicle' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('product-vehicle-lookup island', () => {
  it("shows the vehicle and the part's fitment, and asks for a vehicle when there is none", async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true } });
    await chevySaved();
    renderIsland(productVehicleLookup, {
      product_id: NO_FIT.product_id,
      name: 'Ironclad Ceramic Front Brake Pad Set',
      part_number: NO_FIT.mpn,
      aaia: NO_FIT.aaia,
      mpn: NO_FIT.mpn,
    });
    const panel = await screen.findByRole('region', { name: 'Vehicle Fitment' });
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe("Doesn't Fit Your Vehicle"));
    expect(panel.textContent).toContain('Your Vehicle: 2005 Chevrolet Silverado 1500');
    expect(within(panel).getByRole('button', { name: 'Change Vehicle' })).toBeTruthy();
    act(() => $vehicle.set({ known: true, facets: [], hasYmm: false, hasEngine: false, showUniversal: true }));
    expect(within(panel).getByRole('button', { name: 'Select Vehicle' })).toBeTruthy();
    expect(Object.keys($fitment.get())).toEqual(['IRBK~IR-8476A']);
  });
});
