import { vi } from 'vitest';

/** One request the code under test sent, as a strict server would read it. */
export interface SentRequest {
  method: string;
  /** Path only, e.g. "/checkout/cart/add". */
  path: string;
  url: URL;
  headers: Headers;
  /** The form-encoded body (empty for GET). */
  form: URLSearchParams;
  /** The raw body (a JSON protocol's), empty for GET. */
  body: string;
}

/** The record of one request as a strict server reads it: its method, address, headers and (form) body. */
export function sentRequest(request: Request, method: string, url: URL, text: string): SentRequest {
  return { method, path: url.pathname, url, headers: request.headers, form: new URLSearchParams(text), body: text };
}

export type Answer = Response | Promise<Response>;
type Handler = (request: SentRequest) => Answer;

/** A JSON answer as the server would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise of an answer that the test settles when it wants (to order answers). */
export function deferred<T = Response>(): {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Stubs the global fetch with a tiny router: `on('POST /checkout/cart/add', handler)`.
 * Every request is recorded in `requests`; an unrouted request fails the test with a 404 and is recorded too.
 */
export function stubFetch() {
  const routes = new Map<string, Handler[]>();
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const method = request.method.toUpperCase();
    const text = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
    const sent = sentRequest(request, method, url, text);
    requests.push(sent);
    const queue = routes.get(`${method} ${url.pathname}`);
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!handler) return json({ error: `no route for ${method} ${url.pathname}` }, 404);
    return handler(sent);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** Answers `METHOD /path`; several calls queue answers in order (the last one repeats). */
    on(route: string, handler: Handler) {
      const list = routes.get(route) ?? [];
      list.push(handler);
      routes.set(route, list);
      return this;
    },
    /** Answers `METHOD /path` with this JSON body (a fresh Response each time). */
    onJson(route: string, body: unknown, status = 200) {
      return this.on(route, () => json(body, status));
    },
    sent(route: string): SentRequest[] {
      return requests.filter((r) => `${r.method} ${r.path}` === route);
    },
  };
}

export type FakeFetch = ReturnType<typeof stubFetch>;
