import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a second call while the first is in flight (a double click,
 * Enter pressed twice) is ignored, so a save, quote or update sends one request. `busy` drives "Updating...".
 */
export function useSingleFlight<Args extends unknown[], R>(action: (...args: Args) => Promise<R>) {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (...args: Args): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
