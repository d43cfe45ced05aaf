/**
 * The page's shared state, owned by the runtime. A module declares its state here once, as a page starts it:
 *
 *     export const $cart = pageAtom<Cart | null>(null);                  // a store islands read
 *     export const $inventory = pageMap<Record<string, Detail>>({});     // a keyed store (setKey)
 *     const state = pageState(() => ({ issued_: 0, timer_: 0, stop() {…} })); // the module's own bookkeeping
 *
 * `pageAtom(initial)` and `pageMap(initial)` are nanostores stores (a function computes a fresh start each time, e.g.
 * from localStorage or a cookie); `pageState(create)` is one object per module of sequence numbers, settings,
 * in-flight promises and timers, with an optional `stop()` that cancels its work (timers, intervals, listeners,
 * channels, open requests). Nothing else holds page state: no module-level `let`, `atom(` or `map(` in a store or in
 * tracking (the lint's layer test). State that belongs to one mounted island (a customer tab's lists, a form's
 * fields) is not page state: the component creates it with a factory when it mounts and drops it when it unmounts.
 *
 * A module's own state object (one it does not export) names every field with a trailing underscore (`issued_`,
 * `askedIn_`; `stop` is the lifecycle's and keeps its name): the minifier keeps property names, so the build renames
 * exactly these short (build.mjs `mangleProps`), as it would a module-level variable. No other property ends so, and
 * such a field is read and written only in its module (tests/unit/lint/page-state.test.ts). An exported state object
 * (settings an island assigns, a page's list) keeps plain names.
 *
 * `stopPage()` stops every module's work and puts every declared state back to how a page starts it, so the page
 * that starts next is a fresh one: islands mounted afterwards read and load as on a new page load. The unit tests
 * start each case on a fresh page this way (tests/unit/helpers/stores.ts); a module never carries a reset of its own.
 */
import { atom, map, type MapStore, type WritableAtom } from 'nanostores';

const restarts: Array<() => void> = [];

function declare<T, S extends { set(value: T): void }>(create: (value: T) => S, initial: T | (() => T)): S {
  const start = (): T => (typeof initial === 'function' ? (initial as () => T)() : initial);
  const store = create(start());
  restarts.push(() => store.set(start()));
  return store;
}

export function pageAtom<T>(initial: T | (() => T)): WritableAtom<T> {
  return declare<T, WritableAtom<T>>(atom, initial);
}

export function pageMap<T extends object>(initial: T | (() => T)): MapStore<T> {
  return declare<T, MapStore<T>>(map, initial);
}

export function pageState<T extends object>(create: () => T & { stop?(): void }): T & { stop?(): void } {
  const state = create();
  restarts.push(() => {
    state.stop?.();
    Object.assign(state, create());
  });
  return state;
}

/** Stops the page's work and puts its state back as a page starts it (in declaration order). */
export function stopPage(): void {
  for (const restart of restarts) restart();
}
