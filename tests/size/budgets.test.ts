// Size budgets (issue 2 §7), asserted from the build's metafile. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo-pages/server/app';
import { isStaffPath } from '../../src/areas.mjs';
import {
  ASSETS,
  brotliSize,
  eagerMountNamesIn,
  mountNamesIn,
  pageFiles,
  pageScripts,
  readMeta,
  staticClosure,
  total,
  withStandInHashes,
} from '../support/bundle-graph.mjs';
import { CRAWL } from '../support/crawl.mjs';

const KiB = 1024;
const meta = readMeta();
const server = createDemoServer();
/** The islands the product and catalog demo pages really mount, read from the pages the demo store serves. */
let productPageIslands: string[] = [];
/** Of those, the ones that load with the page (not data-strategy="interaction" or "visible"). */
let productPageEager: string[] = [];
let catalogPageIslands: string[] = [];
let vehicleCatalogIslands: string[] = [];
let shopperCartIslands: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const html = await (await fetch(`http://127.0.0.1:${port}/product/product?product_id=1`)).text();
  productPageIslands = [...new Set(mountNamesIn(html))];
  productPageEager = [...new Set(eagerMountNamesIn(html))];
  const catalog = await (await fetch(`http://127.0.0.1:${port}/product/catalog`)).text();
  catalogPageIslands = [...new Set(mountNamesIn(catalog))];
  const vehicleCatalog = await (
    await fetch(`http://127.0.0.1:${port}/product/catalog?demo_vehicle.vehicle_lookup_enabled=1`)
  ).text();
  vehicleCatalogIslands = [...new Set(mountNamesIn(vehicleCatalog))];
  const cart = await (
    await fetch(`http://127.0.0.1:${port}/checkout/cart?demo_vehicle.vehicle_lookup_enabled=1`)
  ).text();
  shopperCartIslands = [...new Set(mountNamesIn(cart))];
});

type Output = { inputs?: Record<string, { bytesInOutput: number }>; imports?: { path: string }[] };
const outputs = meta.outputs as Record<string, Output>;

/** POS code: the staff root and the staff islands (src/areas.mjs), their styles included. */
const isPosModule = isStaffPath;

/** Bytes of POS modules in these output files (bytes each module adds to the file, before compression). */
function posBytes(files: string[]): number {
  let bytes = 0;
  for (const file of files)
    for (const [input, info] of Object.entries(outputs[file]?.inputs ?? {}))
      if (isPosModule(input)) bytes += info.bytesInOutput;
  return bytes;
}

/** The modules in these output files. */
const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));

/** Every chunk these files may load, statically or by import(), except the chunks `skip` names. */
function reachable(files: string[], skip: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || skip(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) visit(imp.path);
  };
  files.forEach(visit);
  return [...seen];
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bundle size budgets (brotli)', () => {
  it('a lazy import of a file the core chunk holds costs no request: no chunk only re-exports the core', () => {
    // The cards' lazily imported package list and fitment store are in the core (the cart page and the product page's
    // fitment panel import them statically).
    const core = Object.keys(outputs).filter((f) => inputsOf([f]).includes('src/ui/package-list.tsx'));
    expect(core).toHaveLength(1);
    expect(inputsOf(core)).toEqual(expect.arrayContaining(['src/vehicle/stores/fitment.ts', 'src/ui/inject-style.ts']));
    const facades = Object.keys(outputs).filter(
      (f) =>
        f.includes('/chunks/') &&
        f.endsWith('.js') &&
        inputsOf([f]).every((input) => input.startsWith('parts-entry:')) &&
        (outputs[f]?.imports ?? []).every((i) => i.path === core[0]),
    );
    expect(facades).toEqual([]);
  });

  it('sizes change with the code, not with the chunk names: a new roll of hashes measures the same', () => {
    // Every size here is brotli's with each chunk-name hash swapped for a fixed stand-in (withStandInHashes).
    const roll = () =>
      Array.from({ length: 8 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[Math.floor(Math.random() * 32)]).join('');
    const rolled = new Map<string, string>();
    const reroll = (text: string) =>
      text
        .replace(
          /\b(chunk-|-)([A-Z2-7]{8})(?=\.js)/g,
          (_, p: string, h: string) => p + (rolled.get(h) ?? rolled.set(h, roll()).get(h)),
        )
        .replace(
          /\bf:"([A-Z2-7]+)"/,
          (_, hs: string) =>
            `f:"${hs
              .match(/.{8}/g)!
              .map((h) => rolled.get(h) ?? rolled.set(h, roll()).get(h))
              .join('')}"`,
        );
    for (const file of [`${ASSETS}boot.js`, ...staticClosure(meta, ['islands/cart-page.js'])]) {
      const text = readFileSync(file, 'utf8');
      expect(reroll(text)).not.toBe(text);
      expect(withStandInHashes(reroll(text))).toBe(withStandInHashes(text));
    }
  });

  it('the loader (what the script tag fetches before any island chunk) is at most 3 KiB', () => {
    const loader = staticClosure(meta, ['boot.js']);
    expect(total(loader)).toBeLessThanOrEqual(3 * KiB);
  });

  // Vehicle lookup is on by default (issue 10): the product page also loads its fitment panel, within its 75 KiB.
  it('the product demo page (vehicle lookup on by default: fitment panel included) loads at most 75 KiB of JS', () => {
    expect(productPageEager).toEqual(
      expect.arrayContaining(['product-form', 'product-grid', 'product-vehicle-lookup']),
    );
    expect(total(pageFiles(meta, productPageEager))).toBeLessThanOrEqual(75 * KiB);
  });

  it('with its on-demand islands too (Contact Us on interaction; store availability and related products when scrolled to), at most 75 + 15 KiB', () => {
    expect(productPageIslands).toEqual(expect.arrayContaining(['store-locator', 'product-contact']));
    expect(productPageEager).not.toContain('store-locator');
    expect(productPageEager).not.toContain('product-contact');
    expect(total(pageFiles(meta, productPageIslands))).toBeLessThanOrEqual((75 + 15) * KiB);
  });

  it('the catalog demo page loads at most 75 + 15 KiB of JS (issue 3)', () => {
    expect(catalogPageIslands).toContain('product-grid');
    expect(total(pageFiles(meta, catalogPageIslands))).toBeLessThanOrEqual((75 + 15) * KiB);
  });

  it('the catalog page with vehicle lookup on (navbar selector, fitment on every card) stays within 90 KiB; the fitment button comes with the core chunk, the selector is a lazy chunk', () => {
    expect(vehicleCatalogIslands).toEqual(expect.arrayContaining(['product-grid', 'vehicle-lookup']));
    // No chunk of its own (src/vehicle/ui/fitment-slot.tsx): the core chunk holds the button and the fitment store.
    expect(Object.keys(meta.outputs).filter((f) => /chunks\/fitment-button-[^/]+\.js$/.test(f))).toEqual([]);
    const files = pageFiles(meta, vehicleCatalogIslands);
    expect(inputsOf(files)).toEqual(
      expect.arrayContaining(['src/vehicle/ui/fitment-button.tsx', 'src/vehicle/stores/fitment.ts']),
    );
    expect(total(files)).toBeLessThanOrEqual((75 + 15) * KiB);
    expect(files.some((f) => f.includes('vehicle-selector') || f.includes('fitment-dialogs'))).toBe(false);
  });

  it('the shopper cart page loads no POS code or CSS: 0 bytes of POS modules reachable from it; the POS slot (and, in POS mode, the locked screen) the only ways in (issues 11, 15)', () => {
    expect(shopperCartIslands).toContain('cart-page');
    const page = pageFiles(meta, shopperCartIslands);
    expect(posBytes(page)).toBe(0);
    const slot = Object.keys(meta.outputs).filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f));
    expect(slot).toHaveLength(1);
    // The locked POS screen (issue 15) is the other way in: the runtime import()s it only in POS mode, on a refused staff call.
    const lock = Object.keys(meta.outputs).filter((f) => /chunks\/locked-screen-[^/]+\.js$/.test(f));
    expect(lock).toHaveLength(1);
    // Every lazy chunk the page may load (fitment, dialogs, the selector) is POS-free too, but for those two.
    expect(posBytes(reachable(page, (f) => f === slot[0] || f === lock[0]))).toBe(0);
    // Not vacuous: the slot and the chunks it brings (shared with the back office islands) hold the POS parts and styles.
    const slotFiles = staticClosure(meta, [slot[0]!.slice(ASSETS.length)]).filter((f) => !page.includes(f));
    const inSlot = inputsOf(slotFiles);
    expect(inSlot).toEqual(
      expect.arrayContaining(['src/pos/ui/customer-panel.tsx', 'src/pos/ui/line-tools.tsx', 'src/pos/stores/cart.ts']),
    );
    expect(inSlot.some((i) => i.endsWith('src/pos/ui/pos.css'))).toBe(true);
    expect(posBytes(slotFiles)).toBeGreaterThan(10_000);
  });

  it('no test hook ships: page state is owned by src/registry/page.ts, in the core chunk once (issue 25)', () => {
    const shipped = Object.entries(outputs).filter(([file]) => file.endsWith('.js'));
    expect(shipped.length).toBeGreaterThan(10);
    const holders = shipped.filter(([, out]) =>
      Object.keys(out.inputs ?? {}).some((i) => i.endsWith('src/registry/page.ts')),
    );
    expect(holders).toHaveLength(1);
    for (const [file] of shipped) expect(readFileSync(file, 'utf8'), file).not.toMatch(/onTestReset|resetModuleState/);
  });

  it('React is bundled once: exactly one chunk holds react-dom', () => {
    const holders = Object.entries(meta.outputs as Record<string, { inputs?: Record<string, unknown> }>).filter(
      ([file, out]) =>
        !file.endsWith('.map') && Object.keys(out.inputs ?? {}).some((i) => i.includes('node_modules/react-dom/')),
    );
    expect(holders).toHaveLength(1);
  });

  it('each island is its own chunk and the loader imports none of them statically', () => {
    const islands = readdirSync('islands', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const name of islands) expect(existsSync(`dist/assets/parts-islands/islands/${name}.js`)).toBe(true);
    expect(staticClosure(meta, ['boot.js']).some((f) => f.includes('/islands/'))).toBe(false);
    expect(brotliSize('dist/assets/parts-islands/boot.js')).toBeGreaterThan(0);
  });
});

// Issue 12: every page of the crawl within its budget and within 10 script requests, loader included.

describe('pages of the crawl (issue 12): scripts with the page, brotli', () => {
  for (const [path, budget] of CRAWL) {
    it(`${path}: at most ${budget} KiB and at most 10 script requests`, async () => {
      const { port } = server.address() as AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      const scripts = pageScripts(meta, html);
      console.log(`[size] ${path}: ${(total(scripts) / KiB).toFixed(1)} KiB brotli in ${scripts.length} scripts`);
      expect(scripts.length).toBeLessThanOrEqual(10);
      expect(total(scripts)).toBeLessThanOrEqual(budget * KiB);
    });
  }
});

// The POS cart: its tools (src/pos/ui/cart-slot.tsx) load with the cart, their imports in the same wave (boot.ts).
// The budget of issue 26, with the counter scanner (issue 27: box, queue, lookup, detector, dialogs) included: the staff
// core holds only what loads with staff pages, so the tabs and dialogs it once carried no longer ride along. The goal is
// 100 KiB; the ceiling is what it loads now (92.3 KiB in 10 scripts: what the tools share only with lazy parts, the cart's
// store and rules among them, is a chunk of its own, so the customer editor does not load it and they not the editor's).
const POS_CART_KIB = 92.4;
/** The counter scanner's modules (issue 27): staff code, in the POS slot's chunk only. */
const SCANNER = [
  'src/pos/ui/scanner.tsx',
  'src/pos/stores/scanner.ts',
  'src/pos/lib/scan-detector.ts',
  'src/pos/lib/part-codes.ts',
  'src/pos/api/part-lookup.ts',
  'src/pos/schemas/part-lookup.ts',
];
describe('the POS cart with its tools (issue 12)', () => {
  it('at most 10 script requests: the page, then the tools and every chunk they import', async () => {
    const { port } = server.address() as AddressInfo;
    const html = await (await fetch(`http://127.0.0.1:${port}/checkout/cart?demo_in_pos_mode=1`)).text();
    const tools = Object.keys(meta.outputs)
      .filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f))
      .map((f) => f.slice(ASSETS.length));
    expect(tools).toHaveLength(1);
    const scripts = new Set([...pageScripts(meta, html), ...staticClosure(meta, tools)]);
    expect(scripts.size).toBeLessThanOrEqual(10);
  });

  it(`at most ${POS_CART_KIB} KiB: the page's scripts, the tools and every chunk they import (the scanner included)`, async () => {
    const { port } = server.address() as AddressInfo;
    const html = await (await fetch(`http://127.0.0.1:${port}/checkout/cart?demo_in_pos_mode=1`)).text();
    const tools = Object.keys(meta.outputs)
      .filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f))
      .map((f) => f.slice(ASSETS.length));
    const scripts = [...new Set([...pageScripts(meta, html), ...staticClosure(meta, tools)])];
    const size = total(scripts);
    console.log(`[size] POS cart with its tools: ${(size / KiB).toFixed(1)} KiB brotli in ${scripts.length} scripts`);
    expect(size).toBeLessThanOrEqual(POS_CART_KIB * KiB);
  });

  it('the counter scanner rides the POS slot: its modules are in the slot chunk and in no file a shopper page may load', async () => {
    const holders = (module: string) =>
      Object.keys(outputs).filter((f) => inputsOf([f]).some((i) => i === module || i.endsWith(`/${module}`)));
    for (const module of SCANNER)
      expect(
        holders(module).map((f) => f.replace(/-\w+\.js$/, '')),
        module,
      ).toEqual([`${ASSETS}chunks/cart-slot`]);
    expect(inputsOf(holders(SCANNER[0]!)).some((i) => i.endsWith('src/pos/ui/scanner.css'))).toBe(true);
    const { port } = server.address() as AddressInfo;
    const slot = Object.keys(outputs).filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f));
    const lock = Object.keys(outputs).filter((f) => /chunks\/locked-screen-[^/]+\.js$/.test(f));
    for (const [path] of CRAWL.filter(([p]) => !String(p).includes('demo_in_pos_mode'))) {
      const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      const page = pageFiles(meta, [...new Set(mountNamesIn(html))]);
      const files = reachable(page, (f) => slot.includes(f) || lock.includes(f));
      expect(
        inputsOf(files).filter((i) => SCANNER.some((m) => i.endsWith(m))),
        String(path),
      ).toEqual([]);
    }
  });

  it("the tools' import first asks the loader to start their imports (lazyChunk, src/registry/lazy-chunk.ts), so they load in one wave", () => {
    const island = readFileSync(`${ASSETS}islands/cart-page.js`, 'utf8');
    // lazyChunk(() => import('…/cart-slot'), <id>): the build gave the declaration its chunk's id.
    expect(island).toMatch(/\w+\(\(\)=>import\("\.\.\/chunks\/cart-slot-\w+\.js"\),\d+\)/);
  });
});

// Issue 16: the POS customer page (staff only: the page is fetched with a staff session). 91 KiB since issues 23/24 (the
// page currency, the staff token, the order record and the shared order-history list in the staff core: 90.6 KiB);
// issue 26's goal, 85 KiB: its tabs load when opened; the rules, the save call's answer and the POS cart's store load
// with the first Save or cart button (src/pos/customer/stores/editor-actions.ts), and of the customer screens' group only
// what the editor shows with (84.7 KiB in 9 scripts).
const CUSTOMER_PAGE_KIB = 85;
/** What the customer editor loads only when a button is pressed (its actions' lazy chunk), not with the page. */
const EDITOR_LATER = [
  'src/pos/customer/stores/editor-actions.ts',
  'src/pos/customer/lib/rules.ts',
  'src/pos/stores/cart.ts',
  'src/pos/api/cart.ts',
  'src/ui/form-dialog.tsx',
];
describe('the POS customer page (issue 16), brotli', () => {
  for (const path of ['/pos/customer/edit?customer_id=1', '/pos/customer/add']) {
    it(`${path}: the customer editor and everything the page loads with it, at most ${CUSTOMER_PAGE_KIB} KiB and 10 script requests`, async () => {
      const { port } = server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const signIn = await fetch(`${base}/__demo/session`, {
        method: 'POST',
        body: JSON.stringify({ in_pos_mode: true }),
        headers: { 'Content-Type': 'application/json' },
      });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const html = await (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text();
      expect(eagerMountNamesIn(html)).toContain('pos-customer-editor');
      const scripts = pageScripts(meta, html);
      expect(inputsOf(scripts).filter((i) => EDITOR_LATER.includes(i))).toEqual([]);
      expect(scripts.length).toBeLessThanOrEqual(10);
      const size = total(scripts);
      console.log(`[size] ${path}: ${(size / KiB).toFixed(1)} KiB brotli in ${scripts.length} scripts`);
      expect(size).toBeLessThanOrEqual(CUSTOMER_PAGE_KIB * KiB);
    });
  }

  it("the editor's actions are a lazy chunk holding what it loads later; the POS cart's tools do not load the editor's state", () => {
    const actions = Object.keys(outputs).filter((f) => /chunks\/editor-actions-[^/]+\.js$/.test(f));
    expect(actions).toHaveLength(1);
    expect(inputsOf(staticClosure(meta, [actions[0]!.slice(ASSETS.length)]))).toEqual(
      expect.arrayContaining(EDITOR_LATER),
    );
    const slot = Object.keys(outputs)
      .filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f))
      .map((f) => f.slice(ASSETS.length));
    const tools = inputsOf(staticClosure(meta, slot));
    expect(tools).toEqual(expect.arrayContaining(['src/pos/stores/cart.ts', 'src/pos/customer/lib/rules.ts']));
    expect(tools).not.toContain('src/pos/customer/stores/editor.ts');
  });
});

// Issue 17: the header search bar is in every page's header, mounted on interaction.
describe('the site search bar (brotli)', () => {
  const searchPages = ['/common/home', '/product/product?product_id=1', '/checkout/cart', '/product/catalog'];
  for (const path of searchPages) {
    it(`${path}: costs no bytes before interaction, and at most 6 KiB after (what it adds to the page's own scripts)`, async () => {
      const { port } = server.address() as AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      expect(mountNamesIn(html)).toContain('search-bar');
      expect(eagerMountNamesIn(html)).not.toContain('search-bar');
      const before = new Set(pageScripts(meta, html));
      expect([...before].some((f) => f.includes('search-bar'))).toBe(false);
      const added = staticClosure(meta, ['islands/search-bar.js']).filter((f) => !before.has(f));
      expect(added).toContain(`${ASSETS}islands/search-bar.js`);
      expect(total(added)).toBeLessThanOrEqual(6 * KiB);
    });
  }

  it('no page loads search code before a search: the search store, its api and schemas load with the search bar; the insights sender is a lazy chunk', () => {
    const page = pageFiles(meta, ['cart-popout', 'product-grid', 'product-form', 'cart-page']);
    const inputs = inputsOf(page);
    expect(inputs.filter((i) => /src\/(stores|api|schemas)\/search/.test(i))).toEqual([]);
    const bar = inputsOf(staticClosure(meta, ['islands/search-bar.js']));
    expect(bar).toEqual(expect.arrayContaining(['src/stores/search.ts', 'src/api/search.ts', 'src/schemas/search.ts']));
    const sender = Object.keys(meta.outputs).filter((f) => inputsOf([f]).includes('src/api/search-insights.ts'));
    expect(sender).toHaveLength(1);
    expect(sender[0]).toMatch(/chunks\/search-insights-[^/]+\.js$/);
  });
});

// Issue 26: the staff pages, signed in as staff, before any click (brotli), with at most 10 script requests each. The
// goals: the checkout 90 KiB, the POS cart with its line tools 100 KiB, every other staff page 85 KiB. Each ceiling is what
// the page loads today (so it cannot grow), its goal beside it. Tenders, dialogs and the vehicle form load when opened
// (or once the page is idle), not with the page; the staff chunks are shaped by build.mjs (the staff core, the order
// screens' group, the customer screens' group). The resumed checkout (an order in the session) also mounts the
// distributor's list under it, so it is measured apart, last: resuming makes the order the session's.
// The checkout rose 0.3 KiB when a payment dialog that cannot load became a failure of its own (src/ui/lazy-dialog.tsx).
const STAFF_BUDGETS: [path: string, kib: number, goal: number][] = [
  ['/pos/checkout', 87.5, 90],
  ['/pos/order', 82.3, 85],
  ['/pos/order/view?order_id=1001', 84.3, 85],
  ['/pos/order/receipt?order_id=920', 85, 85],
  ['/pos/appointment?order_id=1003', 81.7, 85],
  ['/pos/order/distributor?order_id=915', 81.3, 85],
  ['/pos/customer', 81.0, 85],
  ['/pos/order/invoice?order_id=1001', 79, 85],
  ['/demo/pos-menu', 77.4, 85],
  ['/pos/order/continue?order_id=1016', 90, 90],
];
describe('staff pages signed in as staff (issue 26), brotli', () => {
  let cookie = '';
  beforeAll(async () => {
    const { port } = server.address() as AddressInfo;
    const signIn = await fetch(`http://127.0.0.1:${port}/__demo/session`, {
      method: 'POST',
      body: JSON.stringify({ in_pos_mode: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  for (const [path, budget, goal] of STAFF_BUDGETS) {
    it(`${path}: at most ${budget} KiB (goal ${goal}) and at most 10 script requests`, async () => {
      const { port } = server.address() as AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Cookie: cookie } })).text();
      // Signed in: the page mounts its staff island, not the "Sign in as staff" notice.
      expect(eagerMountNamesIn(html).some((n) => n.startsWith('pos-'))).toBe(true);
      const scripts = pageScripts(meta, html);
      console.log(`[size] ${path}: ${(total(scripts) / KiB).toFixed(1)} KiB brotli in ${scripts.length} scripts`);
      expect(scripts.length).toBeLessThanOrEqual(10);
      expect(total(scripts)).toBeLessThanOrEqual(budget * KiB);
    });
  }

  it(`the POS cart with its line tools: at most ${POS_CART_KIB} KiB (goal 100)`, async () => {
    const { port } = server.address() as AddressInfo;
    const html = await (
      await fetch(`http://127.0.0.1:${port}/checkout/cart?demo_in_pos_mode=1`, { headers: { Cookie: cookie } })
    ).text();
    const tools = Object.keys(meta.outputs)
      .filter((f) => /chunks\/cart-slot-[^/]+\.js$/.test(f))
      .map((f) => f.slice(ASSETS.length));
    const scripts = [...new Set([...pageScripts(meta, html), ...staticClosure(meta, tools)])];
    expect(total(scripts)).toBeLessThanOrEqual(POS_CART_KIB * KiB);
  });

  it("the order screens' dialogs (order history, notification, PO number) are a lazy chunk, not loaded with the page", () => {
    const page = pageFiles(meta, ['pos-menu', 'pos-receipt', 'pos-order-view', 'pos-checkout']);
    const inputs = inputsOf(page);
    expect(inputs).not.toContain('src/pos/ui/order-history-dialog.tsx');
    expect(inputs).not.toContain('src/pos/ui/notification-dialog.tsx');
    expect(inputs).not.toContain('src/pos/ui/po-number-dialog.tsx');
    const dialogs = Object.keys(meta.outputs).filter((f) =>
      inputsOf([f]).includes('src/pos/ui/order-history-dialog.tsx'),
    );
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/chunks\/order-dialogs-[^/]+\.js$/);
  });

  it("tenders and the order screens' customer search are lazy chunks; the appointment's vehicle form too", () => {
    const checkout = inputsOf(pageFiles(meta, ['pos-menu', 'pos-checkout', 'pos-receipt', 'pos-order-view']));
    expect(checkout).toContain('islands/pos-checkout/tender-types.ts');
    expect(checkout).not.toContain('islands/pos-checkout/tenders.tsx');
    expect(checkout).not.toContain('src/pos/ui/customer-search.tsx');
    const tenders = Object.keys(outputs).filter((f) => inputsOf([f]).includes('islands/pos-checkout/tenders.tsx'));
    expect(tenders).toHaveLength(1);
    expect(tenders[0]).toMatch(/chunks\/tenders-[^/]+\.js$/);
    // The tenders call the payment stores the checkout hands them: the stores stay in the checkout's own chunk.
    expect(inputsOf([`${ASSETS}islands/pos-checkout.js`])).toContain('src/pos/stores/checkout-payments.ts');
    // The voucher lookup is the voucher tender's alone: it rides the tenders' chunk.
    expect(checkout).not.toContain('src/pos/stores/voucher-lookup.ts');
    expect(inputsOf(tenders)).toContain('src/pos/stores/voucher-lookup.ts');
    const appointment = inputsOf(pageFiles(meta, ['pos-menu', 'pos-appointment']));
    expect(appointment).not.toContain('src/pos/ui/vehicle-picker.tsx');
    expect(appointment.some((i) => i.startsWith('src/vehicle/kit/'))).toBe(false);
  });
});
