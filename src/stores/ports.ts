/**
 * What stores need from the UI layer, handed to them when the runtime starts: stores never import ui/ (DESIGN §3),
 * so toasts and the HTML sanitizer reach them through this small port.
 */

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  /** Compare and wishlist failures: "Uh oh!" with the reason beneath. */
  uhOh(message: string): void;
  paymentError(message: string, heading?: string): void;
}

export interface Sanitizer {
  /** Resolves once server HTML can be sanitized (until then views show its text only). */
  load(): Promise<void>;
}

let notifier: Notifier | null = null;
let sanitizer: Sanitizer | null = null;

/** Called once by the runtime (and by the unit tests' shared setup) before any island mounts. */
export function provideUiPorts(ports: { notifier: Notifier; sanitizer: Sanitizer }): void {
  notifier = ports.notifier;
  sanitizer = ports.sanitizer;
}

/** The stores' toasts; the runtime decides how they are shown. */
export const notify: Notifier = {
  success: (message) => notifier?.success(message),
  error: (message) => notifier?.error(message),
  uhOh: (message) => notifier?.uhOh(message),
  paymentError: (message, heading) => notifier?.paymentError(message, heading),
};

export function loadSanitizer(): Promise<void> {
  return sanitizer ? sanitizer.load() : Promise.resolve();
}
