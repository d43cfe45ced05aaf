import type { Strategy } from '../types';

/** Mount once the media query in data-media matches (e.g. "(min-width: 768px)"). */
export const media: Strategy = (el, trigger) => {
  const mq = window.matchMedia(el.dataset.media ?? 'all');
  if (mq.matches) {
    trigger();
    return () => {};
  }
  const onChange = () => {
    if (!mq.matches) return;
    mq.removeEventListener('change', onChange);
    trigger();
  };
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};
