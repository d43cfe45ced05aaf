// Distributor order entry (spec 2 §3, §5): per-warehouse quantities from 0 to that warehouse's inventory, the lines' cost.
import { clampQuantity, QUANTITY_NOT_A_NUMBER } from '../../cart/lib/quantity';
import { toCents } from '../../lib/money';

export interface WarehouseStock {
  warehouseCode: string;
  name: string;
  inventory: number;
  /** The warehouse's price per unit, in dollars (0: the part's "your cost"). */
  price: number;
}

export interface EntryPart {
  aaia: string;
  mpn: string;
  /** "Your Cost" per unit, in cents. */
  yourCostCents: number;
  locations: WarehouseStock[];
}

export const entryKey = (aaia: string, mpn: string, warehouseCode: string) => `${aaia}~${mpn}@${warehouseCode}`;

/**
 * A typed quantity for one warehouse: a whole number from 0 to its inventory. Over it: the inventory and
 * "Only {n} in stock at {warehouse}."; below 0: 0 and "Quantity cannot be less than 0."; not a number: 0 and the
 * shared "A number must be input"; empty: 0 silently.
 */
export function clampLocationQuantity(
  input: string,
  location: Pick<WarehouseStock, 'name' | 'inventory'>,
): { value: number; message: string | null } {
  const inventory = Math.max(0, Math.floor(location.inventory));
  const text = input.trim();
  if (/^-\d/.test(text) && Number.isFinite(Number(text)) && Number(text) < 0) {
    return { value: 0, message: 'Quantity cannot be less than 0.' };
  }
  const clamped = clampQuantity(text, 0, inventory);
  if (clamped.message === QUANTITY_NOT_A_NUMBER) return { value: 0, message: QUANTITY_NOT_A_NUMBER };
  if (clamped.message) return { value: clamped.value, message: `Only ${inventory} in stock at ${location.name}.` };
  return clamped;
}

/** A warehouse's unit cost in cents: its own price, else the part's "your cost". */
export const unitCostCents = (part: EntryPart, location: WarehouseStock) =>
  location.price > 0 ? toCents(location.price) : part.yourCostCents;

/** The order-entry lines (spec 2 §3 "Order-entry line") of the parts with any quantity. */
export function entryLines(parts: EntryPart[], quantities: Record<string, number>) {
  return parts.flatMap((part) => {
    const selectedLocations = part.locations
      .map((l) => ({
        warehouseCode: l.warehouseCode,
        quantity: quantities[entryKey(part.aaia, part.mpn, l.warehouseCode)] ?? 0,
      }))
      .filter((l) => l.quantity > 0);
    const orderQuantity = selectedLocations.reduce((n, l) => n + l.quantity, 0);
    return orderQuantity ? [{ aaia: part.aaia, mpn: part.mpn, orderQuantity, selectedLocations }] : [];
  });
}

/** The cost of one part's quantities, in cents. */
export function partCostCents(part: EntryPart, quantities: Record<string, number>): number {
  return part.locations.reduce(
    (sum, l) => sum + unitCostCents(part, l) * (quantities[entryKey(part.aaia, part.mpn, l.warehouseCode)] ?? 0),
    0,
  );
}

/** "Your Cost": every line's cost, in cents. */
export function entryTotalCents(parts: EntryPart[], quantities: Record<string, number>): number {
  return parts.reduce((sum, part) => sum + partCostCents(part, quantities), 0);
}
