// Entry of the script tag: wires the registry to the chunks built beside this file and starts it.
import { createGlobal } from './registry/global';
import { loadChunk } from './registry/load-chunk';
import { createRegistry } from './registry/registry';
import type { Runtime } from './registry/types';

declare const __ISLANDS__: string[];
declare const __ENHANCERS__: string[];
declare const __VERSION__: string;

// Loading the script twice (two tags, or a theme that includes it again) must never mount twice.
if (!window.PartsIslands) {
  const url = (path: string) => new URL(path, import.meta.url).href;
  const registry = createRegistry({
    islands: __ISLANDS__,
    enhancers: __ENHANCERS__,
    loadIsland: (name) => loadChunk(url(`islands/${name}.js`)),
    loadEnhancer: (name) => loadChunk(url(`enhancers/${name}.js`)),
    loadRuntime: () => loadChunk<Runtime>(url('runtime.js')),
  });
  window.PartsIslands = createGlobal(registry, __VERSION__, () => loadChunk(url('stores.js')));
  registry.start();
}
