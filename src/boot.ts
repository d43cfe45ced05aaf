// Entry of the script tag: wires the registry to the chunks built beside this file and starts it.
import { createGlobal } from './registry/global';
import { loadChunk } from './registry/load-chunk';
import { LAZY_EVENT } from './registry/lazy-chunk';
import { createRegistry } from './registry/registry';
import type { Runtime } from './registry/types';

/**
 * Written by build.mjs from the metafile, packed small (every byte here is paid on every page). f: the shared chunks'
 * 8-character hashes end to end, the core chunk first. i: space-separated `name:refs`, each island's closure in the
 * shared chunks but the core, one character per chunk (code 59 + index); a bare `name` when it needs the core alone. l: each lazy chunk's refs (by id),
 * space-separated. e: the enhancers' names, space-separated.
 */
declare const __MANIFEST__: { f: string; i: string; e: string; l: string };
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
  const { f: files, i, e, l } = __MANIFEST__;
  const islands = Object.fromEntries(i.split(' ').map((entry) => entry.split(':')));
  const lazy = l.split(' ');
  const refs = (packed = '') => [...packed].map((c) => c.charCodeAt(0) - 59);
  // Flat loading: every chunk a module needs starts at once, not one import level per round trip.
  const preloaded = new Set<number>();
  const preload = (closure: number[]) => {
    for (const n of closure) {
      if (preloaded.has(n)) continue;
      preloaded.add(n);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(`chunks/chunk-${files.slice(n * 8, n * 8 + 8)}.js`);
      document.head.append(link);
    }
  };
  // A lazy chunk being imported (a lazyChunk() loader, src/registry/lazy-chunk.ts): its imports start now, beside it.
  document.addEventListener(LAZY_EVENT, (event) => preload(refs(lazy[(event as CustomEvent<number>).detail])));
  const registry = createRegistry({
    islands: Object.keys(islands),
    enhancers: e.split(' '),
    loadIsland: (name) => (preload([0, ...refs(islands[name])]), chunk(`islands/${name}.js`)),
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
