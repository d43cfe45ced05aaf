/** Injected faults (POST /__demo/faults) so tests can prove the islands hold up. */
import { HttpError } from '../core/http';

/**
 * status, slow, malformed, empty and drop answer before the call runs (empty: 200 `{}`, the leanest answer: none of
 * the fields a call may answer, for the spec's "neither … nor …" rules); html is a login page instead of the call (a session
 * timeout); error-page answers the status with the web server's HTML error page instead of JSON (a PHP fatal error
 * behind nginx); notice and drop-after let the call do its work, then spoil the answer (a PHP notice printed before the
 * JSON, or the connection dropped before the answer), so the client cannot tell whether anything changed; late lets the
 * call do its work at once and holds its answer delayMs (an answer slow on the way back: a later call may answer first).
 */
export type FaultKind =
  'status' | 'slow' | 'malformed' | 'empty' | 'drop' | 'html' | 'notice' | 'drop-after' | 'late' | 'error-page';

export interface Fault {
  /** A normalized call path ("/checkout/cart/add"), or a prefix ending in "*". */
  path: string;
  kind: FaultKind;
  status: number;
  delayMs: number;
  /** Requests left to affect; -1 is forever. */
  times: number;
  /** The session that asked for it: only its requests are affected, so parallel tests never trip each other. null: everyone. */
  session: string | null;
}

/** A 200 body that is valid JSON but not any documented shape. */
export const MALFORMED_BODY = { products: 'nope', cart: 'nope', total: null, unexpected: true };

const KINDS: FaultKind[] = [
  'status',
  'slow',
  'malformed',
  'empty',
  'drop',
  'html',
  'notice',
  'drop-after',
  'late',
  'error-page',
];
/** What OpenCart sends after a session timeout: HTTP 200 and its login page. */
export const LOGIN_PAGE_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>Account Login</title></head>
<body><h1>Account Login</h1><form action="/index.php?route=account/login" method="post">
<label for="input-email">E-Mail Address</label><input type="text" name="email" id="input-email">
<label for="input-password">Password</label><input type="password" name="password" id="input-password">
<button type="submit">Login</button></form></body></html>`;

/** What nginx sends when PHP dies (a fatal error): the status and an HTML page, no JSON. */
export const ERROR_PAGE_HTML = (status: number) => `<html>
<head><title>${status} Internal Server Error</title></head>
<body>
<center><h1>${status} Internal Server Error</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** The most common PHP notice printed in front of an OpenCart JSON answer. */
export const PHP_NOTICE =
  '<br />\n<b>Notice</b>:  Undefined index: product_id in <b>/var/www/catalog/controller/checkout/cart.php</b> on line <b>128</b><br />\n';

const FIELDS = ['path', 'kind', 'status', 'delayMs', 'times'];

export class FaultList {
  private faults: Fault[] = [];

  /** Validates a JSON body and adds the fault; throws HttpError(400) naming the bad field. */
  add(body: unknown, normalize: (path: string) => string, session: string | null = null): Fault {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'The fault must be a JSON object.');
    const input = body as Record<string, unknown>;
    for (const key of Object.keys(input)) {
      if (!FIELDS.includes(key)) throw new HttpError(400, `Unknown field "${key}". Expected ${FIELDS.join(', ')}.`);
    }
    if (typeof input.path !== 'string' || !input.path)
      throw new HttpError(400, 'Field "path" must be a non-empty string.');
    if (!KINDS.includes(input.kind as FaultKind))
      throw new HttpError(400, `Field "kind" must be one of ${KINDS.join(', ')}.`);
    const int = (key: string, fallback: number, min: number, max: number): number => {
      const value = input[key] ?? fallback;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        throw new HttpError(400, `Field "${key}" must be an integer from ${min} to ${max}.`);
      }
      return value;
    };
    const times = int('times', 1, -1, 1_000_000);
    if (times === 0) throw new HttpError(400, 'Field "times" must be -1 (forever) or at least 1.');
    const wildcard = input.path.endsWith('*');
    const fault: Fault = {
      path: wildcard ? input.path : normalize(input.path),
      kind: input.kind as FaultKind,
      status: int('status', 500, 100, 599),
      delayMs: int('delayMs', 2000, 0, 120_000),
      times,
      session,
    };
    this.faults.push(fault);
    return fault;
  }

  /** The first fault matching the path (and the requester's session, for a session's fault), consumed by one use. */
  take(path: string, session: string | null = null): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        (f.session === null || f.session === session) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (fault.times > 0) {
      fault.times--;
      if (fault.times === 0) this.faults.splice(index, 1);
    }
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** A session's faults follow it to its new id (a rotated session is the same browser, the same test). */
  move(from: string, to: string): void {
    for (const fault of this.faults) if (fault.session === from) fault.session = to;
  }

  /** Clears a session's own faults, or every fault when asked without a session (and on reset). */
  clear(session: string | null = null): void {
    this.faults = session === null ? [] : this.faults.filter((f) => f.session !== session);
  }
}
