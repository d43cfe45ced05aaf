import { $config } from '../stores/config';
import type { PageConfig } from '../schemas/config';

/** The server area bases of the page config (the one thing api/ reads from the stores). */
export function endpoint(area: keyof PageConfig['endpoints']): string {
  return $config.get().endpoints[area];
}
