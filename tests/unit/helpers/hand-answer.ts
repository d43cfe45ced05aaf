/**
 * One call answered by hand on top of the demo store (demo-store.ts): for an answer shape the store does not serve and a
 * real server may send (a stock OpenCart shape, a lean answer). Every other call still goes to the store. A file that
 * uses it says why at its top and is listed in tests/unit/lint/fetch-stubs.test.ts.
 *
 *     handAnswer(store, 'GET /pos/checkout/getVoucher', () => json({ voucher: null }));
 *
 * The request is recorded in the store's request log like the others (with the hand answer).
 */
import { vi } from 'vitest';
import type { DemoSession } from './demo-store';
import type { SentRequest } from './fake-fetch';

export function handAnswer(
  store: DemoSession,
  route: string,
  answer: (request: SentRequest) => Response | Promise<Response>,
): void {
  const storeFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, window.location.href);
      const method = request.method.toUpperCase();
      if (`${method} ${url.pathname}` !== route) return storeFetch(input, init);
      const body = method === 'GET' || method === 'HEAD' ? '' : await request.clone().text();
      const sent = { method, path: url.pathname, url, headers: request.headers, form: new URLSearchParams(body), body };
      store.requests.push(sent);
      const response = await answer(sent);
      Object.assign(sent, { answer: { status: response.status, text: await response.clone().text() } });
      return response;
    }),
  );
}
