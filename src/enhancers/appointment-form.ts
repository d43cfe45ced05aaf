/**
 * Schedule-appointment modal (spec 3 §4, §7, §8): the theme's trigger opens its <dialog>; the form is sent serialized
 * to POST index.php?route=information/schedule_appointment. Success closes it with the toast "Request sent
 * successfully!" (5 s); an error puts the server's error HTML, sanitized, in the form's alert area and keeps what was
 * typed. The toast and the sanitizer load with the first answer, never with the page.
 */
export const SCHEDULE_URL = '/index.php?route=information/schedule_appointment';
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
    } else if (target.closest('[data-dismiss="modal"]')) dialog.close();
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    if (submit) submit.disabled = true;
    const feedback = import('./lazy/appointment-feedback');
    try {
      let answer: { success?: unknown; error?: unknown };
      try {
        const response = await fetch(SCHEDULE_URL, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        });
        answer = await response.json();
      } catch (error) {
        console.warn('[parts-islands] schedule appointment failed', error);
        answer = {};
      }
      const { showError, showSuccess } = await feedback;
      if (answer.success && !answer.error) {
        form.reset();
        dialog.close();
        showSuccess('Request sent successfully!');
      } else if (alert) {
        await showError(alert, typeof answer.error === 'string' && answer.error ? answer.error : SYSTEM_ERROR);
      }
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
