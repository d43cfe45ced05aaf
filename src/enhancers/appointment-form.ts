/**
 * Schedule-appointment modal (spec 3 §4, §7, §8): the theme's trigger opens its <dialog>; the form is sent serialized
 * to POST index.php?route=information/schedule_appointment. Success closes it with the toast "Request sent
 * successfully!" (5 s); an error puts the server's error HTML, sanitized, in the form's alert area and keeps what was
 * typed. The call (api client and schema), the toast and the sanitizer are the lazy part (lazy/appointment-send.ts),
 * loaded when the dialog first opens, never with the page.
 */
import { lazyChunk } from '../registry/lazy-chunk';

const loadSend = lazyChunk(() => import('./lazy/appointment-send'));
const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';

export default function scheduleAppointment(el: HTMLElement): () => void {
  const dialog = el.querySelector('dialog');
  const form = el.querySelector('form');
  const alert = el.querySelector<HTMLElement>('[data-alert-area]');
  if (!dialog || !form) return () => {};
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
  const onClick = (event: Event) => {
    const target = event.target as Element;
    if (target.closest('[data-toggle="modal"]')) {
      if (alert) alert.replaceChildren();
      dialog.showModal();
      // Start the lazy part while the shopper types (a failed load is retried on submit).
      loadSend().catch(() => undefined);
    } else if (target.closest('[data-dismiss="modal"]')) dialog.close();
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    if (submit) submit.disabled = true;
    try {
      await (await loadSend()).sendAppointment(form, dialog, alert);
    } catch (error) {
      console.warn('[parts-islands] schedule appointment failed', error);
      if (alert) alert.textContent = SYSTEM_ERROR;
    } finally {
      if (submit) submit.disabled = false;
    }
  };
  el.addEventListener('click', onClick);
  form.addEventListener('submit', onSubmit);
  return () => {
    el.removeEventListener('click', onClick);
    form.removeEventListener('submit', onSubmit);
  };
}
