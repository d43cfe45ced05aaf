import { describe, expect, it } from 'vitest';
import { type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const FORMS = '/index.php?route=module/forms/';
const CONTACT = {
  origin_url: 'http://shop.example/information',
  form_id: 1,
  'submission_values[101]': 'Dana',
  'submission_values[102]': 'dana@example.com',
  'submission_values[103]': 'Order status',
  'submission_values[104]': 'dublin@summitparts.example',
  'submission_values[105]': 'Where is my order?',
};

const submissions = async () =>
  ((await shopper.json('/__demo/form-submissions')) as { submissions: unknown[] }).submissions;

describe('module/forms/getLocations', () => {
  it('answers each store as location_name and email_address (POST, no fields)', async () => {
    const list = (await (await shopper.form(`${FORMS}getLocations`, '')).json()) as unknown[];
    expect(list).toHaveLength(6);
    expect(list[1]).toEqual({
      location_name: 'Summit Parts Co. - Dublin',
      email_address: 'dublin@summitparts.example',
    });
    expect((await shopper.request(`${FORMS}getLocations`)).status).toBe(405);
  });
});

describe('module/forms/postSubmission', () => {
  it('records a valid submission for the session and answers success', async () => {
    const res = await shopper.form(`${FORMS}postSubmission`, CONTACT);
    expect(await res.json()).toEqual({ success: true });
    expect(await submissions()).toEqual([
      expect.objectContaining({
        form_id: 1,
        origin_url: 'http://shop.example/information',
        submission_values: {
          '101': 'Dana',
          '102': 'dana@example.com',
          '103': 'Order status',
          '104': 'dublin@summitparts.example',
          '105': 'Where is my order?',
        },
      }),
    ]);
  });

  it('a required field left empty is "{label} is required!"; a bad email "Must be a valid email!"; nothing recorded', async () => {
    let res = await shopper.form(`${FORMS}postSubmission`, { ...CONTACT, 'submission_values[101]': ' ' });
    expect(await res.json()).toEqual({ error: 'Name is required!' });
    res = await shopper.form(`${FORMS}postSubmission`, { ...CONTACT, 'submission_values[102]': 'dana@' });
    expect(await res.json()).toEqual({ error: 'Must be a valid email!' });
    expect(await submissions()).toEqual([]);
  });

  it('client bugs are HTTP 400 naming the field: unknown form, unknown field, a value not offered, a bad date format', async () => {
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ ...CONTACT, form_id: 99 }, /form_id/],
      [{ ...CONTACT, 'submission_values[999]': 'x' }, /submission_values\[999\]/],
      [{ ...CONTACT, 'submission_values[103]': 'Nope' }, /not an option/],
      [{ ...CONTACT, 'submission_values[104]': 'nobody@example.com' }, /no store/],
      [{ ...CONTACT, captcha: 'ABCDE' }, /no captcha/],
    ];
    for (const [fields, message] of cases) {
      const res = await shopper.form(`${FORMS}postSubmission`, fields);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('a form that requires a captcha checks the code of the last image shown; a code is good for one submission', async () => {
    await shopper.request('/index.php?route=tool/captcha&t=1');
    const { code } = (await shopper.json('/__demo/captcha')) as { code: string };
    const service = {
      origin_url: 'x',
      form_id: 2,
      'submission_values[204][0]': 'Brakes',
      'submission_values[205][0]': 'Wash',
      'submission_values[207]': '2026-12-03',
      'submission_values[208]': '09:30',
      'submission_values[209]': '2026-12-03 08:15',
    };
    let res = await shopper.form(`${FORMS}postSubmission`, { ...service, captcha: 'WRONG' });
    expect(await res.json()).toEqual({ error: 'Verification code does not match the image!' });
    res = await shopper.form(`${FORMS}postSubmission`, {
      ...service,
      'submission_values[207]': '12/03/2026',
      captcha: code,
    });
    expect(res.status).toBe(400);
    // The date modes (spec 3 §9): several dates "Y-m-d, Y-m-d" (no repeats) and a month "Y-m".
    for (const [field, bad] of [
      ['210', '2026-12-05,2026-12-09'],
      ['210', '2026-12-05, 2026-12-05'],
      ['211', '2026-13'],
      ['211', '2026-06-01'],
    ] as const) {
      res = await shopper.form(`${FORMS}postSubmission`, {
        ...service,
        [`submission_values[${field}]`]: bad,
        captcha: code,
      });
      expect(res.status, `${field} ${bad}`).toBe(400);
    }
    res = await shopper.form(`${FORMS}postSubmission`, {
      ...service,
      'submission_values[210]': '2026-12-05, 2026-12-09',
      'submission_values[211]': '2026-06',
      captcha: code.toLowerCase(),
    });
    expect(await res.json()).toEqual({ success: true });
    res = await shopper.form(`${FORMS}postSubmission`, { ...service, captcha: code });
    expect(await res.json()).toEqual({ error: 'Verification code does not match the image!' });
    expect(await submissions()).toHaveLength(1);
  });
});

describe('content page and garage', () => {
  it('serves the content page at the legacy information route with every module mount, and 404 for other ids', async () => {
    const html = await (await shopper.request('/index.php?route=information/information&information_id=4')).text();
    for (const name of ['banner', 'image-grid', 'video', 'blog', 'custom-form', 'interactive-garage'])
      expect(html).toContain(`data-mount="${name}"`);
    expect(html.match(/data-mount="custom-form"/g)).toHaveLength(3);
    expect((await shopper.request('/information/information?information_id=5')).status).toBe(404);
  });

  it('the garage mount is on a page only when the garage is enabled, with its placement', async () => {
    const page = async (path: string) => (await shopper.request(path)).text();
    expect(await page('/product/catalog')).not.toContain('interactive-garage');
    expect(await page('/product/catalog?demo_garage=1')).toContain('"placement":"product_card"');
    expect(await page('/product/product?product_id=1&demo_garage=1')).toContain('"placement":"product_page"');
    const stand = await shopper.request('/demo/garage/main.js');
    expect(stand.headers.get('content-type')).toContain('javascript');
  });
});
