import type { Strategy } from '../types';

/** Mount when the mount point comes near the viewport. */
export const visible: Strategy = (el, trigger) => {
  if (!('IntersectionObserver' in window)) {
    trigger();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        trigger();
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
  return () => io.disconnect();
};
