// Trailing-edge debounce for quantity edits and searches (spec: quantity and customer search wait 500 ms).

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, e.g. when the island unmounts. */
  cancel(): void;
  /** Runs the pending call now, e.g. before navigating away; does nothing when none is pending. */
  flush(): void;
  /** Tells whether a call is waiting, e.g. to show "saving…". */
  pending(): boolean;
}

/** Delays fn until ms pass without another call, then runs it once with the last call's arguments. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => unknown, ms: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: Args | undefined;

  const run = (): void => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: Args): void => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };

  debounced.flush = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };

  debounced.pending = (): boolean => timer !== undefined;

  return debounced;
}
