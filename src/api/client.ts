import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import * as v from 'valibot';
import { describeIssues } from '../schemas/describe-issues';
import {
  HttpError,
  NetworkError,
  SchemaError,
  ServerMessageError,
  SessionExpiredError,
  TimeoutError,
  UnreadableAnswerError,
} from './errors';
import { toFormBody, type FormValue } from './form';
import { reportSessionExpired } from './session-expiry';

/** The one HTTP client: same-origin cookies, no automatic retries (the user retries), 20 s timeout. */
const http = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 20_000,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});

/** For third-party services (the IP lookup): no cookies, no store headers, so no CORS preflight. */
const anonymousHttp = ky.create({
  credentials: 'omit',
  retry: 0,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

// The staff session's token from the page config (POS pages only); the config store hands it over like the endpoints.
let staffToken = '';

/** Called by the config store whenever the page config changes. */
export function setStaffToken(token: string): void {
  staffToken = token;
}

/** The staff token goes only to the page's own origin (never to a hosted service, never to another site). */
function staffHeader(url: string): Record<string, string> {
  if (!staffToken || typeof location === 'undefined') return {};
  try {
    return new URL(url, location.href).origin === location.origin ? { 'X-Staff-Token': staffToken } : {};
  } catch {
    return {};
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  form?: Record<string, FormValue>;
  /**
   * A body the browser encodes as it stands: FormData is sent multipart (a file upload; the browser writes its
   * Content-Type with the boundary), URLSearchParams form-urlencoded (a theme's own form, serialized as is).
   */
  body?: FormData | URLSearchParams;
  /** A third-party service: no cookies and none of the store's own headers (no CORS preflight). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before a TimeoutError; defaults to the client's 20 s. */
  timeout?: number;
  /** A JSON body (a hosted service's protocol) instead of a form. */
  json?: unknown;
  /** Extra headers; `undefined` removes a default (a hosted service need not accept X-Requested-With). */
  headers?: Record<string, string | undefined>;
  /** The request outlives the page (an analytics event sent as a link is followed). */
  keepalive?: boolean;
}

type Json = Record<string, unknown>;

function flattenMessages(value: unknown, into: string[], fields: Record<string, string>, path = ''): void {
  if (typeof value === 'string') {
    if (value.trim()) {
      into.push(value);
      if (path) fields[path] = value;
    }
  } else if (Array.isArray(value)) {
    value.forEach((item) => flattenMessages(item, into, fields, path));
  } else if (value && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) flattenMessages(item, into, fields, path ? `${path}.${k}` : k);
  }
}

/** Reads `error`, `error_message` and `errors` from an answer; empty when the server reported none. */
export function serverMessages(body: unknown): { messages: string[]; fields: Record<string, string> } {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Json;
    flattenMessages(b.error_message, messages, {});
    flattenMessages(b.error, messages, fields);
    flattenMessages(b.errors, messages, fields);
  }
  return { messages: [...new Set(messages)], fields };
}

/** Sets the given headers; an undefined value removes that default header (Headers would send "undefined"). */
function headerOptions(headers: Record<string, string | undefined>) {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) removed.push(name);
    else set[name] = value;
  }
  return {
    headers: set,
    hooks: { beforeRequest: [(request: Request) => removed.forEach((name) => request.headers.delete(name))] },
  };
}

/** Calls the server and parses the answer through `schema`; throws only the typed errors of ./errors. */
export async function call<S extends v.GenericSchema>(
  schema: S,
  url: string,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  const method = options.method ?? (options.form || options.body || options.json !== undefined ? 'POST' : 'GET');
  let body: unknown;
  try {
    const response = await (options.anonymous ? anonymousHttp : http)(url, {
      method,
      body: options.body ?? (options.form ? toFormBody(options.form) : undefined),
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.headers || staffToken
        ? headerOptions({ ...(options.anonymous ? {} : staffHeader(url)), ...options.headers })
        : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
      signal: options.signal,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    });
    // Read as text first: a dropped body is a network error, an HTML page or a PHP notice is unreadable.
    const text = await response.text();
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new UnreadableAnswerError(`not JSON: ${text.slice(0, 80)}`, url);
    }
  } catch (error) {
    if (error instanceof UnreadableAnswerError) throw error;
    if (error instanceof HTTPError) {
      const status = error.response.status;
      if (status === 401 || status === 403) {
        const expired = new SessionExpiredError(status, url);
        reportSessionExpired(expired);
        throw expired;
      }
      const payload: unknown = await error.response.json().catch(() => null);
      const { messages, fields } = serverMessages(payload);
      if (messages.length) throw new ServerMessageError(messages.join(' '), url, messages, fields, null);
      throw new HttpError(status, url);
    }
    if (error instanceof KyTimeoutError) throw new TimeoutError(`no answer from ${url} in time`, url);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(`could not reach ${url}: ${(error as Error).message}`, url);
  }
  const result = v.safeParse(schema, body);
  const { messages, fields } = serverMessages(body);
  if (messages.length) {
    throw new ServerMessageError(messages.join(' '), url, messages, fields, result.success ? result.output : null);
  }
  if (!result.success)
    throw new SchemaError(`unexpected answer from ${url}: ${describeIssues(result.issues)}`, url, result.issues);
  return result.output;
}
