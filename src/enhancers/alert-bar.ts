import { getCookie, setCookie } from '../lib/cookies';
import { ALERT_COOKIE_PREFIX } from '../lib/shopper-storage';

/**
 * Alert bar (spec 3 §4, §9): its dismiss button hides it for `data-days` days (default 1) by a cookie named after
 * `data-id`, so a new announcement (another id) shows again.
 */
export default function alertBar(el: HTMLElement): () => void {
  const name = `${ALERT_COOKIE_PREFIX}${el.dataset.id ? `_${el.dataset.id}` : ''}`;
  if (getCookie(name)) {
    el.hidden = true;
    return () => {};
  }
  const onClick = (event: Event) => {
    if (!(event.target as Element).closest('[data-dismiss="alert"]')) return;
    event.preventDefault();
    setCookie(name, '1', { days: Number(el.dataset.days) || 1 });
    el.hidden = true;
  };
  el.addEventListener('click', onClick);
  return () => el.removeEventListener('click', onClick);
}
