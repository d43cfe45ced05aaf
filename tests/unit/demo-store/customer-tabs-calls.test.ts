import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerIpRowSchema,
  CustomerOrderRowSchema,
  CustomerTagsSchema,
  IpLocationSchema,
} from '../../../src/pos/schemas/customer-tabs';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store: TestStore;
let clerk: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

const list = async (path: string) => {
  const res = await clerk.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as { results: Record<string, unknown>[]; totalPages: number; position: string } & Record<
    string,
    unknown
  >;
};

function png(bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
}

function historyForm(fields: Record<string, string>, image?: { name: string; data: Uint8Array; type: string }) {
  const body = new FormData();
  for (const [k, val] of Object.entries(fields)) body.append(k, val);
  if (image) body.append('image', new Blob([image.data as BlobPart], { type: image.type }), image.name);
  return body;
}

describe('customer tab calls are staff calls', () => {
  it('answers 401 to a visitor who is not staff, for lists and changes alike', async () => {
    const shopper = new Visitor(store.base);
    expect((await shopper.request('/api/customer_order?customerId=1')).status).toBe(401);
    expect(
      (await shopper.form('/api/customer_credit/add?customer_id=1', { description: 'x', amount: '1' })).status,
    ).toBe(401);
    expect((await shopper.request('/api/customer_tag/?customerId=1')).status).toBe(401);
  });
});

describe('GET lists (spec 3 §7): results, totalPages, position; strict queries', () => {
  it('orders: the summary, rows by order id, Incomplete Transaction for saved orders, deleteUrl and editUrl only where allowed', async () => {
    const answer = await list('/api/customer_order?customerId=5&sort=o.order_id&order=asc&page=1&limit=100');
    const rows = answer.results.map((r) => v.parse(CustomerOrderRowSchema, r));
    expect(rows.map((r) => r.order_id)).toEqual([...rows.map((r) => r.order_id)].sort((a, b) => a - b));
    expect(answer).toMatchObject({ total_orders: expect.any(Number), total_spent_text: expect.stringMatching(/^\$/) });
    const saved = rows.filter((r) => r.status === 'Incomplete Transaction');
    expect(saved.length).toBeGreaterThan(0);
    for (const r of saved) expect(r.editUrl).toBe(`/pos/order/continue?order_id=${r.order_id}`);
    for (const r of rows.filter((x) => x.status === 'Complete')) expect([r.editUrl, r.deleteUrl]).toEqual(['', '']);
    expect((await clerk.request('/api/customer_order?customerId=5&sort=nope')).status).toBe(400);
    expect((await clerk.request('/api/customer_order?customerId=5&filter_x=1')).status).toBe(400);
    expect((await clerk.request('/api/customer_order?customerId=999')).status).toBe(404);
  });

  it('pages of 10 with the position text; order desc reverses', async () => {
    const first = await list('/api/customer_history?customerId=1&sort=date_added&order=asc&page=1&limit=10');
    expect(first.results).toHaveLength(10);
    expect(first).toMatchObject({ totalPages: 2, position: 'Showing 1 to 10 of 12 (2 Pages)' });
    const desc = await list('/api/customer_history?customerId=1&sort=date_added&order=desc&page=1&limit=10');
    expect(desc.results[0]).toEqual((await list('/api/customer_history?customerId=1&page=2')).results[1]);
  });

  it('vehicles: every vehicle by title, no paging; delete by vehicleId', async () => {
    const answer = await list('/api/customer_vehicle?customerId=1');
    expect(answer.results.map((r) => r.title)).toEqual(['Daily Driver', "Kid's Car", 'Work Truck']);
    const res = await clerk.form('/api/customer_vehicle/delete', { vehicleId: 3 });
    expect(await res.json()).toEqual({ success: 'The vehicle has been deleted.' });
    expect((await list('/api/customer_vehicle?customerId=1')).results.map((r) => r.title)).toEqual([
      'Daily Driver',
      'Work Truck',
    ]);
    expect(await (await clerk.form('/api/customer_vehicle/delete', { vehicleId: 3 })).json()).toEqual({
      error: 'Vehicle not found.',
    });
  });
});

describe('credits: adding raises the customer record\u2019s store_credit (contracts)', () => {
  it('POST /api/customer_credit/add {description, amount}: the entry, the balance and the customers list agree', async () => {
    const before = await list('/api/customer_credit?customerId=1');
    expect(before).toMatchObject({ balance: 15 });
    const res = await clerk.form('/api/customer_credit/add?customer_id=1', {
      description: 'Price match',
      amount: '12.34',
    });
    expect(await res.json()).toEqual({ success: 'Store credit of $12.34 added.' });
    const after = await list('/api/customer_credit?customerId=1');
    expect(after).toMatchObject({ balance: 27.34, balance_text: '$27.34' });
    expect(after.results.at(-1)).toMatchObject({ description: 'Price match', amount: 12.34 });
    expect(store.server.demoState.data.customers.find((c) => c.customer_id === 1)?.store_credit).toBe(27.34);
  });

  it('refuses an empty description, a zero or malformed amount, and a balance below $0.00; unknown fields are 400', async () => {
    const add = async (fields: Record<string, string>) =>
      (await clerk.form('/api/customer_credit/add?customer_id=2', fields)).json();
    // The tab's own rule (src/pos/lib/credit-rules.ts): required, at most 255 characters.
    expect(await add({ description: '   ', amount: '5' })).toEqual({ error: 'Enter a description.' });
    expect(await add({ description: 'x'.repeat(256), amount: '5' })).toEqual({
      error: 'Description must be at most 255 characters.',
    });
    expect(await add({ description: 'Goodwill', amount: '0' })).toEqual({
      error: 'Amount must be a dollar amount other than $0.00.',
    });
    expect(await add({ description: 'Goodwill', amount: '1.234' })).toEqual({
      error: 'Amount must be a dollar amount other than $0.00.',
    });
    expect(await add({ description: 'Goodwill', amount: '-1' })).toEqual({
      error: 'The store credit cannot go below $0.00.',
    });
    expect((await clerk.form('/api/customer_credit/add?customer_id=2', { note: 'x' })).status).toBe(400);
  });

  it('a negative amount (a debit) takes from the store credit, down to $0.00; a short description is fine', async () => {
    const add = async (fields: Record<string, string>) =>
      (await clerk.form('/api/customer_credit/add?customer_id=2', fields)).json();
    expect(await add({ description: 'Goodwill', amount: '10.00' })).toEqual({
      success: 'Store credit of $10.00 added.',
    });
    expect(await add({ description: 'ab', amount: '-2.50' })).toEqual({ success: 'Store credit of -$2.50 added.' });
    const after = await list('/api/customer_credit?customerId=2');
    expect(after).toMatchObject({ balance: 7.5 });
    expect(after.results.at(-1)).toMatchObject({ description: 'ab', amount: -2.5 });
    expect(await add({ description: 'Too much', amount: '-7.51' })).toEqual({
      error: 'The store credit cannot go below $0.00.',
    });
    expect(await add({ description: 'All of it', amount: '-7.50' })).toMatchObject({ success: expect.any(String) });
  });
});

describe('history: POST /api/customer_history/add (multipart)', () => {
  const add = (body: FormData, id = 2) =>
    clerk.request(`/api/customer_history/add?customer_id=${id}`, { method: 'POST', body });

  it('stores the comment and a .png image, served back at the entry\u2019s image path', async () => {
    const res = await add(
      historyForm(
        { notifyCustomer: '0', comment: 'Brought photos' },
        { name: 'a.png', data: png(64), type: 'image/png' },
      ),
    );
    expect(await res.json()).toEqual({ success: 'History added.' });
    const entries = await list('/api/customer_history?customerId=2&page=1&limit=100');
    const entry = entries.results.at(-1) as { comment: string; image: string };
    expect(entry.comment).toBe('Brought photos');
    const image = await clerk.request(entry.image);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png(64));
  });

  it('refuses an image above 2 MB, a file that is not a .jpg or .png (by its bytes), an empty entry; form bodies are 415', async () => {
    const json = async (res: Response) => res.json();
    expect(
      await json(
        await add(
          historyForm({ notifyCustomer: '0' }, { name: 'b.png', data: png(2 * 1024 * 1024 + 1), type: 'image/png' }),
        ),
      ),
    ).toEqual({
      error: 'The image must be at most 2 MB.',
    });
    expect(
      await json(
        await add(
          historyForm(
            { notifyCustomer: '0' },
            { name: 'b.png', data: new TextEncoder().encode('GIF89a'), type: 'image/png' },
          ),
        ),
      ),
    ).toEqual({
      error: 'The image must be a .jpg or .png file.',
    });
    expect(await json(await add(historyForm({ notifyCustomer: '0', comment: ' ' })))).toEqual({
      error: 'Enter a comment or choose an image.',
    });
    expect((await add(historyForm({ notifyCustomer: '0', comment: 'x', extra: '1' }))).status).toBe(400);
    expect(
      (await clerk.form('/api/customer_history/add?customer_id=2', { notifyCustomer: '0', comment: 'x' })).status,
    ).toBe(415);
  });

  it('notifying by text needs the override when the customer does not take texts', async () => {
    // Tom Kowalski (4) has texting_alerts off.
    const fields = {
      notifyCustomer: '1',
      notifyByEmail: '0',
      notifyByText: '1',
      phone: '(614) 555-0101',
      comment: 'Ready',
    };
    expect(await (await add(historyForm(fields), 4)).json()).toEqual({
      error: "Customer doesn't constent to text messages",
    });
    expect(await (await add(historyForm({ ...fields, overrideTextPermission: '1' }), 4)).json()).toEqual({
      success: 'History added; (614) 555-0101 notified.',
    });
  });
});

describe('IP addresses', () => {
  it('ban and unban one of the customer\u2019s addresses; total_accounts counts the customers who used it; filter_ip lists them', async () => {
    const rows = (await list('/api/customer_ip?customerId=1')).results.map((r) => v.parse(CustomerIpRowSchema, r));
    const shared = rows.find((r) => r.total_accounts > 1)!;
    expect(shared.is_banned).toBe(false);
    expect(await (await clerk.form('/api/customer_ip/add?customer_id=1', { ip: shared.ip })).json()).toEqual({
      success: `${shared.ip} has been banned.`,
    });
    const banned = (await list('/api/customer_ip?customerId=1')).results.find((r) => r.ip === shared.ip);
    expect(banned?.is_banned).toBe(true);
    await clerk.form('/api/customer_ip/remove?customer_id=1', { ip: shared.ip });
    expect((await list('/api/customer_ip?customerId=1')).results.find((r) => r.ip === shared.ip)?.is_banned).toBe(
      false,
    );
    expect(await (await clerk.form('/api/customer_ip/add?customer_id=1', { ip: '8.8.8.8' })).json()).toEqual({
      error: "8.8.8.8 is not one of this customer's IP addresses.",
    });
    const customers = await list(`/api/customer/get?sort=custname&filter_ip=${shared.ip}`);
    expect(customers.results).toHaveLength(shared.total_accounts);
  });

  it('the IP-lookup stand-in answers ipinfo.io\u2019s fields, {bogon: true} for a private address, 404 for an unknown one, to anyone', async () => {
    const anyone = new Visitor(store.base);
    const found = await anyone.request('/ip-lookup/203.0.113.7/json');
    expect(found.headers.get('access-control-allow-origin')).toBe('*');
    expect(v.parse(IpLocationSchema, await found.json())).toEqual({
      ip: '203.0.113.7',
      city: 'Columbus',
      region: 'Ohio',
      country: 'US',
    });
    expect(await (await anyone.request('/ip-lookup/192.168.1.21/json')).json()).toEqual({
      ip: '192.168.1.21',
      bogon: true,
    });
    expect((await anyone.request('/ip-lookup/8.8.4.4/json')).status).toBe(404);
  });
});

describe('tags', () => {
  it('GET every tag and the customer\u2019s; save replaces them; an unknown tag is refused', async () => {
    const tags = v.parse(CustomerTagsSchema, await (await clerk.request('/api/customer_tag/?customerId=2')).json());
    expect(tags.assignedTags).toEqual([]);
    expect(tags.createTagUrl).toBe('/pos/customer/tag/add?customer_id=2');
    expect(
      await (await clerk.form('/api/customer_tag/save?customerId=2', 'tags%5B0%5D=2&tags%5B1%5D=5')).json(),
    ).toEqual({
      success: 'The customer\u2019s tags have been saved.',
    });
    const after = v.parse(CustomerTagsSchema, await (await clerk.request('/api/customer_tag/?customerId=2')).json());
    expect(after.assignedTags).toEqual([2, 5]);
    expect(await (await clerk.form('/api/customer_tag/save?customerId=2', 'tags%5B0%5D=99')).json()).toEqual({
      error: 'Tag #99 does not exist.',
    });
    // No tags: none assigned.
    await clerk.form('/api/customer_tag/save?customerId=2', '');
    expect(
      v.parse(CustomerTagsSchema, await (await clerk.request('/api/customer_tag/?customerId=2')).json()).assignedTags,
    ).toEqual([]);
  });
});

describe('the pages the tabs link to', () => {
  it('a return page and the Create Tag form, for staff only; a created tag is offered to every customer', async () => {
    const shopper = new Visitor(store.base);
    expect((await shopper.request('/pos/return/edit?return_id=1')).status).toBe(403);
    expect((await shopper.form('/pos/customer/tag/add?customer_id=2', { title: 'Sneaky' })).status).toBe(403);
    expect(await (await clerk.request('/pos/return/edit?return_id=1')).text()).toContain('Return #1');
    const created = await clerk.form('/pos/customer/tag/add?customer_id=2', { title: 'Track Day' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/pos/customer/edit?customer_id=2');
    const tags = v.parse(CustomerTagsSchema, await (await clerk.request('/api/customer_tag/?customerId=3')).json());
    expect(tags.customerTags.map((t) => t.title)).toContain('Track Day');
    expect(await (await clerk.form('/pos/customer/tag/add?customer_id=2', { title: 'track day' })).text()).toContain(
      'This tag already exists!',
    );
  });
});
