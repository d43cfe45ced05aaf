import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $contactLocations,
  CAPTCHA_EXCEPTION,
  loadContactLocations,
  sendProductContact,
} from '../../../src/stores/product-contact';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';
import { resetModuleState } from '../../../src/lib/test-reset';

let server: FakeFetch;
const location = { location_id: 2, location_name: 'Dublin', email_address: 'dublin@x.example' };
const message = {
  name: ' Dana ',
  email: 'dana@example.com',
  phone: '614',
  message: 'Hello',
  location,
  captcha: ' abcde ',
};
const product = { product_id: 1, name: 'Brake Pads' };
const route = (r: { url: URL }) => r.url.searchParams.get('route');

beforeEach(() => {
  resetStores();
  resetModuleState();
  window.dataLayer = [];
  server = stubFetch();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(byRoute: Record<string, () => Response>) {
  server.on('POST /index.php', (r) => byRoute[route(r) ?? '']!());
}

describe('product contact: validateCaptcha, then productContactEmail', () => {
  it('sends the captcha first, then the message with the location and its email; reports "contact" to the data layer and Contact to the pixel', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    answer({
      'product/product/validateCaptcha': () => json({ success: true }),
      'product/product/productContactEmail': () => json({ success: 'Thank you!' }),
    });
    expect(await sendProductContact(message, product)).toEqual({ ok: true, message: 'Thank you!' });
    expect(server.requests.map(route)).toEqual([
      'product/product/validateCaptcha',
      'product/product/productContactEmail',
    ]);
    expect(server.requests[0]!.form.get('captchaInput')).toBe('abcde');
    expect(Object.fromEntries(server.requests[1]!.form)).toEqual({
      pcName: 'Dana',
      pcEmail: 'dana@example.com',
      pcPhone: '614',
      pcMessage: 'Hello',
      pcLocation: 'Dublin',
      pcLocationEmail: 'dublin@x.example',
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'contact',
        contact_method: 'product_contact_form',
        product_id: 1,
        product_name: 'Brake Pads',
        location: 'Dublin',
      },
    ]);
    // The pixel receives Contact, as the README promises.
    expect(fbq).toHaveBeenCalledWith('track', 'Contact', undefined);
    delete window.fbq;
  });

  it("the server's captcha error text goes under the captcha and nothing is sent", async () => {
    answer({ 'product/product/validateCaptcha': () => json({ error: 'Verification code does not match the image!' }) });
    expect(await sendProductContact(message, product)).toEqual({
      ok: false,
      captchaError: 'Verification code does not match the image!',
    });
    expect(server.requests).toHaveLength(1);
    expect(window.dataLayer).toEqual([]);
  });

  it.each([
    ['a wrong-shape answer', () => json({ nope: 1 })],
    ['an HTTP 500', () => json({}, 500)],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
  ])('"An error occurred while validating the captcha." on %s', async (_what, reply) => {
    answer({ 'product/product/validateCaptcha': reply });
    expect(await sendProductContact(message, product)).toEqual({ ok: false, captchaError: CAPTCHA_EXCEPTION });
  });

  it('a failed send gives the server\'s message or the system error, and no "contact" event', async () => {
    answer({
      'product/product/validateCaptcha': () => json({ success: true }),
      'product/product/productContactEmail': () => json({ error: 'E-Mail Address does not appear to be valid!' }),
    });
    expect(await sendProductContact(message, product)).toEqual({
      ok: false,
      formError: 'E-Mail Address does not appear to be valid!',
    });
    expect(window.dataLayer).toEqual([]);
  });
});

describe('contact locations', () => {
  it('load once; a failure shows the system error and can be retried', async () => {
    server.on('GET /index.php', () => json({}, 500));
    server.onJson('GET /index.php', [location]);
    await loadContactLocations();
    expect($contactLocations.get()).toMatchObject({
      status: 'error',
      error: 'A system error occurred. Contact your administrator.',
    });
    await loadContactLocations();
    await loadContactLocations();
    expect($contactLocations.get()).toEqual({ status: 'ready', list: [location], error: null });
    expect(server.requests).toHaveLength(2);
  });
});
