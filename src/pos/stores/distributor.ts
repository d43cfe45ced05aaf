// Distributor ordering (spec 2 §3, §5, §7): the order's parts' inventory per warehouse (getInventoryDetails), the
// per-warehouse quantities (clamped, with a message), "Your Cost", and the submission creating purchase orders.
import * as inventoryApi from '../../api/inventory';
import * as api from '../api/receipt';

import { clampLocationQuantity, entryKey, entryLines, type EntryPart } from '../lib/distributor';
import { toCents } from '../../lib/money';
import type { PurchaseOrder } from '../schemas/orders';
import type { InventoryDetail } from '../../schemas/product';
import { notify } from '../../stores/ports';
import { addPurchaseOrders } from './purchase-orders';
import { report } from '../../registry/report';
import { pageAtom, pageMap, pageState } from '../../registry/page';

export interface DistributorPart extends EntryPart {
  name: string;
  storeInventory: number;
}

export const $distributorInventory = pageAtom<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  parts: DistributorPart[];
}>({ status: 'idle', parts: [] });
/** Quantities by entryKey (aaia~mpn@warehouse); `text` keeps an emptied field empty while typing. */
export const $entryQuantities = pageMap<Record<string, { value: number; text: string }>>({});
export const $entryMessages = pageMap<Record<string, string | undefined>>({});
export const $distributorSubmit = pageAtom<{ status: 'idle' | 'sending'; created: PurchaseOrder[] }>({
  status: 'idle',
  created: [],
});

const state = pageState(() => ({
  /** The newest inventory load (an older answer is dropped). */
  loadSeq_: 0,
  /** One key per submission attempt, kept for its retries: the server never records the same submission twice. */
  attemptKey_: null as string | null,
}));

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function toPart(d: InventoryDetail, fallbackName: string): DistributorPart {
  const cost = d.prices.find((p) => p.key === 'your_cost');
  return {
    aaia: d.aaia,
    mpn: d.mpn,
    name: d.name || fallbackName,
    storeInventory: d.storeInventory,
    yourCostCents: cost ? toCents(cost.text) : 0,
    locations: d.locations
      .filter((l) => l.warehouseCode)
      .map((l) => ({ warehouseCode: l.warehouseCode, name: l.name, inventory: l.inventory, price: l.price })),
  };
}

/** POST getInventoryDetails for the order's parts; a failure is logged and offers "Try again". */
export async function loadDistributorInventory(products: { aaia: string; mpn: string; name: string }[]): Promise<void> {
  const seq = ++state.loadSeq_;
  $distributorInventory.set({ ...$distributorInventory.get(), status: 'loading' });
  try {
    const details = await inventoryApi.getInventoryDetails(products.map(({ aaia, mpn }) => ({ aaia, mpn })));
    if (seq !== state.loadSeq_) return;
    const parts = products.flatMap((p) => {
      const d = details.find((x) => x.aaia === p.aaia && x.mpn === p.mpn);
      return d ? [toPart(d, p.name)] : [];
    });
    $distributorInventory.set({ status: 'ready', parts });
  } catch (error) {
    if (seq !== state.loadSeq_) return;
    report(error, { action: 'distributor inventory could not be loaded' });
    $distributorInventory.set({ ...$distributorInventory.get(), status: 'error' });
  }
}

/** A typed quantity for one warehouse, clamped to 0…its inventory with the message saying why. */
export function setEntryQuantity(part: DistributorPart, warehouseCode: string, input: string): void {
  const location = part.locations.find((l) => l.warehouseCode === warehouseCode);
  if (!location) return;
  const key = entryKey(part.aaia, part.mpn, warehouseCode);
  const { value, message } = clampLocationQuantity(input, location);
  // Changed lines are a new order: a retry of the old one no longer applies.
  if ($entryQuantities.get()[key]?.value !== value) state.attemptKey_ = null;
  $entryQuantities.setKey(key, { value, text: input.trim() === '' ? '' : String(value) });
  $entryMessages.setKey(key, message ?? undefined);
}

export function entryValues(): Record<string, number> {
  return Object.fromEntries(Object.entries($entryQuantities.get()).map(([k, q]) => [k, q.value]));
}

/**
 * Submits the lines with a quantity. Success: the server's message, the purchase orders shown (and added to the
 * order's list on the page), the quantities cleared and the inventory re-read. Failure: the message, what was typed kept;
 * a retry sends the same submission key, so an attempt whose answer was lost is not ordered twice.
 */
export async function submitDistributorOrder(
  orderId: number,
  products: { aaia: string; mpn: string; name: string }[],
): Promise<boolean> {
  const lines = entryLines($distributorInventory.get().parts, entryValues());
  if (!lines.length || $distributorSubmit.get().status === 'sending') return false;
  $distributorSubmit.set({ ...$distributorSubmit.get(), status: 'sending' });
  try {
    state.attemptKey_ ??= newKey();
    const answer = await api.submitDistributorOrder(orderId, lines, state.attemptKey_);
    state.attemptKey_ = null;
    $distributorSubmit.set({
      status: 'idle',
      created: [...$distributorSubmit.get().created, ...answer.purchase_orders],
    });
    addPurchaseOrders(orderId, answer.purchase_orders);
    notify.success(answer.success || 'Purchase order submitted.');
    $entryQuantities.set({});
    $entryMessages.set({});
    void loadDistributorInventory(products);
    return true;
  } catch (error) {
    $distributorSubmit.set({ ...$distributorSubmit.get(), status: 'idle' });
    report(error, { action: 'distributor order failed', show: 'toast' });
    return false;
  }
}
