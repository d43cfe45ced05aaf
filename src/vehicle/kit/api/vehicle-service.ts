// The vehicle service calls only the selector and the fitment modal make (lazy chunks); the fitment core is ./vehicle.
import {
  CatalogDetailsSchema,
  ChoicesSchema,
  EngineFamiliesSchema,
  EngineMfrsSchema,
  EngineSizesSchema,
  MakesSchema,
  ModelsSchema,
  SaveVehicleSchema,
  YearsSchema,
  type CatalogDetails,
  type CatalogDetailsRequest,
  type ListOption,
  type SaveVehicleAnswer,
} from '../schemas/vehicle-service';
import { VehicleStateSchema, type ChoiceGroup, type Facet, type VehicleState } from '../../schemas/vehicle';
import { call } from '../../../api/client';
import { facetParam, ymmUrl as url } from '../../api/vehicle';

export function getYears(legacy = false): Promise<ListOption[]> {
  return call(YearsSchema, url('years', undefined, legacy));
}

export function getMakes(year: string, legacy = false): Promise<ListOption[]> {
  return call(MakesSchema, url('makes', { Year: year }, legacy));
}

export function getModels(year: string, makeId: string, legacy = false): Promise<ListOption[]> {
  return call(ModelsSchema, url('models', { Year: year, MakeID: makeId }, legacy));
}

/** choices?Year&MakeID&ModelID[&SubModelID&BedLengthID&BodyTypeID]: the choices of this vehicle, narrowed by those made. */
export async function getChoices(chosen: Record<string, string | undefined>, legacy = false): Promise<ChoiceGroup[]> {
  return (await call(ChoicesSchema, url('choices', chosen, legacy))).choices;
}

export function getEngineMfrs(): Promise<ListOption[]> {
  return call(EngineMfrsSchema, url('engine_mfrs'));
}

export function getEngineFamilies(mfrId: string): Promise<ListOption[]> {
  return call(EngineFamiliesSchema, url('engine_family_sizes', { EngineMfrID: mfrId }));
}

export function getEngineSizes(mfrId: string, familyId: string): Promise<ListOption[]> {
  return call(EngineSizesSchema, url('engine_sizes', { EngineMfrID: mfrId, EngineFamilyID: familyId }));
}

/** saveVehicle?add1..addN: saves these facets as the vehicle; with none it resets the vehicle. */
export function saveVehicle(facets: Facet[]): Promise<SaveVehicleAnswer> {
  const query = Object.fromEntries(facets.map((f, i) => [`add${i + 1}`, facetParam(f)]));
  return call(SaveVehicleSchema, url('saveVehicle', query));
}

export function removeFacet(field: string): Promise<VehicleState> {
  return call(VehicleStateSchema, url('remove_facet', { remove: field }));
}

export function toggleUniversal(): Promise<VehicleState> {
  return call(VehicleStateSchema, url('toggle_universal'));
}

/** POST getCatalogDetails (form body): how many parts of this series, category and brand fit the vehicle. */
export function getCatalogDetails(request: CatalogDetailsRequest): Promise<CatalogDetails> {
  return call(CatalogDetailsSchema, url('getCatalogDetails'), { form: { ...request } });
}
