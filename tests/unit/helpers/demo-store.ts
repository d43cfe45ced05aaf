/**
 * The strict demo store, in process, behind the unit tests' fetch: one store per test file on a random port, one demo
 * session (its cookie) per test, and that session's faults set over the store's QA endpoint the way the browser tests
 * set them (POST /__demo/faults). The code under test calls its usual same-origin paths ("/checkout/cart/getData");
 * the stubbed fetch sends them to the store with the test's cookie and records each request, so a test can read what
 * was sent as well as what the store now holds.
 *
 *     const store = demoStore();              // at the top of the file (registers its own hooks)
 *     await store.fault({ path: '/checkout/cart/add', kind: 'status', status: 500 });
 *     await store.form('/checkout/cart/add', { product_id: 1, quantity: 1 });   // set-up in this test's session
 *     expect(store.sent('POST /checkout/cart/add')).toHaveLength(1);
 *
 * Only `createDemoServer` is imported from the store; everything else goes over HTTP, as a browser's would. Demo
 * customers and orders are shared by the file's tests (sessions are not): use data of the test's own.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDemoServer, type DemoServer } from '../../../demo-pages/server/app';
import { sentRequest, type SentRequest } from './fake-fetch';

export type FaultKind =
  'status' | 'slow' | 'malformed' | 'empty' | 'drop' | 'html' | 'notice' | 'drop-after' | 'late' | 'error-page';
/** What POST /__demo/faults takes (demo-pages/server/faults.ts): one call path (or a prefix ending in "*"). */
export interface Fault {
  path: string;
  kind: FaultKind;
  status?: number;
  delayMs?: number;
  /** Requests to affect (default 1; -1 forever). */
  times?: number;
}

interface Answer {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A request the code under test sent, with the store's answer once it came (status and raw text). */
export interface StoreRequest extends SentRequest {
  answer?: { status: number; text: string };
}

export interface DemoSession {
  /** The store's address (http://127.0.0.1:port). */
  readonly base: string;
  /** Every request the code under test sent in this test, in order (QA and set-up calls are not in it). */
  readonly requests: StoreRequest[];
  /** The requests sent to `METHOD /path`. */
  sent(route: string): StoreRequest[];
  /** Injects faults on this test's session only (parallel tests never trip each other). */
  fault(fault: Fault | Fault[]): Promise<void>;
  /** A call in this test's session, not recorded: for set-up, and for reading what the store holds afterwards. */
  call(path: string, init?: { method?: string; body?: string; headers?: Record<string, string> }): Promise<Response>;
  /** A form-encoded call in this session (as the api client sends it); its JSON answer. Throws on a status >= 400. */
  form(path: string, fields: Record<string, string | number>, method?: string): Promise<Record<string, unknown>>;
  /** A GET in this session; its JSON answer. Throws on a status >= 400. */
  json(path: string): Promise<Record<string, unknown>>;
  /**
   * Session settings (POST /__demo/session: in_pos_mode, logged_in, guest_checkout, answers …); returns the page
   * config the store would render for the session, ready for setConfig() in tests/unit/helpers/config.ts.
   */
  settings(body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Signs the session in as staff (what "Sign in as staff" does): the page config with its staff_token. */
  signInAsStaff(settings?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Waits until every call the code under test sent has its answer (so nothing of a test's page outlives it). */
  answered(): Promise<void>;
}

/** Starts the store for this file and gives each test a fresh session with fetch pointed at it. */
export function demoStore(): DemoSession {
  let server: DemoServer | null = null;
  let base = '';
  let cookie = '';
  let staffToken = '';
  let requests: StoreRequest[] = [];
  /** The page's origin, read before a test can stub window.location. */
  let pageOrigin = '';

  /** One HTTP exchange with the store in this test's session; the session cookie follows Set-Cookie. */
  const exchange = (
    method: string,
    pathAndQuery: string,
    headers: Record<string, string>,
    body: Uint8Array | null,
    signal?: AbortSignal | null,
    pageCookies = '',
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
      if (signal?.aborted) return reject(signal.reason ?? abortError());
      const req = httpRequest(`${base}${pathAndQuery}`, {
        method,
        headers: {
          ...headers,
          ...(cookie || pageCookies ? { Cookie: [pageCookies, cookie].filter(Boolean).join('; ') } : {}),
        },
      });
      const onAbort = () => {
        req.destroy();
        reject(signal?.reason ?? abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          const set = res.headers['set-cookie']?.[0];
          if (set) cookie = set.split(';')[0] ?? '';
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
        // A connection dropped mid-answer: what a browser reports as a failed fetch.
        res.on('error', () => reject(new TypeError('Failed to fetch')));
      });
      // A dropped connection (the "drop" fault): fetch rejects with a TypeError, as in a browser.
      req.on('error', () => {
        signal?.removeEventListener('abort', onAbort);
        if (!signal?.aborted) reject(new TypeError('Failed to fetch'));
      });
      req.end(body ? Buffer.from(body) : undefined);
    });

  /** A fetch Response (the environment's own class) of an answer; Set-Cookie stays with the session, as in a browser. */
  const toResponse = (answer: Answer): Response => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  };

  /** The page's fetch: same-origin calls go to the store in this test's session and are recorded. */
  const forward = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    let url = new URL(request.url, `${pageOrigin}/`);
    let method = request.method.toUpperCase();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    let body: Uint8Array | null =
      method === 'GET' || method === 'HEAD' ? null : new Uint8Array(await request.clone().arrayBuffer());
    const text = body ? new TextDecoder().decode(body) : '';
    const sent: StoreRequest = sentRequest(request, method, url, text);
    requests.push(sent);
    if (url.origin !== pageOrigin) throw new TypeError(`Failed to fetch ${url.href}: not the store's origin`);
    // The page's own cookies (document.cookie) go along, as a browser sends them on a same-origin call.
    let answer = await exchange(method, url.pathname + url.search, headers, body, request.signal, document.cookie);
    for (let hops = 0; REDIRECTS.has(answer.status) && request.redirect !== 'manual' && hops < 5; hops++) {
      url = new URL(String(answer.headers.location), url);
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = 'GET';
        body = null;
        delete headers['content-type'];
      }
      answer = await exchange(method, url.pathname + url.search, headers, body, request.signal, document.cookie);
    }
    sent.answer = { status: answer.status, text: answer.body.toString('utf8') };
    return toResponse(answer);
  };

  const direct = async (
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> => {
    const body = init.body === undefined ? null : new TextEncoder().encode(init.body);
    const headers = { ...(staffToken ? { 'X-Staff-Token': staffToken } : {}), ...init.headers };
    return toResponse(await exchange(init.method ?? 'GET', path, headers, body));
  };

  const readJson = async (path: string, response: Response): Promise<Record<string, unknown>> => {
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const postJson = async (path: string, data: unknown) =>
    readJson(
      path,
      await direct(path, {
        method: 'POST',
        body: JSON.stringify(data),
        headers: { 'Content-Type': 'application/json' },
      }),
    );

  beforeAll(async () => {
    // A real round trip (and the first one's imports) on a machine the suite shares: findBy* waits up to 5 s, not 1 s.
    configure({ asyncUtilTimeout: 5000 });
    server = createDemoServer({ root: process.cwd() });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  );

  beforeEach(async () => {
    cookie = '';
    staffToken = '';
    pageOrigin = window.location.origin;
    requests = [];
    // A fresh browser: no page cookie (a pickup store, a filter) left from the previous test.
    for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()))
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    // A session of the test's own from the start, so faults and settings set before the first call apply to it.
    await readJson('/__demo/session', await direct('/__demo/session'));
    vi.stubGlobal('fetch', vi.fn(forward));
  });

  const session: DemoSession = {
    get base() {
      return base;
    },
    get requests() {
      return requests;
    },
    sent: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    async fault(fault) {
      await postJson('/__demo/faults', fault);
    },
    call: direct,
    async form(path, fields, method = 'POST') {
      const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      return readJson(
        path,
        await direct(path, {
          method,
          body,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        }),
      );
    },
    json: async (path) => readJson(path, await direct(path)),
    async settings(body) {
      const { config } = (await postJson('/__demo/session', body)) as { config: Record<string, unknown> };
      return config;
    },
    async signInAsStaff(settings = {}) {
      const config = await session.settings({ in_pos_mode: true, ...settings });
      staffToken = String(config.staff_token ?? '');
      return config;
    },
    answered: () => vi.waitFor(() => expect(requests.filter((r) => !r.answer)).toEqual([])),
  };
  return session;
}
