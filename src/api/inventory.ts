import {
  InventoryDetailsSchema,
  LocationInventorySchema,
  type InventoryDetail,
  type LocationInventory,
} from '../schemas/product';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

/** POST /api/products/getInventoryDetails with products[i][aaia] and products[i][mpn]: one call for a whole listing. */
export async function getInventoryDetails(parts: { aaia: string; mpn: string }[]): Promise<InventoryDetail[]> {
  const form = { products: parts.map(({ aaia, mpn }) => ({ aaia, mpn })) };
  return (await call(InventoryDetailsSchema, callUrl(endpoint('products'), 'getInventoryDetails'), { form })).data;
}

/** POST /api/inventory/getInventoriesByProductId {productId}: stock per location. */
export function getInventoriesByProductId(productId: number): Promise<LocationInventory> {
  return call(LocationInventorySchema, callUrl(endpoint('inventory'), 'getInventoriesByProductId'), {
    form: { productId },
  });
}
