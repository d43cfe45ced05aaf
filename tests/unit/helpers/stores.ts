import { cleanStores } from 'nanostores';
import { $cart, $cartStatus, resetCartForTests } from '../../../src/stores/cart';
import { resetCompareForTests } from '../../../src/stores/compare';
import { $config, resetConfigForTests } from '../../../src/stores/config';
import { resetDisplayForTests } from '../../../src/stores/display';
import { resetInventoryForTests } from '../../../src/stores/inventory';
import { resetWishlistForTests } from '../../../src/stores/wishlist';
import { resetCatalogDetailsForTests } from '../../../src/stores/catalog-details';
import { resetFitmentForTests } from '../../../src/stores/fitment';
import { resetFitmentChoiceForTests } from '../../../src/stores/fitment-choice';
import { $vehicle, resetVehicleForTests } from '../../../src/stores/vehicle';

/**
 * Puts the shared stores back to a fresh page: no cart, default config, and no store still "mounted"
 * from a previous test (nanostores keeps a store mounted for 1 s after its last listener leaves).
 */
export function resetStores(): void {
  cleanStores($cart, $cartStatus, $config, $vehicle);
  resetCartForTests();
  resetConfigForTests();
  resetVehicleStores();
}

/** No vehicle, no fitment and no part registered: a fresh page for the fitment stores. */
export function resetVehicleStores(): void {
  resetFitmentForTests();
  resetFitmentChoiceForTests();
  resetCatalogDetailsForTests();
  resetVehicleForTests();
}

/** resetStores() plus the catalog's stores, an empty data layer and no pixel. */
export function resetCatalogStores(): void {
  resetStores();
  resetCompareForTests();
  resetInventoryForTests();
  resetWishlistForTests();
  resetDisplayForTests();
  window.dataLayer = [];
  delete window.fbq;
}
