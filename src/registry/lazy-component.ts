// A component from a lazy chunk (React.lazy), whose failed load is not final. React.lazy remembers a rejected load for
// the page's life, so an island whose lazy part could not load (the network dropped) would fail again on its own
// "Try again" however the network is now. The island's boundary forgets failed loads once it has caught the error, so
// the next mount loads them again; an attempt React retries before it commits the error meets the same failure, so a
// dead network never turns into a loop of requests.
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

const failed = new Set<() => void>();

/**
 * `lazyComponent(loadX, (m) => m.X)`: React.lazy of what `pick` takes from the loaded module, with a retry on the next
 * mount after a failure. `load` may return a thenable already settled (React then renders without suspending).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component type.
export function lazyComponent<M, T extends ComponentType<any>>(load: () => PromiseLike<M>, pick: (m: M) => T): T {
  const make = () =>
    lazy(() => {
      const loading = load().then((m) => ({ default: pick(m) }));
      Promise.resolve(loading).catch(() => failed.add(reset));
      return loading as Promise<{ default: T }>;
    });
  let current = make();
  const reset = () => void (current = make());
  return ((props: ComponentProps<T>) => createElement(current, props)) as T;
}

/** Called by an island's boundary once it caught an error: lazy parts that failed load again on their next mount. */
export function forgetFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}
