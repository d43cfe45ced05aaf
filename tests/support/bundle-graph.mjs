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

/** esbuild's chunk-name hashes: eight base32 characters before `.js`. */
const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** The i-th stand-in hash: as random to brotli as a real one, the same in every build. */
const standIn = (i) => {
  let x = (i + 1) * 2654435761;
  let out = '';
  for (let k = 0; k < 8; k++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += HASH_ALPHABET[x >>> 27];
  }
  return out;
};

/**
 * A script's text with every chunk name's hash replaced by a stand-in, by order of first appearance in the file: the
 * files name each other, and brotli's size of the same code moves with those eight random letters by up to 200 bytes
 * (the loader, which lists them all end to end, by 30) from one build to the next. Sizes measured on this text change
 * only when the code does, so a ceiling set at today's size fails on growth, not on a new roll of names.
 */
export function withStandInHashes(text) {
  const seen = new Map();
  const swap = (hash) => {
    if (!seen.has(hash)) seen.set(hash, standIn(seen.size));
    return seen.get(hash);
  };
  return (
    text
      .replace(/\b(chunk-|-)([A-Z2-7]{8})(?=\.js)/g, (_, prefix, hash) => prefix + swap(hash))
      // The loader's packed manifest (build.mjs manifestOf): the shared chunks' hashes end to end.
      .replace(/\bf:"((?:[A-Z2-7]{8})+)"/, (_, hashes) => `f:"${hashes.match(/.{8}/g).map(swap).join('')}"`)
  );
}

const cache = new Map();
/** Brotli (quality 11) size of a built file, measured with stand-in chunk-name hashes (withStandInHashes). */
export function brotliSize(file, root = process.cwd()) {
  if (!cache.has(file)) {
    const text = withStandInHashes(readFileSync(join(root, file), 'utf8'));
    cache.set(file, brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
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
