import {
  ValidateFitmentSchema,
  VehicleStateSchema,
  type Facet,
  type ValidateFitmentAnswer,
  type VehicleState,
} from '../schemas/vehicle';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';
import { callUrl } from '../../api/form';

/** A call of the vehicle service (spec 1 §7, base /ymm/json/); the legacy form reads its lists from ymm_legacy. */
export const ymmUrl = (name: string, query?: Record<string, string | undefined>, legacy = false) =>
  callUrl(endpoint(legacy ? 'ymm_legacy' : 'ymm'), name, query);

/** `field||value||label field||label value`: how a facet travels in add and addN. */
export const facetParam = (f: Facet) => [f.api_field, f.api_value, f.label_field, f.label_value].join('||');

export function getVehicle(): Promise<VehicleState> {
  return call(VehicleStateSchema, ymmUrl('getVehicle'));
}

/** validateFitment?Parts={aaia}~{mpn},…[&add=…]: every part in one call; answers the parts and the vehicle. */
export function validateFitment(parts: { aaia: string; mpn: string }[], add?: Facet): Promise<ValidateFitmentAnswer> {
  const query = { Parts: parts.map((p) => `${p.aaia}~${p.mpn}`).join(','), add: add ? facetParam(add) : undefined };
  return call(ValidateFitmentSchema, ymmUrl('validateFitment', query));
}
