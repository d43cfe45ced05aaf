/** OpenCart-style routing: `/index.php?route=checkout/cart/getData` is `/checkout/cart/getData`. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, mediaType, readBody } from './http';
import { parseForm, type FormData } from './form';
import type { Session } from './session';
import type { DemoState } from './state';

export interface NormalizedUrl {
  path: string;
  query: URLSearchParams;
}

const FRONT_CONTROLLER = /^\/(?:catalog\/)?index\.php$/;

export function normalizeUrl(raw: string): NormalizedUrl {
  const url = new URL(raw, 'http://demo.invalid');
  const query = new URLSearchParams(url.searchParams);
  let path = url.pathname;
  if (FRONT_CONTROLLER.test(path)) {
    // OpenCart 4 writes the method as "checkout/cart.add" or "checkout/cart|add".
    const route = (query.get('route') ?? '').replace(/[.|](?=[A-Za-z_]+$)/, '/');
    query.delete('route');
    path = `/${route}`;
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path, query };
}

export type RouteKind = 'call' | 'page' | 'asset';

export interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  query: URLSearchParams;
  state: DemoState;
  root: string;
  /** The visitor's session (created, with its cookie, on first use). */
  session(): Session;
  /** The form-encoded body; HTTP 415 for any other content type. */
  form(): Promise<FormData>;
  /** A JSON body (for the /__demo/ control endpoints); form bodies are accepted too. */
  json(): Promise<unknown>;
  /** The raw body, read once (a fault that read it first does not leave the call waiting). */
  text(): Promise<string>;
}

export interface Route {
  methods: string[];
  kind: RouteKind;
  handle(ctx: Context): Promise<void> | void;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

export function bodyReaders(req: IncomingMessage): Pick<Context, 'form' | 'json' | 'text'> {
  let body: Promise<string> | undefined;
  const text = () => (body ??= readBody(req));
  return {
    text,
    async form() {
      const raw = await text();
      const type = mediaType(req);
      if ((raw.length > 0 || type !== '') && type !== FORM_TYPE) {
        throw new HttpError(415, `Content-Type must be ${FORM_TYPE}, got "${type || 'none'}".`);
      }
      return parseForm(raw);
    },
    async json() {
      const raw = await text();
      const type = mediaType(req);
      if (type === FORM_TYPE) return parseForm(raw);
      if (raw.trim() === '') return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new HttpError(400, 'The body is not valid JSON.');
      }
    },
  };
}

export class RouteTable {
  private exact = new Map<string, Route>();
  private prefixes: [string, Route][] = [];

  add(path: string, route: Route): this {
    if (path.endsWith('*')) this.prefixes.push([path.slice(0, -1), route]);
    else this.exact.set(path, route);
    return this;
  }

  match(path: string): Route | undefined {
    return this.exact.get(path) ?? this.prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
  }
}

/** A documented call (JSON) answering `methods`; `get` and `post` for one method. */
export const call = (methods: string[], handle: Route['handle']): Route => ({ methods, kind: 'call', handle });
export const get = (handle: Route['handle']): Route => call(['GET'], handle);
export const post = (handle: Route['handle']): Route => call(['POST'], handle);
/** A demo page (HTML) answering `methods`, GET by default. */
export const page = (handle: Route['handle'], methods = ['GET']): Route => ({ methods, kind: 'page', handle });
