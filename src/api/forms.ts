import { FormLocationsSchema, SubmissionAnswerSchema, type FormLocation } from '../schemas/custom-form';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

/** POST index.php?route=module/forms/getLocations: the stores a store_select field offers (spec 3 §7). */
export function getFormLocations(): Promise<FormLocation[]> {
  return call(FormLocationsSchema, callUrl(endpoint('forms'), 'getLocations'), { method: 'POST', form: {} });
}

export interface Submission {
  origin_url: string;
  form_id: string;
  /** By field id; a checkbox group sends a list. */
  submission_values: Record<string, string | string[]>;
  /** The code of the captcha image, when the form requires one. */
  captcha?: string;
}

/** POST index.php?route=module/forms/postSubmission (form-encoded): success, or the server's error thrown. */
export async function postSubmission(submission: Submission): Promise<string | null> {
  const { captcha, ...fields } = submission;
  const answer = await call(SubmissionAnswerSchema, callUrl(endpoint('forms'), 'postSubmission'), {
    form: captcha === undefined ? fields : { ...fields, captcha },
  });
  return typeof answer.success === 'string' && answer.success ? answer.success : null;
}

/** The demo store's captcha image (index.php?route=tool/captcha); each `nonce` draws a new image and code. */
export function formCaptchaUrl(nonce: number): string {
  return callUrl(endpoint('captcha'), '', { t: nonce });
}
