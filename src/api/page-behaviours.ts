// The legacy theme's page-behaviour calls (spec 3 §7), made by the enhancers' lazy parts (src/enhancers/lazy).
import { ScheduleAnswerSchema, UndescribedAnswerSchema } from '../schemas/page-behaviours';
import { call } from './client';
import { SchemaError, ServerMessageError, UnreadableAnswerError } from './errors';

/** The schedule-appointment route (spec 3 §7), at the store's root whatever the page's endpoints. */
export const SCHEDULE_URL = '/index.php?route=information/schedule_appointment';

/** The server answered (2xx) with its own `error`, rather than with a failure status. */
export function answeredWithError(error: unknown): error is ServerMessageError {
  return error instanceof ServerMessageError && error.data !== null;
}

/**
 * POST information/schedule_appointment with the theme's form serialized as it stands. Resolves on `success`; the
 * server's `error` answer is a ServerMessageError ({@link answeredWithError}); an answer with neither is a SchemaError;
 * every other failure is the client's typed error.
 */
export async function scheduleAppointment(form: URLSearchParams): Promise<void> {
  const answer = await call(ScheduleAnswerSchema, SCHEDULE_URL, { method: 'POST', body: form });
  if (!answer.success) throw new SchemaError(`unexpected answer from ${SCHEDULE_URL}: no success`, SCHEDULE_URL);
}

/** A legacy cart row's total code (coupon, voucher, reward …): lower-case letters and `_` only. */
export const CART_CODE = /^[a-z_]+$/;

/**
 * GET index.php?route=checkout/{code}/remove (spec 3 §7). The spec describes no answer ("then the page reloads"), so
 * any 2xx is done, whatever it holds (not JSON, or an `error`): the caller re-reads the cart (the page reloads).
 * A failure status, no answer or a timeout is thrown as the client's typed error.
 */
export async function removeCartCode(code: string): Promise<void> {
  if (!CART_CODE.test(code)) throw new Error(`not a cart code: ${code}`);
  try {
    await call(UndescribedAnswerSchema, `/index.php?route=checkout/${code}/remove`);
  } catch (error) {
    if (!(error instanceof UnreadableAnswerError || answeredWithError(error))) throw error;
  }
}
