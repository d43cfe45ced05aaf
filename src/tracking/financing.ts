// "A financing widget refresh runs after 1 s" (spec 1 §9): buy-now-pay-later widgets re-read the cart total.
import { EVENTS, emit } from '../events';
import { pageState } from '../registry/page';
import { report } from '../registry/report';

export const FINANCING_REFRESH_MS = 1000;

declare global {
  interface Window {
    affirm?: { ui?: { refresh?: () => void } };
  }
}

// A stopped page has no refresh pending.
const state = pageState(() => ({
  timer_: undefined as ReturnType<typeof setTimeout> | undefined,
  stop() {
    clearTimeout(this.timer_);
  },
}));

/** Called after every cart change: 1 s after the last one, refreshes Affirm when present and tells the page. */
export function scheduleFinancingRefresh(): void {
  clearTimeout(state.timer_);
  state.timer_ = setTimeout(() => {
    try {
      window.affirm?.ui?.refresh?.();
    } catch (error) {
      report(error, { action: 'financing widget refresh failed' });
    }
    emit(document, EVENTS.financingRefresh, null);
  }, FINANCING_REFRESH_MS);
}
