import { SYSTEM_ERROR } from '../api/errors';
import * as api from '../api/forms';
import type { FormLocation } from '../schemas/custom-form';
import { report, type ActingIsland } from '../registry/report';
import { pageAtom } from '../registry/page';

export interface FormLocationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: FormLocation[];
  error: string | null;
}

/** The stores of store_select fields: one getLocations per page, whatever the number of forms using it. */
export const $formLocations = pageAtom<FormLocationsState>({ status: 'idle', list: [], error: null });

export async function loadFormLocations(): Promise<void> {
  const { status } = $formLocations.get();
  if (status === 'loading' || status === 'ready') return;
  $formLocations.set({ status: 'loading', list: [], error: null });
  try {
    $formLocations.set({ status: 'ready', list: await api.getFormLocations(), error: null });
  } catch (error) {
    const message = report(error, { action: 'form locations could not be loaded', show: 'inline' });
    $formLocations.set({ status: 'error', list: [], error: message });
  }
}

export function formCaptchaSrc(nonce: number): string {
  return api.formCaptchaUrl(nonce);
}

export type SubmissionResult = { ok: true; message: string | null } | { ok: false; error: string };

/** postSubmission; a failure is the server's words, else the system error (the form decides where to show it). */
export async function submitCustomForm(submission: api.Submission, island?: ActingIsland): Promise<SubmissionResult> {
  try {
    return { ok: true, message: await api.postSubmission(submission) };
  } catch (error) {
    return {
      ok: false,
      error: report(error, { island, action: 'form submission failed', show: 'inline' }) || SYSTEM_ERROR,
    };
  }
}
