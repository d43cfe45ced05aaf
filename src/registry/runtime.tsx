// The React half of the registry: loaded with the first island, shared by all of them.
import { Component, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { describeIssues } from '../schemas/describe-issues';
import { onSessionExpired } from '../api/session-expiry';
import { $config, loadConfig } from '../stores/config';
import { provideMountWave, provideUiPorts, type Notifier } from '../stores/ports';
import type { IslandDefinition } from './define-island';
import { mountWaveSettled } from './mount-wave';
import type { IslandHooks } from './types';

// React and this runtime have been evaluated by now: the benchmark measures mounting from here.
performance.mark('parts-islands:runtime');

// Stores reach the toasts and the sanitizer through their port (they never import ui/); both load with first use.
type Toasts = Notifier;
const later =
  (name: keyof Toasts) =>
  (...args: [string, string?]) =>
    void import('../ui/toast').then(({ notify }) => notify[name](...args));
provideUiPorts({
  notifier: {
    success: later('success'),
    error: later('error'),
    uhOh: later('uhOh'),
    paymentError: later('paymentError'),
  },
  sanitizer: { load: () => import('../ui/sanitize').then((module) => module.loadSanitizer()) },
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
    import('../pos-ui/locked-screen')
      .then((module) => module.showLockedScreen())
      .catch((error: unknown) => console.error('[parts-islands] the locked screen could not be loaded', error));
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

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

interface BoundaryProps {
  hooks: IslandHooks;
  children: ReactNode;
}

/** Keeps a throwing island to itself: shows the same small error state as the registry, with a retry. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
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

/** Islands that become ready in the same tick render together, in one synchronous batch. */
const pending: Array<() => void> = [];

function renderSoon(render: () => void): void {
  pending.push(render);
  if (pending.length === 1) queueMicrotask(flushPending);
}

function flushPending(): void {
  const started = profile ? performance.now() : 0;
  const batch = pending.splice(0);
  // Synchronous first render: no scheduler hop per root, and every root in the batch commits before the next task.
  flushSync(() => batch.forEach((render) => render()));
  if (profile) profile.mountMs += performance.now() - started;
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
  injectCss(name, island.css);
  el.classList.add('pi-island');
  const root = createRoot(el, { identifierPrefix: `pi${++roots}-` });
  const { Component: Island } = island;
  if (profile) {
    profile.mountMs += performance.now() - started;
    profile.mounts++;
  }
  await new Promise<void>((resolve) => {
    renderSoon(() =>
      root.render(
        <Committed onCommit={resolve}>
          <IslandBoundary hooks={hooks}>
            <Island {...parsed.output} />
          </IslandBoundary>
        </Committed>,
      ),
    );
  });
  return () => {
    root.unmount();
    el.classList.remove('pi-island');
  };
}
