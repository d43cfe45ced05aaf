/** The /__demo/ control endpoints: reset, faults and session settings. Never faulted themselves. */
import { HttpError, redirect, safeRedirectTarget, sendJson } from '../core/http';
import { pageConfig, readSettings } from '../core/page-config';
import { normalizeUrl, type Context, type RouteTable } from '../core/router';
import { parseAnswerMode, unknownModeMessage } from './spec-answers';

/** A browser form (Accept: text/html) gets a redirect; fetch callers get JSON. */
function wantsPage(ctx: Context): boolean {
  return (ctx.req.headers.accept ?? '').includes('text/html');
}

/** The caller's session only (its cart, settings, sign-ins, faults), so parallel tests never wipe each other. */
async function reset(ctx: Context): Promise<void> {
  const id = ctx.state.sessions.peek(ctx.req);
  if (id) ctx.state.resetSession(id);
  if (wantsPage(ctx)) return redirect(ctx.res, '/');
  sendJson(ctx.res, 200, { success: 'Your demo session was reset.' });
}

/** Every session, fault and shared record back to the seed: QA's button on the index page. */
async function resetAll(ctx: Context): Promise<void> {
  ctx.state.reset();
  if (wantsPage(ctx)) return redirect(ctx.res, '/');
  sendJson(ctx.res, 200, { success: 'Demo data reset.' });
}

async function faults(ctx: Context): Promise<void> {
  const list = ctx.state.faults;
  if (ctx.req.method === 'DELETE') {
    list.clear(ctx.state.sessions.peek(ctx.req));
    return sendJson(ctx.res, 200, { faults: [] });
  }
  if (ctx.req.method === 'POST') {
    const body = await ctx.json();
    // One fault or a list of them.
    for (const item of Array.isArray(body) ? body : [body])
      list.add(item, (path) => normalizeUrl(path).path, ctx.state.sessions.peek(ctx.req));
  }
  sendJson(ctx.res, 200, { faults: list.list() });
}

async function session(ctx: Context): Promise<void> {
  const current = ctx.session();
  if (ctx.req.method === 'POST') {
    let body = await ctx.json();
    // `answers` is how the calls answer (spec-answers.ts), not a page setting.
    if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'answers' in body) {
      const { answers, ...rest } = body as Record<string, unknown>;
      const mode = parseAnswerMode(answers);
      if (!mode) throw new HttpError(400, unknownModeMessage(answers));
      current.answers = mode;
      body = rest;
    }
    const settings = readSettings(body, current.settings);
    Object.assign(current.settings, settings);
    if (settings.logged_in === false) current.customerId = null;
    if (wantsPage(ctx)) {
      const target =
        typeof body === 'object' && body && 'redirect' in body ? String((body as { redirect: unknown }).redirect) : '/';
      return redirect(ctx.res, safeRedirectTarget(target));
    }
  } else if (ctx.req.method === 'DELETE') {
    current.settings = {};
    current.customerId = null;
    current.answers = 'full';
  }
  sendJson(ctx.res, 200, {
    settings: current.settings,
    answers: current.answers,
    config: pageConfig(current, new URLSearchParams()),
  });
}

export function addDemoCalls(routes: RouteTable): void {
  routes
    .add('/__demo/reset', { methods: ['POST'], kind: 'call', handle: reset })
    .add('/__demo/reset-all', { methods: ['POST'], kind: 'call', handle: resetAll })
    .add('/__demo/faults', { methods: ['GET', 'POST', 'DELETE'], kind: 'call', handle: faults })
    .add('/__demo/session', { methods: ['GET', 'POST', 'DELETE'], kind: 'call', handle: session })
    .add('/__demo/*', {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      kind: 'call',
      handle: () => {
        throw new HttpError(404, 'Unknown demo endpoint.');
      },
    });
}
