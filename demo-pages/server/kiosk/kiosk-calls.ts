/**
 * Kiosk calls (spec 3 §7, spec 1 §7): GET /account/logout/clearSession, POST /tool/kiosk/video, the splash videos,
 * the kiosk settings per session (with the QA toggles), and the page-behaviour calls of the legacy theme:
 * POST information/schedule_appointment and GET checkout/{code}/remove. GET /__demo/kiosk shows what was received.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFields, stringField } from '../core/form';
import { HttpError, redirect, safeRedirectTarget, sendJson } from '../core/http';
import { mount } from '../core/html';
import type { Context, RouteTable } from '../core/router';
import type { Session } from '../core/session';
import { kioskToggles } from '../qa/toggles';
import { replyWithCart } from '../cart/session-cart';

export interface KioskVideo {
  id: number;
  url: string;
  title: string;
}

/** Kiosk settings (spec 3 §3): timers in minutes. */
export interface KioskSettings {
  kiosk_videos: KioskVideo[];
  kiosk_idle_timer: number;
  kiosk_prompt_timer: number;
  kiosk_homepage: string;
}

export interface VideoReport {
  video_id: string;
  start_date: string;
  end_date: string;
}

export const KIOSK_VIDEOS: KioskVideo[] = [
  { id: 1, url: '/image/kiosk/kiosk-1.webm', title: 'Brakes that stop on a dime' },
  { id: 2, url: '/image/kiosk/kiosk-2.webm', title: 'Light up the trail' },
  { id: 3, url: '/image/kiosk/kiosk-3.webm', title: 'Lift it, level it' },
];
/** A video the demo does not have: the island must skip it (QA toggle `demo_kiosk_videos=broken`). */
export const BROKEN_VIDEO: KioskVideo = { id: 9, url: '/image/kiosk/missing.webm', title: 'Missing video' };

const defaults = (): KioskSettings => ({
  kiosk_videos: KIOSK_VIDEOS.map((v) => ({ ...v })),
  kiosk_idle_timer: 5,
  kiosk_prompt_timer: 1,
  kiosk_homepage: '/common/home',
});
/** QA toggle `?demo_kiosk_timers=short`: the prompt after 15 s alone, the reset after 30 s. */
const SHORT = { kiosk_idle_timer: 0.5, kiosk_prompt_timer: 0.25 };

interface KioskSession {
  settings: KioskSettings;
  reports: VideoReport[];
  clears: number;
  appointments: Record<string, string>[];
}
const kiosk = new WeakMap<Session, KioskSession>();

function kioskSession(session: Session): KioskSession {
  let found = kiosk.get(session);
  if (!found) kiosk.set(session, (found = { settings: defaults(), reports: [], clears: 0, appointments: [] }));
  return found;
}

/** The kiosk mount point every page carries in kiosk mode; query toggles persist in the session. */
export function kioskMount(ctx: Context): string {
  const settings = kioskSession(ctx.session()).settings;
  const { timers, videos } = kioskToggles(ctx.query);
  if (timers === 'short') Object.assign(settings, SHORT);
  if (timers === 'default') Object.assign(settings, { kiosk_idle_timer: 5, kiosk_prompt_timer: 1 });
  if (videos === 'broken') settings.kiosk_videos = [BROKEN_VIDEO, ...KIOSK_VIDEOS];
  if (videos === 'default') settings.kiosk_videos = defaults().kiosk_videos;
  return mount('kiosk', { props: settings, className: 'kiosk-mount' });
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function videoReport(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const required = { kind: 'string', required: true } as const;
  checkFields(form, { video_id: { kind: 'int', required: true }, start_date: required, end_date: required });
  const report = {
    video_id: stringField(form, 'video_id'),
    start_date: stringField(form, 'start_date'),
    end_date: stringField(form, 'end_date'),
  };
  for (const key of ['start_date', 'end_date'] as const) {
    if (!DATE_TIME.test(report[key]))
      throw new HttpError(400, `Field "${key}" must be "YYYY-MM-DD HH:MM:SS", got ${JSON.stringify(report[key])}.`);
  }
  if (report.end_date < report.start_date) throw new HttpError(400, 'Field "end_date" is before "start_date".');
  const session = kioskSession(ctx.session());
  if (!session.settings.kiosk_videos.some((v) => String(v.id) === report.video_id))
    throw new HttpError(400, `Field "video_id": no kiosk video ${report.video_id}.`);
  session.reports.push(report);
  sendJson(ctx.res, 200, { success: true });
}

/** Settings that belong to a shopper's sign-in, not to the kiosk: they do not pass to the next shopper. */
const SHOPPER_SETTINGS = new Set(['logged_in', 'in_pos_mode', 'saved_vehicle']);
/** Cookies the store's server sets for a shopper (the language form, the currency choice). */
export const SHOPPER_SERVER_COOKIES = ['language', 'currency'];

/**
 * The kiosk's next shopper starts clean: a new session (new id and cookie, as a real store's session_regenerate_id)
 * with nothing of the old one's cart, codes, customer, vehicle, compare list, currency or sign-in; the kiosk's own
 * settings (kiosk mode, timers, videos, page settings) stay with the device, and so do the session's demo faults.
 * The language and currency cookies go too.
 */
function clearSession(ctx: Context): void {
  const old = ctx.state.sessions.find(ctx.req);
  const session = ctx.state.sessions.rotate(ctx.req, ctx.res, (from, to) => {
    for (const [key, value] of Object.entries(from.settings))
      if (!SHOPPER_SETTINGS.has(key)) to.settings[key] = structuredClone(value);
    const device = kiosk.get(from);
    if (device) kiosk.set(to, device);
    to.answers = from.answers; // QA's answer mode is the device's setting, not the shopper's
  });
  if (old) ctx.state.faults.move(old.id, session.id);
  const cookies = ctx.res.getHeader('Set-Cookie');
  ctx.res.setHeader('Set-Cookie', [
    ...(Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]),
    ...SHOPPER_SERVER_COOKIES.map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`),
  ]);
  kioskSession(session).clears++;
  sendJson(ctx.res, 200, { success: true });
}

async function video(ctx: Context): Promise<void> {
  const name = ctx.path.slice('/image/kiosk/'.length);
  if (!/^kiosk-[1-3]\.webm$/.test(name)) throw new HttpError(404, 'Not found.');
  const body = await readFile(join(ctx.root, 'demo-pages', 'videos', name));
  ctx.res.writeHead(200, { 'Content-Type': 'video/webm', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  ctx.res.end(body);
}

async function demoKiosk(ctx: Context): Promise<void> {
  const session = kioskSession(ctx.session());
  if (ctx.req.method === 'POST') {
    const body = (await ctx.json()) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (key === 'kiosk_idle_timer' || key === 'kiosk_prompt_timer') {
        const minutes = Number(value);
        if (!(minutes > 0)) throw new HttpError(400, `Setting "${key}" must be a positive number of minutes.`);
        session.settings[key] = minutes;
      } else if (key === 'kiosk_videos' && Array.isArray(value)) {
        session.settings.kiosk_videos = value as KioskVideo[];
      } else if (key === 'kiosk_homepage' && typeof value === 'string') {
        session.settings.kiosk_homepage = value;
      } else throw new HttpError(400, `Unknown kiosk setting "${key}".`);
    }
  }
  sendJson(ctx.res, 200, {
    settings: session.settings,
    reports: session.reports,
    clears: session.clears,
    appointments: session.appointments,
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Serialized form of the schedule-appointment modal; errors are HTML, as the theme's controller answers them. */
async function scheduleAppointment(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const text = { kind: 'string' } as const;
  checkFields(form, { name: text, email: text, telephone: text, date: text, service: text, comment: text });
  const field = (k: string) => stringField(form, k).trim();
  const problems: string[] = [];
  if (field('name').length < 2) problems.push('Name must be between 2 and 32 characters!');
  if (!EMAIL.test(field('email'))) problems.push('E-Mail Address does not appear to be valid!');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(field('date'))) problems.push('Please choose a preferred date.');
  if (problems.length) {
    // The store's message markup, plus what a careless template might let through: the client must sanitize it.
    const list = problems.map((p) => `<li>${p}</li>`).join('');
    return sendJson(ctx.res, 200, {
      error: `<strong>Warning:</strong> please check the form.<ul>${list}</ul><img src="/x" onerror="window.__pwned=1" alt="">`,
    });
  }
  kioskSession(ctx.session()).appointments.push({
    name: field('name'),
    email: field('email'),
    telephone: field('telephone'),
    date: field('date'),
    service: field('service'),
    comment: field('comment'),
  });
  sendJson(ctx.res, 200, { success: 'Request sent successfully!' });
}

/** GET checkout/{code}/remove (legacy cart rows): takes the code off the cart; the theme then reloads. */
function removeTotal(code: 'coupon' | 'voucher') {
  return (ctx: Context) => {
    const checkout = ctx.session().checkout;
    if (code === 'coupon') checkout.coupon = null;
    else checkout.vouchers = [];
    replyWithCart(ctx, { success: `Success: Your ${code === 'coupon' ? 'coupon' : 'gift voucher'} has been removed!` });
  };
}

/** OpenCart's language form (code, redirect): the choice is a cookie, then back to the page. */
async function language(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { code: { kind: 'string', required: true }, redirect: { kind: 'string' } });
  const code = stringField(form, 'code');
  if (!/^[a-z]{2}-[a-z]{2}$/.test(code)) throw new HttpError(400, `Field "code" is not a language code: ${code}.`);
  redirect(ctx.res, safeRedirectTarget(stringField(form, 'redirect')), {
    'Set-Cookie': `language=${code}; Path=/; SameSite=Lax`,
  });
}

export function addKioskCalls(routes: RouteTable): void {
  routes
    .add('/account/logout/clearSession', { methods: ['GET'], kind: 'call', handle: clearSession })
    .add('/tool/kiosk/video', { methods: ['POST'], kind: 'call', handle: videoReport })
    .add('/image/kiosk/*', { methods: ['GET', 'HEAD'], kind: 'asset', handle: video })
    .add('/information/schedule_appointment', { methods: ['POST'], kind: 'call', handle: scheduleAppointment })
    .add('/checkout/coupon/remove', { methods: ['GET'], kind: 'call', handle: removeTotal('coupon') })
    .add('/checkout/voucher/remove', { methods: ['GET'], kind: 'call', handle: removeTotal('voucher') })
    .add('/common/language/language', { methods: ['POST'], kind: 'call', handle: language })
    .add('/__demo/kiosk', { methods: ['GET', 'POST'], kind: 'call', handle: demoKiosk });
}
