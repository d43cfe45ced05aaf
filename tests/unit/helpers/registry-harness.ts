import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { EVENTS } from '../../../src/events';
import { createRegistry, type Registry } from '../../../src/registry/registry';
import type { Loaders, MountState, Runtime } from '../../../src/registry/types';
import { stopPage } from '../../../src/registry/page';
import { createProbe, greetingModule, type Probe } from './fake-islands';

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
  const harness: Harness = {
    registry,
    loaders,
    events,
    dispose() {
      registry.stop();
      document.removeEventListener(EVENTS.mounted, onEvent);
      document.removeEventListener(EVENTS.failed, onEvent);
      live.delete(harness);
    },
  };
  live.add(harness);
  return harness;
}

/** Harnesses not disposed yet: `registryTest()` disposes them after each test. */
const live = new Set<Harness>();

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
  await vi.waitFor(() => expect(el.getAttribute('data-mount-state')).toBe(state), { timeout: 5000, interval: 5 });
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

/**
 * A witness: a plain island with the default (load) strategy, put on the page beside the mount point under test. Once
 * it is mounted, the registry has scanned the page and a whole mount wave (chunk loads, first commit) has run, so a
 * mount point that should have started with it would have by then: "still pending" is asserted after that point,
 * never after a sleep. Add `witness: witnessModule()` to the harness's modules.
 */
export const WITNESS_HTML = `<div data-mount="witness" data-props='{"who":"Witness"}'></div>`;

export function witnessModule(): { default: unknown } {
  return greetingModule(createProbe());
}

/** Appends a witness mount point and waits until the registry has mounted it (see WITNESS_HTML). */
export async function witnessWave(root: ParentNode = document.body): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = WITNESS_HTML;
  const el = holder.firstElementChild as HTMLElement;
  root.append(el);
  await waitForState(el, 'mounted');
  return el;
}

/**
 * Resolves once the document's next DOM mutation has been delivered to MutationObservers. An observer made here is
 * notified after every observer made before it (the registry's among them), in the same delivery: a registry still
 * watching would have scanned the added nodes by the time this resolves.
 */
export function nextMutation(target: Node = document.documentElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target, { childList: true, subtree: true });
  });
}

/** A chunk load held until `release()`: the island's module arrives only then (to act while it is still loading). */
export function gated<T>(module: T): { load: () => Promise<T>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { load: () => gate.then(() => module), release };
}

/**
 * The set-up the registry spec files share: the probe is emptied and module state reset before each test; after it,
 * every harness the test made is disposed and timers, globals and mocks are restored. Returns the probe.
 */
export function registryTest(): Probe {
  const probe = createProbe();
  beforeEach(() => {
    Object.assign(probe, createProbe());
    stopPage();
  });
  afterEach(() => {
    for (const harness of live) harness.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return probe;
}

/** For boot.ts's specs: the build's constants it reads (`__MANIFEST__`, `__VERSION__`), stubbed around the file's tests. */
export function stubBuildConstants(manifest: { f: string; i: string; e: string; l: string }): void {
  beforeAll(() => {
    vi.stubGlobal('__MANIFEST__', manifest);
    vi.stubGlobal('__VERSION__', '0.0.0-test');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    delete window.PartsIslands;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
