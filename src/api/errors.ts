import type * as v from 'valibot';

/** The closed set of failures a server call can end in; every api function throws only these. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'server';

export const SYSTEM_ERROR = 'A system error occurred. Contact your administrator.';

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

/** The server said what went wrong (error / error_message / errors); `data` is the rest of its answer when it parses. */
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

/** The text a user sees for a failed call: the server's own words, else the spec's system error. */
export function userMessage(error: unknown): string {
  if (error instanceof ServerMessageError) return error.message;
  return SYSTEM_ERROR;
}
