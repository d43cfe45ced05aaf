// The source tree's areas, declared once. Read by eslint.config.js (the layer, loader and staff rules), build.mjs (which
// files are islands and staff code, how chunks are shaped), the size tests (what counts as staff code) and
// tests/unit/lint/areas.test.ts (README's Layout section names every area). Plain JavaScript: Node reads it unbuilt.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Islands: one folder each, `islands/<mount name>/index.tsx` exporting `defineIsland({ tier, props, Component, css })`. */
export const ISLANDS = 'islands';
/** Page behaviours without React: `src/enhancers/<mount name>.ts`, their lazy parts in `lazy/`. */
export const ENHANCERS = 'src/enhancers';
/** Staff code lives here and nowhere else (its own api, schemas, stores, ui and lib): never on a shopper's page. */
export const STAFF_ROOT = 'src/pos';
/** Every staff island's mount name, and only theirs, starts with this. */
export const STAFF_PREFIX = 'pos-';
/**
 * The vehicle kit: the vehicle service, its stores and the popular-vehicle list, which the vehicle selector, the fitment
 * dialogs, the POS cart's tools, appointments and the customer's vehicles tab load lazily. One chunk: whatever reaches
 * one of its files imports all of them (build.mjs).
 */
export const VEHICLE_KIT = 'src/vehicle/kit';
/**
 * The layers, top to bottom: islands -> ui -> stores -> api -> schemas -> lib. At the top of src/ and inside each
 * concern folder alike; each may import only those below it (eslint.config.js).
 */
export const LAYERS = ['ui', 'stores', 'api', 'schemas', 'lib'];
/**
 * The forms: the one field kit (ui/), its texts and patterns (lib/), used by the shopper forms and the staff forms. Never
 * in the shopper core chunk: pages without a form (the catalog, the cart) do not load it (build.mjs).
 */
export const FORMS = 'src/forms';
/** Shared concerns with their own folder and layers (api, schemas, stores, ui, lib inside). */
export const CONCERNS = ['src/cart', 'src/vehicle', FORMS, STAFF_ROOT, `${STAFF_ROOT}/customer`];
/** The loader: what every page pays for before any island. No React, valibot, ky or nanostores. */
export const LOADER = [
  'src/boot.ts',
  'src/events.ts',
  'src/registry/{registry,global,load-chunk,lazy-chunk,props,replay,types}.ts',
  'src/registry/strategies/*.ts',
];

/**
 * Loading tiers: each island states its own in its definition (`defineIsland({ tier: 'page', … })`).
 * - page: mounts with shopper pages; what it shares with another island joins the shopper core chunk.
 * - deferred: mounts on interaction, once scrolled to, or on its own store page (the header search, the content
 *   modules, the locator): brings nothing into the shopper core, so what only such islands share stays off other pages.
 * - staff: POS mode only; its code lives under STAFF_ROOT; what staff islands share forms the staff core chunk.
 * - kiosk: kiosk mode only: brings nothing into the shopper core.
 */
export const TIERS = ['page', 'deferred', 'staff', 'kiosk'];

/** Is this path (from the root or absolute, or a metafile input such as `inline-css:src/…`) staff code? */
export const isStaffPath = (path) =>
  path.includes(`${STAFF_ROOT}/`) || new RegExp(`(^|[/:])${ISLANDS}/${STAFF_PREFIX}`).test(path);

/** Is this path (from the root or absolute, or a metafile input such as `inline-css:src/…`) in the forms concern? */
export const isFormsKitPath = (path) => new RegExp(`(^|[/:])${FORMS}/`).test(path);

/** Is this path (from the root, or absolute) in the vehicle kit? */
export const isVehicleKitPath = (path) => path.includes(`${VEHICLE_KIT}/`);

const TIER = /\bdefineIsland\(\s*\{\s*tier:\s*'(\w+)'/;

/** Every island: its mount name, its entry file (from the root) and the tier its definition states. */
export function listIslands(root) {
  return readdirSync(join(root, ISLANDS), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, ISLANDS, d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const entry = `${ISLANDS}/${name}/index.tsx`;
      const tier = TIER.exec(readFileSync(join(root, entry), 'utf8'))?.[1];
      if (!TIERS.includes(tier)) throw new Error(`${entry}: defineIsland({ tier, … }) names no tier of ${TIERS}`);
      if ((tier === 'staff') !== name.startsWith(STAFF_PREFIX))
        throw new Error(`${entry}: staff islands, and only they, are named ${STAFF_PREFIX}…`);
      return { name, entry, tier };
    });
}

/** Every enhancer's mount name, and the lazy parts they import by URL. */
export function listEnhancers(root) {
  const dir = join(root, ENHANCERS);
  const names = (d, pattern) =>
    existsSync(d)
      ? readdirSync(d)
          .filter((f) => pattern.test(f))
          .map((f) => f.slice(0, -3))
          .sort()
      : [];
  return { enhancers: names(dir, /^[\w-]+\.ts$/), lazyParts: names(join(dir, 'lazy'), /^[\w-]+\.ts$/) };
}
