import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE, type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const CALL = '/index.php?route=product/product/';
const MESSAGE = CONTACT_MESSAGE;

async function captcha(): Promise<{ svg: string; code: string }> {
  const res = await shopper.request('/index.php?route=tool/captcha&t=1');
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  const svg = await res.text();
  const { code } = (await shopper.json('/__demo/captcha')) as { code: string };
  return { svg, code };
}

describe('getLocations', () => {
  it('answers every store with its email', async () => {
    const list = (await (await shopper.request(`${CALL}getLocations`)).json()) as unknown[];
    expect(list).toHaveLength(6);
    expect(list[1]).toEqual({
      location_id: 2,
      location_name: 'Summit Parts Co. - Dublin',
      email_address: 'dublin@summitparts.example',
    });
  });
});

describe('captcha (tool/captcha) and validateCaptcha', () => {
  it('draws a real SVG image of a random 5-character code kept in the session; each image is a new code', async () => {
    const first = await captcha();
    expect(first.code).toMatch(/^[A-Z0-9]{5}$/);
    expect(first.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const ch of first.code) expect(first.svg).toContain(`>${ch}</text>`);
    const codes = new Set([first.code]);
    for (let i = 0; i < 5; i++) codes.add((await captcha()).code);
    expect(codes.size).toBeGreaterThan(1);
  });

  it("accepts the code (any case) and refuses anything else with the server's error text", async () => {
    const { code } = await captcha();
    expect(await (await shopper.form(`${CALL}validateCaptcha`, { captchaInput: 'WRONG' })).json()).toEqual({
      error: 'Verification code does not match the image!',
    });
    expect(await (await shopper.form(`${CALL}validateCaptcha`, { captchaInput: code.toLowerCase() })).json()).toEqual({
      success: true,
    });
  });

  it("another session's code is no good", async () => {
    const { code } = await captcha();
    shopper.cookie = '';
    await captcha();
    const res = await shopper.form(`${CALL}validateCaptcha`, { captchaInput: code });
    const body = (await res.json()) as { success?: boolean };
    // One in 27^5 that the new session drew the same code.
    if ((await shopper.json('/__demo/captcha')).code !== code)
      expect(body).toEqual({ error: 'Verification code does not match the image!' });
  });
});

describe('productContactEmail', () => {
  it('needs a validated captcha, then records the message (GET /__demo/contact-messages); a code is good for one message', async () => {
    expect(await (await shopper.form(`${CALL}productContactEmail`, MESSAGE)).json()).toEqual({
      error: 'Please enter the code shown in the image first.',
    });
    const { code } = await captcha();
    await shopper.form(`${CALL}validateCaptcha`, { captchaInput: code });
    expect(await (await shopper.form(`${CALL}productContactEmail`, MESSAGE)).json()).toEqual({
      success: 'Thank you! Your message has been sent to Summit Parts Co. - Dublin.',
    });
    const { messages } = (await shopper.json('/__demo/contact-messages')) as { messages: Record<string, string>[] };
    expect(messages).toEqual([{ ...MESSAGE, received_at: expect.any(String) }]);
    expect(await (await shopper.form(`${CALL}productContactEmail`, MESSAGE)).json()).toMatchObject({
      error: expect.any(String),
    });
  });

  it('refuses an invalid email with a message; the reset clears recorded messages', async () => {
    const { code } = await captcha();
    await shopper.form(`${CALL}validateCaptcha`, { captchaInput: code });
    expect(await (await shopper.form(`${CALL}productContactEmail`, { ...MESSAGE, pcEmail: 'nope' })).json()).toEqual({
      error: 'E-Mail Address does not appear to be valid!',
    });
    expect(await shopper.json('/__demo/contact-messages')).toEqual({ messages: [] });
  });

  it.each([
    ['a missing field', { ...MESSAGE, pcPhone: undefined }, 'Missing required field "pcPhone"'],
    ['an empty field', { ...MESSAGE, pcMessage: ' ' }, 'Field "pcMessage" must not be empty'],
    ['an unknown field', { ...MESSAGE, pcSubject: 'x' }, 'Unknown field "pcSubject"'],
    ['an unknown location', { ...MESSAGE, pcLocation: 'Mars' }, 'Field "pcLocation"'],
    [
      "another location's email",
      { ...MESSAGE, pcLocationEmail: 'hilliard@summitparts.example' },
      'Field "pcLocationEmail"',
    ],
  ])('HTTP 400 naming the field for %s', async (_what, fields, message) => {
    const { code } = await captcha();
    await shopper.form(`${CALL}validateCaptcha`, { captchaInput: code });
    const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    const res = await shopper.form(`${CALL}productContactEmail`, clean);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
});

describe('pages', () => {
  it.each(['/information/locator', '/information/contact', '/product/product?product_id=1'])(
    '%s carries the issue 6 mount points',
    async (path) => {
      const html = await (await shopper.request(path)).text();
      const expected = {
        '/information/locator': ['store-locator'],
        '/information/contact': ['store-select'],
        '/product/product?product_id=1': ['store-locator', 'product-contact'],
      }[path]!;
      for (const name of expected) expect(html).toContain(`data-mount="${name}"`);
    },
  );
});
