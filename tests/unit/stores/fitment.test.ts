import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../helpers/config';
import { holdMountWave, provideMountWave } from '../../../src/stores/ports';
import { $fitment, ENGINE_REVALIDATION_MS, registerPart, revalidateAll } from '../../../src/vehicle/stores/fitment';
import {
  $nextChoice,
  chooseFitment,
  refreshAfterChoices,
  sortChoices,
} from '../../../src/vehicle/kit/stores/fitment-choice';
import { $vehicle, loadVehicle } from '../../../src/vehicle/stores/vehicle';
import {
  clearVehicle,
  isHomePage,
  removeVehicleFacet,
  resetVehicle,
  saveVehicle,
  toggleUniversalParts,
} from '../../../src/vehicle/kit/stores/vehicle-actions';
import { deferred, json, stubFetch, type Answer, type FakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { resetStores } from '../helpers/stores';

const VEHICLE = {
  facets: [
    { api_field: 'Year', api_value: '2005', label_field: 'Year', label_value: '2005' },
    { api_field: 'MakeID', api_value: '1', label_field: 'Make', label_value: 'Chevrolet' },
  ],
  hasYmm: true,
  hasEngine: false,
};
const part = (aaia: string, mpn: string, result = 'yes', extra: Record<string, unknown> = {}) => ({
  aaia,
  mpn,
  result,
  label: '',
  name: `${aaia} ${mpn}`,
  notes: '',
  ...extra,
});
const SUB_MODELS = {
  api_field: 'SubModelID',
  label_field: 'Sub Model',
  values: [
    { value: '3', label: 'LT' },
    { value: '1', label: 'WT' },
    { value: '2', label: 'Custom' },
  ],
};

/** What each call answers now (tests replace these; the fake server's own routes queue answers instead). */
const answers: Record<string, (req: SentRequest) => Answer> = {};
const answerJson = (route: string, body: unknown, status = 200) => (answers[route] = () => json(body, status));

/** validateFitment answers every part it was asked about with "yes" (or what `results` says). */
function answerParts(_server: FakeFetch, results: Record<string, unknown> = {}, vehicle: unknown = VEHICLE) {
  answers['GET /ymm/json/validateFitment'] = (req) => {
    const parts = (req.url.searchParams.get('Parts') ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => {
        const [aaia = '', mpn = ''] = p.split('~');
        return (results[p] as object | undefined) ?? part(aaia, mpn);
      });
    return json({ parts, vehicle });
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle() {
  for (let i = 0; i < 5; i++) await tick();
}

let server: FakeFetch;
let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  resetStores();
  setConfig({ vehicle: { vehicle_lookup_enabled: true } });
  server = stubFetch();
  for (const key of Object.keys(answers)) delete answers[key];
  for (const call of ['validateFitment', 'saveVehicle', 'remove_facet', 'toggle_universal', 'getVehicle']) {
    const route = `GET /ymm/json/${call}`;
    server.on(route, (req) => answers[route]?.(req) ?? json({ error: `no answer for ${route}` }, 404));
  }
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  provideMountWave(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

describe('fitment for every part on the page', () => {
  it('parts registered in the same tick share one validateFitment call; a part with the same aaia and mpn is ignored', async () => {
    answerParts(server);
    registerPart({ aaia: 'A', mpn: '1' });
    registerPart({ aaia: 'B', mpn: '2' });
    registerPart({ aaia: 'A', mpn: '1' });
    for (let i = 0; i < 57; i++) registerPart({ aaia: 'C', mpn: String(i) });
    await settle();
    const calls = server.sent('GET /ymm/json/validateFitment');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('Parts')!.split(',')).toHaveLength(59);
    expect($fitment.get()['A~1']).toMatchObject({ status: 'done', part: { result: 'yes' } });
    // The answer's vehicle is the page's vehicle: no getVehicle.
    expect($vehicle.get()).toMatchObject({ known: true, hasYmm: true });
    // A part mounted later joins the next batch; one already validated is not asked again.
    registerPart({ aaia: 'D', mpn: '4' });
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    expect(server.sent('GET /ymm/json/validateFitment')[1]!.url.searchParams.get('Parts')).toBe('D~4');
  });

  it('parts of islands mounting in different tasks share one call: the batch waits for the mount wave and the work its islands started', async () => {
    answerParts(server);
    const wave = deferred<void>();
    provideMountWave({ settled: () => wave.promise });
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    // Another island's chunk arrived a few tasks later; a third started loading the store its cards register with.
    registerPart({ aaia: 'B', mpn: '2' });
    const store = deferred<void>();
    holdMountWave(store.promise.then(() => registerPart({ aaia: 'C', mpn: '3' })));
    wave.resolve(undefined);
    await settle();
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(0);
    store.resolve(undefined);
    await settle();
    const calls = server.sent('GET /ymm/json/validateFitment');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('Parts')).toBe('A~1,B~2,C~3');
  });

  it('does nothing while vehicle lookup is disabled', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: false } });
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    expect(server.requests).toHaveLength(0);
  });

  it('a revalidation asks about every part in one call, and an older answer never overwrites a newer one', async () => {
    answerParts(server);
    registerPart({ aaia: 'A', mpn: '1' });
    registerPart({ aaia: 'B', mpn: '2' });
    await settle();
    const slow = deferred();
    answers['GET /ymm/json/validateFitment'] = () => slow.promise;
    const first = revalidateAll();
    answerParts(server, { 'A~1': part('A', '1', 'no') });
    expect($fitment.get()['A~1']).toEqual({ status: 'checking' });
    const second = revalidateAll();
    await second;
    slow.resolve(json({ parts: [part('A', '1', 'yes'), part('B', '2', 'yes')], vehicle: { facets: [] } }));
    await first;
    expect($fitment.get()['A~1']).toMatchObject({ part: { result: 'no' } });
    expect($vehicle.get().facets).toHaveLength(2);
    expect(server.sent('GET /ymm/json/validateFitment').at(-1)!.url.searchParams.get('Parts')).toBe('A~1,B~2');
  });

  it('"Engine family fitment revalidation is delayed by 1 s"', async () => {
    vi.useFakeTimers();
    answerParts(server);
    registerPart({ aaia: 'A', mpn: '1' });
    await vi.advanceTimersByTimeAsync(0);
    const before = server.sent('GET /ymm/json/validateFitment').length;
    const done = revalidateAll({ delayMs: ENGINE_REVALIDATION_MS });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(before + 1);
  });

  it('vehicle calls show no message: a failure is logged and no part stays "checking"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerJson('GET /ymm/json/validateFitment', { error: 'down' }, 500);
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    expect($fitment.get()['A~1']).toEqual({ status: 'error' });
    expect(error).toHaveBeenCalled();
  });

  it('a part the server leaves out is unknown', async () => {
    answerJson('GET /ymm/json/validateFitment', { parts: [], vehicle: VEHICLE });
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    expect($fitment.get()['A~1']).toMatchObject({ part: { result: 'unknown' } });
  });
});

describe('the next part needing a choice', () => {
  it('is the first maybe-part with choices; its choices are sorted, years descending', async () => {
    answerParts(server, {
      'B~2': part('B', '2', 'maybe', { choices: [SUB_MODELS] }),
      'C~3': part('C', '3', 'maybe', { choices: [] }),
    });
    for (const [aaia, mpn] of [
      ['A', '1'],
      ['C', '3'],
      ['B', '2'],
    ] as const)
      registerPart({ aaia, mpn });
    await settle();
    const next = $nextChoice.get();
    expect(next?.key).toBe('B~2');
    expect(next?.choices[0]!.values.map((v) => v.label)).toEqual(['Custom', 'LT', 'WT']);
    const years = {
      api_field: 'Year',
      label_field: 'Year',
      values: ['1999', '2016', '2004'].map((y) => ({ value: y, label: y })),
    };
    expect(sortChoices(years).values.map((v) => v.value)).toEqual(['2016', '2004', '1999']);
  });

  it('choosing revalidates every part with add=field||value||label||name and says the vehicle changed', async () => {
    answerParts(server, { 'B~2': part('B', '2', 'maybe', { choices: [SUB_MODELS] }) });
    registerPart({ aaia: 'A', mpn: '1' });
    registerPart({ aaia: 'B', mpn: '2' });
    await settle();
    answerParts(server);
    const changed = vi.fn();
    document.addEventListener('parts-islands:vehicle-changed', changed);
    await chooseFitment(SUB_MODELS, '1');
    document.removeEventListener('parts-islands:vehicle-changed', changed);
    const call = server.sent('GET /ymm/json/validateFitment').at(-1)!.url.searchParams;
    expect(call.get('add')).toBe('SubModelID||1||Sub Model||WT');
    expect(call.get('Parts')).toBe('A~1,B~2');
    expect(changed).toHaveBeenCalledTimes(1);
    expect($nextChoice.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a refreshing save found a maybe-part, the page reloads once no part needs a choice', async () => {
    answerParts(server, { 'B~2': part('B', '2', 'maybe', { choices: [SUB_MODELS] }) });
    registerPart({ aaia: 'B', mpn: '2' });
    await settle();
    refreshAfterChoices();
    answerParts(server);
    await chooseFitment(SUB_MODELS, '3');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('vehicle actions', () => {
  // Off the home page unless a test says otherwise: saving on the home page reloads or redirects.
  beforeEach(() => setPagePath('/product/catalog'));

  const SAVED = { action: 'saved', ...VEHICLE, redirect: '' };

  it('save: saveVehicle?add1..addN, the vehicle changes, every part revalidates; the page stays without ymm_page_refresh', async () => {
    answerParts(server);
    answerJson('GET /ymm/json/saveVehicle', SAVED);
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    const changed = vi.fn();
    document.addEventListener('parts-islands:vehicle-changed', changed);
    expect(await saveVehicle(VEHICLE.facets, 'ymm')).toBe(true);
    document.removeEventListener('parts-islands:vehicle-changed', changed);
    expect([...server.sent('GET /ymm/json/saveVehicle')[0]!.url.searchParams]).toEqual([
      ['add1', 'Year||2005||Year||2005'],
      ['add2', 'MakeID||1||Make||Chevrolet'],
    ]);
    expect(changed.mock.calls[0]![0].detail.vehicle.facets).toHaveLength(2);
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('with ymm_page_refresh: no maybe-part found reloads; a maybe-part found waits for its choice', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_page_refresh: true } });
    answerJson('GET /ymm/json/saveVehicle', SAVED);
    answerParts(server);
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
    answerParts(server, { 'A~1': part('A', '1', 'maybe', { choices: [SUB_MODELS] }) });
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
    expect($nextChoice.get()?.key).toBe('A~1');
  });

  it("on the home page with a redirect configured, the browser goes there (the answer's redirect, else ymm_redirect)", async () => {
    const assign = stubLocationAssign();
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_redirect: '/product/catalog' } });
    answerJson('GET /ymm/json/saveVehicle', SAVED);
    setPagePath('/');
    expect(isHomePage()).toBe(true);
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(assign).toHaveBeenCalledWith('/product/catalog');
    answerJson('GET /ymm/json/saveVehicle', { ...SAVED, redirect: '/product/special' });
    setPagePath('/index.php?route=common/home');
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(assign).toHaveBeenLastCalledWith('/product/special');
    // Off the home page the redirect does not apply.
    setPagePath('/product/catalog');
    assign.mockClear();
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(assign).not.toHaveBeenCalled();
  });

  it('saving a vehicle on the home page with no redirect configured reloads the page ("Otherwise the page reloads.")', async () => {
    const assign = stubLocationAssign();
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_redirect: '' } });
    answerJson('GET /ymm/json/saveVehicle', SAVED);
    setPagePath('/common/home');
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    // Off the home page, without ymm_page_refresh, the parts revalidate and the page stays.
    setPagePath('/product/catalog');
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reset (saveVehicle with no parameters) and removing a facet reload the page; a failure is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerJson('GET /ymm/json/saveVehicle', { action: 'reset', facets: [], hasYmm: false, hasEngine: false });
    answerJson('GET /ymm/json/remove_facet', VEHICLE);
    answerJson('GET /ymm/json/toggle_universal', { ...VEHICLE, show_universal: false });
    expect(await resetVehicle()).toBe(true);
    expect(server.sent('GET /ymm/json/saveVehicle')[0]!.url.search).toBe('');
    expect(await removeVehicleFacet('ModelID')).toBe(true);
    expect(server.sent('GET /ymm/json/remove_facet')[0]!.url.search).toBe('?remove=ModelID');
    expect(await toggleUniversalParts()).toBe(true);
    expect($vehicle.get().showUniversal).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    answerJson('GET /ymm/json/saveVehicle', { error: 'nope' }, 500);
    expect(await resetVehicle()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalled();
  });

  it('Remove Vehicle (POS) revalidates the parts in place; with ymm_page_refresh it reloads the page as a reset does', async () => {
    const RESET = { action: 'reset', facets: [], hasYmm: false, hasEngine: false };
    answerJson('GET /ymm/json/saveVehicle', RESET);
    answerParts(server, {}, RESET);
    registerPart({ aaia: 'A', mpn: '1' });
    await settle();
    const before = server.sent('GET /ymm/json/validateFitment').length;
    expect(await clearVehicle()).toBe(true);
    expect(server.sent('GET /ymm/json/saveVehicle')[0]!.url.search).toBe('');
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(before + 1);
    expect(reload).not.toHaveBeenCalled();

    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_page_refresh: true } });
    expect(await clearVehicle()).toBe(true);
    expect(server.sent('GET /ymm/json/saveVehicle')).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload asks about every part again; nothing is sent before it.
    expect(server.sent('GET /ymm/json/validateFitment')).toHaveLength(before + 1);
  });

  it('getVehicle loads the vehicle when nothing else will', async () => {
    answerJson('GET /ymm/json/getVehicle', { ...VEHICLE, show_universal: '0' });
    await loadVehicle();
    expect($vehicle.get()).toMatchObject({ known: true, showUniversal: false, facets: VEHICLE.facets });
  });
});
