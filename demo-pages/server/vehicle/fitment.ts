/** The demo store's vehicle data and fitment rules: facets, form lists, choices and each part's result (spec 1 §3-§4). */
import { HttpError } from '../core/http';
import type { FitmentRule, Product, VehicleModel, VehiclesSeed } from '../core/types';

export interface VehicleFacet {
  api_field: string;
  api_value: string;
  label_field: string;
  label_value: string;
}

export type FitmentResult = 'yes' | 'universal' | 'maybe' | 'no' | 'unknown';

export interface ChoiceGroup {
  api_field: string;
  label_field: string;
  values: { value: string; label: string }[];
}

export interface PartFitment {
  aaia: string;
  mpn: string;
  result: FitmentResult;
  choices: ChoiceGroup[];
  label: string;
  name: string;
  notes: string;
}

/** Facet fields in the order a vehicle is built, with the shopper's names for them. */
export const FACETS: Record<string, string> = {
  Year: 'Year',
  MakeID: 'Make',
  ModelID: 'Model',
  SubModelID: 'Sub Model',
  BodyTypeID: 'Body Type',
  BedLengthID: 'Bed Length',
  EngineMfrID: 'Engine Manufacturer',
  EngineFamilyID: 'Engine Family',
  EngineSizeID: 'Engine Size',
};

/** Removing a facet removes what depends on it (a make without a year means nothing). */
export const DEPENDANTS: Record<string, string[]> = {
  Year: ['MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID'],
  MakeID: ['ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID'],
  ModelID: ['SubModelID', 'BodyTypeID', 'BedLengthID'],
  EngineMfrID: ['EngineFamilyID', 'EngineSizeID'],
  EngineFamilyID: ['EngineSizeID'],
};

type Values = Map<string, string>;
const valuesOf = (facets: VehicleFacet[]): Values => new Map(facets.map((f) => [f.api_field, f.api_value]));
const num = (values: Values, field: string) => (values.has(field) ? Number(values.get(field)) : undefined);

/** Series: a brand's line within one category (the demo seed has no series of its own). */
export const seriesId = (p: Pick<Product, 'manufacturer_id' | 'category_id'>) =>
  p.manufacturer_id * 1000 + p.category_id;

export const hasYmm = (facets: VehicleFacet[]) =>
  ['Year', 'MakeID', 'ModelID'].every((f) => facets.some((x) => x.api_field === f));
export const hasEngine = (facets: VehicleFacet[]) =>
  ['EngineMfrID', 'EngineFamilyID', 'EngineSizeID'].every((f) => facets.some((x) => x.api_field === f));
export const vehicleText = (facets: VehicleFacet[]) => facets.map((f) => f.label_value).join(' ');

export class VehicleData {
  constructor(private readonly seed: VehiclesSeed) {}

  years(): number[] {
    return [...this.seed.years].sort((a, b) => b - a);
  }

  makeName(id: number): string | undefined {
    return this.seed.makes.find((m) => m.MakeID === id)?.MakeName;
  }

  model(id: number): VehicleModel | undefined {
    return this.seed.models.find((m) => m.ModelID === id);
  }

  /** Makes with a model in that year, by name (the selector's popular sort is the client's). */
  makes(year: number): { MakeID: number; MakeName: string }[] {
    const ids = new Set(this.seed.models.filter((m) => m.year_from <= year && year <= m.year_to).map((m) => m.MakeID));
    return this.seed.makes.filter((m) => ids.has(m.MakeID)).sort((a, b) => a.MakeName.localeCompare(b.MakeName));
  }

  models(year: number, makeId: number): { ModelID: number; ModelName: string }[] {
    return this.seed.models
      .filter((m) => m.MakeID === makeId && m.year_from <= year && year <= m.year_to)
      .map((m) => ({ ModelID: m.ModelID, ModelName: m.ModelName }))
      .sort((a, b) => a.ModelName.localeCompare(b.ModelName, undefined, { numeric: true }));
  }

  /**
   * A model's choices: sub model, body type, bed length. The work-truck trim (the model's first sub model) comes
   * with the longer beds only, so a sub model narrows the bed lengths.
   */
  choices(model: VehicleModel, chosen: Values): ChoiceGroup[] {
    const firstSub = model.sub_models[0]?.SubModelID;
    const beds =
      num(chosen, 'SubModelID') === firstSub && model.bed_lengths.length > 1
        ? model.bed_lengths.slice(1)
        : model.bed_lengths;
    const groups: ChoiceGroup[] = [
      {
        api_field: 'SubModelID',
        label_field: FACETS.SubModelID!,
        values: model.sub_models.map((s) => ({ value: String(s.SubModelID), label: s.SubModelName })),
      },
      {
        api_field: 'BodyTypeID',
        label_field: FACETS.BodyTypeID!,
        values: model.body_types.map((b) => ({ value: String(b.BodyTypeID), label: b.BodyTypeName })),
      },
      {
        api_field: 'BedLengthID',
        label_field: FACETS.BedLengthID!,
        values: beds.map((b) => ({ value: String(b.BedLengthID), label: b.BedLengthName })),
      },
    ];
    return groups.filter((g) => g.values.length);
  }

  engineMfrs() {
    return [...this.seed.engine_mfrs].sort((a, b) => a.EngineMfrName.localeCompare(b.EngineMfrName));
  }

  engineFamilies(mfrId: number) {
    return this.seed.engine_families
      .filter((f) => f.EngineMfrID === mfrId)
      .map(({ EngineFamilyID, EngineFamilyName }) => ({ EngineFamilyID, EngineFamilyName }));
  }

  engineSizes(familyId: number) {
    return this.seed.engine_sizes
      .filter((s) => s.EngineFamilyID === familyId)
      .map(({ EngineSizeID, EngineSizeName }) => ({ EngineSizeID, EngineSizeName }));
  }

  /**
   * The facet as the store keeps it: the value must exist (and fit the facets before it), the label is the store's.
   * An engine size brings its family and manufacturer with it.
   */
  facet(field: string, value: string, current: VehicleFacet[]): VehicleFacet[] {
    if (!(field in FACETS))
      throw new HttpError(400, `Unknown vehicle field "${field}". Expected one of ${Object.keys(FACETS).join(', ')}.`);
    if (!/^\d+$/.test(value))
      throw new HttpError(400, `Vehicle field "${field}" must be a number, got ${JSON.stringify(value)}.`);
    const id = Number(value);
    const at = valuesOf(current);
    const make = (label: string | undefined, extra: VehicleFacet[] = []): VehicleFacet[] => {
      if (label === undefined) throw new HttpError(400, `No ${FACETS[field]} with id ${value} for this vehicle.`);
      return [...extra, { api_field: field, api_value: String(id), label_field: FACETS[field]!, label_value: label }];
    };
    const model = this.model(num(at, 'ModelID') ?? -1);
    switch (field) {
      case 'Year':
        return make(this.seed.years.includes(id) ? String(id) : undefined);
      case 'MakeID':
        return make(this.makeName(id));
      case 'ModelID': {
        const m = this.model(id);
        const make_ = num(at, 'MakeID');
        return make(m && (make_ === undefined || m.MakeID === make_) ? m.ModelName : undefined);
      }
      case 'SubModelID':
        return make(model?.sub_models.find((s) => s.SubModelID === id)?.SubModelName);
      case 'BodyTypeID':
        return make(model?.body_types.find((s) => s.BodyTypeID === id)?.BodyTypeName);
      case 'BedLengthID':
        return make(model?.bed_lengths.find((s) => s.BedLengthID === id)?.BedLengthName);
      case 'EngineMfrID':
        return make(this.seed.engine_mfrs.find((m) => m.EngineMfrID === id)?.EngineMfrName);
      case 'EngineFamilyID': {
        const fam = this.seed.engine_families.find((f) => f.EngineFamilyID === id);
        const mfr = num(at, 'EngineMfrID');
        return make(fam && (mfr === undefined || fam.EngineMfrID === mfr) ? fam.EngineFamilyName : undefined);
      }
      default: {
        const size = this.seed.engine_sizes.find((s) => s.EngineSizeID === id);
        const fam = size && this.seed.engine_families.find((f) => f.EngineFamilyID === size.EngineFamilyID);
        if (!size || !fam) return make(undefined);
        const family = num(at, 'EngineFamilyID');
        if (family !== undefined && family !== fam.EngineFamilyID) return make(undefined);
        const implied: VehicleFacet[] = [];
        if (!at.has('EngineMfrID')) implied.push(...this.facet('EngineMfrID', String(fam.EngineMfrID), current));
        if (!at.has('EngineFamilyID'))
          implied.push(...this.facet('EngineFamilyID', String(fam.EngineFamilyID), [...current, ...implied]));
        return make(size.EngineSizeName, implied);
      }
    }
  }

  private group(field: string, values: { value: string; label: string }[]): ChoiceGroup {
    return { api_field: field, label_field: FACETS[field]!, values };
  }

  /** A part's result for the vehicle: every kind of spec 1 §4, with the choice that decides a maybe. */
  fitment(rule: FitmentRule | undefined, aaia: string, mpn: string, name: string, facets: VehicleFacet[]): PartFitment {
    const base = { aaia, mpn, name, choices: [] as ChoiceGroup[] };
    if (!rule)
      return { ...base, result: 'unknown', label: 'Fitment unknown', notes: 'There is no fitment data for this part.' };
    const notes = rule.notes || this.applications(rule);
    const answer = (result: FitmentResult, label: string, choices: ChoiceGroup[] = []): PartFitment => ({
      ...base,
      result,
      label,
      notes,
      choices,
    });
    if (rule.type === 'universal') return answer('universal', 'Universal part: fits any vehicle');
    if (rule.type === 'unknown') return answer('unknown', 'Fitment unknown');
    if (!facets.length) return answer('maybe', 'Select your vehicle to check fitment');
    const vehicle = vehicleText(facets);
    const at = valuesOf(facets);
    const fits = answer('yes', `Fits your ${vehicle}`);
    const noFit = answer('no', `Does not fit your ${vehicle}`);
    const needs = (group: ChoiceGroup) =>
      answer('maybe', `Choose your ${group.label_field} to confirm fitment`, [group]);

    if (rule.type === 'vehicle') {
      const year = num(at, 'Year');
      const make = num(at, 'MakeID');
      const model = num(at, 'ModelID');
      const inYear = (r: FitmentRule['vehicles'][number]) =>
        year === undefined || (r.year_from <= year && year <= r.year_to);
      const rules = rule.vehicles.filter(
        (r) => inYear(r) && (make === undefined || r.MakeID === make) && (model === undefined || r.ModelID === model),
      );
      if (!rules.length) return noFit;
      // Not enough vehicle yet (an engine only): offer the next of year, make, model this part is made for.
      if (year === undefined) {
        const years = [
          ...new Set(
            rules.flatMap((r) => Array.from({ length: r.year_to - r.year_from + 1 }, (_, i) => r.year_from + i)),
          ),
        ];
        return needs(
          this.group(
            'Year',
            years.map((y) => ({ value: String(y), label: String(y) })),
          ),
        );
      }
      if (make === undefined) {
        const ids = [...new Set(rules.map((r) => r.MakeID))];
        return needs(
          this.group(
            'MakeID',
            ids.map((id) => ({ value: String(id), label: this.makeName(id) ?? String(id) })),
          ),
        );
      }
      if (model === undefined) {
        const ids = [...new Set(rules.map((r) => r.ModelID))];
        return needs(
          this.group(
            'ModelID',
            ids.map((id) => ({ value: String(id), label: this.model(id)?.ModelName ?? String(id) })),
          ),
        );
      }
      const m = this.model(model)!;
      for (const [field, key, list] of [
        ['SubModelID', 'SubModelID', m.sub_models.map((s) => ({ value: String(s.SubModelID), label: s.SubModelName }))],
        [
          'BedLengthID',
          'BedLengthID',
          m.bed_lengths.map((b) => ({ value: String(b.BedLengthID), label: b.BedLengthName })),
        ],
      ] as const) {
        const constrained = rules.filter((r) => r[key]);
        if (!constrained.length || constrained.length < rules.length) continue;
        const chosen = num(at, field);
        if (chosen === undefined) return needs(this.group(field, list));
        if (!constrained.some((r) => r[key]!.includes(chosen))) return noFit;
      }
      return fits;
    }

    // Engine parts.
    const mfr = num(at, 'EngineMfrID');
    const family = num(at, 'EngineFamilyID');
    const size = num(at, 'EngineSizeID');
    if (mfr !== undefined && family !== undefined) {
      const rules = rule.engines.filter((r) => r.EngineMfrID === mfr && r.EngineFamilyID === family);
      if (!rules.length) return noFit;
      if (rules.some((r) => !r.EngineSizeID)) return fits;
      if (size === undefined)
        return needs(
          this.group(
            'EngineSizeID',
            this.engineSizes(family).map((s) => ({ value: String(s.EngineSizeID), label: s.EngineSizeName })),
          ),
        );
      return rules.some((r) => r.EngineSizeID!.includes(size)) ? fits : noFit;
    }
    const model = this.model(num(at, 'ModelID') ?? -1);
    if (model) {
      // A year/make/model vehicle: its engine decides, among the engines the model came with.
      const sizes = this.seed.engine_sizes.filter((s) => model.engine_size_ids.includes(s.EngineSizeID));
      const possible = sizes.some((s) =>
        rule.engines.some(
          (r) => r.EngineFamilyID === s.EngineFamilyID && (!r.EngineSizeID || r.EngineSizeID.includes(s.EngineSizeID)),
        ),
      );
      if (!possible) return noFit;
      return needs(
        this.group(
          'EngineSizeID',
          sizes.map((s) => ({ value: String(s.EngineSizeID), label: s.EngineSizeName })),
        ),
      );
    }
    return answer('maybe', 'Choose your engine to confirm fitment');
  }

  /** "Applications: 2014-2018 Chevrolet Silverado 1500; …" from the part's rules. */
  private applications(rule: FitmentRule): string {
    const rows = rule.vehicles.map((r) =>
      `${r.year_from}-${r.year_to} ${this.makeName(r.MakeID) ?? ''} ${this.model(r.ModelID)?.ModelName ?? ''}`
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const engines = rule.engines.map((r) => {
      const fam = this.seed.engine_families.find((f) => f.EngineFamilyID === r.EngineFamilyID);
      const mfr = this.seed.engine_mfrs.find((m) => m.EngineMfrID === r.EngineMfrID);
      const sizes = r.EngineSizeID?.map(
        (id) => this.seed.engine_sizes.find((s) => s.EngineSizeID === id)?.EngineSizeName,
      )
        .filter(Boolean)
        .join(', ');
      return `${mfr?.EngineMfrName ?? ''} ${fam?.EngineFamilyName ?? ''}${sizes ? ` (${sizes})` : ''}`.trim();
    });
    const all = [...rows, ...engines];
    return all.length ? `Applications: ${all.join('; ')}.` : '';
  }
}
