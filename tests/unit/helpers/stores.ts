import { cleanStores } from 'nanostores';
import { $cart, $cartStatus } from '../../../src/cart/stores/cart';
import { $config } from '../../../src/stores/config';
import { $vehicle } from '../../../src/vehicle/stores/vehicle';
import { stopPage } from '../../../src/registry/page';
import { removeConfig } from './config';

/**
 * Starts a fresh page: stopPage() stops every module's work and puts its state back as a page starts it (pageAtom,
 * pageMap, pageState), the page has no config block until a test gives it one (helpers/config.ts), and no store stays
 * "mounted" from a previous test (nanostores keeps a store mounted for 1 s after its last listener).
 */
export function resetStores(): void {
  cleanStores($cart, $cartStatus, $config, $vehicle);
  stopPage();
  if (typeof document !== 'undefined') removeConfig();
}

/** No vehicle, no fitment and no part registered: a fresh page (every module's state starts again together). */
export const resetVehicleStores = resetStores;

/** resetStores() plus an empty data layer and no pixel. */
export function resetCatalogStores(): void {
  resetStores();
  window.dataLayer = [];
  delete window.fbq;
}
