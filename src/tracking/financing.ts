// "A financing widget refresh runs after 1 s" (spec 1 §9): buy-now-pay-later widgets re-read the cart total.
import { EVENTS, emit } from '../events';
import { report } from '../registry/report';

export const FINANCING_REFRESH_MS = 1000;

declare global {
  interface Window {
    affirm?: { ui?: { refresh?: () => void } };
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Called after every cart change: 1 s after the last one, refreshes Affirm when present and tells the page. */
export function scheduleFinancingRefresh(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    try {
      window.affirm?.ui?.refresh?.();
    } catch (error) {
      report(error, { action: 'financing widget refresh failed' });
    }
    emit(document, EVENTS.financingRefresh, null);
  }, FINANCING_REFRESH_MS);
}

/** A fresh page (the stores' reset) has no refresh pending from the previous one. */
export function cancelFinancingRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
}
