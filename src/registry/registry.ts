import { EVENTS, emit } from '../events';
import { readProps } from './props';
import { describeClick, describeFocus, replayClick, restoreFocus, type HeldClick } from './replay';
import { strategies } from './strategies';
import type { Enhancer, Loaders, MountState } from './types';

const SELECTOR = '[data-mount]';
const PREFIX = '[parts-islands]';

interface MountRecord {
  el: HTMLElement;
  name: string;
  state: MountState;
  cancelStrategy: () => void;
  cleanup: (() => void) | null;
  held: HeldClick | null;
  /** A press on the fallback: if the first commit replaces its element before release, the browser fires no click. */
  pressed: { held: HeldClick; target: Element } | null;
  holdClicks: (event: Event) => void;
  /** Set when unmounted while loading, so a late chunk never mounts into a dead record. */
  dropped: boolean;
}

export interface Registry {
  scan(root?: ParentNode): void;
  mount(el: HTMLElement): void;
  unmount(el: HTMLElement): void;
  registerEnhancer(name: string, enhancer: Enhancer): void;
  start(): void;
  stop(): void;
}

export function createRegistry(loaders: Loaders, doc: Document = document): Registry {
  const records = new Map<HTMLElement, MountRecord>();
  const enhancers = new Map<string, Enhancer>();
  let observer: MutationObserver | null = null;

  const HELD = ['pointerdown', 'click'] as const;
  const holding = (record: MountRecord, on: boolean) => {
    for (const type of HELD) record.el[on ? 'addEventListener' : 'removeEventListener'](type, record.holdClicks, true);
  };

  const setState = (record: MountRecord, state: MountState) => {
    record.state = state;
    record.el.setAttribute('data-mount-state', state);
  };

  /** `rendered`: the island's React error boundary already reported the error and shows the error state in place. */
  const fail = (record: MountRecord, error: unknown, rendered = false) => {
    if (record.dropped || record.state === 'error') return;
    setState(record, 'error');
    // Nothing will commit to replay a held click into, and the error state's own "Try again" must get its click.
    holding(record, false);
    record.held = null;
    // A render error was reported by the runtime (src/registry/report.ts): the loader logs what fails before that.
    if (!rendered) {
      console.error(`${PREFIX} ${record.name}:`, error);
      showError(record);
    }
    emit(record.el, EVENTS.failed, { name: record.name, error });
  };

  const retry = (record: MountRecord) => {
    unmount(record.el);
    record.el.replaceChildren();
    mount(record.el);
  };

  /** A small, framework-free error state with a retry, so one broken island never blanks the page. */
  const showError = (record: MountRecord) => {
    const box = doc.createElement('div');
    box.className = 'pi-island-error';
    box.setAttribute('role', 'alert');
    box.textContent = 'This section could not be loaded. ';
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = 'Try again';
    button.addEventListener('click', () => retry(record));
    box.append(button);
    record.el.replaceChildren(box);
  };

  const activate = async (record: MountRecord) => {
    if (record.state !== 'pending') return;
    setState(record, 'loading');
    const { name } = record;
    let focused: HeldClick | null = null;
    try {
      // Read before anything can replace the children (an error state, React's first commit).
      const rawProps = readProps(record.el);
      const enhancer = enhancers.get(name);
      if (enhancer || loaders.enhancers.includes(name)) {
        const fn = enhancer ?? ((await loaders.loadEnhancer(name)) as { default: Enhancer }).default;
        if (record.dropped) return;
        const cleanup = fn(record.el, rawProps);
        record.cleanup = typeof cleanup === 'function' ? cleanup : null;
      } else if (loaders.islands.includes(name)) {
        const [runtime, module] = await Promise.all([loaders.loadRuntime(name), loaders.loadIsland(name)]);
        if (record.dropped) return;
        focused = describeFocus(record.el);
        const cleanup = await runtime.mountIsland(record.el, name, module, rawProps, {
          onError: (e) => fail(record, e, true),
          onRetry: () => retry(record),
        });
        if (record.dropped) return cleanup();
        record.cleanup = cleanup;
        // The boundary may have caught an error during that first commit.
        if ((record.state as MountState) === 'error') return;
      } else {
        throw new Error(`no island or enhancer is named "${name}"`);
      }
      setState(record, 'mounted');
      holding(record, false);
      emit(record.el, EVENTS.mounted, { name });
      const { held, pressed } = record;
      if (held) replayClick(record.el, held);
      else if (pressed && !pressed.target.isConnected) replayClick(record.el, pressed.held);
      else if (focused) restoreFocus(record.el, focused);
      record.held = record.pressed = null;
    } catch (error) {
      fail(record, error);
    }
  };

  const mount = (el: HTMLElement) => {
    if (records.has(el)) return;
    const name = el.getAttribute('data-mount') ?? '';
    const record: MountRecord = {
      el,
      name,
      state: 'pending',
      cancelStrategy: () => {},
      cleanup: null,
      held: null,
      pressed: null,
      dropped: false,
      // Until the island has committed, a click on the fallback is held and replayed, never lost.
      holdClicks: (event) => {
        const held = describeClick(event.target);
        if (!held) return;
        if (event.type === 'pointerdown') {
          record.pressed = { held, target: event.target as Element };
          return;
        }
        record.pressed = null;
        event.preventDefault();
        event.stopPropagation();
        record.held = held;
      },
    };
    records.set(el, record);
    setState(record, 'pending');
    holding(record, true);
    const strategy = strategies[el.dataset.strategy ?? 'load'];
    if (!strategy) {
      fail(record, new Error(`unknown data-strategy "${el.dataset.strategy}"`));
      return;
    }
    record.cancelStrategy = strategy(el, () => void activate(record));
  };

  const unmount = (el: HTMLElement) => {
    const record = records.get(el);
    if (!record) return;
    records.delete(el);
    record.dropped = true;
    record.cancelStrategy();
    holding(record, false);
    try {
      record.cleanup?.();
    } catch (error) {
      console.error(`${PREFIX} ${record.name}: cleanup failed`, error);
    }
    el.removeAttribute('data-mount-state');
  };

  const scan = (root: ParentNode = doc) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) mount(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(mount);
  };

  const onMutations = (mutations: MutationRecord[]) => {
    let removed = false;
    for (const m of mutations) {
      m.addedNodes.forEach((node) => node instanceof HTMLElement && scan(node));
      removed ||= m.removedNodes.length > 0;
    }
    // A DOM move is a remove then an add: only what is still detached after a microtask is unmounted.
    if (removed) {
      queueMicrotask(() => {
        for (const el of records.keys()) if (!el.isConnected) unmount(el);
      });
    }
  };

  return {
    scan,
    mount,
    unmount,
    registerEnhancer(name, enhancer) {
      enhancers.set(name, enhancer);
      // Mount points that failed only because this name was not known yet get another go.
      for (const record of [...records.values()]) {
        if (record.name === name && record.state === 'error') {
          unmount(record.el);
          record.el.replaceChildren();
        }
      }
      scan();
    },
    start() {
      if (observer) return;
      scan();
      observer = new MutationObserver(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      observer = null;
      for (const el of [...records.keys()]) unmount(el);
    },
  };
}
