// Wire shapes only the vehicle selector and the fitment modal read (lazy chunks): kept apart from the fitment core.
import * as v from 'valibot';
import { NumberishSchema } from '../../../schemas/flag';
import { ChoiceGroupSchema, IdText, VehicleStateSchema } from '../../schemas/vehicle';

/** saveVehicle: action (saved or reset), the vehicle, and where to go on the home page. */
export const SaveVehicleSchema = v.object({
  ...VehicleStateSchema.entries,
  action: v.picklist(['saved', 'reset']),
  redirect: v.optional(v.nullable(v.string()), ''),
});
export type SaveVehicleAnswer = v.InferOutput<typeof SaveVehicleSchema>;

/** A value of a form list, as every select shows it. */
export interface ListOption {
  value: string;
  label: string;
}

const list = <T extends v.ObjectEntries>(entries: T, value: keyof T & string, label: keyof T & string) =>
  v.pipe(
    v.array(v.object(entries)),
    v.transform((rows): ListOption[] => rows.map((row) => ({ value: String(row[value]), label: String(row[label]) }))),
  );

/** Form lists (spec 1 §3): years; makes; models; engine manufacturers, families and sizes. */
export const YearsSchema = v.pipe(
  v.array(v.union([v.number(), v.string()])),
  v.transform((ys): ListOption[] => ys.map((y) => ({ value: String(y), label: String(y) }))),
);
export const MakesSchema = list({ MakeID: IdText, MakeName: v.string() }, 'MakeID', 'MakeName');
export const ModelsSchema = list({ ModelID: IdText, ModelName: v.string() }, 'ModelID', 'ModelName');
export const EngineMfrsSchema = list(
  { EngineMfrID: IdText, EngineMfrName: v.string() },
  'EngineMfrID',
  'EngineMfrName',
);
export const EngineFamiliesSchema = list(
  { EngineFamilyID: IdText, EngineFamilyName: v.string() },
  'EngineFamilyID',
  'EngineFamilyName',
);
export const EngineSizesSchema = list(
  { EngineSizeID: IdText, EngineSizeName: v.string() },
  'EngineSizeID',
  'EngineSizeName',
);

export const ChoicesSchema = v.object({ choices: v.array(ChoiceGroupSchema) });

/** Catalog details (spec 1 §3 Fitment part catalogDetails). */
export const CatalogDetailsSchema = v.object({
  seriesCount: v.optional(NumberishSchema, 0),
  categoryCount: v.optional(NumberishSchema, 0),
  manufacturerCount: v.optional(NumberishSchema, 0),
  seriesUrl: v.optional(v.nullable(v.string()), ''),
  categoryUrl: v.optional(v.nullable(v.string()), ''),
  manufacturerUrl: v.optional(v.nullable(v.string()), ''),
});
export type CatalogDetails = v.InferOutput<typeof CatalogDetailsSchema>;

/** Catalog details request (spec 1 §3). */
export interface CatalogDetailsRequest {
  product_id: number;
  aaia: string;
  mpn: string;
  category_id: number;
  manufacturer_id: number;
  series_id: number;
}
