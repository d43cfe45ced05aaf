// Entry of the script tag: wires the registry to the chunks built beside this file and starts it.
import { createGlobal } from './registry/global';
import { loadChunk } from './registry/load-chunk';
import { createRegistry } from './registry/registry';
import type { Runtime } from './registry/types';

declare const __ISLANDS__: string[];
declare const __ENHANCERS__: string[];
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
  const registry = createRegistry({
    islands: __ISLANDS__,
    enhancers: __ENHANCERS__,
    loadIsland: (name) => chunk(`islands/${name}.js`),
    loadEnhancer: (name) => chunk(`enhancers/${name}.js`),
    loadRuntime: () => chunk<Runtime>('runtime.js'),
  });
  window.PartsIslands = createGlobal(registry, __VERSION__, () => chunk('stores.js'));
  registry.start();
}
