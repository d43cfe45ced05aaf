/**
 * The page's shared state, owned by the runtime. A module declares its state here once, as a page starts it:
 *
 *     export const $cart = pageAtom<Cart | null>(null);                  // a store islands read
 *     const state = pageState(() => ({ issued: 0, timer: 0, stop() {…} })); // the module's own bookkeeping
 *
 * `pageAtom(initial)` is a nanostores atom (a function computes a fresh start, e.g. from localStorage);
 * `pageState(create)` is one object of sequence numbers, in-flight promises and timers, with an optional `stop()` that
 * cancels its work. Nothing else holds page state: no module-level `let` in a store (the lint's layer test).
 *
 * `stopPage()` stops every module's work and puts every declared state back to how a page starts it, so the page
 * that starts next is a fresh one: islands mounted afterwards read and load as on a new page load. The unit tests
 * start each case on a fresh page this way; a module never carries a reset of its own.
 */
import { atom, type WritableAtom } from 'nanostores';

const restarts: Array<() => void> = [];

export function pageAtom<T>(initial: T | (() => T)): WritableAtom<T> {
  const start = (): T => (typeof initial === 'function' ? (initial as () => T)() : initial);
  const store = atom(start());
  restarts.push(() => store.set(start()));
  return store;
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
