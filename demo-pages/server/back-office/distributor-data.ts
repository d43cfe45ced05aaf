/** The distributor's warehouses with each part's inventory and price (spec 2 §3 "Inventory product"), per seed copy. */
import { toCents } from '../core/money';
import type { Context } from '../core/router';
import type { Seed } from '../core/seed';
import type { Product } from '../core/types';

/** The distributor's warehouses (WD locations). */
export const WAREHOUSES = [
  { warehouseCode: 'COL', name: 'Columbus DC' },
  { warehouseCode: 'MEM', name: 'Memphis DC' },
  { warehouseCode: 'REN', name: 'Reno DC' },
] as const;

/** The store's cost of a part ("Your Cost"): 62% of its price. */
export const yourCostCents = (p: Product) => Math.round(toCents(p.price) * 0.62);

/** Each warehouse's price: Columbus at your cost, Memphis 3% above, Reno 2% below. */
const PRICE_FACTOR: Record<string, number> = { COL: 1, MEM: 1.03, REN: 0.98 };

/** Remaining warehouse stock per seed copy (a reset starts afresh): `${product_id}:${warehouseCode}`. */
const stockBySeed = new WeakMap<Seed, Map<string, number>>();

function startingStock(productId: number, code: string): number {
  // Deterministic, with zeros: every part is out of stock in at least one warehouse now and then.
  if (code === 'COL') return (productId * 7) % 13;
  if (code === 'MEM') return (productId * 5) % 9;
  return (productId * 3) % 4;
}

function stockMap(ctx: Context): Map<string, number> {
  let map = stockBySeed.get(ctx.state.data);
  if (!map) {
    map = new Map();
    stockBySeed.set(ctx.state.data, map);
  }
  return map;
}

export function warehouseStock(ctx: Context, productId: number, code: string): number {
  return stockMap(ctx).get(`${productId}:${code}`) ?? startingStock(productId, code);
}

/** getInventoryDetails' `locations` of a part: each warehouse with its inventory and price (dollars). */
export function warehouseLocations(ctx: Context, p: Product) {
  return WAREHOUSES.map((w) => ({
    warehouseCode: w.warehouseCode,
    name: w.name,
    inventory: warehouseStock(ctx, p.product_id, w.warehouseCode),
    price: Math.round(yourCostCents(p) * (PRICE_FACTOR[w.warehouseCode] ?? 1)) / 100,
  }));
}

export function setWarehouseStock(ctx: Context, productId: number, code: string, stock: number): void {
  stockMap(ctx).set(`${productId}:${code}`, stock);
}
