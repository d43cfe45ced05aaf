// Hand-written answers stay (listed in tests/unit/lint/fetch-stubs.test.ts) for what the demo store never sends:
// validateFitment leaving out a part it was asked about (it answers "unknown" for a part it has no data for), and the
// vehicle's flags (show_universal, hasYmm, hasEngine) as PHP strings "0"/"1" (it sends JSON booleans).
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
import { createVehicleForm } from '../../../src/vehicle/kit/stores/vehicle-form';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { setPagePath, stubLocationAssign } from '../helpers/location';
import { resetStores } from '../helpers/stores';

// The demo store's vehicle service: its vehicles, each part's fitment rules, the vehicle saved in the test's session.
const store = demoStore();

/** The 2005 Chevrolet Silverado 1500, as the store's lists give it. */
const SILVERADO_2005 = [
  { api_field: 'Year', api_value: '2005', label_field: 'Year', label_value: '2005' },
  { api_field: 'MakeID', api_value: '1', label_field: 'Make', label_value: 'Chevrolet' },
  { api_field: 'ModelID', api_value: '201', label_field: 'Model', label_value: 'Silverado 1500' },
];
const SILVERADO_2010 = SILVERADO_2005.map((f) =>
  f.api_field === 'Year' ? { ...f, api_value: '2010', label_value: '2010' } : f,
);
const VEHICLE = { facets: SILVERADO_2005 };
// Parts of the store's catalog, by what they are for that vehicle.
const FITS = { aaia: 'IRBK', mpn: 'IR-8228B' }; // a brake kit for 1999-2005 Silverados: no for a 2010
const FITS_TOO = { aaia: 'RDGS', mpn: 'RD-2125HD' };
const RUNNING_BOARDS = { aaia: 'SDSP', mpn: 'SD-7294X' }; // fits some sub models: "maybe", choose the Sub Model
const NO_DATA = { aaia: 'HLMK', mpn: 'HL-8397X' }; // the store has no fitment data: "unknown"
const key = (p: { aaia: string; mpn: string }) => `${p.aaia}~${p.mpn}`;
const SUB_MODELS = ['Custom', 'High Country', 'LT', 'LTZ', 'RST', 'WT'];

const VALIDATE = 'GET /ymm/json/validateFitment';

/** Saves a vehicle in this test's session, as another tab (or the page before) did. */
async function vehicleSaved(facets = SILVERADO_2005): Promise<void> {
  const params = facets.map(
    (f, i) => `add${i + 1}=${encodeURIComponent(`${f.api_field}||${f.api_value}||${f.label_field}||${f.label_value}`)}`,
  );
  await store.json(`/ymm/json/saveVehicle?${params.join('&')}`);
}

/** vi.waitFor, polling every 5 ms. */
const until = <T>(check: () => T) => vi.waitFor(check, { interval: 5, timeout: 5000 });
/** Waits until the part's fitment is in (done or failed). */
const settled = (part: { aaia: string; mpn: string }) =>
  until(() => expect($fitment.get()[key(part)]?.status).toMatch(/^(done|error)$/));
/** Waits until every call sent so far has its answer. */
const answered = () => store.answered();

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  resetStores();
  setConfig({ vehicle: { vehicle_lookup_enabled: true } });
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(async () => {
  await answered();
  provideMountWave(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPagePath('/');
});

describe('fitment for every part on the page', () => {
  it('parts registered in the same tick share one validateFitment call; a part with the same aaia and mpn is ignored', async () => {
    await vehicleSaved();
    registerPart(FITS);
    registerPart({ aaia: 'B', mpn: '2' });
    registerPart(FITS);
    for (let i = 0; i < 57; i++) registerPart({ aaia: 'C', mpn: String(i) });
    await settled(FITS);
    const calls = store.sent(VALIDATE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('Parts')!.split(',')).toHaveLength(59);
    expect($fitment.get()[key(FITS)]).toMatchObject({ status: 'done', part: { result: 'yes' } });
    // The answer's vehicle is the page's vehicle: no getVehicle.
    expect($vehicle.get()).toMatchObject({ known: true, hasYmm: true });
    expect(store.sent('GET /ymm/json/getVehicle')).toHaveLength(0);
    // A part mounted later joins the next batch; one already validated is not asked again.
    registerPart({ aaia: 'D', mpn: '4' });
    registerPart(FITS);
    await settled({ aaia: 'D', mpn: '4' });
    expect(
      store
        .sent(VALIDATE)
        .map((r) => r.url.searchParams.get('Parts'))
        .slice(1),
    ).toEqual(['D~4']);
  });

  it('parts of islands mounting in different tasks share one call: the batch waits for the mount wave and the work its islands started', async () => {
    const wave = deferred();
    provideMountWave({ settled: () => wave.promise });
    registerPart({ aaia: 'A', mpn: '1' });
    // Another island's chunk arrived a task later; a third started loading the store its cards register with.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    registerPart({ aaia: 'B', mpn: '2' });
    const loading = deferred();
    holdMountWave(loading.promise.then(() => registerPart({ aaia: 'C', mpn: '3' })));
    wave.resolve();
    await wave.promise;
    expect(store.sent(VALIDATE)).toHaveLength(0);
    loading.resolve();
    // C was registered after the wave settled: had the batch not waited for it, C would go in a call of its own.
    await settled({ aaia: 'C', mpn: '3' });
    await settled({ aaia: 'A', mpn: '1' });
    const calls = store.sent(VALIDATE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('Parts')).toBe('A~1,B~2,C~3');
  });

  it('does nothing while vehicle lookup is disabled', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: false } });
    registerPart({ aaia: 'A', mpn: '1' });
    // Turned on: the next part's batch is the first call, and the part registered while off is not in it.
    setConfig({ vehicle: { vehicle_lookup_enabled: true } });
    registerPart({ aaia: 'B', mpn: '2' });
    await settled({ aaia: 'B', mpn: '2' });
    expect(store.requests.map((r) => `${r.method} ${r.path}?${r.url.searchParams.get('Parts')}`)).toEqual([
      `${VALIDATE}?B~2`,
    ]);
    expect($fitment.get()['A~1']).toBeUndefined();
  });

  it('a revalidation asks about every part in one call, and an older answer never overwrites a newer one', async () => {
    await vehicleSaved(SILVERADO_2005);
    registerPart(FITS);
    registerPart(FITS_TOO);
    await settled(FITS);
    // The first revalidation is read on the server at once (the 2005: the kit fits); its answer comes back last.
    await store.fault({ path: '/ymm/json/validateFitment', kind: 'late', delayMs: 800 });
    const first = revalidateAll();
    expect($fitment.get()[key(FITS)]).toEqual({ status: 'checking' });
    await until(async () => {
      const { faults } = (await store.json('/__demo/faults')) as { faults: unknown[] };
      expect(faults).toEqual([]);
    });
    // Meanwhile the vehicle became a 2010 (another tab): the kit does not fit it.
    await vehicleSaved(SILVERADO_2010);
    const second = revalidateAll();
    await second;
    expect(store.sent(VALIDATE).at(-2)!.answer).toBeUndefined();
    await first;
    const older = JSON.parse(store.sent(VALIDATE).at(-2)!.answer!.text) as { parts: { result: string }[] };
    expect(older.parts[0]!.result).toBe('yes');
    expect($fitment.get()[key(FITS)]).toMatchObject({ part: { result: 'no' } });
    expect($vehicle.get().facets.find((f) => f.api_field === 'Year')?.label_value).toBe('2010');
    expect(store.sent(VALIDATE).at(-1)!.url.searchParams.get('Parts')).toBe(`${key(FITS)},${key(FITS_TOO)}`);
  });

  it('"Engine family fitment revalidation is delayed by 1 s"', async () => {
    registerPart(FITS);
    await settled(FITS);
    // Only the page's timeouts are fake: the store answers in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = store.sent(VALIDATE).length;
    const done = revalidateAll({ delayMs: ENGINE_REVALIDATION_MS });
    await vi.advanceTimersByTimeAsync(999);
    expect(store.sent(VALIDATE)).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(store.sent(VALIDATE)).toHaveLength(before + 1);
  });

  it('vehicle calls show no message: a failure is logged and no part stays "checking"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/ymm/json/validateFitment', kind: 'status', status: 500 });
    registerPart(FITS);
    await settled(FITS);
    expect($fitment.get()[key(FITS)]).toEqual({ status: 'error' });
    expect(error).toHaveBeenCalled();
  });

  // Hand-written (tests/unit/lint/fetch-stubs.test.ts): the store answers every part it is asked about ("unknown" when
  // it has no data); another server may leave a part out of `parts`.
  it('a part the server leaves out is unknown', async () => {
    handAnswer(store, VALIDATE, () => json({ parts: [], vehicle: VEHICLE }));
    registerPart(FITS);
    await settled(FITS);
    expect($fitment.get()[key(FITS)]).toMatchObject({ part: { result: 'unknown' } });
  });
});

describe('the next part needing a choice', () => {
  it('is the first maybe-part with choices; its choices are sorted, years descending', async () => {
    // No vehicle yet: every vehicle part is a "maybe" with nothing to choose.
    for (const part of [FITS, NO_DATA, RUNNING_BOARDS]) registerPart(part);
    await settled(RUNNING_BOARDS);
    expect($fitment.get()[key(RUNNING_BOARDS)]).toMatchObject({ part: { result: 'maybe', choices: [] } });
    expect($nextChoice.get()).toBeNull();
    // The vehicle saved (another tab): the running boards need a sub model; the kit fits; the unknown part is unknown.
    await vehicleSaved();
    await revalidateAll();
    const next = $nextChoice.get();
    expect(next?.key).toBe(key(RUNNING_BOARDS));
    expect(next?.choices[0]!.values.map((v) => v.label)).toEqual(SUB_MODELS);
    const years = {
      api_field: 'Year',
      label_field: 'Year',
      values: ['1999', '2016', '2004'].map((y) => ({ value: y, label: y })),
    };
    expect(sortChoices(years).values.map((v) => v.value)).toEqual(['2016', '2004', '1999']);
  });

  it('choosing revalidates every part with add=field||value||label||name and says the vehicle changed', async () => {
    await vehicleSaved();
    registerPart(FITS);
    registerPart(RUNNING_BOARDS);
    await settled(RUNNING_BOARDS);
    const group = $nextChoice.get()!.choices[0]!;
    const changed = vi.fn();
    document.addEventListener('parts-islands:vehicle-changed', changed);
    await chooseFitment(group, '3');
    document.removeEventListener('parts-islands:vehicle-changed', changed);
    const call = store.sent(VALIDATE).at(-1)!.url.searchParams;
    expect(call.get('add')).toBe('SubModelID||3||Sub Model||LT');
    expect(call.get('Parts')).toBe(`${key(FITS)},${key(RUNNING_BOARDS)}`);
    expect(changed).toHaveBeenCalledTimes(1);
    // An LT: the running boards fit, nothing is left to choose, and the store keeps the sub model.
    expect($fitment.get()[key(RUNNING_BOARDS)]).toMatchObject({ part: { result: 'yes' } });
    expect($nextChoice.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    const held = (await store.json('/ymm/json/getVehicle')) as { facets: { api_field: string }[] };
    expect(held.facets.map((f) => f.api_field)).toContain('SubModelID');
  });

  it('after a refreshing save found a maybe-part, the page reloads once no part needs a choice', async () => {
    await vehicleSaved();
    registerPart(RUNNING_BOARDS);
    await settled(RUNNING_BOARDS);
    refreshAfterChoices();
    await chooseFitment($nextChoice.get()!.choices[0]!, '3');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('vehicle actions', () => {
  // Off the home page unless a test says otherwise: saving on the home page reloads or redirects.
  beforeEach(() => setPagePath('/product/catalog'));

  it('save: saveVehicle?add1..addN, the vehicle changes, every part revalidates; the page stays without ymm_page_refresh', async () => {
    registerPart(FITS);
    await settled(FITS);
    const changed = vi.fn();
    document.addEventListener('parts-islands:vehicle-changed', changed);
    expect(await saveVehicle(VEHICLE.facets, 'ymm')).toBe(true);
    document.removeEventListener('parts-islands:vehicle-changed', changed);
    expect([...store.sent('GET /ymm/json/saveVehicle')[0]!.url.searchParams]).toEqual([
      ['add1', 'Year||2005||Year||2005'],
      ['add2', 'MakeID||1||Make||Chevrolet'],
      ['add3', 'ModelID||201||Model||Silverado 1500'],
    ]);
    expect(changed.mock.calls[0]![0].detail.vehicle.facets).toHaveLength(3);
    expect(store.sent(VALIDATE)).toHaveLength(2);
    expect($fitment.get()[key(FITS)]).toMatchObject({ part: { result: 'yes' } });
    expect(reload).not.toHaveBeenCalled();
  });

  it('with ymm_page_refresh: no maybe-part found reloads; a maybe-part found waits for its choice', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_page_refresh: true } });
    registerPart(FITS);
    await settled(FITS);
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
    registerPart(RUNNING_BOARDS);
    await settled(RUNNING_BOARDS);
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(reload).toHaveBeenCalledTimes(1);
    expect($nextChoice.get()?.key).toBe(key(RUNNING_BOARDS));
  });

  it("on the home page with a redirect configured, the browser goes there (the answer's redirect, else ymm_redirect)", async () => {
    const assign = stubLocationAssign();
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_redirect: '/product/catalog' } });
    setPagePath('/');
    expect(isHomePage()).toBe(true);
    await saveVehicle(VEHICLE.facets, 'ymm');
    expect(JSON.parse(store.sent('GET /ymm/json/saveVehicle')[0]!.answer!.text)).toMatchObject({ redirect: '' });
    expect(assign).toHaveBeenCalledWith('/product/catalog');
    // The store's own setting sends a redirect with its answer.
    await store.settings({ vehicle: { vehicle_lookup_enabled: true, ymm_redirect: '/product/special' } });
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
    await vehicleSaved();
    expect(await resetVehicle()).toBe(true);
    expect(store.sent('GET /ymm/json/saveVehicle')[0]!.url.search).toBe('');
    expect(JSON.parse(store.sent('GET /ymm/json/saveVehicle')[0]!.answer!.text)).toMatchObject({ action: 'reset' });
    await vehicleSaved();
    expect(await removeVehicleFacet('ModelID')).toBe(true);
    expect(store.sent('GET /ymm/json/remove_facet')[0]!.url.search).toBe('?remove=ModelID');
    expect(await toggleUniversalParts()).toBe(true);
    expect($vehicle.get().showUniversal).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    await store.fault({ path: '/ymm/json/saveVehicle', kind: 'status', status: 500 });
    expect(await resetVehicle()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalled();
  });

  it('a failed save, reset, facet removal or universal toggle names the island the shopper acted in; getVehicle names none', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: FailureDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<FailureDetail>).detail);
    document.addEventListener(ERROR_EVENT, listener);
    await vehicleSaved();
    await store.fault([
      { path: '/ymm/json/saveVehicle', kind: 'status', status: 500, times: 2 },
      { path: '/ymm/json/remove_facet', kind: 'html' },
      { path: '/ymm/json/toggle_universal', kind: 'error-page', status: 503 },
      { path: '/ymm/json/getVehicle', kind: 'error-page', status: 502 },
    ]);
    expect(await saveVehicle(SILVERADO_2010, 'ymm', 'vehicle-lookup')).toBe(false);
    expect(await resetVehicle('product-vehicle-lookup')).toBe(false);
    expect(await removeVehicleFacet('ModelID', 'vehicle-lookup')).toBe(false);
    expect(await toggleUniversalParts('vehicle-lookup')).toBe(false);
    // Work no island asked for: the page's own read of the vehicle.
    await loadVehicle();
    document.removeEventListener(ERROR_EVENT, listener);
    expect(seen.map((d) => [d.island, d.action, d.kind])).toEqual([
      ['vehicle-lookup', 'vehicle could not be saved', 'server'],
      ['product-vehicle-lookup', 'vehicle reset failed', 'server'],
      ['vehicle-lookup', 'vehicle facet removal failed', 'unreadable'],
      ['vehicle-lookup', 'universal parts could not be toggled', 'http'],
      [null, 'vehicle could not be loaded', 'http'],
    ]);
    // Vehicle calls show no message (spec 1 §8): every one is logged, with the island's name when there is one.
    expect(logged.mock.calls.map((call) => call[0])).toEqual([
      '[parts-islands] vehicle-lookup: vehicle could not be saved',
      '[parts-islands] product-vehicle-lookup: vehicle reset failed',
      '[parts-islands] vehicle-lookup: vehicle facet removal failed',
      '[parts-islands] vehicle-lookup: universal parts could not be toggled',
      '[parts-islands] vehicle could not be loaded',
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("a selector's form names its island: a list that fails to load and a save that fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: FailureDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<FailureDetail>).detail);
    document.addEventListener(ERROR_EVENT, listener);
    await store.fault([
      { path: '/ymm/json/years', kind: 'status', status: 503 },
      { path: '/ymm/json/saveVehicle', kind: 'malformed' },
    ]);
    const form = createVehicleForm({ island: 'vehicle-lookup' });
    form.startFirst();
    await until(() => expect(seen).toHaveLength(1));
    await until(() => expect(form.$form.get().year.loading).toBe(false));
    form.startFirst();
    await until(() => expect(form.$form.get().year.options.length).toBeGreaterThan(0));
    await form.setYear('2005');
    await form.setMake('1');
    await form.setModel('201');
    expect(await form.save('ymm')).toBe(false);
    document.removeEventListener(ERROR_EVENT, listener);
    expect(seen.map((d) => [d.island, d.action])).toEqual([
      ['vehicle-lookup', 'vehicle list "year" could not be loaded'],
      ['vehicle-lookup', 'vehicle could not be saved'],
    ]);
  });

  it('Remove Vehicle (POS) revalidates the parts in place; with ymm_page_refresh it reloads the page as a reset does', async () => {
    await vehicleSaved();
    registerPart(FITS);
    await settled(FITS);
    const before = store.sent(VALIDATE).length;
    expect(await clearVehicle()).toBe(true);
    expect(store.sent('GET /ymm/json/saveVehicle')[0]!.url.search).toBe('');
    expect(store.sent(VALIDATE)).toHaveLength(before + 1);
    // No vehicle now: the kit is a "maybe" again.
    expect($fitment.get()[key(FITS)]).toMatchObject({ part: { result: 'maybe' } });
    expect(reload).not.toHaveBeenCalled();

    setConfig({ vehicle: { vehicle_lookup_enabled: true, ymm_page_refresh: true } });
    expect(await clearVehicle()).toBe(true);
    expect(store.sent('GET /ymm/json/saveVehicle')).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload asks about every part again; nothing is sent before it.
    expect(store.sent(VALIDATE)).toHaveLength(before + 1);
  });

  it('getVehicle loads the vehicle when nothing else will', async () => {
    // The session's vehicle, with universal parts hidden (another tab's choice).
    await vehicleSaved();
    await store.json('/ymm/json/toggle_universal');
    await loadVehicle();
    expect($vehicle.get()).toMatchObject({ known: true, showUniversal: false, facets: VEHICLE.facets });
  });

  // Hand-written (tests/unit/lint/fetch-stubs.test.ts): the demo store sends its flags as JSON booleans; a PHP server
  // may send them as the strings "0" and "1".
  it('flags sent as PHP strings: show_universal "0" hides universal parts, "1" shows them; hasYmm and hasEngine too', async () => {
    handAnswer(store, 'GET /ymm/json/getVehicle', () =>
      json({ facets: SILVERADO_2005, hasYmm: '1', hasEngine: '0', show_universal: '0' }),
    );
    await loadVehicle();
    expect($vehicle.get()).toMatchObject({ known: true, hasYmm: true, hasEngine: false, showUniversal: false });
    // The validateFitment answer carries the vehicle too.
    handAnswer(store, VALIDATE, () =>
      json({ parts: [], vehicle: { facets: SILVERADO_2005, hasYmm: '1', hasEngine: '1', show_universal: '1' } }),
    );
    registerPart(FITS);
    await settled(FITS);
    expect($vehicle.get()).toMatchObject({ hasYmm: true, hasEngine: true, showUniversal: true });
  });
});
