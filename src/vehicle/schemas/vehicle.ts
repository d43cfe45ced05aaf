import * as v from 'valibot';
import { FlagSchema } from '../../schemas/flag';

/** Ids and years arrive as numbers or numeric strings; the client keeps them as the text it sends back. */
export const IdText = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x): string => String(x)),
);

/** One chosen part of the vehicle (api fields Year, MakeID, ModelID, SubModelID, BedLengthID, BodyTypeID, EngineMfrID,
 * EngineFamilyID, EngineSizeID): api field and value, and what the shopper reads (label field and value). */
export const FacetSchema = v.object({
  api_field: v.string(),
  api_value: IdText,
  label_field: v.optional(v.string(), ''),
  label_value: v.optional(v.string(), ''),
});
export type Facet = v.InferOutput<typeof FacetSchema>;

/** Vehicle state: facets, hasYmm, hasEngine (spec 1 §3); show_universal is the Show Universal Parts choice. */
export const VehicleStateSchema = v.object({
  facets: v.optional(v.array(FacetSchema), []),
  hasYmm: v.optional(FlagSchema, false),
  hasEngine: v.optional(FlagSchema, false),
  show_universal: v.optional(FlagSchema, true),
});
export type VehicleState = v.InferOutput<typeof VehicleStateSchema>;

/** One choice the vehicle can still be narrowed by (sub model, body type, bed length, or for a maybe-part any facet). */
export const ChoiceGroupSchema = v.object({
  api_field: v.string(),
  label_field: v.string(),
  values: v.array(v.object({ value: IdText, label: IdText })),
});
export type ChoiceGroup = v.InferOutput<typeof ChoiceGroupSchema>;

export const FitmentResultSchema = v.picklist(['yes', 'universal', 'maybe', 'no', 'unknown']);
export type FitmentResult = v.InferOutput<typeof FitmentResultSchema>;

/** Fitment part (spec 1 §3), as validateFitment answers it. */
export const FitmentPartSchema = v.object({
  aaia: v.string(),
  mpn: v.string(),
  result: FitmentResultSchema,
  choices: v.optional(v.nullable(v.array(ChoiceGroupSchema)), []),
  label: v.optional(v.nullable(v.string()), ''),
  name: v.optional(v.nullable(v.string()), ''),
  notes: v.optional(v.nullable(v.string()), ''),
});
export type FitmentPart = v.InferOutput<typeof FitmentPartSchema>;

export const ValidateFitmentSchema = v.object({
  parts: v.array(FitmentPartSchema),
  vehicle: VehicleStateSchema,
});
export type ValidateFitmentAnswer = v.InferOutput<typeof ValidateFitmentSchema>;
