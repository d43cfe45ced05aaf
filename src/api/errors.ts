import type * as v from 'valibot';

/** The closed set of failures a server call can end in; every api function throws only these. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'unreadable' | 'server';

export const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';

/** Shown for a staff call answered 401/403: nothing was done, nothing is retried, what was typed stays. */
export const SESSION_EXPIRED = 'Your staff session has expired. Sign in again, then try again.';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server answered with a non-2xx status and no message of its own. */
export class HttpError extends ApiError {
  readonly kind = 'http';
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`HTTP ${status} from ${url}`, url);
  }
}

/** The request never got an answer: offline, connection dropped, DNS, CORS. */
export class NetworkError extends ApiError {
  readonly kind = 'network';
}

export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
}

/** The answer was not the documented shape: prior state is kept and the system error is shown. */
export class SchemaError extends ApiError {
  readonly kind = 'schema';
  constructor(
    message: string,
    url: string,
    readonly issues: readonly v.BaseIssue<unknown>[] = [],
  ) {
    super(message, url);
  }
}

/**
 * The answer could not be read (an HTML page such as a login page, a PHP notice before the JSON). The server may
 * still have done the work, so a change answered this way is followed by a re-read of the server's state.
 */
export class UnreadableAnswerError extends ApiError {
  readonly kind = 'unreadable';
}

/** 401/403: the session is not (or no longer) signed in as staff. The call did nothing. */
export class SessionExpiredError extends HttpError {}

/**
 * A change whose outcome is unknown: the answer was unreadable, or the connection dropped or timed out after the
 * request left. The caller re-reads the state from the server before settling the UI.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof UnreadableAnswerError || error instanceof NetworkError || error instanceof TimeoutError;
}

/**
 * The server said what went wrong (error / error_message / errors); `data` is the rest of its answer when it parses.
 * A failure status (4xx, 5xx) with a message always has `data` null; a 2xx answer that parses has it set.
 */
export class ServerMessageError<T = unknown> extends ApiError {
  readonly kind = 'server';
  constructor(
    message: string,
    url: string,
    readonly messages: string[],
    readonly fieldErrors: Record<string, string>,
    readonly data: T | null,
  ) {
    super(message, url);
  }
}

/** The text a user sees for a failed call: the server's own words, the session message, else the spec's system error. */
export function userMessage(error: unknown): string {
  if (error instanceof ServerMessageError) return error.message;
  if (error instanceof SessionExpiredError) return SESSION_EXPIRED;
  return SYSTEM_ERROR;
}
