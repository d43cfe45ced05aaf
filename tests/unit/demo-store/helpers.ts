/** Starts the demo store on a free port and gives each test a cookie-keeping client. */
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDemoServer, type DemoServer } from '../../../demo-pages/server/app';
import { CartEnvelopeSchema, CartSchema, type Cart } from '../../../src/cart/schemas/cart';

export interface TestStore {
  base: string;
  server: DemoServer;
  close(): Promise<void>;
}

export async function startStore(): Promise<TestStore> {
  const server = createDemoServer({ root: process.cwd() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser-like visitor: keeps the DEMO_SESSION cookie between calls. */
export class Visitor {
  cookie = '';
  /** The staff session's token (the page config's staff_token), sent like the islands send it once signed in as staff. */
  staffToken = '';

  constructor(readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('Cookie', this.cookie);
    if (this.staffToken && !headers.has('X-Staff-Token')) headers.set('X-Staff-Token', this.staffToken);
    const res = await fetch(`${this.base}${path}`, { redirect: 'manual', ...init, headers });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    return res;
  }

  /** Form-encoded call, the way the islands' api/ sends it. */
  form(path: string, fields: Record<string, string | number> | string, method = 'POST'): Promise<Response> {
    const body =
      typeof fields === 'string'
        ? fields
        : new URLSearchParams(Object.entries(fields).map(([k, val]) => [k, String(val)])).toString();
    return this.request(path, {
      method,
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    });
  }

  /** JSON POST, the way the QA tools (`/__demo/…`) and the search service take their input. */
  postJson(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  }

  /** A form posted by a browser page (the index page's QA forms): form-encoded, asking for HTML (a redirect). */
  browserForm(path: string, body: string): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    });
  }

  async json(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    const res = await this.request(path, init);
    return (await res.json()) as Record<string, unknown>;
  }

  /** Signs this visitor in as staff (what "Sign in as staff" on /account/login does): staff calls answer from now on. */
  async signInAsStaff(): Promise<this> {
    const res = await this.postJson('/__demo/session', { in_pos_mode: true });
    if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}`);
    const { config } = (await res.json()) as { config: { staff_token?: string } };
    this.staffToken = config.staff_token ?? '';
    return this;
  }

  /** GET getData, parsed through the client's CartSchema. */
  async cart(): Promise<Cart> {
    const res = await this.request('/checkout/cart/getData');
    return v.parse(CartSchema, await res.json());
  }

  /** A cart operation's answer: parsed through CartEnvelopeSchema and its cart through CartSchema. */
  async op(path: string, fields: Record<string, string | number> | string, method = 'POST') {
    const res = await this.form(path, fields, method);
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    const envelope = v.parse(CartEnvelopeSchema, body);
    const cart = v.parse(CartSchema, body.cart);
    return { body, envelope, cart };
  }
}

export function total(cart: Cart, code: string): string | undefined {
  return cart.totals.find((t) => t.code === code)?.text;
}

export async function setFault(base: string, fault: Record<string, unknown>): Promise<Response> {
  return fetch(`${base}/__demo/faults`, {
    method: 'POST',
    body: JSON.stringify(fault),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One demo store per file, reset before each test, with a fresh visitor (new session; staff if asked) each time. */
export function withDemoStore(bind: { store?(s: TestStore): void; visitor?(v: Visitor): void; staff?: boolean }): void {
  let store: TestStore | undefined;
  beforeAll(async () => {
    store = await startStore();
    bind.store?.(store);
  });
  afterAll(() => store?.close());
  beforeEach(async () => {
    await fetch(`${store!.base}/__demo/reset-all`, { method: 'POST' });
    if (!bind.visitor) return;
    const visitor = new Visitor(store!.base);
    if (bind.staff) await visitor.signInAsStaff();
    bind.visitor(visitor);
  });
}

/** A complete product-contact message: the fields the product contact modal posts to productContactEmail. */
export const CONTACT_MESSAGE = {
  pcName: 'Dana',
  pcEmail: 'dana@example.com',
  pcPhone: '614-555-0100',
  pcMessage: 'In stock?',
  pcLocation: 'Summit Parts Co. - Dublin',
  pcLocationEmail: 'dublin@summitparts.example',
};
