// Dialogs loaded apart from their page (issue 26: tenders, dialogs and tabs load when opened, not with the page).
// A chunk that cannot load (the network dropped before it arrived) is a failure of that dialog alone: it is reported
// with the system error, the dialog tells its opener it closed, and the next open loads it again. The page keeps
// everything else (a checkout keeps its order, its payments and what was typed).
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useReport } from '../registry/island-name';

/**
 * Starts a lazy chunk once the browser is idle after the page mounted, so a first open does not wait for it. A start
 * that fails (offline) is made again when the browser is back online.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => addEventListener('online', start, { once: true }));
    const stop = () => removeEventListener('online', start);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => (cancelIdleCallback(id), stop());
    }
    const timer = setTimeout(start, 200);
    return () => (clearTimeout(timer), stop());
  }, [load]);
}

/**
 * A dialog from a lazy chunk: renders nothing until it first opens, then stays mounted (so closing it returns focus
 * to its opener, as a dialog that is always mounted does). `always`: the page renders it only while it is open.
 * While the chunk loads the dialog suspends, as React.lazy does: an open in a transition shows the dialog in the
 * commit that has it, not a frame later.
 *
 * If the chunk fails to load, the failure is reported (a toast of the system error) and `onClose` is called, so the
 * opener's state says closed and a second press loads it again. A dialog with no `onClose` (shown while a store says so,
 * like the card terminal's wait) loads again when the browser is back online.
 */
export function onFirstOpen<M, P extends { open?: boolean; onClose?: () => void }>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  always = false,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  /** The dialog once loaded; until then it suspends; a failed load renders {@link Failed}. */
  function Part({ props, onFailed }: { props: P; onFailed: (error: unknown) => void }) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) return <Failed error={failure.error} onFailed={onFailed} />;
    loading ??= load().then(
      (module) => void (Loaded = pick(module)),
      (error: unknown) => void (failure = { error }),
    );
    throw loading;
  }

  return function FirstOpen(props: P) {
    const report = useReport();
    const wanted = always || Boolean(props.open);
    // An open starts from a clean slate: a failure no open has reported yet (its dialog went first) is not this one's.
    const begin = () => void (failure && (failure = loading = null));
    const [used, setUsed] = useState(() => (wanted && begin(), wanted));
    // After a failed load: no new attempt until the opener closes it (and opens it again), or the browser is online.
    const [failed, setFailed] = useState(false);
    const onClose = useRef(props.onClose);
    onClose.current = props.onClose;
    if (wanted && !used && !failed) {
      begin();
      setUsed(true);
    }
    if (!wanted && failed) setFailed(false);

    const onFailed = useCallback(
      (error: unknown) => {
        // The next attempt loads anew.
        failure = loading = null;
        report(error, { action: 'a dialog could not be loaded', show: 'toast' });
        setUsed(false);
        setFailed(true);
        onClose.current?.();
      },
      [report],
    );

    useEffect(() => {
      if (!failed) return;
      const retry = () => setFailed(false);
      addEventListener('online', retry);
      return () => removeEventListener('online', retry);
    }, [failed]);

    return used ? (
      <Suspense fallback={null}>
        <Part props={props} onFailed={onFailed} />
      </Suspense>
    ) : null;
  };
}

/** Tells the dialog's owner its load failed, once, after the commit that showed nothing. */
function Failed({ error, onFailed }: { error: unknown; onFailed: (error: unknown) => void }) {
  useEffect(() => onFailed(error), [error, onFailed]);
  return null;
}
