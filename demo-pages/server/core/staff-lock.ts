/**
 * The lockable staff session (spec 2 §6 "A locked POS state exists"): the store's staff users, who is signed in on a
 * session, POST /__demo/staff-lock (QA and tests lock or expire a staff session), and the locked screen's two calls,
 * GET /pos/login (who was signed in) and POST /pos/login (sign in again). Both are open to a session that is not
 * staff (staff.ts SIGN_IN_CALLS): they are how a session becomes staff again.
 */
import { checkFields, stringField } from './form';
import { HttpError, redirect, safeRedirectTarget, sendJson } from './http';
import type { Context, RouteTable } from './router';
import type { Session } from './session';

export interface StaffUser {
  user_id: number;
  username: string;
  name: string;
  /** Demo passwords: documented in demo-pages/README.md. */
  password: string;
}

/** The counter staff and the installers (appointment-calls.ts lists the installers among them). */
export const STAFF_USERS: readonly StaffUser[] = [
  { user_id: 1, username: 'sam', name: 'Sam Ortiz', password: 'counter' },
  { user_id: 2, username: 'jordan', name: 'Jordan Lee', password: 'install' },
  { user_id: 3, username: 'chris', name: 'Chris Patel', password: 'install' },
  { user_id: 4, username: 'morgan', name: 'Morgan Diaz', password: 'install' },
];

interface StaffState {
  userId: number;
  locked: boolean;
}

// Per session object: a session reset replaces the object, and with it this state.
const states = new WeakMap<Session, StaffState>();

function stateOf(session: Session): StaffState {
  let state = states.get(session);
  if (!state) {
    state = { userId: STAFF_USERS[0]!.user_id, locked: false };
    states.set(session, state);
  }
  return state;
}

/** Whether a staff session was locked or expired (POST /__demo/staff-lock): staff calls answer 401 until signing in. */
export function isLocked(session: Session | undefined): boolean {
  return session ? states.get(session)?.locked === true : false;
}

/** The staff user signed in on this session (Sam Ortiz after the demo's "Sign in as staff"). */
export function staffUserOf(session: Session): StaffUser {
  const { userId } = stateOf(session);
  return STAFF_USERS.find((u) => u.user_id === userId) ?? STAFF_USERS[0]!;
}

const userView = (user: StaffUser) => ({ user_id: user.user_id, username: user.username, name: user.name });

/** POST /__demo/staff-lock {locked?: boolean}: locks (default) or unlocks this session's staff sign-in. */
async function staffLock(ctx: Context): Promise<void> {
  const body = ((await ctx.json()) ?? {}) as Record<string, unknown>;
  const locked = ![false, '0', 'false'].includes(body.locked as never);
  stateOf(ctx.session()).locked = locked;
  // A QA button (a browser form) goes back to its page.
  if ((ctx.req.headers.accept ?? '').includes('text/html'))
    return redirect(ctx.res, safeRedirectTarget(String(body.redirect ?? '/')));
  sendJson(ctx.res, 200, { locked });
}

/** GET /pos/login: { locked, user } — the user is the one last signed in on this session, null if none was. */
function loginStatus(ctx: Context): void {
  const session = ctx.session();
  const signedIn = session.settings.in_pos_mode === true;
  sendJson(ctx.res, 200, {
    locked: isLocked(session) || !signedIn,
    user: signedIn || states.has(session) ? userView(staffUserOf(session)) : null,
  });
}

/** POST /pos/login (username, password): signs the session in as staff and unlocks it; a wrong pair is an error. */
async function login(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { username: { kind: 'string', required: true }, password: { kind: 'string', required: true } });
  const username = stringField(form, 'username').trim().toLowerCase();
  const user = STAFF_USERS.find((u) => u.username === username && u.password === stringField(form, 'password'));
  if (!user) return sendJson(ctx.res, 200, { error: 'Incorrect username or password.' });
  const session = ctx.session();
  const state = stateOf(session);
  state.userId = user.user_id;
  state.locked = false;
  session.settings.in_pos_mode = true;
  sendJson(ctx.res, 200, { success: `Welcome back, ${user.name}.`, user: userView(user) });
}

export function addStaffLockCalls(routes: RouteTable): void {
  routes.add('/__demo/staff-lock', { methods: ['POST'], kind: 'call', handle: staffLock }).add('/pos/login', {
    methods: ['GET', 'POST'],
    kind: 'call',
    handle: (ctx) => {
      if (ctx.req.method === 'GET') return loginStatus(ctx);
      if (ctx.req.method === 'POST') return login(ctx);
      throw new HttpError(405, 'Use GET or POST.');
    },
  });
}
