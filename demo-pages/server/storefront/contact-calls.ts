/**
 * Product page contact calls (spec 1 §7): getLocations, validateCaptcha, productContactEmail, plus the captcha image
 * and GET /__demo/contact-messages (what the store "sent" for this session, for tests and QA).
 */
import { captchaImage } from './captcha';
import { checkFields, stringField } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { sessionExtras } from './locator-data';
import type { Context, RouteTable } from '../core/router';

export const CAPTCHA_MISMATCH = 'Verification code does not match the image!';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function getLocations(ctx: Context): void {
  if ([...ctx.query.keys()].length)
    throw new HttpError(400, `Unknown field "${[...ctx.query.keys()][0]}". Expected no fields.`);
  sendJson(
    ctx.res,
    200,
    ctx.state.data.locations.map((l) => ({
      location_id: l.location_id,
      location_name: l.location_name,
      email_address: l.email_address,
    })),
  );
}

async function validateCaptcha(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { captchaInput: { kind: 'string', required: true } });
  const extras = sessionExtras(ctx.session());
  const typed = stringField(form, 'captchaInput').trim().toUpperCase();
  extras.captchaPassed = extras.captcha !== null && typed === extras.captcha;
  sendJson(ctx.res, 200, extras.captchaPassed ? { success: true } : { error: CAPTCHA_MISMATCH });
}

async function productContactEmail(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const required = { kind: 'string', required: true } as const;
  checkFields(form, {
    pcName: required,
    pcEmail: required,
    pcPhone: required,
    pcMessage: required,
    pcLocation: required,
    pcLocationEmail: required,
  });
  const extras = sessionExtras(ctx.session());
  if (!extras.captchaPassed)
    return sendJson(ctx.res, 200, { error: 'Please enter the code shown in the image first.' });
  const field = (k: string) => stringField(form, k).trim();
  if (!EMAIL.test(field('pcEmail')))
    return sendJson(ctx.res, 200, { error: 'E-Mail Address does not appear to be valid!' });
  const location = ctx.state.data.locations.find((l) => l.location_name === field('pcLocation'));
  if (!location)
    throw new HttpError(400, `Field "pcLocation": no location named ${JSON.stringify(field('pcLocation'))}.`);
  if (location.email_address !== field('pcLocationEmail'))
    throw new HttpError(400, 'Field "pcLocationEmail" is not the email of that location.');
  extras.messages.push({
    pcName: field('pcName'),
    pcEmail: field('pcEmail'),
    pcPhone: field('pcPhone'),
    pcMessage: field('pcMessage'),
    pcLocation: location.location_name,
    pcLocationEmail: location.email_address,
    received_at: new Date().toISOString(),
  });
  // A code is good for one message.
  extras.captcha = null;
  extras.captchaPassed = false;
  sendJson(ctx.res, 200, { success: `Thank you! Your message has been sent to ${location.location_name}.` });
}

export function addContactCalls(routes: RouteTable): void {
  routes
    .add('/product/product/getLocations', { methods: ['GET'], kind: 'call', handle: getLocations })
    .add('/product/product/validateCaptcha', { methods: ['POST'], kind: 'call', handle: validateCaptcha })
    .add('/product/product/productContactEmail', { methods: ['POST'], kind: 'call', handle: productContactEmail })
    .add('/tool/captcha', { methods: ['GET', 'HEAD'], kind: 'asset', handle: captchaImage })
    .add('/__demo/contact-messages', {
      methods: ['GET'],
      kind: 'call',
      handle: (ctx) => sendJson(ctx.res, 200, { messages: sessionExtras(ctx.session()).messages }),
    })
    // Tests read the code of the image the browser was last shown (a person reads the image).
    .add('/__demo/captcha', {
      methods: ['GET'],
      kind: 'call',
      handle: (ctx) => sendJson(ctx.res, 200, { code: sessionExtras(ctx.session()).captcha }),
    });
}
