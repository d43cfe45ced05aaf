// Builds the islands bundle (browser) and the demo store server (node) with esbuild.
// Usage: node build.mjs [--watch] [--serve]
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFormsKitPath, isStaffPath, isVehicleKitPath, listEnhancers, listIslands } from './src/areas.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist/assets/parts-islands');
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');
const serve = args.has('--serve');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Mount names come from the folders (src/areas.mjs): islands/<name>/index.tsx and src/enhancers/<name>.ts (lazy/<part>.ts: their lazy parts). */
function listModules() {
  const islands = listIslands(root);
  return {
    islands: islands.map((i) => i.name),
    tiers: new Map(islands.map((i) => [i.name, i.tier])),
    ...listEnhancers(root),
  };
}

/** `import css from './x.css?inline'`: minified CSS as a string, injected by the runtime on mount. */
const inlineCss = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (a) => ({
      path: rootRel(resolve(a.resolveDir, a.path.replace(/\?inline$/, ''))),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (a) => {
      const path = join(root, a.path);
      const source = readFileSync(path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js', watchFiles: [path] };
    });
  },
};

/** The React runtime (mountIsland): in the core chunk, handed to the loader by every island entry. */
const RUNTIME = join(root, 'src/registry/runtime.tsx');
const isIslandEntry = (path) => /^[\w-]+\/index\.tsx$/.test(relative(join(root, 'islands'), path));

/** The one helper that declares a lazy chunk (see shapeChunks): in the core chunk, so every page has it. */
const LAZY_CHUNK = join(root, 'src/registry/lazy-chunk.ts');
/** `lazyChunk(() => import('./x'))`, the only form of a lazy chunk (the lint's rule). */
const LAZY_CALL = /\blazyChunk\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*\)/g;
/** An island definition's `tier: '…',` (src/areas.mjs): the build's to read, the runtime has no use for it. */
const withoutTier = (source) => source.replace(/(\bdefineIsland\(\s*\{\s*)tier:\s*'\w+',\s*/, '$1');
/** Every lazy chunk of the bundle (source paths from the root, sorted): a lazy chunk's id is its index here. */
let lazyKeys = [];

/**
 * Paths esbuild sees outside its file namespace (virtual modules' paths and contents) are from the root: esbuild hashes
 * them as they are, so an absolute path would make every chunk's name (and the loader's manifest) depend on where the
 * checkout lies. Same source, same names, on any machine.
 */
const rootRel = (path) => (isAbsolute(path) ? relative(root, path) : path);
const fromRoot = (path) => `./${rootRel(path)}`;
/** Lazy chunks and islands import this; filled per build by chunkShape() below. */
const CORE = 'parts-core';
/** Files every island and lazy chunk reaches, so esbuild puts them in one shared chunk (see chunkShape). */
let coreFiles = [];
/** Staff islands import this second core: the files two or more of them share (see chunkShape). */
const POS_CORE = 'parts-pos-core';
let posCoreFiles = [];
/** Staff entries (islands and lazy chunks of staff files) import the staff core; never a shopper's entry. */
let staffEntries = new Set();
// Four or more page entries: the common staff base; what fewer share joins a group below or stays with them.
const STAFF_SHARE = 4;
/**
 * Staff groups, each one chunk: what two or more of a group's screens reach, and no other staff page entry does, imported
 * by every entry that reaches one of its files (a lazy part too), instead of a scatter of small chunks, each a request
 * (and a loader entry). Code a screen of a group shares only with lazy parts joins the group too: a chunk of its own
 * would be one more request for that screen; a file goes to the first group that has every screen reaching it. The
 * order records (items, transactions, history) of the receipt, the order view and the invoice; the order screens:
 * receipt, order view, checkout, and an order's distributor and invoice pages. The customer screens: the POS cart's tools (`pos-cart`: its slot) and the customer editor.
 */
const STAFF_GROUPS = {
  'parts-pos-order-records': ['pos-receipt', 'pos-order-view', 'pos-invoice'],
  'parts-pos-orders': ['pos-receipt', 'pos-order-view', 'pos-checkout', 'pos-distributor', 'pos-invoice'],
  'parts-pos-cart': ['pos-cart'],
  'parts-pos-customer': ['pos-cart', 'pos-customer-editor'],
};
/**
 * Lazy groups, each one chunk: what two or more lazy parts under one folder share, and nothing else reaches, imported by
 * each of them: the first part opened brings it, the others find it loaded (one request each instead of a scatter of
 * small chunks, and fewer chunks for the loader to name). The customer editor's tabs.
 */
const LAZY_GROUPS = { 'parts-pos-customer-tabs': 'islands/pos-customer-editor/tabs/' };
/** Per group (staff and lazy): its files, and the entries that import it. */
let staffGroups = new Map();
/** The vehicle kit (src/areas.mjs VEHICLE_KIT): one chunk, imported by every entry that reaches one of its files. */
const VEHICLE_KIT = 'parts-vehicle-kit';
let vehicleKitFiles = [];
let vehicleKitEntries = new Set();
/** The POS cart's slot (islands/cart-page): a lazy chunk that loads with the page, so it counts as a staff page entry. */
const STAFF_SLOT = 'src/pos/ui/cart-slot.tsx';
/** Below these many source bytes, three (or two) staff page entries sharing a file are enough (see chunkShape). */
const STAFF_SMALL_BYTES = 2048;
const STAFF_TINY_BYTES = 512;

/**
 * esbuild cannot be told how to chunk: it puts each file in the chunk of the exact set of entry points reaching it, so
 * small shared files scatter into many chunks. Shaping its input merges them: every island entry and every lazy chunk of
 * ours first imports one virtual "core" module that imports the files islands share; those files are then reached
 * by the same entry set and land in one chunk. Enhancers stay React-free (not shaped).
 */
const shapeChunks = {
  name: 'shape-chunks',
  setup(build) {
    build.onResolve({ filter: /^parts-entry:/ }, (a) => ({
      path: rootRel(a.path.slice('parts-entry:'.length)),
      namespace: 'parts-entry',
    }));
    build.onResolve(
      {
        filter: new RegExp(
          `^(${CORE}|${POS_CORE}|${VEHICLE_KIT}|${[...Object.keys(STAFF_GROUPS), ...Object.keys(LAZY_GROUPS)].join('|')})$`,
        ),
      },
      (a) => ({
        path: a.path,
        namespace: 'parts-core',
      }),
    );
    // Lazy chunks too (ours and packages'), so the esbuild helpers they share with the core stay in the core chunk.
    build.onResolve({ filter: /.*/ }, async (a) => {
      if (a.kind !== 'dynamic-import' || a.pluginData?.shaped) return undefined;
      const real = await build.resolve(a.path, {
        kind: a.kind,
        resolveDir: a.resolveDir,
        pluginData: { shaped: true },
      });
      // A lazy stylesheet too: an entry that skips the core makes esbuild's runtime helpers a chunk of their own.
      if (real.errors.length || !['file', 'inline-css'].includes(real.namespace)) return undefined;
      const path = rootRel(real.path) + (real.namespace === 'file' ? '' : '?inline');
      return { path, namespace: 'parts-entry' };
    });
    // Lazy chunks are declared with one helper, `lazyChunk(() => import('./x'))` (src/registry/lazy-chunk.ts; the lint
    // forbids any other import() of a module): each call gets its chunk's id, so calling it first asks the loader to
    // start the chunk's own static imports beside it. A file the core chunk already holds would be a tiny chunk
    // re-exporting it from the core, one more request when first needed: such a call reads the loaded core instead.
    // An island's tier (src/areas.mjs) is read from its definition here and left out of the shipped chunk.
    const core = () => new Set(coreFiles);
    build.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, async (a) => {
      if (!a.path.startsWith(root) || a.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(a.path, 'utf8');
      const island = isIslandEntry(a.path);
      if (!island && !source.includes('lazyChunk(')) return undefined;
      const inCore = core();
      const hoisted = [];
      let code = island ? withoutTier(source) : source;
      const calls = new Map([...source.matchAll(LAZY_CALL)].map(([call, , spec]) => [call, spec]));
      for (const [call, spec] of calls) {
        const real = await build.resolve(spec.replace(/\?inline$/, ''), {
          kind: 'import-statement',
          resolveDir: dirname(a.path),
        });
        if (real.errors.length) continue;
        const key = spec.endsWith('?inline') ? `${real.path}?inline` : real.path;
        let loader;
        if (inCore.has(key)) {
          const local = `__core${hoisted.length}`;
          hoisted.push(`import * as ${local} from ${JSON.stringify(spec)};`);
          loader = `lazyChunk(() => Promise.resolve(${local}))`;
        } else {
          const id = lazyKeys.indexOf(relative(root, key));
          if (id < 0) throw new Error(`${relative(root, a.path)}: ${spec} is not a lazy chunk of the bundle`);
          loader = `lazyChunk(() => import(${JSON.stringify(spec)}), ${id})`;
        }
        code = code.split(call).join(loader);
      }
      if (code === source) return undefined;
      return { contents: `${hoisted.join('\n')}\n${code}`, loader: a.path.endsWith('x') ? 'tsx' : 'ts' };
    });
    build.onLoad({ filter: /.*/, namespace: 'parts-core' }, (a) => ({
      contents: {
        [CORE]: coreFiles,
        [POS_CORE]: posCoreFiles,
        ...Object.fromEntries([...staffGroups].map(([name, group]) => [name, group.files])),
        [VEHICLE_KIT]: vehicleKitFiles,
      }[a.path]
        .map((f) => `import ${JSON.stringify(fromRoot(f))};`)
        .join('\n'),
      resolveDir: root,
    }));
    build.onLoad({ filter: /.*/, namespace: 'parts-entry' }, (a) => {
      const path = join(root, a.path);
      const source = path.endsWith('?inline') ? 'export default' : readFileSync(path, 'utf8');
      const real = JSON.stringify(`./${basename(path)}`);
      const hasDefault = /\bexport\s+default\b|\bas\s+default\b/.test(source);
      // An island also hands the loader the runtime (from the core chunk it imports anyway): no runtime request.
      const runtime = isIslandEntry(path)
        ? `export { mountIsland } from ${JSON.stringify(relative(dirname(path), RUNTIME))};\n`
        : '';
      const imports = [
        CORE,
        ...(staffEntries.has(path) ? [POS_CORE] : []),
        ...[...staffGroups].filter(([, group]) => group.entries.has(path)).map(([name]) => name),
        ...(vehicleKitEntries.has(path) ? [VEHICLE_KIT] : []),
      ];
      return {
        contents: `${imports.map((name) => `import ${JSON.stringify(name)};\n`).join('')}export * from ${real};\n${hasDefault ? `export { default } from ${real};\n` : ''}${runtime}`,
        resolveDir: dirname(path),
        loader: 'js',
      };
    });
  },
};

function browserOptions({ shaped = true } = {}) {
  const { islands, lazyParts } = listModules();
  const entry = (path) => (shaped ? `parts-entry:${path}` : path);
  // The runtime is an entry only to find the core (chunkShape); shipped, each island re-exports it.
  const entryPoints = shaped
    ? { stores: entry(join(root, 'src/stores/public.ts')) }
    : { runtime: RUNTIME, stores: join(root, 'src/stores/public.ts') };
  for (const name of islands) entryPoints[`islands/${name}`] = entry(join(root, 'islands', name, 'index.tsx'));
  // Enhancers' lazy parts use the core's toaster and stores: entries here, imported by URL from enhancerOptions' files.
  for (const name of lazyParts)
    entryPoints[`enhancers/lazy/${name}`] = entry(join(root, 'src/enhancers/lazy', `${name}.ts`));
  return {
    ...browserCommon(),
    entryPoints,
    splitting: true,
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    // shapeChunks first: it sees a lazy `import('./x.css?inline')` before inlineCss resolves it.
    plugins: shaped ? [shapeChunks, inlineCss, writeMetafile] : [inlineCss],
  };
}

const TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15.4'];
/** A page-state field's name (`issued_`; `__proto__` is not one): the lint holds that only they end so. */
const PAGE_STATE_FIELD = /[^_]_$/;

/** What every browser build shares: the islands, the enhancers and the loader. */
const browserCommon = () => ({
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: TARGET,
  minify: !process.env.NO_MINIFY,
  // A module's own page state names its fields with a trailing underscore (src/registry/page.ts): the minifier keeps
  // property names, so these are renamed short here. Such a field never leaves its module, so no build shares one.
  mangleProps: PAGE_STATE_FIELD,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'none',
  absWorkingDir: root,
  logLevel: 'warning',
});

/**
 * Enhancers build apart, unsplit: each is one React-free file with its own copy of the few helpers it uses. In the
 * islands build they would split those helpers (and esbuild's runtime helpers, which every entry reaches) out of the core
 * into small chunks that every island page then fetches. Their `import('./lazy/<part>')` stays a URL (see browserOptions).
 */
function enhancerOptions() {
  const entryPoints = Object.fromEntries(
    listModules().enhancers.map((n) => [`enhancers/${n}`, join(root, 'src/enhancers', `${n}.ts`)]),
  );
  const lazyByUrl = {
    name: 'lazy-by-url',
    setup: (b) =>
      b.onResolve({ filter: /^\.\/lazy\/[\w-]+$/ }, (a) =>
        a.kind === 'dynamic-import' ? { path: `${a.path}.js`, external: true } : undefined,
      ),
  };
  return { ...browserCommon(), entryPoints, plugins: [lazyByUrl] };
}

/** The output files `file` imports statically, directly or not (itself left out), from a metafile's outputs. */
function staticImports(outputs, file) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of outputs[f]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(file);
  seen.delete(file);
  return [...seen];
}

/**
 * Which of our files go into the core chunk, from an unshaped build's metafile: the React runtime's files and every file
 * a storefront island reaches statically that another entry reaches too (a second island, a lazy chunk, staff code, the
 * stores entry); else esbuild splits it into a small chunk the island's pages must also fetch. Only islands of the 'page'
 * tier (src/areas.mjs) bring files in, so what only lazy chunks reach (toaster, sanitizer's DOMPurify, fitment dialogs,
 * vehicle selector, map) stays lazy; staff files and the forms (src/areas.mjs FORMS) never join a shopper's core:
 * pages without a form do not load the field kit.
 */
async function chunkShape() {
  const { metafile } = await esbuild.build({ ...browserOptions({ shaped: false }), write: false, sourcemap: false });
  const outputs = metafile.outputs;
  // The modules an entry brings with it: its own and its static imports'.
  const closure = (file) => [
    ...new Set([file, ...staticImports(outputs, file)].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}))),
  ];
  const rel = (path) => relative(root, outdir) + '/' + path;
  // Our modules and their inline stylesheets; packages follow the modules that import them.
  const ours = (input) =>
    input.startsWith('inline-css:') ||
    (!input.includes(':') && !input.startsWith('node_modules/') && /\.(tsx?|js)$/.test(input));
  // Islands of the 'page' tier bring shared files into the core; deferred, staff and kiosk islands bring none.
  const storefront = [...listModules().tiers]
    .filter(([, tier]) => tier === 'page')
    .map(([n]) => rel(`islands/${n}.js`));
  const entries = Object.keys(outputs).filter((f) => outputs[f].entryPoint);
  const isStaff = (f) => isStaffPath(outputs[f].entryPoint);
  const reachedBy = new Map();
  for (const entry of entries)
    for (const input of closure(entry)) reachedBy.set(input, (reachedBy.get(input) ?? 0) + 1);
  const core = new Set(closure(rel('runtime.js')).filter(ours));
  for (const input of storefront.flatMap(closure))
    if (ours(input) && !isStaffPath(input) && !isFormsKitPath(input) && reachedBy.get(input) >= 2) core.add(input);
  // Staff code: the staff islands and the lazy chunks of staff files (the cart's POS slot, the locked screen, the
  // customer tabs). What two or more of them reach, and no shopper entry does, forms the staff core: one chunk.
  // Counted per staff entry that loads with a page: the staff islands and the POS cart's slot (it loads with the cart).
  // Lazy parts opened later (the customer editor's tabs, the order screens' dialogs, the vehicle form) do not count, so
  // what only they share loads when they open, not on every staff page.
  const withPage = (entry) =>
    isIslandEntry(join(root, outputs[entry].entryPoint)) || outputs[entry].entryPoint === STAFF_SLOT;
  const staffOwners = new Map();
  const shopperReach = new Set();
  for (const entry of entries)
    for (const input of closure(entry))
      if (!isStaff(entry)) shopperReach.add(input);
      else if (withPage(entry)) staffOwners.set(input, (staffOwners.get(input) ?? new Set()).add(entry));
  const toPath = (f) =>
    f.startsWith('inline-css:') ? `${join(root, f.slice('inline-css:'.length))}?inline` : join(root, f);
  const staffOnly = (input) => ours(input) && !core.has(input) && !shopperReach.has(input);
  // The staff groups first: what two or more of a group's screens reach and no other staff page entry does.
  const screensOf = (names) => new Set(names.map((n) => (n === 'pos-cart' ? slot : rel(`islands/${n}.js`))));
  const slot = entries.find((f) => outputs[f].entryPoint === STAFF_SLOT);
  const lazyReach = new Set();
  for (const entry of entries)
    if (isStaff(entry) && !withPage(entry)) for (const input of closure(entry)) lazyReach.add(input);
  const grouped = new Map();
  for (const [name, names] of Object.entries(STAFF_GROUPS)) {
    const screens = screensOf(names);
    for (const [input, owners] of staffOwners)
      if (staffOnly(input) && !grouped.has(input) && [...owners].every((e) => screens.has(e)))
        if (owners.size >= 2 || lazyReach.has(input)) grouped.set(input, name);
  }
  // A small file three staff page entries share joins the staff core too, a tiny one two: a chunk of its own would
  // cost a request and a loader entry.
  const bytes = (input) => metafile.inputs[input]?.bytes ?? Infinity;
  const posCore = [...staffOwners]
    .filter(([input, { size: n }]) => {
      if (!staffOnly(input) || grouped.has(input)) return false;
      return (
        n >= STAFF_SHARE || (n >= 3 && bytes(input) < STAFF_SMALL_BYTES) || (n >= 2 && bytes(input) < STAFF_TINY_BYTES)
      );
    })
    .map(([input]) => input);
  // The lazy groups: what two or more of a folder's lazy parts reach, and no other entry does.
  const reachers = new Map();
  for (const entry of entries)
    for (const input of closure(entry)) reachers.set(input, (reachers.get(input) ?? new Set()).add(entry));
  for (const [name, folder] of Object.entries(LAZY_GROUPS)) {
    const parts = (entry) => !withPage(entry) && outputs[entry].entryPoint.startsWith(folder);
    for (const [input, by] of reachers)
      if (staffOnly(input) && !grouped.has(input) && !posCore.includes(input) && by.size >= 2 && [...by].every(parts))
        grouped.set(input, name);
  }
  staffEntries = new Set(entries.filter(isStaff).map((f) => join(root, outputs[f].entryPoint)));
  staffGroups = new Map(
    [...Object.keys(STAFF_GROUPS), ...Object.keys(LAZY_GROUPS)].map((name) => {
      const files = [...grouped].filter(([, g]) => g === name).map(([input]) => input);
      const reaches = (f) => closure(f).some((input) => grouped.get(input) === name);
      const importers = entries.filter((f) => isStaff(f) && reaches(f)).map((f) => join(root, outputs[f].entryPoint));
      return [name, { files: files.sort().map(toPath), entries: new Set(importers) }];
    }),
  );

  const kit = [...reachedBy.keys()].filter((input) => ours(input) && isVehicleKitPath(input) && !core.has(input));
  // A staff group's file may import the kit (the customer's vehicle store): every importer of the group then imports the
  // kit too, or the kit would split in two chunks.
  const importsOf = (input) => (metafile.inputs[input]?.imports ?? []).filter((i) => i.kind === 'import-statement');
  const touchesKit = (input, seen = new Set()) => {
    if (seen.has(input)) return false;
    seen.add(input);
    return kit.includes(input) || importsOf(input).some((i) => touchesKit(i.path, seen));
  };
  const kitGroups = [...staffGroups.keys()].filter((name) =>
    [...grouped].some(([input, g]) => g === name && touchesKit(input)),
  );
  vehicleKitEntries = new Set(
    entries
      .filter((f) => closure(f).some((input) => kit.includes(input)))
      .map((f) => join(root, outputs[f].entryPoint)),
  );
  for (const name of kitGroups) for (const entry of staffGroups.get(name).entries) vehicleKitEntries.add(entry);
  // Lazy chunks: entries esbuild made of dynamic imports (their entryPoint is not one of ours).
  const named = new Set(Object.values(browserOptions({ shaped: false }).entryPoints).map((p) => relative(root, p)));
  const lazy = entries.map((f) => outputs[f].entryPoint).filter((e) => !named.has(e) && !e.includes(':'));
  return {
    core: [...core.add(relative(root, LAZY_CHUNK))].sort().map(toPath),
    posCore: posCore.sort().map(toPath),
    vehicleKit: kit.sort().map(toPath),
    lazy: lazy.sort(),
  };
}

/**
 * The loader's manifest (src/boot.ts reads it), packed small: the shared chunks' hashes end to end (f: every static import
 * is a `chunks/chunk-<hash>.js`; the core chunk first), each island's (i) and lazy chunk's (l, by id) closure in them
 * (static imports, the core left out) as one character per chunk, the enhancers (e).
 */
function manifestOf(metafile) {
  const prefix = relative(root, outdir) + '/';
  const outputs = metafile.outputs;
  const closure = (file) => staticImports(outputs, prefix + file).map((f) => f.slice(prefix.length));
  const { islands, enhancers } = listModules();
  const hash = (f) => {
    const [, h] = /^chunks\/chunk-([A-Z0-9]+)\.js$/.exec(f) ?? [];
    if (!h) throw new Error(`${f}: a static import that is not a shared chunk`);
    return h;
  };
  // The core chunk (it holds the runtime) is file 0, which every island and lazy chunk needs: left out of the lists.
  const runtime = Object.keys(outputs).find((f) => outputs[f].inputs[relative(root, RUNTIME)]);
  const files = [hash(runtime.slice(prefix.length))];
  const index = (list) =>
    list
      .map(hash)
      .map((h) => (files.includes(h) ? files.indexOf(h) : files.push(h) - 1))
      .filter((n) => n > 0);
  const i = Object.fromEntries(islands.map((n) => [n, index(closure(`islands/${n}.js`))]));
  // Enhancers are built unsplit (enhancerOptions): one file each, nothing to preload.
  const e = enhancers;
  const lazyFile = new Map(
    Object.entries(outputs)
      .filter(([, o]) => o.entryPoint?.startsWith('parts-entry:'))
      .map(([f, o]) => [o.entryPoint.slice('parts-entry:'.length), f.slice(prefix.length)]),
  );
  const l = lazyKeys.map((key) => (lazyFile.has(key) ? index(closure(lazyFile.get(key))) : []));
  // One character per chunk index (code 59 on: never a space or the colon); hashes all 8 characters long.
  if (files.some((h) => h.length !== 8) || files.length > 60)
    throw new Error('the loader manifest cannot pack these chunks');
  const refs = (list) => String.fromCharCode(...list.map((n) => 59 + n));
  return {
    f: files.join(''),
    // An island with no shared chunk but the core is its bare name (the loader reads a missing list as empty).
    i: Object.entries(i)
      .map(([name, list]) => (list.length ? `${name}:${refs(list)}` : name))
      .join(' '),
    e: e.join(' '),
    l: l.map(refs).join(' '),
  };
}

/** The theme's manifest (README "Announcing a page's chunks"), beside the loader. */
const PRELOAD_MANIFEST = 'manifest.json';
/** Strategies that load with the page; the others wait for the viewport, an interaction or a media query. */
const EAGER_STRATEGIES = ['load', 'idle'];
const STRATEGIES = [...EAGER_STRATEGIES, 'visible', 'interaction', 'media'];

/**
 * For every mount name and strategy, the files (relative to the loader's folder, hashed names included) the loader
 * fetches when that mount point loads with the page: an island's shared chunks (static closure, the core first) and its
 * own chunk, an enhancer's one file; nothing for strategies that wait. A server that writes mount points announces
 * these as `<link rel="modulepreload">` in the head, so they download beside the loader instead of after it.
 */
function preloadManifest(metafile) {
  const prefix = relative(root, outdir) + '/';
  const outputs = metafile.outputs;
  const closure = (file) => [
    ...staticImports(outputs, prefix + file)
      .map((f) => f.slice(prefix.length))
      .sort(byCoreFirst),
    file,
  ];
  const runtime = Object.keys(outputs)
    .find((f) => outputs[f].inputs[relative(root, RUNTIME)])
    .slice(prefix.length);
  const byCoreFirst = (a, b) => (b === runtime) - (a === runtime);
  const { islands, enhancers } = listModules();
  const entry = (files) => Object.fromEntries(STRATEGIES.map((s) => [s, EAGER_STRATEGIES.includes(s) ? files : []]));
  const mounts = {};
  for (const name of islands) mounts[name] = entry(closure(`islands/${name}.js`));
  for (const name of enhancers) mounts[name] = entry(closure(`enhancers/${name}.js`));
  return { version: pkg.version, loader: 'boot.js', mounts };
}

/**
 * The loader: its own small bundle (no shared chunks, so it is one request) carrying the chunk manifest. Its source map is
 * written beside it without the `sourceMappingURL` line (a hidden source map: error reporters and devtools load
 * boot.js.map by name), as every byte of the loader is paid on every page.
 */
async function buildBoot(metafile) {
  const result = await esbuild.build({
    ...browserCommon(),
    sourcemap: 'external',
    entryPoints: { boot: join(root, 'src/boot.ts') },
    define: { __MANIFEST__: JSON.stringify(manifestOf(metafile)), __VERSION__: JSON.stringify(pkg.version) },
  });
  return result.metafile;
}

/** Precompressed twins of every script (best brotli and gzip levels), served as production servers serve them. */
async function precompress(files) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files
      .filter((f) => f.endsWith('.js'))
      .map(async (f) => {
        const body = readFileSync(join(root, f));
        const [b, g] = await Promise.all([
          br(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gz(body, { level: 9 }),
        ]);
        writeFileSync(join(root, `${f}.br`), b);
        writeFileSync(join(root, `${f}.gz`), g);
      }),
  );
}

/** Builds the loader from the bundle's metafile and keeps dist/meta.json current: the size budgets and the benchmark read it. */
const writeMetafile = {
  name: 'write-metafile',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.metafile) {
        const merge = (a, b) => ({ inputs: { ...a.inputs, ...b.inputs }, outputs: { ...a.outputs, ...b.outputs } });
        const { metafile: enhancers } = await esbuild.build(enhancerOptions());
        const bundle = merge(result.metafile, enhancers);
        const merged = merge(bundle, await buildBoot(bundle));
        writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(merged));
        writeFileSync(join(outdir, PRELOAD_MANIFEST), `${JSON.stringify(preloadManifest(bundle), null, 1)}\n`);
        await precompress(Object.keys(merged.outputs));
      }
      if (watch)
        console.log(`[build] ${result.errors.length ? 'failed' : 'rebuilt'} ${new Date().toLocaleTimeString()}`);
    });
  },
};

const serverOptions = {
  entryPoints: { server: join(root, 'demo-pages/server/server.ts') },
  outdir: join(root, 'dist/server'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  packages: 'bundle',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

/**
 * The demo store's InstantSearch.js page script (/demo/instantsearch): Algolia's own libraries against the demo search
 * service. Built on its own into dist/demo/, outside the islands bundle (no metafile, no manifest, no size budget).
 */
const demoScriptOptions = {
  entryPoints: { instantsearch: join(root, 'demo-pages/instantsearch/main.ts') },
  outdir: join(root, 'dist/demo'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  sourcemap: 'linked',
  logLevel: 'warning',
};

rmSync(join(root, 'dist'), { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

({ core: coreFiles, posCore: posCoreFiles, vehicleKit: vehicleKitFiles, lazy: lazyKeys } = await chunkShape());

if (watch) {
  const browser = await esbuild.context(browserOptions());
  await browser.watch();
  // Enhancers build with the bundle (writeMetafile); this watcher only notices an edit to an enhancer alone.
  let initial = true;
  const rebuildBundle = {
    name: 'rebuild-bundle',
    setup: (b) =>
      b.onEnd(() => {
        if (!initial) browser.rebuild().catch(() => {});
        initial = false;
      }),
  };
  const enhancers = await esbuild.context({
    ...enhancerOptions(),
    write: false,
    plugins: [...enhancerOptions().plugins, rebuildBundle],
  });
  await enhancers.watch();
  let child;
  const restart = {
    name: 'restart-demo-server',
    setup: (b) =>
      b.onEnd((r) => {
        if (!serve || r.errors.length) return;
        child?.kill();
        child = spawn(process.execPath, [join(root, 'dist/server/server.mjs')], { stdio: 'inherit', cwd: root });
      }),
  };
  const server = await esbuild.context({ ...serverOptions, plugins: [restart] });
  await server.watch();
  await (await esbuild.context(demoScriptOptions)).watch();
  console.log('[build] watching src/, islands/ and demo-pages/ (a new island folder needs a restart)');
} else {
  const results = await Promise.allSettled([
    esbuild.build(browserOptions()),
    esbuild.build(serverOptions),
    esbuild.build(demoScriptOptions),
  ]);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) process.exit(1);
  console.log(`[build] bundle in ${outdir}, demo server in dist/server`);
}
