import type { Strategy } from '../types';

/** Default: mount as soon as the mount point is found. */
export const load: Strategy = (_el, trigger) => {
  trigger();
  return () => {};
};
