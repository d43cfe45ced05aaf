// Dialogs loaded apart from their page (issue 26: tenders, dialogs and tabs load when opened, not with the page).
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Starts a lazy chunk once the browser is idle after the page mounted, so a first open does not wait for it. */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * A dialog from a lazy chunk: renders nothing until it first opens, then stays mounted (so closing it returns focus
 * to its opener, as a dialog that is always mounted does). `always`: the page renders it only while it is open.
 */
export function onFirstOpen<M, P extends { open?: boolean }>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  always = false,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) }))) as unknown as ComponentType<P>;
  return function FirstOpen(props: P) {
    const [used, setUsed] = useState(always || Boolean(props.open));
    if (props.open && !used) setUsed(true);
    return used ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
