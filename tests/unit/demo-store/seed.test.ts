import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshSeed } from '../../../demo-pages/server/core/seed';
import { isValidVin } from '../../../demo-pages/server/vehicle/vin';

const seed = freshSeed();

describe('seed data', () => {
  it('keeps every JSON file under 400 KB', () => {
    const dir = join(process.cwd(), 'demo-pages', 'seed');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      expect(statSync(join(dir, file)).size, file).toBeLessThan(400 * 1024);
    }
  });

  it('has about 150 products with unique ids, SKUs and aaia+mpn pairs', () => {
    expect(seed.products).toHaveLength(150);
    expect(new Set(seed.products.map((p) => p.product_id)).size).toBe(150);
    expect(new Set(seed.products.map((p) => p.sku)).size).toBe(150);
    expect(new Set(seed.products.map((p) => `${p.aaia}~${p.mpn}`)).size).toBe(150);
  });

  it('covers every option type, labor, specials, rebates, packages, minimums and disabled pricing', () => {
    const types = new Set(seed.products.flatMap((p) => p.options.map((o) => o.type)));
    expect([...types].sort()).toEqual([
      'checkbox',
      'date',
      'datetime',
      'image',
      'radio',
      'select',
      'text',
      'textarea',
      'time',
    ]);
    expect(seed.products.filter((p) => p.labor).length).toBeGreaterThan(30);
    expect(seed.products.filter((p) => p.special !== null).length).toBeGreaterThan(5);
    expect(seed.products.some((p) => p.instant_rebate !== null)).toBe(true);
    expect(seed.products.filter((p) => p.is_package).length).toBeGreaterThanOrEqual(3);
    expect(seed.products.some((p) => p.minimum > 1)).toBe(true);
    expect(seed.products.filter((p) => p.disable_pricing).length).toBeGreaterThanOrEqual(2);
    expect(seed.products.some((p) => p.disable_pricing_notice)).toBe(true);
    expect(Math.max(...seed.products.map((p) => p.category_levels.length))).toBe(4);
  });

  it('derives included_in from the package components', () => {
    for (const kit of seed.products.filter((p) => p.package)) {
      for (const c of kit.package?.components ?? []) {
        const component = seed.products.find((p) => p.product_id === c.product_id);
        expect(component?.included_in.map((r) => r.product_id)).toContain(kit.product_id);
      }
    }
  });

  it('requires_options is set exactly for products with a required option', () => {
    for (const p of seed.products) expect(p.requires_options, p.name).toBe(p.options.some((o) => o.required));
  });

  it('has 15 brands with 4-letter aaia codes and the six popular makes', () => {
    expect(seed.manufacturers).toHaveLength(15);
    for (const m of seed.manufacturers) expect(m.aaia).toMatch(/^[A-Z]{4}$/);
    expect(seed.vehicles.popular.map((m) => m.MakeName)).toEqual(['Chevrolet', 'Ford', 'GMC', 'Jeep', 'Ram', 'Toyota']);
    expect(seed.vehicles.years[0]).toBe(2026);
    expect(seed.vehicles.years.at(-1)).toBe(1995);
  });

  it('has fitment rules of every kind for every product', () => {
    expect(seed.fitment).toHaveLength(150);
    expect(new Set(seed.fitment.map((f) => f.type))).toEqual(new Set(['universal', 'vehicle', 'engine', 'unknown']));
    expect(seed.fitment.some((f) => f.vehicles.some((r) => r.BedLengthID))).toBe(true);
    expect(seed.fitment.some((f) => f.vehicles.some((r) => r.SubModelID))).toBe(true);
  });

  it('gives customers vehicles with valid VIN check digits', () => {
    expect(seed.customers.length).toBeGreaterThanOrEqual(12);
    const vins = seed.customers.flatMap((c) => c.vehicles.map((veh) => veh.vin));
    expect(vins.length).toBeGreaterThan(10);
    for (const vin of vins) expect(isValidVin(vin), vin).toBe(true);
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
  });

  it('has 6 locations and orders in every status', () => {
    expect(seed.locations).toHaveLength(6);
    expect(new Set(seed.orders.map((o) => o.pos_status))).toEqual(
      new Set(['saved', 'kiosk', 'outstanding_balance', 'complete', 'Voided']),
    );
    for (const o of seed.orders) expect(o.balance_due).toBeCloseTo(o.total - o.amount_paid, 2);
  });
});
