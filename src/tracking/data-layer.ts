import { report } from '../registry/report';
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Hands the server's marketing_tracking payload to the tag-manager data layer as it came (its shape is the server's). */
export function pushMarketing(payload: unknown): void {
  if (payload == null || typeof payload !== 'object') return;
  try {
    (window.dataLayer ??= []).push(payload);
  } catch (error) {
    report(error, { action: 'tracking failed' });
  }
}
