import { expect, vi } from 'vitest';
import { EVENTS } from '../../../src/events';
import { createRegistry, type Registry } from '../../../src/registry/registry';
import type { Loaders, MountState, Runtime } from '../../../src/registry/types';

/** The real React runtime chunk, loaded the way boot.ts would. */
export const realRuntime = (): Promise<Runtime> => import('../../../src/registry/runtime');

export interface Harness {
  registry: Registry;
  loaders: Loaders & { loadIsland: ReturnType<typeof vi.fn>; loadRuntime: ReturnType<typeof vi.fn> };
  /** Events the host page saw (mounted / failed), in order. */
  events: { type: string; name: string; target: EventTarget | null; error?: unknown }[];
  dispose(): void;
}

/**
 * A registry over fake chunk loaders: `modules` maps island names to what their chunk exports
 * (or to a function returning a promise of it, to control load timing and failures).
 */
export function createHarness(
  modules: Record<string, unknown | (() => Promise<unknown>)>,
  options: { enhancers?: Record<string, unknown>; runtime?: () => Promise<Runtime> } = {},
): Harness {
  const loadIsland = vi.fn((name: string) => {
    const entry = modules[name];
    return typeof entry === 'function' ? (entry as () => Promise<unknown>)() : Promise.resolve(entry);
  });
  const loadRuntime = vi.fn(options.runtime ?? realRuntime);
  const loaders = {
    islands: Object.keys(modules),
    enhancers: Object.keys(options.enhancers ?? {}),
    loadIsland,
    loadEnhancer: (name: string) => Promise.resolve(options.enhancers?.[name]),
    loadRuntime,
  };
  const registry = createRegistry(loaders);
  const events: Harness['events'] = [];
  const onEvent = (e: Event) => {
    const detail = (e as CustomEvent<{ name: string; error?: unknown }>).detail;
    events.push({ type: e.type, name: detail.name, target: e.target, error: detail.error });
  };
  document.addEventListener(EVENTS.mounted, onEvent);
  document.addEventListener(EVENTS.failed, onEvent);
  return {
    registry,
    loaders,
    events,
    dispose() {
      registry.stop();
      document.removeEventListener(EVENTS.mounted, onEvent);
      document.removeEventListener(EVENTS.failed, onEvent);
    },
  };
}

/** Adds host-page HTML to the body and returns the first element matching `selector` in it. */
export function page(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper;
}

export function mountPoint(root: ParentNode, name: string): HTMLElement {
  const el = root.querySelector<HTMLElement>(`[data-mount="${name}"]`);
  if (!el) throw new Error(`no mount point ${name}`);
  return el;
}

/** Waits until the mount point shows `state` in data-mount-state. */
export async function waitForState(el: HTMLElement, state: MountState): Promise<void> {
  await vi.waitFor(() => expect(el.getAttribute('data-mount-state')).toBe(state), { timeout: 1000, interval: 5 });
}

/** Records every data-mount-state value the element goes through (even several set in one task). */
export function recordStates(el: HTMLElement): string[] {
  const seen: string[] = [];
  const push = (value: string | null) => {
    if (value && seen.at(-1) !== value) seen.push(value);
  };
  push(el.getAttribute('data-mount-state'));
  new MutationObserver((records) => {
    // Each record carries the value before it; the next record's old value is this one's new value.
    records.forEach((record, i) => {
      if (i > 0 || seen.length === 0) push(record.oldValue);
      const next = records[i + 1];
      push(next ? next.oldValue : (record.target as HTMLElement).getAttribute('data-mount-state'));
    });
  }).observe(el, { attributes: true, attributeFilter: ['data-mount-state'], attributeOldValue: true });
  return seen;
}

/** Lets pending microtasks, MutationObserver callbacks and promise chains run. */
export async function settle(ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}
