// Reads the build's metafile: which files a page fetches, and their brotli sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const ASSETS = 'dist/assets/parts-islands/';

export function readMeta(root = process.cwd()) {
  return JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
}

/** An entry and every chunk it imports statically: what the browser fetches before running it. */
export function staticClosure(meta, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  for (const entry of entries) visit(ASSETS + entry);
  return [...seen];
}

const cache = new Map();
export function brotliSize(file, root = process.cwd()) {
  if (!cache.has(file)) {
    const buf = readFileSync(join(root, file));
    cache.set(file, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return cache.get(file);
}

export const total = (files, root) => files.reduce((sum, f) => sum + brotliSize(f, root), 0);

/** The files a page with these mount names fetches before any interaction: the loader and its islands' closures. */
export function pageFiles(meta, mountNames) {
  return staticClosure(meta, ['boot.js', ...[...new Set(mountNames)].map((n) => `islands/${n}.js`)]);
}

/** The chunks every island imports (the core, with React and the runtime): what any island already brought to a page. */
export function islandBase(meta) {
  const closures = Object.keys(meta.outputs)
    .filter((f) => /\/islands\/[^/]+\.js$/.test(f))
    .map((f) => new Set(staticClosure(meta, [f.slice(ASSETS.length)])));
  return [...closures[0]].filter((f) => closures.every((c) => c.has(f)));
}

export const mountNamesIn = (html) => [...html.matchAll(/data-mount="([a-z0-9-]+)"/g)].map((m) => m[1]);

/** Mount points that load with the page: not those waiting for an interaction or for scrolling near them. */
export const eagerMountNamesIn = (html) =>
  [...html.matchAll(/<[^>]*\bdata-mount="([a-z0-9-]+)"[^>]*>/g)]
    .filter((m) => !/\bdata-strategy="(interaction|visible)"/.test(m[0]))
    .map((m) => m[1]);

/**
 * The scripts a page fetches before any interaction: the loader, then in one wave every chunk of its eager islands. Same
 * closure the loader's manifest preloads.
 */
export function pageScripts(meta, html) {
  return pageFiles(meta, [...new Set(eagerMountNamesIn(html))]);
}
