import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $contactLocations,
  CAPTCHA_EXCEPTION,
  loadContactLocations,
  sendProductContact,
} from '../../../src/stores/product-contact';
import { demoStore } from '../helpers/demo-store';

const store = demoStore();
const product = { product_id: 1, name: 'Brake Pads' };
const route = (r: { url: URL }) => r.url.searchParams.get('route');
type Location = { location_id: number; location_name: string; email_address: string };

/** The store's contact locations (every one with its e-mail). */
const locations = async () => (await store.call('/product/product/getLocations').then((r) => r.json())) as Location[];

/** The code of the image the shopper saw (the store draws one per image; its QA endpoint tells it). */
async function shownCaptcha(): Promise<string> {
  await store.call('/tool/captcha');
  return ((await store.json('/__demo/captcha')) as { code: string }).code;
}

/** A message as the form sends it: padded as typed, the captcha in lower case as a shopper may type it. */
const message = (location: Location, captcha: string, email = 'dana@example.com') => ({
  name: ' Dana ',
  email,
  phone: '614',
  message: 'Hello',
  location,
  captcha: ` ${captcha.toLowerCase()} `,
});

/** What the store says it "sent" for this session. */
const delivered = async () => ((await store.json('/__demo/contact-messages')) as { messages: unknown[] }).messages;

// Each test on a fresh page (tests/unit/setup.ts); the failures these tests cause are reported, not printed.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => void vi.restoreAllMocks());

describe('product contact: validateCaptcha, then productContactEmail', () => {
  it('sends the captcha first, then the message with the location and its email; reports "contact" to the data layer and Contact to the pixel', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    const [location] = await locations();
    const code = await shownCaptcha();
    const result = await sendProductContact(message(location!, code), product);
    expect(result).toEqual({ ok: true, message: expect.stringContaining(location!.location_name) });
    expect(store.requests.map(route)).toEqual([
      'product/product/validateCaptcha',
      'product/product/productContactEmail',
    ]);
    expect(store.requests[0]!.form.get('captchaInput')).toBe(code.toLowerCase());
    expect(Object.fromEntries(store.requests[1]!.form)).toEqual({
      pcName: 'Dana',
      pcEmail: 'dana@example.com',
      pcPhone: '614',
      pcMessage: 'Hello',
      pcLocation: location!.location_name,
      pcLocationEmail: location!.email_address,
    });
    expect(await delivered()).toHaveLength(1);
    expect(window.dataLayer).toEqual([
      {
        event: 'contact',
        contact_method: 'product_contact_form',
        product_id: 1,
        product_name: 'Brake Pads',
        location: location!.location_name,
      },
    ]);
    // The pixel receives Contact, as the README promises.
    expect(fbq).toHaveBeenCalledWith('track', 'Contact', undefined);
    delete window.fbq;
  });

  it("the server's captcha error text goes under the captcha and nothing is sent", async () => {
    const [location] = await locations();
    await shownCaptcha();
    expect(await sendProductContact(message(location!, 'WRONG'), product)).toEqual({
      ok: false,
      captchaError: 'Verification code does not match the image!',
    });
    expect(store.requests).toHaveLength(1);
    expect(await delivered()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it.each([
    ['a wrong-shape answer', 'malformed'],
    ['a login page instead of the answer', 'html'],
    ['a dropped connection', 'drop'],
  ] as const)('"An error occurred while validating the captcha." on %s', async (_what, kind) => {
    const [location] = await locations();
    const code = await shownCaptcha();
    await store.fault({ path: '/product/product/validateCaptcha', kind, status: 500 });
    expect(await sendProductContact(message(location!, code), product)).toEqual({
      ok: false,
      captchaError: CAPTCHA_EXCEPTION,
    });
    expect(store.requests).toHaveLength(1);
  });

  it('a failed send gives the server\'s message or the system error, and no "contact" event', async () => {
    const [location] = await locations();
    const code = await shownCaptcha();
    expect(await sendProductContact(message(location!, code, 'dana@nowhere'), product)).toEqual({
      ok: false,
      formError: 'E-Mail Address does not appear to be valid!',
    });
    expect(await delivered()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('contact locations', () => {
  it('load once; a failure shows the system error and can be retried', async () => {
    await store.fault({ path: '/product/product/getLocations', kind: 'drop' });
    await loadContactLocations();
    expect($contactLocations.get()).toMatchObject({
      status: 'error',
      error: 'A system error occurred. Contact your administrator.',
    });
    await loadContactLocations();
    await loadContactLocations();
    expect($contactLocations.get()).toEqual({ status: 'ready', list: await locations(), error: null });
    expect(store.requests).toHaveLength(2);
  });
});
