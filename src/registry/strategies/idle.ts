import type { Strategy } from '../types';

/** Mount when the main thread is idle (at most 2 s later). */
export const idle: Strategy = (_el, trigger) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(trigger, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(trigger, 200);
  return () => clearTimeout(id);
};
