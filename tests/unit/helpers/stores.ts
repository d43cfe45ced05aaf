import { cleanStores } from 'nanostores';
import { $cart, $cartStatus, resetCartForTests } from '../../../src/stores/cart';
import { resetCompareForTests } from '../../../src/stores/compare';
import { $config, resetConfigForTests } from '../../../src/stores/config';
import { resetDisplayForTests } from '../../../src/stores/display';
import { resetInventoryForTests } from '../../../src/stores/inventory';
import { resetWishlistForTests } from '../../../src/stores/wishlist';

/**
 * Puts the shared stores back to a fresh page: no cart, default config, and no store still "mounted"
 * from a previous test (nanostores keeps a store mounted for 1 s after its last listener leaves).
 */
export function resetStores(): void {
  cleanStores($cart, $cartStatus, $config);
  resetCartForTests();
  resetConfigForTests();
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
