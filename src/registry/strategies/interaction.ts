import type { Strategy } from '../types';

const WARM = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * Mount on the first sign of interaction (hover, focus, touch or click).
 * Clicks that arrive before the island has committed are held and replayed by the registry.
 */
export const interaction: Strategy = (el, trigger) => {
  const fire = () => {
    stop();
    trigger();
  };
  const stop = () => {
    for (const type of WARM) el.removeEventListener(type, fire);
    el.removeEventListener('click', fire, true);
  };
  for (const type of WARM) el.addEventListener(type, fire, { passive: true });
  el.addEventListener('click', fire, true);
  return stop;
};
