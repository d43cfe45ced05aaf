import { cleanStores } from 'nanostores';
import { $cart, $cartStatus } from '../../../src/cart/stores/cart';
import { $config } from '../../../src/stores/config';
import { $vehicle } from '../../../src/vehicle/stores/vehicle';
import { resetModuleState } from '../../../src/lib/test-reset';
import { stopPage } from '../../../src/registry/page';

/**
 * Puts the shared stores back to a fresh page: every module's state as a page starts it (registered with onTestReset),
 * and no store still "mounted" from a previous test (nanostores keeps a store mounted for 1 s after its last listener).
 */
export function resetStores(): void {
  cleanStores($cart, $cartStatus, $config, $vehicle);
  stopPage();
  resetModuleState();
}

/** No vehicle, no fitment and no part registered: a fresh page (every module's state is restored together). */
export const resetVehicleStores = resetStores;

/** resetStores() plus an empty data layer and no pixel. */
export function resetCatalogStores(): void {
  resetStores();
  window.dataLayer = [];
  delete window.fbq;
}
