// The appointment-form enhancer's lazy part (src/enhancers/appointment-form.ts): the call, through the api client and
// its schema, then the toast or the sanitized error HTML. Loaded when the dialog first opens, never with the page.
import { SYSTEM_ERROR } from '../../api/errors';
import { answeredWithError, scheduleAppointment } from '../../api/page-behaviours';
import { report } from '../../registry/report';
import { $config } from '../../stores/config';
import { loadSanitizer, sanitizeHtml } from '../../ui/sanitize';
import { mountToaster, toast } from '../../ui/toaster';

/** The spec's success toast lasts 5 s whatever the page's toast duration (spec 3 §8). */
export const SUCCESS_MS = 5000;
export const SENT = 'Request sent successfully!';

/** The server's error HTML, sanitized, in the alert area (text only if the sanitizer cannot load). */
async function showError(area: HTMLElement, html: string): Promise<void> {
  await loadSanitizer();
  area.innerHTML = sanitizeHtml(html);
}

/**
 * Sends the form serialized. Success resets the form, closes the dialog and toasts "Request sent successfully!" (5 s);
 * the server's `error` answer puts its HTML in the alert area; a failure status (even one with an `error`), an
 * unreadable answer or no answer puts the system error there. What was typed stays on any failure.
 */
export async function sendAppointment(
  form: HTMLFormElement,
  dialog: HTMLDialogElement,
  alert: HTMLElement | null,
): Promise<void> {
  try {
    await scheduleAppointment(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
  } catch (error) {
    const message = report(error, {
      island: 'appointment-form',
      action: 'schedule appointment failed',
      show: 'inline',
      message: answeredWithError(error) ? error.message : SYSTEM_ERROR,
    });
    if (alert) await showError(alert, message);
    return;
  }
  form.reset();
  dialog.close();
  void mountToaster($config.get()).then(() => toast.success(SENT, { duration: SUCCESS_MS }));
}
