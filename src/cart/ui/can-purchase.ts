import type { PageConfig } from '../../schemas/config';

/** Guest checkout on, or a signed-in customer: only then can this visitor buy (spec 1 §6). */
export function canPurchase(config: PageConfig): boolean {
  return config.guest_checkout || config.logged_in;
}
