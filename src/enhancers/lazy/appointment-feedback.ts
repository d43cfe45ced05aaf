// The appointment-form enhancer's heavy half (toast and sanitizer), loaded with the form's first answer.
import { $config } from '../../stores/config';
import { loadSanitizer, sanitizeHtml } from '../../ui/sanitize';
import { mountToaster, toast } from '../../ui/toaster';

/** The spec's success toast lasts 5 s whatever the page's toast duration. */
export const SUCCESS_MS = 5000;

export function showSuccess(message: string): void {
  void mountToaster($config.get()).then(() => toast.success(message, { duration: SUCCESS_MS }));
}

/** The server's error HTML, sanitized, in the alert area (text only if the sanitizer cannot load). */
export async function showError(area: HTMLElement, html: string): Promise<void> {
  await loadSanitizer();
  area.innerHTML = sanitizeHtml(html);
}
