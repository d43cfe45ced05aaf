// One vehicle selector's form: its lists, choices and their loading (spec 1 §4 Vehicle selection order).
import { map, type MapStore } from 'nanostores';
import * as api from '../api/vehicle-service';
import { POPULAR_MAKES, popularFirst } from '../lib/popular-vehicles';
import type { ChoiceGroup, Facet } from '../../schemas/vehicle';
import type { ListOption } from '../schemas/vehicle-service';
import { $config } from '../../../stores/config';
import { saveVehicle } from './vehicle-actions';
import { report, type ActingIsland } from '../../../registry/report';

export interface Slot {
  options: ListOption[];
  value: string;
  loading: boolean;
}

export interface VehicleFormState {
  year: Slot;
  make: Slot;
  model: Slot;
  /** Sub model, body type and bed length, as the server offers them for the chosen model. */
  choices: ChoiceGroup[];
  choicesLoading: boolean;
  /** api_field -> chosen value. */
  chosen: Record<string, string>;
  engineMfr: Slot;
  engineFamily: Slot;
  engineSize: Slot;
  saving: boolean;
}

type SlotName = 'year' | 'make' | 'model' | 'engineMfr' | 'engineFamily' | 'engineSize';

const empty = (): Slot => ({ options: [], value: '', loading: false });

/** A chosen slot as a facet: api field and value, and what the shopper read. */
const facetOf = (api_field: string, label_field: string, sl: Slot): Facet => ({
  api_field,
  api_value: sl.value,
  label_field,
  label_value: sl.options.find((o) => o.value === sl.value)?.label ?? sl.value,
});

/** Year, make and model plus the choices made; null until the three are chosen. */
export function ymmFacets(s: VehicleFormState): Facet[] | null {
  if (!s.year.value || !s.make.value || !s.model.value) return null;
  const facets = [
    facetOf('Year', 'Year', s.year),
    facetOf('MakeID', 'Make', s.make),
    facetOf('ModelID', 'Model', s.model),
  ];
  for (const g of shownChoices(s.choices)) {
    const option = g.values.find((o) => o.value === s.chosen[g.api_field]);
    if (option)
      facets.push({
        api_field: g.api_field,
        api_value: option.value,
        label_field: g.label_field,
        label_value: option.label,
      });
  }
  return facets;
}

/** Engine manufacturer, family and size; null until the three are chosen. */
export function engineFacets(s: VehicleFormState): Facet[] | null {
  if (!s.engineMfr.value || !s.engineFamily.value || !s.engineSize.value) return null;
  return [
    facetOf('EngineMfrID', 'Engine Manufacturer', s.engineMfr),
    facetOf('EngineFamilyID', 'Engine Family', s.engineFamily),
    facetOf('EngineSizeID', 'Engine Size', s.engineSize),
  ];
}

/** Choice groups the configuration shows: each behind its enable_ flag, all behind enable_choices. */
export function shownChoices(groups: ChoiceGroup[]): ChoiceGroup[] {
  const flags = $config.get().vehicle;
  const enabled: Record<string, boolean> = {
    SubModelID: flags.enable_sub_model,
    BodyTypeID: flags.enable_body_type,
    BedLengthID: flags.enable_bed_length,
  };
  return flags.enable_choices ? groups.filter((g) => enabled[g.api_field] ?? false) : [];
}

const anyChoiceShown = () =>
  shownChoices([
    { api_field: 'SubModelID', label_field: '', values: [] },
    { api_field: 'BodyTypeID', label_field: '', values: [] },
    { api_field: 'BedLengthID', label_field: '', values: [] },
  ]).length > 0;

export type VehicleForm = ReturnType<typeof createVehicleForm>;

/**
 * A selector's own form state and actions; `legacy` reads the lists from the legacy route (YMM only). Nothing loads
 * until `startFirst()` or `start()`: a component calls it from an effect, so a render React throws away (a restarted
 * concurrent render creates its state anew) never sends a request of its own. `island`: the island the form renders in,
 * named by its failures' reports.
 */
export function createVehicleForm({ legacy = false, island }: { legacy?: boolean; island?: ActingIsland } = {}) {
  const $form: MapStore<VehicleFormState> = map<VehicleFormState>({
    year: empty(),
    make: empty(),
    model: empty(),
    choices: [],
    choicesLoading: false,
    chosen: {},
    engineMfr: empty(),
    engineFamily: empty(),
    engineSize: empty(),
    saving: false,
  });
  // Every list has a generation: a change upstream makes an answer still on its way stale (latest request wins).
  const generation: Record<SlotName | 'choices', number> = {
    year: 0,
    make: 0,
    model: 0,
    engineMfr: 0,
    engineFamily: 0,
    engineSize: 0,
    choices: 0,
  };

  const slot = (name: SlotName, patch: Partial<Slot>) => $form.setKey(name, { ...$form.get()[name], ...patch });

  /** Clears a slot and drops any answer still coming for it. */
  const reset = (name: SlotName) => {
    generation[name]++;
    $form.setKey(name, empty());
  };
  const resetChoices = () => {
    generation.choices++;
    $form.setKey('choices', []);
    $form.setKey('chosen', {});
    $form.setKey('choicesLoading', false);
  };

  async function load(name: SlotName, request: () => Promise<ListOption[]>): Promise<void> {
    const gen = ++generation[name];
    slot(name, { loading: true, options: [], value: '' });
    try {
      const options = await request();
      if (gen === generation[name]) slot(name, { loading: false, options });
    } catch (error) {
      // Vehicle calls show no message (spec 1 §8): logged, loading flag reset.
      report(error, { island, action: `vehicle list "${name}" could not be loaded` });
      if (gen === generation[name]) slot(name, { loading: false });
    }
  }

  async function loadChoices(): Promise<void> {
    const { year, make, model, chosen } = $form.get();
    const gen = ++generation.choices;
    $form.setKey('choicesLoading', true);
    try {
      const groups = await api.getChoices(
        { Year: year.value, MakeID: make.value, ModelID: model.value, ...chosen },
        legacy,
      );
      if (gen === generation.choices) $form.setKey('choices', groups);
    } catch (error) {
      report(error, { island, action: 'vehicle choices could not be loaded' });
    } finally {
      if (gen === generation.choices) $form.setKey('choicesLoading', false);
    }
  }

  const popular = () => String($config.get().vehicle.ymm_popular_sort) === '1';

  /** The years, once per form. */
  function start(): void {
    const { year } = $form.get();
    if (!year.options.length && !year.loading) void load('year', () => api.getYears(legacy));
  }
  /** The engine manufacturers, once per form (when the Engine tab first shows). */
  function startEngine(): void {
    const { engineMfr } = $form.get();
    if (!engineMfr.options.length && !engineMfr.loading) void load('engineMfr', () => api.getEngineMfrs());
  }

  /** The first list, when the form first shows: years, or engine manufacturers when Engine is the only tab. */
  function startFirst(): void {
    const flags = $config.get().vehicle;
    if (flags.ymm_enabled || legacy) start();
    else if (flags.engine_family_enabled) startEngine();
  }

  function setYear(value: string): Promise<void> {
    reset('make');
    reset('model');
    resetChoices();
    slot('year', { value });
    if (!value) return Promise.resolve();
    return load('make', async () => {
      const makes = await api.getMakes(value, legacy);
      return popular()
        ? popularFirst(
            makes,
            POPULAR_MAKES.map((m) => m.name),
          )
        : makes;
    });
  }

  function setMake(value: string): Promise<void> {
    reset('model');
    resetChoices();
    slot('make', { value });
    const year = $form.get().year.value;
    if (!value) return Promise.resolve();
    const makeName = $form.get().make.options.find((o) => o.value === value)?.label ?? '';
    return load('model', async () => {
      const models = await api.getModels(year, value, legacy);
      const popularModels = POPULAR_MAKES.find((m) => m.name.toLowerCase() === makeName.toLowerCase())?.models ?? [];
      return popular() ? popularFirst(models, popularModels) : models;
    });
  }

  function setModel(value: string): Promise<void> {
    resetChoices();
    slot('model', { value });
    return value && anyChoiceShown() ? loadChoices() : Promise.resolve();
  }

  return {
    $form,
    start,
    startFirst,
    startEngine,
    setYear,
    setMake,
    setModel,
    /** A choice resets the choices after it (its dependants) and narrows them again. */
    setChoice(field: string, value: string): Promise<void> {
      const { choices, chosen } = $form.get();
      const at = choices.findIndex((g) => g.api_field === field);
      const next: Record<string, string> = {};
      for (const g of choices.slice(0, at)) if (chosen[g.api_field]) next[g.api_field] = chosen[g.api_field]!;
      if (value) next[field] = value;
      $form.setKey('chosen', next);
      return loadChoices();
    },
    /**
     * Fills the form with a saved vehicle (the POS Edit Vehicle): year, make, model and its choices, each list loaded
     * in turn. A change made meanwhile wins: filling stops as soon as a value is no longer the one it set.
     */
    async fill(facets: Facet[]): Promise<void> {
      const value = (field: string) => facets.find((f) => f.api_field === field)?.api_value ?? '';
      const [year, make, model] = [value('Year'), value('MakeID'), value('ModelID')];
      start();
      if (!year) return;
      await setYear(year);
      if (!make || $form.get().year.value !== year) return;
      await setMake(make);
      if (!model || $form.get().make.value !== make) return;
      resetChoices();
      slot('model', { value: model });
      const chosen: Record<string, string> = {};
      for (const f of facets)
        if (!['Year', 'MakeID', 'ModelID'].includes(f.api_field)) chosen[f.api_field] = f.api_value;
      if (!anyChoiceShown()) return;
      $form.setKey('chosen', chosen);
      await loadChoices();
    },
    setEngineMfr(value: string): void {
      reset('engineFamily');
      reset('engineSize');
      slot('engineMfr', { value });
      if (value) void load('engineFamily', () => api.getEngineFamilies(value));
    },
    setEngineFamily(value: string): void {
      reset('engineSize');
      slot('engineFamily', { value });
      const mfr = $form.get().engineMfr.value;
      if (value) void load('engineSize', () => api.getEngineSizes(mfr, value));
    },
    setEngineSize(value: string): void {
      slot('engineSize', { value });
    },
    async save(by: 'ymm' | 'engine'): Promise<boolean> {
      const facets = by === 'ymm' ? ymmFacets($form.get()) : engineFacets($form.get());
      if (!facets || $form.get().saving) return false;
      $form.setKey('saving', true);
      try {
        return await saveVehicle(facets, by, island);
      } finally {
        $form.setKey('saving', false);
      }
    },
  };
}
