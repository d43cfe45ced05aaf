import * as api from '../api/inventory';
import type { InventoryDetail, LocationInventory } from '../schemas/product';
import { pageMap, pageState } from '../registry/page';
import { report } from '../registry/report';

export const partKey = (aaia: string, mpn: string) => `${aaia}~${mpn}`;

/** POS inventory per part (aaia~mpn): the detail, 'loading', or 'error'. */
export const $inventory = pageMap<Record<string, InventoryDetail | 'loading' | 'error'>>({});

// The parts asked for in this tick, sent together by the next flush.
const state = pageState(() => ({ queued_: [] as { aaia: string; mpn: string }[] }));

/**
 * Asks for the inventory of these parts. Every grid on the page that asks in the same tick shares one
 * getInventoryDetails call; parts already known or asked for are not asked again.
 */
export function requestInventory(parts: { aaia: string; mpn: string }[]): void {
  const fresh = parts.filter((p) => p.mpn && $inventory.get()[partKey(p.aaia, p.mpn)] === undefined);
  if (!fresh.length) return;
  for (const p of fresh) $inventory.setKey(partKey(p.aaia, p.mpn), 'loading');
  if (!state.queued_.length) queueMicrotask(flush);
  state.queued_.push(...fresh);
}

async function flush(): Promise<void> {
  const parts = state.queued_;
  state.queued_ = [];
  try {
    const details = await api.getInventoryDetails(parts);
    for (const d of details) $inventory.setKey(partKey(d.aaia, d.mpn), d);
    // A part the server did not answer for has no inventory record.
    for (const p of parts)
      if ($inventory.get()[partKey(p.aaia, p.mpn)] === 'loading') $inventory.setKey(partKey(p.aaia, p.mpn), 'error');
  } catch (error) {
    // "Other failures are only logged, and loading flags are reset."
    report(error, { action: 'inventory could not be loaded' });
    for (const p of parts) $inventory.setKey(partKey(p.aaia, p.mpn), 'error');
  }
}

/** Per-location stock for the inventory dialog; null when the call failed (logged). */
export async function loadLocationInventory(productId: number): Promise<LocationInventory | null> {
  try {
    return await api.getInventoriesByProductId(productId);
  } catch (error) {
    report(error, { action: 'location inventory could not be loaded' });
    return null;
  }
}
