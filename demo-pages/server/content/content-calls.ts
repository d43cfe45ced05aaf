/**
 * Content module calls (spec 3 §7): module/forms/getLocations and module/forms/postSubmission, the content images,
 * the stand-in interactive garage scripts, and GET /__demo/form-submissions (what this session submitted).
 */
import { CAPTCHA_MISMATCH } from '../storefront/contact-calls';
import { CUSTOM_FORMS, type DemoFormField } from './content-data';
import { checkFields, stringField, type FormValue } from '../core/form';
import { esc } from '../core/html';
import { HttpError, sendJson } from '../core/http';
import { sessionExtras } from '../storefront/locator-data';
import type { Context, RouteTable } from '../core/router';
import type { Session } from '../core/session';
import { FIELD_TYPES } from '../../../src/schemas/custom-form';

export interface FormSubmission {
  form_id: number;
  origin_url: string;
  submission_values: Record<string, string | string[]>;
  received_at: string;
}

const submissions = new WeakMap<Session, FormSubmission[]>();
export const submissionsOf = (session: Session) => {
  let list = submissions.get(session);
  if (!list) submissions.set(session, (list = []));
  return list;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  time: /^\d{2}:\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
};
/** The spec's field types that take an answer (legend, description and image only show something). */
const SHOWN_ONLY: readonly string[] = ['legend', 'description', 'image'];
const INPUT_TYPES: readonly string[] = FIELD_TYPES.filter((type) => !SHOWN_ONLY.includes(type));

function getLocations(ctx: Context, form: Record<string, FormValue>): void {
  checkFields(form, {});
  sendJson(
    ctx.res,
    200,
    ctx.state.data.locations.map((l) => ({ location_name: l.location_name, email_address: l.email_address })),
  );
}

/** A strict server: unknown fields and impossible values are client bugs (400); shopper mistakes are `error`. */
function readValue(
  ctx: Context,
  field: DemoFormField,
  raw: FormValue | undefined,
): { value: string | string[]; problem?: string } {
  const name = `submission_values[${field.id}]`;
  const label = field.label_text ?? '';
  const allowed = (field.options ?? []).map((o) => o.value);
  if (field.type === 'checkbox') {
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : null;
    if (!list || list.some((x) => typeof x !== 'string'))
      throw new HttpError(400, `Field "${name}" must be a list: ${name}[0]…`);
    const values = list as string[];
    const choices = allowed.length ? allowed : ['1'];
    const bad = values.find((x) => !choices.includes(x));
    if (bad !== undefined) throw new HttpError(400, `Field "${name}": ${JSON.stringify(bad)} is not an option.`);
    return { value: values, problem: field.required && !values.length ? `${label} is required!` : undefined };
  }
  if (field.type === 'radio') {
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const value = list[0];
    if (list.length > 1 || (value !== undefined && (typeof value !== 'string' || !allowed.includes(value))))
      throw new HttpError(400, `Field "${name}" must be one of the options.`);
    return { value: list as string[], problem: field.required && !list.length ? `${label} is required!` : undefined };
  }
  if (raw !== undefined && typeof raw !== 'string')
    throw new HttpError(400, `Field "${name}" must be a single text value.`);
  const value = (raw ?? '').trim();
  if (!value) return { value, problem: field.required ? `${label} is required!` : undefined };
  if (field.type === 'dropdown' && !allowed.includes(value))
    throw new HttpError(400, `Field "${name}": ${JSON.stringify(value)} is not an option.`);
  if (field.type === 'store_select' && !ctx.state.data.locations.some((l) => l.email_address === value))
    throw new HttpError(400, `Field "${name}": no store has the email ${JSON.stringify(value)}.`);
  const mode = field.type === 'date' ? (field.date_mode ?? 'single') : null;
  if (mode === 'multiple' || mode === 'month') {
    const ok =
      mode === 'month'
        ? /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
        : value.split(', ').every((d) => FORMATS.date!.test(d)) &&
          new Set(value.split(', ')).size === value.split(', ').length;
    if (!ok)
      throw new HttpError(
        400,
        `Field "${name}" must look like ${mode === 'month' ? 'Y-m' : 'Y-m-d, Y-m-d (different dates)'}.`,
      );
    return { value };
  }
  const format = FORMATS[field.type];
  if (format && !format.test(value))
    throw new HttpError(
      400,
      `Field "${name}" must look like ${field.type === 'date' ? 'Y-m-d' : field.type === 'time' ? 'H:i' : 'Y-m-d H:i'}.`,
    );
  if (field.type === 'email' && !EMAIL.test(value)) return { value, problem: 'Must be a valid email!' };
  return { value };
}

async function postSubmission(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    origin_url: { kind: 'string', required: true },
    form_id: { kind: 'int', required: true },
    submission_values: { kind: 'map' },
    captcha: { kind: 'string' },
  });
  const definition = CUSTOM_FORMS.find((f) => f.form_data.id === Number(stringField(form, 'form_id')));
  if (!definition) throw new HttpError(400, `Field "form_id": no form ${stringField(form, 'form_id')}.`);
  const sent = (form.submission_values ?? {}) as Record<string, FormValue>;
  const inputs = definition.fields.filter((f) => INPUT_TYPES.includes(f.type));
  for (const key of Object.keys(sent))
    if (!inputs.some((f) => String(f.id) === key))
      throw new HttpError(
        400,
        `Unknown field "submission_values[${key}]": form ${definition.form_data.id} has no such input.`,
      );
  if (!definition.form_data.require_captcha && form.captcha !== undefined)
    throw new HttpError(400, 'Field "captcha": this form has no captcha.');
  const extras = sessionExtras(ctx.session());
  if (definition.form_data.require_captcha) {
    const typed = stringField(form, 'captcha').trim().toUpperCase();
    if (!typed || extras.captcha === null || typed !== extras.captcha)
      return sendJson(ctx.res, 200, { error: CAPTCHA_MISMATCH });
  }
  const values: Record<string, string | string[]> = {};
  for (const field of inputs) {
    const { value, problem } = readValue(ctx, field, sent[String(field.id)]);
    if (problem) return sendJson(ctx.res, 200, { error: problem });
    values[String(field.id)] = value;
  }
  submissionsOf(ctx.session()).push({
    form_id: definition.form_data.id,
    origin_url: stringField(form, 'origin_url'),
    submission_values: values,
    received_at: new Date().toISOString(),
  });
  // A code is good for one submission.
  if (definition.form_data.require_captcha) extras.captcha = null;
  sendJson(ctx.res, 200, { success: true });
}

/** Generated SVG pictures for the content modules: `?w=&h=&label=`; a colour from the name. */
function contentImage(ctx: Context): void {
  const match = /^\/image\/content\/([\w-]+)\.svg$/.exec(ctx.path);
  if (!match) throw new HttpError(404, 'Not found.');
  const name = match[1]!;
  const w = Math.min(2000, Math.max(16, Number(ctx.query.get('w')) || 400));
  const h = Math.min(2000, Math.max(16, Number(ctx.query.get('h')) || 300));
  const label = (ctx.query.get('label') ?? name).slice(0, 40);
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,22%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="${w / 2}" y="${h / 2}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(Math.min(w, h) / 6)}" font-weight="bold" fill="#ffffff" fill-opacity="0.85" text-anchor="middle" dominant-baseline="middle">${esc(label)}</text>
</svg>`;
  ctx.res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(svg),
    'Cache-Control': 'public, max-age=3600',
  });
  ctx.res.end(svg);
}

/** The stand-in garage scripts: each run is counted on the page and shown in a small note. */
const GARAGE_SCRIPTS: Record<string, string> = {
  'main.js': `(function () {
  var g = (window.InteractiveGarage = window.InteractiveGarage || { mainRuns: 0, siteRuns: 0 });
  g.mainRuns += 1;
  // What the page's own islands were doing when the garage ran (they should all be in).
  g.islandsLoadingAtStart = document.querySelectorAll('[data-mount-state="loading"],[data-mount-state="pending"]:not([data-strategy])').length;
  var note = document.createElement('aside');
  note.className = 'garage-note';
  note.setAttribute('aria-label', 'Interactive garage');
  note.setAttribute('data-garage-note', '');
  note.textContent = 'Interactive garage loaded (main script runs: ' + g.mainRuns + ')';
  document.body.append(note);
})();`,
  'site.js': `(function () {
  var g = (window.InteractiveGarage = window.InteractiveGarage || { mainRuns: 0, siteRuns: 0 });
  g.siteRuns += 1;
  var note = document.querySelector('[data-garage-note]');
  if (note) note.textContent += '; site script runs: ' + g.siteRuns;
})();`,
  // A garage whose own code fails when it runs.
  'throws.js': `(function () { window.InteractiveGarage = { mainRuns: 0, siteRuns: 0, threw: true }; throw new Error('garage exploded'); })();`,
};

function garageScript(ctx: Context): void {
  const body = GARAGE_SCRIPTS[ctx.path.slice('/demo/garage/'.length)];
  if (body === undefined) throw new HttpError(404, 'Not found.');
  ctx.res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
  });
  ctx.res.end(body);
}

export function addContentCalls(routes: RouteTable): void {
  routes
    .add('/module/forms/getLocations', {
      methods: ['POST'],
      kind: 'call',
      handle: async (ctx) => getLocations(ctx, await ctx.form()),
    })
    .add('/module/forms/postSubmission', { methods: ['POST'], kind: 'call', handle: postSubmission })
    .add('/image/content/*', { methods: ['GET', 'HEAD'], kind: 'asset', handle: contentImage })
    .add('/demo/garage/*', { methods: ['GET', 'HEAD'], kind: 'asset', handle: garageScript })
    .add('/__demo/form-submissions', {
      methods: ['GET'],
      kind: 'call',
      handle: (ctx) => sendJson(ctx.res, 200, { submissions: submissionsOf(ctx.session()) }),
    });
}
