// The POS Add/Edit Vehicle form is the selector's own form store: Edit fills it from a saved vehicle, list by list, and
// a change the clerk makes meanwhile wins over answers still on their way (latest request wins).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../helpers/config';
import { createVehicleForm } from '../../../src/vehicle/kit/stores/vehicle-form';
import { demoStore } from '../helpers/demo-store';
import { resetStores } from '../helpers/stores';

const facet = (api_field: string, api_value: string, label_value: string) => ({
  api_field,
  api_value,
  label_field: api_field,
  label_value,
});
const SAVED = [
  facet('Year', '2005', '2005'),
  facet('MakeID', '1', 'Chevrolet'),
  facet('ModelID', '201', 'Silverado 1500'),
  facet('SubModelID', '3', 'LT'),
];

// The demo store's vehicle service: its years, makes, models and choices (the saved vehicle above is one of its own).
const store = demoStore();
const listed = async (path: string) => (await store.call(path).then((r) => r.json())) as unknown[];

beforeEach(() => {
  resetStores();
  setConfig({ vehicle: { vehicle_lookup_enabled: true, enable_choices: true, enable_sub_model: true } });
});
afterEach(() => vi.unstubAllGlobals());

describe('vehicle form: fill (POS Edit Vehicle)', () => {
  it('a new form asks for nothing when read or watched (a render React throws away sends no request); startFirst asks for the years once', async () => {
    const form = createVehicleForm();
    form.$form.get();
    const stop = form.$form.listen(() => {});
    expect(store.requests).toHaveLength(0);
    form.startFirst();
    form.startFirst();
    const years = await listed('/ymm/json/years');
    await vi.waitFor(() => expect(form.$form.get().year.options.length).toBe(years.length), { timeout: 5000 });
    expect(store.sent('GET /ymm/json/years')).toHaveLength(1);
    stop();
  });

  it('startFirst asks for the engine manufacturers when Engine is the only tab', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_enabled: false, engine_family_enabled: true } });
    const form = createVehicleForm();
    form.startFirst();
    const mfrs = await listed('/ymm/json/engine_mfrs');
    await vi.waitFor(() => expect(form.$form.get().engineMfr.options.length).toBe(mfrs.length), { timeout: 5000 });
    expect(store.requests.map((r) => r.path)).toEqual(['/ymm/json/engine_mfrs']);
  });

  it('fills year, make, model and the saved sub model, loading each list in turn; the facets come back whole', async () => {
    const form = createVehicleForm();
    await form.fill(SAVED);
    const state = form.$form.get();
    expect([state.year.value, state.make.value, state.model.value]).toEqual(['2005', '1', '201']);
    expect(state.chosen).toEqual({ SubModelID: '3' });
    expect(state.model.options.map((o) => o.label)).toContain('Silverado 1500');
    expect(store.sent('GET /ymm/json/makes')[0]!.url.searchParams.get('Year')).toBe('2005');
    expect(store.sent('GET /ymm/json/choices').at(-1)!.url.searchParams.get('SubModelID')).toBe('3');
  });

  it('a year the clerk picks while the saved make list is on its way wins: filling stops, the late answer is dropped', async () => {
    // The store holds the fill's make list a while; the clerk's own pick is answered at once.
    await store.fault({ path: '/ymm/json/makes', kind: 'slow', delayMs: 500 });
    const form = createVehicleForm();
    const filling = form.fill(SAVED);
    await vi.waitFor(() => expect(store.sent('GET /ymm/json/makes')).toHaveLength(1), { timeout: 5000 });
    const picking = form.setYear('2007');
    await Promise.all([filling, picking]);
    const makes2007 = (await listed('/ymm/json/makes?Year=2007')) as { MakeID: number; MakeName: string }[];
    const state = form.$form.get();
    expect(state.year.value).toBe('2007');
    expect(state.make.options).toEqual(makes2007.map((m) => ({ value: String(m.MakeID), label: m.MakeName })));
    expect(store.sent('GET /ymm/json/makes').map((r) => r.url.searchParams.get('Year'))).toEqual(['2005', '2007']);
    // The saved make was not chosen from the late list, and no model list was asked for.
    expect(state.make.value).toBe('');
    expect(store.sent('GET /ymm/json/models')).toHaveLength(0);
  });
});
