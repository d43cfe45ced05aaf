import { EVENTS } from '../events';
import type { Registry } from './registry';
import type { Enhancer } from './types';

/** The namespaced global for theme developers: window.PartsIslands. */
export interface PartsIslandsGlobal {
  version: string;
  events: typeof EVENTS;
  mount(el: HTMLElement): void;
  unmount(el: HTMLElement): void;
  scan(root?: ParentNode): void;
  registerEnhancer(name: string, enhancer: Enhancer): void;
  /** Read-only shared stores ($cart, $config…), loaded on first use. */
  stores(): Promise<Record<string, unknown>>;
}

declare global {
  interface Window {
    PartsIslands?: PartsIslandsGlobal;
  }
}

export function createGlobal(
  registry: Registry,
  version: string,
  loadStores: () => Promise<Record<string, unknown>>,
): PartsIslandsGlobal {
  return Object.freeze({
    version,
    events: EVENTS,
    mount: registry.mount,
    unmount: registry.unmount,
    scan: registry.scan,
    registerEnhancer: registry.registerEnhancer,
    stores: loadStores,
  });
}
