/**
 * Legacy cart rows (spec 3 §7): Remove calls GET index.php?route=checkout/{code}/remove, then the page reloads (so the
 * page shows the server's cart; the call's answer is not read). The call, through the api client, is the lazy part
 * (lazy/cart-remove.ts), started on the first hover or focus (so a click rarely waits for it) and loaded by the click
 * at the latest. A failed call says so beside the control, which stays usable to retry.
 */
import { lazyChunk } from '../registry/lazy-chunk';

const loadRemove = lazyChunk(() => import('./lazy/cart-remove'));
const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';

export default function cartCodeRemove(el: HTMLElement): () => void {
  const code = el.dataset.code ?? '';
  let note: HTMLElement | null = null;
  const onClick = async (event: Event) => {
    event.preventDefault();
    if (!/^[a-z_]+$/.test(code) || el.getAttribute('aria-busy') === 'true') return;
    el.setAttribute('aria-busy', 'true');
    note?.remove();
    let message: string | null;
    try {
      message = await (await loadRemove()).removeCode(code);
    } catch (error) {
      console.warn('[parts-islands] cart code not removed', error);
      message = SYSTEM_ERROR;
    }
    if (!message) return;
    note = document.createElement('span');
    note.setAttribute('role', 'alert');
    note.className = 'text-danger';
    note.textContent = ` ${message}`;
    el.after(note);
    el.removeAttribute('aria-busy');
  };
  // A failed early load is retried by the click.
  const warm = () => void loadRemove().catch(() => undefined);
  el.addEventListener('click', onClick);
  el.addEventListener('pointerenter', warm, { once: true });
  el.addEventListener('focus', warm, { once: true });
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('pointerenter', warm);
    el.removeEventListener('focus', warm);
    note?.remove();
  };
}
