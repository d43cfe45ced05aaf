// The POS Add/Edit Vehicle form is the selector's own form store: Edit fills it from a saved vehicle, list by list, and
// a change the clerk makes meanwhile wins over answers still on their way (latest request wins).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/stores/config';
import { createVehicleForm } from '../../../src/vehicle/kit/stores/vehicle-form';
import { deferred, json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
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
const SUB_MODELS = {
  choices: [
    {
      api_field: 'SubModelID',
      label_field: 'Sub Model',
      values: [
        { value: 1, label: 'WT' },
        { value: 3, label: 'LT' },
      ],
    },
  ],
};

let server: FakeFetch;
beforeEach(() => {
  resetStores();
  setConfig({ vehicle: { vehicle_lookup_enabled: true, enable_choices: true, enable_sub_model: true } });
  server = stubFetch()
    .onJson('GET /ymm/json/years', [2007, 2005])
    .onJson('GET /ymm/json/makes', [{ MakeID: 1, MakeName: 'Chevrolet' }])
    .onJson('GET /ymm/json/models', [{ ModelID: 201, ModelName: 'Silverado 1500' }])
    .onJson('GET /ymm/json/choices', SUB_MODELS);
});
afterEach(() => vi.unstubAllGlobals());

describe('vehicle form: fill (POS Edit Vehicle)', () => {
  it('a new form asks for nothing when read or watched (a render React throws away sends no request); startFirst asks for the years once', async () => {
    const form = createVehicleForm();
    form.$form.get();
    const stop = form.$form.listen(() => {});
    expect(server.requests).toHaveLength(0);
    form.startFirst();
    form.startFirst();
    await vi.waitFor(() => expect(form.$form.get().year.options.length).toBe(2));
    expect(server.sent('GET /ymm/json/years')).toHaveLength(1);
    stop();
  });

  it('startFirst asks for the engine manufacturers when Engine is the only tab', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_enabled: false, engine_family_enabled: true } });
    server.onJson('GET /ymm/json/engine_mfrs', [{ EngineMfrID: 1, EngineMfrName: 'GM' }]);
    const form = createVehicleForm();
    form.startFirst();
    await vi.waitFor(() => expect(form.$form.get().engineMfr.options.length).toBe(1));
    expect(server.requests.map((r) => r.path)).toEqual(['/ymm/json/engine_mfrs']);
  });

  it('fills year, make, model and the saved sub model, loading each list in turn; the facets come back whole', async () => {
    const form = createVehicleForm();
    await form.fill(SAVED);
    const state = form.$form.get();
    expect([state.year.value, state.make.value, state.model.value]).toEqual(['2005', '1', '201']);
    expect(state.chosen).toEqual({ SubModelID: '3' });
    expect(server.sent('GET /ymm/json/makes')[0]!.url.searchParams.get('Year')).toBe('2005');
    expect(server.sent('GET /ymm/json/choices').at(-1)!.url.searchParams.get('SubModelID')).toBe('3');
  });

  it('a year the clerk picks while the saved make list is on its way wins: filling stops, the late answer is dropped', async () => {
    const late = deferred();
    server = stubFetch()
      .onJson('GET /ymm/json/years', [2007, 2005])
      .on('GET /ymm/json/makes', () => late.promise)
      .on('GET /ymm/json/makes', () => json([{ MakeID: 2, MakeName: 'Ford' }]))
      .onJson('GET /ymm/json/models', [{ ModelID: 201, ModelName: 'Silverado 1500' }]);
    const form = createVehicleForm();
    const filling = form.fill(SAVED);
    await vi.waitFor(() => expect(server.sent('GET /ymm/json/makes')).toHaveLength(1));
    const picking = form.setYear('2007');
    late.resolve(json([{ MakeID: 1, MakeName: 'Chevrolet' }]));
    await Promise.all([filling, picking]);
    const state = form.$form.get();
    expect(state.year.value).toBe('2007');
    expect(state.make.options).toEqual([{ value: '2', label: 'Ford' }]);
    expect(state.make.value).toBe('');
    expect(server.sent('GET /ymm/json/models')).toHaveLength(0);
  });
});
