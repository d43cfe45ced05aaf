/** createDemoServer(): the demo store as an http.Server that is not listening yet. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addCartCalls } from './cart/cart-calls';
import { addCheckoutCalls } from './cart/checkout-calls';
import { addCodeCalls } from './cart/code-calls';
import { compress, type Encoding } from './core/compression';
import { addCatalogCalls } from './storefront/catalog-calls';
import { addContactCalls } from './storefront/contact-calls';
import { addContentCalls } from './content/content-calls';
import { addCustomerCalls } from './customer/customer-calls';
import { addCustomerTabsCalls } from './customer/customer-tabs-calls';
import { addDemoCalls } from './qa/demo-calls';
import { ERROR_PAGE_HTML, LOGIN_PAGE_HTML, MALFORMED_BODY, PHP_NOTICE, type Fault } from './qa/faults';
import { HttpError, sendHtml, sendJson } from './core/http';
import { CURRENCIES, withCurrency } from './core/money';
import { sessionCurrency } from './core/page-config';
import { addKioskCalls } from './kiosk/kiosk-calls';
import { addLocatorCalls } from './storefront/locator-calls';
import { addOrderCalls } from './cart/order-calls';
import { addPages, notFound } from './pages';
import { addPosBackofficeCalls } from './back-office/pos-backoffice-calls';
import { addReceiptCalls } from './pos-checkout/receipt-calls';
import { addPosCartCalls } from './pos-checkout/pos-cart-calls';
import { addPosCheckoutCalls } from './pos-checkout/pos-checkout-calls';
import { addPosOrderCalls } from './pos-checkout/pos-order-calls';
import { addSearchCalls } from './search/search-service';
import { freshSeed } from './core/seed';
import { addVehicleCalls } from './vehicle/vehicle-calls';
import { bodyReaders, normalizeUrl, RouteTable, type Context } from './core/router';
import type { Session } from './core/session';
import { answerInMode, parseAnswerMode, unknownModeMessage } from './qa/spec-answers';
import { crossSiteRefusal, isStaffCall, staffRefusal } from './core/staff';
import { addStaffLockCalls } from './core/staff-lock';
import { addAppointmentCalls } from './back-office/appointment-calls';
import { DemoState } from './core/state';
import { answersToggle } from './qa/toggles';

export interface DemoServerOptions {
  /** Project root holding dist/ and demo-pages/; default PARTS_ROOT or the working directory. */
  root?: string;
  /** The store's configured address (links sent to customers); default STORE_URL, else the listening address. */
  storeUrl?: string;
  /** Called once per request with a short log line; default: silent. */
  log?: (line: string) => void;
}

export interface DemoServer extends Server {
  /** The in-memory store, for tests that want to look inside. */
  demoState: DemoState;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const root = options.root ?? process.env.PARTS_ROOT ?? process.cwd();
  const state = new DemoState();
  const routes = new RouteTable();
  addDemoCalls(routes);
  addCartCalls(routes);
  addCodeCalls(routes);
  addCheckoutCalls(routes);
  addOrderCalls(routes);
  addCatalogCalls(routes);
  addLocatorCalls(routes);
  addContactCalls(routes);
  addContentCalls(routes);
  addVehicleCalls(routes);
  addKioskCalls(routes);
  addPages(routes);
  addPosCartCalls(routes);
  addPosOrderCalls(routes);
  addPosBackofficeCalls(routes);
  addPosCheckoutCalls(routes);
  addReceiptCalls(routes);
  addStaffLockCalls(routes);
  addAppointmentCalls(routes);
  addCustomerCalls(routes);
  addCustomerTabsCalls(routes);
  addSearchCalls(routes, freshSeed());
  // Last: the vehicle service routes only what no other module does.

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { path, query } = normalizeUrl(req.url ?? '/');
    const method = req.method ?? 'GET';
    options.log?.(`${method} ${path}`);
    const route = routes.match(path);

    let fault: Fault | undefined;
    const readers = bodyReaders(req);
    if (!path.startsWith('/__demo/')) {
      fault = state.faults.take(path, state.sessions.peek(req));
      if (fault?.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'status') return sendJson(res, fault.status, { error: 'Injected fault' });
      if (fault?.kind === 'malformed') return sendJson(res, 200, MALFORMED_BODY);
      if (fault?.kind === 'empty') return sendJson(res, 200, {});
      if (fault?.kind === 'html') return sendHtml(res, 200, LOGIN_PAGE_HTML);
      if (fault?.kind === 'error-page') return sendHtml(res, fault.status, ERROR_PAGE_HTML(fault.status));
      if (fault?.kind === 'slow') {
        // The body is read now: a client that gives up meanwhile does not stop the call (a late request still lands).
        readers.text().catch(() => undefined);
        await sleep(fault.delayMs);
      }
      if (fault?.kind === 'notice') spoilAnswer(req, res, 'notice');
      if (fault?.kind === 'drop-after') spoilAnswer(req, res, 'drop');
      if (fault?.kind === 'late') holdAnswer(res, fault.delayMs);
    }

    if (!route) {
      if (method === 'GET' || method === 'HEAD') {
        // A page-like path gets the store's 404 page; anything else a JSON error.
        if (!/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/api/')) {
          return notFound(makeContext(req, res, path, query, readers));
        }
      }
      return sendJson(res, 404, { error: `No route ${path}.` });
    }
    if (!route.methods.includes(method)) {
      return sendJson(
        res,
        405,
        {
          error: `Method ${method} is not allowed for ${path}; use ${route.methods.filter((m) => m !== 'HEAD').join(' or ')}.`,
        },
        { Allow: route.methods.join(', ') },
      );
    }
    // The one staff check (staff.ts decides by route): before the handler, so a refused call changes nothing.
    if (isStaffCall(path, route)) {
      const session = state.sessions.find(req);
      const refusal = staffRefusal(session) ?? crossSiteRefusal(req, path, session);
      if (refusal) return sendJson(res, refusal.status, { error: refusal.error });
    }
    const ctx = makeContext(req, res, path, query, readers);
    // The answer mode: `?demo_answers=spec|full` on any request sets it for the session; calls answer in it.
    const toggle = answersToggle(query);
    const chosen = toggle === null ? null : parseAnswerMode(toggle);
    if (toggle !== null && !chosen) return sendJson(res, 400, { error: unknownModeMessage(toggle) });
    if (chosen) ctx.session().answers = chosen;
    answerInMode(res, path, chosen ?? state.sessions.find(req)?.answers ?? 'full');
    try {
      // The currency switch (spec 3 §2): `?currency=EUR` on a page is kept in the session, as OpenCart's startup
      // does; every price text of the request is in the session's currency.
      const chosen = query.get('currency')?.toUpperCase();
      if (route.kind === 'page' && chosen && CURRENCIES[chosen]) ctx.session().currency = chosen;
      await withCurrency(sessionCurrency(state.sessions.find(req)), () => route.handle(ctx));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        if (route.kind === 'page' && error.status === 404) return notFound(ctx);
        if (route.kind === 'asset') {
          res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
          res.end(error.message);
          return;
        }
        return sendJson(res, error.status, { error: error.message }, error.headers);
      }
      options.log?.(
        `Error on ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, { error: 'Internal server error.' });
    }
  }

  /** Lets the call do its work at once and sends its answer delayMs later, as it was written. */
  function holdAnswer(res: ServerResponse, delayMs: number): void {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    let head: unknown[] | null = null;
    res.writeHead = ((...args: unknown[]) => {
      head = args;
      return res;
    }) as ServerResponse['writeHead'];
    res.end = ((...args: unknown[]) => {
      setTimeout(() => {
        if (head) writeHead(...head);
        end(...args);
      }, delayMs);
      return res;
    }) as ServerResponse['end'];
  }

  /** Lets the call do its work, then prints a PHP notice before its answer or drops the connection instead of it. */
  function spoilAnswer(req: IncomingMessage, res: ServerResponse, how: 'notice' | 'drop'): void {
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    let head: [number, Record<string, unknown>] = [200, {}];
    res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
      head = [status, { ...headers }];
      return res;
    }) as ServerResponse['writeHead'];
    res.end = ((chunk?: unknown) => {
      const [status, headers] = head;
      // The answer as the call wrote it: undo its compression (compression.ts) and redo it on the spoiled answer.
      const encoding = (headers['Content-Encoding'] ?? null) as Encoding;
      const sent = chunk === undefined ? Buffer.alloc(0) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      const body = encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
      delete headers['Content-Encoding'];
      if (how === 'drop') {
        // Headers and half the body, then the drop: with no byte at all Chromium silently resends the POST.
        writeHead(status, { ...headers, 'Content-Length': body.length });
        res.write(body.subarray(0, Math.floor(body.length / 2)));
        res.flushHeaders();
        setTimeout(() => req.socket.destroy(), 20);
        return res;
      }
      // PHP sent its default headers with the notice: text/html, and no length.
      delete headers['Content-Length'];
      res.removeHeader('Content-Length');
      const spoiled = Buffer.concat([Buffer.from(PHP_NOTICE), body]);
      writeHead(status, {
        ...headers,
        'Content-Type': 'text/html; charset=UTF-8',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      return end(encoding ? compress(spoiled, encoding, 5) : spoiled);
    }) as ServerResponse['end'];
  }

  function makeContext(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
    readers: Pick<Context, 'form' | 'json' | 'text'>,
  ): Context {
    let session: Session | undefined;
    return {
      req,
      res,
      path,
      query,
      state,
      root,
      session: () => (session ??= state.sessions.get(req, res)),
      ...readers,
    };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(`Unhandled: ${String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error.' });
      else res.destroy();
    });
  }) as DemoServer;
  server.demoState = state;
  state.storeUrl = options.storeUrl ?? process.env.STORE_URL ?? '';
  server.on('listening', () => {
    const address = server.address();
    if (state.storeUrl || !address || typeof address === 'string') return;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    state.storeUrl = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  });
  return server;
}
