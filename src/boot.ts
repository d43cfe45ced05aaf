// Entry of the script tag: wires the registry to the chunks built beside this file and starts it.
import { createGlobal } from './registry/global';
import { loadChunk } from './registry/load-chunk';
import { LAZY_EVENT } from './registry/lazy-chunk';
import { createRegistry } from './registry/registry';
import type { Runtime } from './registry/types';

/**
 * Written by build.mjs from the metafile: the shared chunks' hashes (f, the core chunk first, 8 characters each in one
 * string), each island's (i) and lazy chunk's (l, by id) closure in them but the core, and the enhancers (e, one file each).
 */
declare const __MANIFEST__: { f: string; i: Record<string, number[]>; e: string[]; l: number[][] };
declare const __VERSION__: string;

// Loading the script twice (two tags, or a theme that includes it again) must never mount twice.
if (!window.PartsIslands) {
  const url = (path: string) => new URL(path, import.meta.url).href;
  // One import per chunk however many mount points use it.
  const chunks = new Map<string, Promise<unknown>>();
  const chunk = <T>(path: string): Promise<T> => {
    let loading = chunks.get(path);
    if (!loading) {
      loading = loadChunk(url(path));
      chunks.set(path, loading);
      loading.catch(() => chunks.delete(path));
    }
    return loading as Promise<T>;
  };
  const { f: files, i: islands, e: enhancers, l: lazy } = __MANIFEST__;
  // Flat loading: every chunk a module needs starts at once, not one import level per round trip.
  const preloaded = new Set<number>();
  const preload = (closure: number[] = []) => {
    for (const n of closure) {
      if (preloaded.has(n)) continue;
      preloaded.add(n);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(`chunks/chunk-${files.substr(n * 8, 8)}.js`);
      document.head.append(link);
    }
  };
  // A lazy chunk being imported (a lazyChunk() loader, src/registry/lazy-chunk.ts): its imports start now, beside it.
  document.addEventListener(LAZY_EVENT, (e) => preload(lazy[(e as CustomEvent<number>).detail]));
  const registry = createRegistry({
    islands: Object.keys(islands),
    enhancers,
    loadIsland: (name) => (preload([0, ...islands[name]!]), chunk(`islands/${name}.js`)),
    loadEnhancer: (name) => chunk(`enhancers/${name}.js`),
    // Every island chunk re-exports the runtime from the core chunk it imports: the same import, no request of its own.
    loadRuntime: (name) => chunk<Runtime>(`islands/${name}.js`),
  });
  window.PartsIslands = createGlobal(registry, __VERSION__, () => chunk('stores.js'));
  registry.start();
  // The first currency formatter loads the locale's number data (about 80 ms on a slow phone): warm it while the
  // chunks download, so it is not part of the first render's task.
  if (chunks.size) setTimeout(() => Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }));
}
