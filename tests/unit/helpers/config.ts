import type * as v from 'valibot';
import { CONFIG_ELEMENT_ID, type PageConfigSchema } from '../../../src/schemas/config';
import { loadConfig } from '../../../src/stores/config';

/**
 * Gives the page its config the way the server does: the JSON block (`<script type="application/json"
 * id="parts-islands-config">`) the runtime reads, read now (a replaced block is read again). resetStores() removes it:
 * each test starts on a page without one.
 */
export function setConfig(input: v.InferInput<typeof PageConfigSchema>): void {
  removeConfig();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(input);
  document.head.append(block);
  const error = loadConfig();
  if (error) throw new Error(error);
}

/** A fresh page has no config block until a test gives it one. */
export function removeConfig(): void {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
}
