// Entry of the script tag: wires the registry to the chunks built beside this file and starts it.
import { createGlobal } from './registry/global';
import { loadChunk } from './registry/load-chunk';
import { createRegistry } from './registry/registry';
import type { Runtime } from './registry/types';

/** Written by build.mjs from the metafile: chunk files (f), and each island's (i) and enhancer's (e) closure in them. */
declare const __MANIFEST__: { f: string[]; i: Record<string, number[]>; e: Record<string, number[]> };
declare const __VERSION__: string;

performance.mark('parts-islands:start');

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
  const { f: files, i: islands, e: enhancers } = __MANIFEST__;
  // Flat loading: every chunk a module needs starts at once, not one import level per round trip.
  const preloaded = new Set<number>();
  const preload = (closure: number[] = []) => {
    for (const n of closure) {
      if (preloaded.has(n)) continue;
      preloaded.add(n);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(files[n]!);
      document.head.append(link);
    }
  };
  // Every island chunk re-exports the runtime from the core chunk it imports: the first one to arrive hands it over.
  let handOver: (runtime: Runtime) => void;
  const runtime = new Promise<Runtime>((resolve) => (handOver = resolve));
  const registry = createRegistry({
    islands: Object.keys(islands),
    enhancers: Object.keys(enhancers),
    loadIsland: (name) => (
      preload(islands[name]),
      chunk<Runtime>(`islands/${name}.js`).then((module) => (handOver(module), module))
    ),
    loadEnhancer: (name) => (preload(enhancers[name]), chunk(`enhancers/${name}.js`)),
    loadRuntime: () => runtime,
  });
  window.PartsIslands = createGlobal(registry, __VERSION__, () => chunk('stores.js'));
  registry.start();
  // The first currency formatter loads the locale's number data (about 80 ms on a slow phone): warm it while the
  // chunks download, so it is not part of the first render's task.
  if (chunks.size) setTimeout(() => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(0));
}
