import { facetParam } from '../vehicle/api/vehicle';
import { getCatalogDetails } from '../vehicle/kit/api/vehicle-service';
import { partKey } from '../lib/part-key';
import type { CatalogDetails, CatalogDetailsRequest } from '../vehicle/kit/schemas/vehicle-service';
import { $vehicle } from '../vehicle/stores/vehicle';
import { pageMap } from '../registry/page';
import { report } from '../registry/report';

/** Details depend on the vehicle: keyed by part and the vehicle's facets. */
export const catalogDetailsKey = (aaia: string, mpn: string) =>
  `${partKey(aaia, mpn)}@${$vehicle.get().facets.map(facetParam).join('/')}`;

/** The fitment modal's catalog details (spec 1 §3): per part and vehicle, loading, or failed (logged). */
export const $catalogDetails = pageMap<Record<string, CatalogDetails | 'loading' | 'error'>>({});

/** POST getCatalogDetails once per part and vehicle; a failure is logged and the modal shows no counts. */
export async function requestCatalogDetails(request: CatalogDetailsRequest): Promise<void> {
  const key = catalogDetailsKey(request.aaia, request.mpn);
  const known = $catalogDetails.get()[key];
  if (known && known !== 'error') return;
  $catalogDetails.setKey(key, 'loading');
  try {
    $catalogDetails.setKey(key, await getCatalogDetails(request));
  } catch (error) {
    report(error, { action: 'catalog details could not be loaded' });
    $catalogDetails.setKey(key, 'error');
  }
}
