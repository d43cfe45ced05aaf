// @vitest-environment node
// The areas are declared once (src/areas.mjs): every island states a valid tier, staff islands and only they are named
// pos-…, staff code lives under the staff root and nowhere else, and README's Layout section names every area.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONCERNS,
  ENHANCERS,
  isFormsKitPath,
  isStaffPath,
  isVehicleKitPath,
  LAYERS,
  listIslands,
  STAFF_PREFIX,
  STAFF_ROOT,
  TIERS,
  VEHICLE_KIT,
} from '../../../src/areas.mjs';

const root = process.cwd();
const islands = listIslands(root);

describe('areas (src/areas.mjs)', () => {
  it('every island folder has a definition with a tier; staff islands, and only they, are named pos-…', () => {
    const folders = readdirSync('islands', { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(islands.map((i) => i.name)).toEqual(folders.map((d) => d.name).sort());
    for (const { name, tier } of islands) {
      expect(TIERS, name).toContain(tier);
      expect(tier === 'staff', name).toBe(name.startsWith(STAFF_PREFIX));
    }
    expect(new Set(islands.map((i) => i.tier))).toEqual(new Set(TIERS));
  });

  it('the tier the build reads is the one the definition states', () => {
    for (const { entry, tier } of islands)
      expect(readFileSync(entry, 'utf8'), entry).toMatch(new RegExp(`defineIsland\\(\\{\\s*tier: '${tier}',`));
  });

  it('no staff code outside the staff root and the staff islands; the root has the layers and its concern folders', () => {
    const outside = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((f) => `src/${f}`)
      .filter((f) => !f.startsWith(`${STAFF_ROOT}/`) && /(^|\/)pos[-/]/.test(f));
    expect(outside).toEqual([]);
    const staffConcerns = CONCERNS.filter((c) => c.startsWith(`${STAFF_ROOT}/`)).map((c) => c.split('/').pop());
    expect(staffConcerns).toEqual(['customer']);
    const folders = readdirSync(STAFF_ROOT, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...LAYERS, ...staffConcerns].sort());
    expect(isStaffPath('src/pos/ui/cart-slot.tsx')).toBe(true);
    expect(isStaffPath(`inline-css:${root}/src/pos/ui/pos.css`)).toBe(true);
    // The build's stylesheet inputs are named from the root (no chunk name depends on the checkout's path).
    expect(isStaffPath('inline-css:src/pos/ui/pos.css')).toBe(true);
    expect(isStaffPath('inline-css:islands/pos-receipt/pos-receipt.css')).toBe(true);
    expect(isFormsKitPath('inline-css:src/forms/ui/fields.css')).toBe(true);
    expect(isFormsKitPath('inline-css:src/cart/ui/cart.css')).toBe(false);
    expect(isStaffPath('islands/pos-checkout/index.tsx')).toBe(true);
    expect(isStaffPath('islands/cart-page/index.tsx')).toBe(false);
    expect(isStaffPath('src/cart/stores/cart.ts')).toBe(false);
    expect(isVehicleKitPath('src/vehicle/kit/stores/vehicle-form.ts')).toBe(true);
    expect(isVehicleKitPath('src/vehicle/stores/vehicle.ts')).toBe(false);
  });

  it("README's Layout section names every area and every tier", () => {
    const readme = readFileSync('README.md', 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    for (const area of [STAFF_ROOT, VEHICLE_KIT, ENHANCERS, ...CONCERNS, 'src/areas.mjs'])
      expect(layout, area).toContain(area);
    for (const tier of TIERS) expect(layout, tier).toContain(`| \`${tier}\` |`);
  });
});
