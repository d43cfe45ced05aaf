import { cleanStores } from 'nanostores';
import { $cart, $cartStatus, resetCartForTests } from '../../../src/stores/cart';
import { $config, resetConfigForTests } from '../../../src/stores/config';

/**
 * Puts the shared stores back to a fresh page: no cart, default config, and no store still "mounted"
 * from a previous test (nanostores keeps a store mounted for 1 s after its last listener leaves).
 */
export function resetStores(): void {
  cleanStores($cart, $cartStatus, $config);
  resetCartForTests();
  resetConfigForTests();
}
