// The React half of the registry: loaded with the first island, shared by all of them.
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { describeIssues } from '../schemas/describe-issues';
import { onSessionExpired } from '../api/session-expiry';
import { $config, loadConfig } from '../stores/config';
import { provideMountWave, provideUiPorts, type Notifier } from '../stores/ports';
import type { IslandDefinition } from './define-island';
import { IslandName } from './island-name';
import { mountWaveSettled } from './mount-wave';
import type { IslandHooks } from './types';
import { lazyChunk } from './lazy-chunk';
import { forgetFailedLoads } from './lazy-component';
import { report } from './report';

const loadToast = lazyChunk(() => import('../ui/toast'));
const loadSanitize = lazyChunk(() => import('../ui/sanitize'));
const loadLockedScreen = lazyChunk(() => import('../pos/ui/locked-screen'));

// React and this runtime have been evaluated by now: the benchmark measures mounting from here.
performance.mark('parts-islands:runtime');

// Stores reach the toasts and the sanitizer through their port (they never import ui/); both load with first use.
type Toasts = Notifier;
const later =
  (name: keyof Toasts) =>
  (...args: [string, string?]) =>
    void loadToast().then(
      ({ notify }) => notify[name](...args),
      (error: unknown) => report(error, { action: 'toast could not be shown' }),
    );
provideUiPorts({
  notifier: {
    success: later('success'),
    error: later('error'),
    uhOh: later('uhOh'),
    paymentError: later('paymentError'),
    paymentSuccess: later('paymentSuccess'),
  },
  sanitizer: { load: () => loadSanitize().then((module) => module.loadSanitizer()) },
});
// Page-wide work (the one validateFitment call) waits until every island mounting with the page is in.
provideMountWave({ settled: () => mountWaveSettled() });

/** Opt-in profiling for the benchmark: total synchronous mount time. Off unless the page sets the global. */
const profile = (window as { __PARTS_ISLANDS_PROFILE__?: { mountMs: number; mounts: number } })
  .__PARTS_ISLANDS_PROFILE__;

let roots = 0;
let watchingStaffSession = false;

/** POS mode: a staff call answered 401/403 brings up the locked screen (its code loads then, and only in POS mode). */
function watchStaffSession(): void {
  if (watchingStaffSession) return;
  watchingStaffSession = true;
  onSessionExpired(() => {
    loadLockedScreen()
      .then((module) => module.showLockedScreen())
      .catch((error: unknown) => report(error, { action: 'the locked screen could not be loaded' }));
  });
}
const styled = new Set<string>();

/** Each stylesheet goes into the page once, however many islands (or kinds of island) bring it. */
function injectCss(name: string, css: string | readonly string[] | undefined): void {
  for (const sheet of typeof css === 'string' ? [css] : (css ?? [])) {
    if (!sheet || styled.has(sheet)) continue;
    styled.add(sheet);
    const style = document.createElement('style');
    style.setAttribute('data-parts-island', name);
    style.textContent = sheet;
    document.head.append(style);
  }
}

interface BoundaryProps {
  /** The island's mount name, for the reporter. */
  name: string;
  hooks: IslandHooks;
  /** Called when the island's first render has committed (the boundary mounts with it, never before). */
  onCommit: () => void;
  children: ReactNode;
}

/**
 * Keeps a throwing island to itself: reports the error with the island's mount name (the one error path) and shows the
 * same small error state as the registry, with a retry; the registry then marks the mount point failed. It also tells
 * the runtime when the island has committed: one wrapper, not two (issue 26: mounting).
 */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidMount() {
    this.props.onCommit();
  }
  override componentDidCatch(error: unknown) {
    // "Try again" must be able to load a lazy part that failed (React.lazy would keep its failure).
    forgetFailedLoads();
    report(error, { island: this.props.name, action: 'could not be rendered' });
    this.props.hooks.onError(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pi-island-error" role="alert">
        This section could not be loaded.{' '}
        <button type="button" onClick={this.props.hooks.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}

/** Islands ready to render, in the order they became ready. */
const pending: Array<{ render: () => void; fail: (error: unknown) => void }> = [];
let flushing = false;

/** Main-thread work between two yields: a 4x slower phone still stays under the 50 ms of a long task. */
const SLICE_MS = 10;

/** Gives the browser a turn (input, paint) and resumes soon after, ahead of other queued tasks where supported. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function renderSoon(render: () => void, fail: (error: unknown) => void): void {
  pending.push({ render, fail });
  if (flushing) return;
  flushing = true;
  void flushPending();
}

/** Each island commits synchronously (no scheduler hop per root); between islands the main thread gets a turn. */
async function flushPending(): Promise<void> {
  // First a turn of its own: the chunks' evaluation ends its task before the first render starts another, and islands
  // whose chunks arrived together queue up meanwhile.
  let slice = 0;
  try {
    await yieldToMain();
    slice = performance.now();
    while (pending.length) {
      const { render, fail } = pending.shift()!;
      const started = profile ? performance.now() : 0;
      try {
        flushSync(render);
      } catch (error) {
        // Outside the island's boundary: that island fails, the others still render.
        fail(error);
      }
      if (profile) profile.mountMs += performance.now() - started;
      if (pending.length && performance.now() - slice > SLICE_MS) {
        await yieldToMain();
        slice = performance.now();
      }
    }
  } finally {
    flushing = false;
  }
}

export async function mountIsland(
  el: HTMLElement,
  name: string,
  module: unknown,
  rawProps: unknown,
  hooks: IslandHooks,
): Promise<() => void> {
  const started = profile ? performance.now() : 0;
  const island = (module as { default?: IslandDefinition }).default;
  if (!island || typeof island.Component !== 'function') throw new Error(`chunk "${name}" has no island`);
  const configError = loadConfig();
  if (configError) throw new Error(configError);
  if ($config.get().in_pos_mode) watchStaffSession();
  const parsed = v.safeParse(island.props, rawProps);
  if (!parsed.success) throw new Error(`invalid props: ${describeIssues(parsed.issues)}`);
  // Its I/O starts first: a start that throws leaves no root and no class behind (the registry shows the error state).
  const stop = island.start?.(parsed.output);
  injectCss(name, island.css);
  el.classList.add('pi-island');
  const root = createRoot(el, { identifierPrefix: `pi${++roots}-` });
  const { Component: Island } = island;
  if (profile) {
    profile.mountMs += performance.now() - started;
    profile.mounts++;
  }
  try {
    await new Promise<void>((resolve, reject) => {
      renderSoon(
        () =>
          root.render(
            <IslandBoundary name={name} hooks={hooks} onCommit={resolve}>
              <IslandName.Provider value={name}>
                <Island {...parsed.output} />
              </IslandName.Provider>
            </IslandBoundary>,
          ),
        reject,
      );
    });
  } catch (error) {
    root.unmount();
    stop?.();
    el.classList.remove('pi-island');
    throw error;
  }
  return () => {
    root.unmount();
    stop?.();
    el.classList.remove('pi-island');
  };
}
