import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TABS } from '../../../islands/pos-customer-editor/tabs';
import CreditsTab from '../../../islands/pos-customer-editor/tabs/credits';
import HistoryTab from '../../../islands/pos-customer-editor/tabs/history';
import IpAddressesTab from '../../../islands/pos-customer-editor/tabs/ip-addresses';
import OrdersTab from '../../../islands/pos-customer-editor/tabs/orders';
import TagsTab from '../../../islands/pos-customer-editor/tabs/tags';
import { historyImageProblem } from '../../../src/pos/lib/history-image';
import { CustomerEditorPropsSchema } from '../../../src/pos/customer/schemas/editor-props';
import { PageConfigSchema } from '../../../src/schemas/config';
import { demoStore } from '../helpers/demo-store';
import { notify } from '../helpers/notify';
import { newOrder, staffPages } from '../helpers/pos-orders';

// The tabs' calls are staff calls: each test's session is signed in as staff and the page carries its token. The
// demo customers are shared by this file's tests, so each test works on a customer of its own.
const store = demoStore();

// The page config the store renders for a staff session (its token, the IP-lookup stand-in).
staffPages(store);

describe('the tab registry', () => {
  it('Orders, Vehicles, Returns, History, Credits, IP Addresses, Tags; Vehicles only when vehicles are enabled; each loads its own chunk', async () => {
    expect(CUSTOMER_TABS.map((t) => t.label)).toEqual([
      'Orders',
      'Vehicles',
      'Returns',
      'History',
      'Credits',
      'IP Addresses',
      'Tags',
    ]);
    const config = (vehicles_enabled: boolean) =>
      v.parse(CustomerEditorPropsSchema, { customer_id: 1, vehicles_enabled });
    const shown = (on: boolean) => CUSTOMER_TABS.filter((t) => t.shown?.({ config: config(on) }) ?? true);
    expect(shown(false).map((t) => t.id)).not.toContain('vehicles');
    expect(shown(true).map((t) => t.id)).toContain('vehicles');
    const orders = await CUSTOMER_TABS[0]!.load();
    expect(orders.default).toBe(OrdersTab);
  });
});

describe('Orders tab', () => {
  interface Row {
    order_id: number;
    status: string;
    order_status_id: number;
    editUrl: string;
    deleteUrl: string;
    oeapi: { link: string } | null;
  }
  interface OrdersAnswer {
    results: Row[];
    total_spent_text: string;
    total_orders: number;
    total_returns: number;
    outstanding_balance_text: string;
  }

  it('shows the summary; Order Express only below status 3 with a link; edit and delete only with their URLs; incomplete rows styled apart', async () => {
    // An incomplete order of the test's own beside customer 6's orders (kiosk, outstanding, complete).
    const mine = await newOrder(store, { customerId: 6 });
    render(<OrdersTab customerId={6} />);
    await screen.findByRole('cell', { name: String(mine) });
    // Every row as the store answered the tab.
    const answer = JSON.parse(store.sent('GET /api/customer_order/')[0]!.answer!.text) as OrdersAnswer;
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      answer.total_spent_text,
      String(answer.total_orders),
      String(answer.total_returns),
      answer.outstanding_balance_text,
    ]);
    const express = (r: Row) => r.order_status_id < 3 && Boolean(r.oeapi?.link);
    // The answer holds every case the rules tell apart.
    expect(answer.results.some(express)).toBe(true);
    expect(answer.results.some((r) => r.oeapi && !express(r))).toBe(true);
    expect(answer.results.some((r) => !r.editUrl && !r.deleteUrl)).toBe(true);
    expect(answer.results.some((r) => r.status === 'Incomplete Transaction')).toBe(true);
    for (const row of answer.results) {
      const id = row.order_id;
      const link = screen.queryByRole('link', { name: `Order Express for order #${id}` });
      expect(link?.getAttribute('href') ?? null).toBe(express(row) ? row.oeapi!.link : null);
      expect(Boolean(screen.queryByRole('link', { name: `Edit order #${id}` }))).toBe(Boolean(row.editUrl));
      expect(Boolean(screen.queryByRole('button', { name: `Delete order #${id}` }))).toBe(Boolean(row.deleteUrl));
      expect(screen.getByRole('link', { name: `View order #${id}` })).toBeTruthy();
      expect(
        screen
          .getByRole('cell', { name: String(id) })
          .closest('tr')
          ?.className.includes('--incomplete'),
      ).toBe(row.status === 'Incomplete Transaction');
    }
    expect(screen.getByRole('cell', { name: String(mine) }).closest('tr')?.className).toContain(
      'pi-customer-tabs__row--incomplete',
    );
  });

  it('delete asks first, then GETs the deleteUrl and reads the list again', async () => {
    const user = userEvent.setup();
    const mine = await newOrder(store, { customerId: 2 });
    render(<OrdersTab customerId={2} />);
    await user.click(await screen.findByRole('button', { name: `Delete order #${mine}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(dialog.textContent).toContain(`Are you sure you want to delete order #${mine}?`);
    expect(store.sent('GET /api/order/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(mine) })).toBeNull());
    expect(store.sent('GET /api/order/delete')[0]!.url.searchParams.get('order_id')).toBe(String(mine));
    expect(store.sent('GET /api/customer_order/')).toHaveLength(2);
    expect(notify.success).toHaveBeenCalledWith(
      JSON.parse(store.sent('GET /api/order/delete')[0]!.answer!.text).success,
    );
    expect(notify.success.mock.calls[0]![0]).toContain(String(mine));
    // The store no longer lists it.
    const held = (await store.json('/api/customer_order/?customerId=2')) as unknown as OrdersAnswer;
    expect(held.results.map((r) => r.order_id)).not.toContain(mine);
  });
});

describe('History tab', () => {
  it('the image rules: .jpg or .png, at most 2 MB', () => {
    expect(historyImageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'The image must be a .jpg or .png file.',
    );
    expect(historyImageProblem({ name: 'a.png', type: 'image/gif', size: 10 })).toBe(
      'The image must be a .jpg or .png file.',
    );
    expect(historyImageProblem({ name: 'a.JPG', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(historyImageProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The image must be at most 2 MB.',
    );
  });

  it('a refused image blocks the add; a good entry is sent as multipart and the form starts afresh', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<HistoryTab customerId={7} />);
    await screen.findByRole('button', { name: 'Add Entry' });
    await waitFor(() => expect(store.sent('GET /api/customer_history/')).toHaveLength(1));
    await user.type(screen.getByLabelText('Comment'), 'Called back about the rotors');
    await user.upload(screen.getByLabelText('Image'), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(screen.getByText('The image must be a .jpg or .png file.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(store.sent('POST /api/customer_history/add')).toHaveLength(0);
    // A PNG as the store checks it: its signature bytes.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await user.upload(screen.getByLabelText('Image'), new File([png], 'x.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(store.sent('POST /api/customer_history/add')).toHaveLength(1));
    const sent = store.sent('POST /api/customer_history/add')[0]!;
    expect(sent.url.searchParams.get('customer_id')).toBe('7');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    await waitFor(() => expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(''));
    expect(notify.success).toHaveBeenCalledWith('History added.');
    // The store kept the entry: the list read again shows it.
    expect(await screen.findByText('Called back about the rotors')).toBeTruthy();
  });

  it('Notify Customer starts from the customer as the editor holds it now (handed in by the editor, read when turned on)', async () => {
    const user = userEvent.setup();
    let customer = { email: 'before@example.com', telephone: '(555) 010-0000', texting_alerts: false };
    render(<HistoryTab customerId={9} contact={() => customer} />);
    await waitFor(() => expect(store.sent('GET /api/customer_history/')).toHaveLength(1));
    // Saved on the General tab meanwhile: the fields take what the editor holds when Notify Customer is turned on.
    customer = { email: 'after@example.com', telephone: '(555) 010-1111', texting_alerts: true };
    await user.click(screen.getByLabelText('Notify Customer'));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('after@example.com');
  });

  it('a failed add keeps what was typed and says the server\u2019s words', async () => {
    const user = userEvent.setup();
    render(<HistoryTab customerId={8} />);
    await waitFor(() => expect(store.sent('GET /api/customer_history/')).toHaveLength(1));
    await user.type(screen.getByLabelText('Comment'), 'Kept');
    // The store refuses the add with its own words.
    await store.fault({ path: '/api/customer_history/add', kind: 'status', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Injected fault');
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Kept');
  });
});

describe('Credits tab', () => {
  /** The customer's store credit as the store holds it. */
  const balance = async (customerId: number) =>
    ((await store.json(`/api/customer_credit/?customerId=${customerId}`)) as { balance_text: string }).balance_text;

  it('digits typed are cents shown as dollars; the add sends dollars; the balance is the server\u2019s', async () => {
    const user = userEvent.setup();
    const before = await balance(1);
    render(<CreditsTab customerId={1} />);
    expect(await screen.findByText(before)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Goodwill');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1234');
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('$12.34');
    await user.click(screen.getByRole('button', { name: 'Add Credit' }));
    const after = await vi.waitFor(
      async () => {
        const now = await balance(1);
        expect(now).not.toBe(before);
        return now;
      },
      { timeout: 5000 },
    );
    expect(Number(after.replace(/[$,]/g, '')) - Number(before.replace(/[$,]/g, ''))).toBeCloseTo(12.34, 2);
    expect(await screen.findByText(after)).toBeTruthy();
    expect(Object.fromEntries(store.sent('POST /api/customer_credit/add')[0]!.form)).toEqual({
      description: 'Goodwill',
      amount: '12.34',
    });
  });

  it('an unreadable answer to the add re-reads the list; what was typed stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<CreditsTab customerId={3} />);
    await waitFor(() => expect(store.sent('GET /api/customer_credit/')).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Price match');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    // The store adds the credit, then prints a PHP notice in front of its answer.
    await store.fault({ path: '/api/customer_credit/add', kind: 'notice' });
    await user.click(screen.getByRole('button', { name: 'Add Credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A system error occurred. Contact your administrator.');
    await waitFor(() => expect(store.sent('GET /api/customer_credit/')).toHaveLength(2));
    // The re-read shows what the store holds: the credit was added.
    expect(await screen.findByText('Price match')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Price match');
  });
});

describe('IP Addresses tab', () => {
  it('looks up an IP (city, region, country) without the store\u2019s headers; a failure says "Failed to get location details."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    // The lookup goes to an outside service (ipinfo.io by default); the demo page points it at the store's stand-in.
    expect(v.parse(PageConfigSchema, {}).endpoints.ip_lookup).toBe('https://ipinfo.io/');
    render(<IpAddressesTab customerId={10} />);
    await user.click(await screen.findByRole('button', { name: 'Look up where 203.0.113.7 is' }));
    expect(await screen.findByText('Columbus, Ohio, US')).toBeTruthy();
    const lookup = store.sent('GET /ip-lookup/203.0.113.7/json')[0]!;
    expect(lookup.headers.get('x-requested-with')).toBeNull();
    expect(lookup.headers.get('x-staff-token')).toBeNull();
    // A private address: the service answers {bogon: true}, no place.
    await user.click(screen.getByRole('button', { name: 'Look up where 192.168.1.30 is' }));
    expect(await screen.findByText('Failed to get location details.')).toBeTruthy();
  });

  it('Ban posts the IP to add, Unban to remove; the list is read again', async () => {
    const user = userEvent.setup();
    const { results } = (await store.json('/api/customer_ip/?customerId=4')) as {
      results: { ip: string; is_banned: boolean }[];
    };
    const address = results.find((r) => !r.is_banned)!.ip;
    render(<IpAddressesTab customerId={4} />);
    await user.click(await screen.findByRole('button', { name: `Ban ${address}` }));
    expect(await screen.findByRole('button', { name: `Unban ${address}` })).toBeTruthy();
    const sent = store.sent('POST /api/customer_ip/add')[0]!;
    expect(sent.url.searchParams.get('customer_id')).toBe('4');
    expect(sent.form.get('ip')).toBe(address);
    await user.click(screen.getByRole('button', { name: `Unban ${address}` }));
    expect(await screen.findByRole('button', { name: `Ban ${address}` })).toBeTruthy();
    expect(store.sent('POST /api/customer_ip/remove')[0]!.form.get('ip')).toBe(address);
  });
});

describe('Tags tab', () => {
  it('ticks the assigned tags, saves the choice as tags[], keeps the ticks when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const held = (await store.json('/api/customer_tag/?customerId=5')) as {
      customerTags: { tag_id: number; title: string }[];
      assignedTags: { tag_id: number; title: string }[];
      createTagUrl: string;
    };
    const unassigned = held.customerTags.find((t) => !held.assignedTags.some((a) => a.tag_id === t.tag_id))!;
    render(<TagsTab customerId={5} />);
    const box = (title: string) => screen.getByRole('checkbox', { name: title }) as HTMLInputElement;
    await screen.findByRole('checkbox', { name: unassigned.title });
    for (const tag of held.customerTags)
      expect(box(tag.title).checked).toBe(held.assignedTags.some((a) => a.tag_id === tag.tag_id));
    expect(screen.getByRole('link', { name: 'Create Tag' }).getAttribute('href')).toBe(held.createTagUrl);
    await user.click(box(unassigned.title));
    // The first save's answer is a 200 no one documented.
    await store.fault({ path: '/api/customer_tag/save', kind: 'malformed' });
    await user.click(screen.getByRole('button', { name: 'Save Tags' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('A system error occurred. Contact your administrator.'),
    );
    expect(box(unassigned.title).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Tags' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The customer\u2019s tags have been saved.'));
    const saved = store.sent('POST /api/customer_tag/save')[1]!;
    expect(saved.url.searchParams.get('customerId')).toBe('5');
    expect(saved.form.getAll(`tags[${held.assignedTags.length}]`)).toEqual([String(unassigned.tag_id)]);
    const now = (await store.json('/api/customer_tag/?customerId=5')) as { assignedTags: { tag_id: number }[] };
    expect(now.assignedTags.map((t) => t.tag_id)).toContain(unassigned.tag_id);
  });
});
