import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import productCompare from '../../../islands/product-compare/index';
import registerForm from '../../../islands/register-form/index';
import wishlist from '../../../islands/wishlist/index';
import { setConfig } from '../helpers/config';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';

// The demo store's catalog: pads (1) and the cat-back exhaust (2).
const PADS = { product_id: 1, name: 'Ironclad Ceramic Front Brake Pad Set' };
const EXHAUST = { product_id: 2, name: 'Torrent Stainless Cat-Back Exhaust' };

const store = demoStore();

/** Puts parts on this session's comparison (as the product pages' buttons did). */
async function comparing(...products: { product_id: number }[]) {
  for (const p of products) await store.form('/product/compare/add', { product_id: p.product_id });
}

/** The failures reported to the host page (parts-islands:error) until the test ends. */
function failures(): FailureDetail[] {
  const seen: FailureDetail[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<FailureDetail>).detail);
  document.addEventListener(ERROR_EVENT, listener);
  onTestFinished(() => document.removeEventListener(ERROR_EVENT, listener));
  return seen;
}

/** The store's answer to the first request sent to `route`. */
const answerTo = (route: string) => JSON.parse(store.sent(route)[0]!.answer!.text) as Record<string, unknown>;

/** An account of this test's own (registration signs the session in): a unique e-mail, the shared store's rule. */
async function signedInAccount(): Promise<void> {
  await store.form('/account/register/processPost', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `ada.${crypto.randomUUID()}@example.com`,
    telephone: '614-555-0100',
    password: 'secret1',
    confirm: 'secret1',
    agree: 1,
  });
  setConfig({ logged_in: true });
}

beforeEach(() => {
  resetCatalogStores();
  Object.values(notify).forEach((f) => f.mockClear());
});
afterEach(() => vi.unstubAllGlobals());

describe('product-compare', () => {
  it('shows attribute groups, stock, weight, length, width, height, rating and reviews side by side', async () => {
    await comparing(PADS, EXHAUST);
    renderIsland(productCompare, {});
    const table = await screen.findByRole('table');
    const answer = answerTo('GET /product/compare/getCompare') as {
      products: { weight_text: string }[];
      attribute_groups: { name: string }[];
    };
    for (const row of ['Availability', 'Weight', 'Length', 'Width', 'Height', 'Rating'])
      expect(within(table).getByRole('rowheader', { name: row })).toBeTruthy();
    for (const group of answer.attribute_groups)
      expect(within(table).getByRole('columnheader', { name: group.name })).toBeTruthy();
    for (const product of answer.products)
      expect(within(table).getAllByText(product.weight_text).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/Based on \d+ reviews/)).toHaveLength(2);
  });

  it('remove sends product_id and drops the column; a failed remove is an "Uh oh!" toast and keeps it, reported with the island\'s name', async () => {
    await comparing(PADS, EXHAUST);
    const seen = failures();
    renderIsland(productCompare, {}, { name: 'product-compare' });
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${PADS.name}` }));
    await waitFor(() => expect(screen.queryByRole('link', { name: PADS.name })).toBeNull());
    expect(Object.fromEntries(store.sent('POST /product/compare/remove')[0]!.form)).toEqual({ product_id: '1' });
    // Removed in another tab meanwhile: the store refuses with its own words.
    await store.form('/product/compare/remove', { product_id: EXHAUST.product_id });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${EXHAUST.name}` }));
    await waitFor(() => expect(notify.uhOh).toHaveBeenCalledWith(`${EXHAUST.name} is not on your product comparison.`));
    expect(screen.getByRole('link', { name: EXHAUST.name })).toBeTruthy();
    expect(seen).toMatchObject([{ island: 'product-compare', action: 'compare call failed', kind: 'server' }]);
  });

  it('an empty list says so', async () => {
    renderIsland(productCompare, {});
    expect(await screen.findByText('You have not chosen any products to compare.')).toBeTruthy();
  });

  it('a failed load is an "Uh oh!" toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.fault({ path: '/product/compare/getCompare', kind: 'status', status: 500 });
    renderIsland(productCompare, {});
    await waitFor(() => expect(notify.uhOh).toHaveBeenCalledWith('Injected fault'));
  });
});

describe('wishlist', () => {
  it('a guest sees a login link and no call is made', () => {
    renderIsland(wishlist, {});
    expect(screen.getByRole('link', { name: 'Log in to see your wish list' }).getAttribute('href')).toBe(
      '/account/login?redirect=%2F',
    );
    expect(store.requests).toEqual([]);
  });

  it('a signed-in account sees image, name (linked), model and price; remove drops the row', async () => {
    await signedInAccount();
    await store.form('/account/wishlist/add', { product_id: EXHAUST.product_id });
    renderIsland(wishlist, {});
    const row = (await screen.findByRole('link', { name: EXHAUST.name })).closest('tr') as HTMLElement;
    const [entry] = (
      answerTo('GET /account/wishlist/getWishlist') as {
        products: { model: string; special?: string; price_text: string; thumbnails: { wishlist: string } }[];
      }
    ).products;
    expect(row.textContent).toContain(entry!.model);
    expect(row.textContent).toContain(entry!.special || entry!.price_text);
    expect(row.querySelector('img')?.getAttribute('src')).toBe(entry!.thumbnails.wishlist);
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${EXHAUST.name}` }));
    expect(await screen.findByText('Your wish list is empty.')).toBeTruthy();
    expect(((await store.json('/account/wishlist/getWishlist')) as { products: unknown[] }).products).toEqual([]);
  });

  it('a remove whose answer is lost re-reads the list and is an "Uh oh!" toast; both reports name the island', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await signedInAccount();
    await store.form('/account/wishlist/add', { product_id: EXHAUST.product_id });
    const seen = failures();
    renderIsland(wishlist, {}, { name: 'wishlist' });
    const row = (await screen.findByRole('link', { name: EXHAUST.name })).closest('tr') as HTMLElement;
    // The store removes it, then prints a PHP notice before its answer; the list is read again, and that fails too.
    await store.fault([
      { path: '/account/wishlist/remove', kind: 'notice' },
      { path: '/account/wishlist/getWishlist', kind: 'error-page', status: 502 },
    ]);
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${EXHAUST.name}` }));
    await waitFor(() => expect(notify.uhOh).toHaveBeenCalled());
    expect(seen.map((d) => [d.island, d.action, d.kind])).toEqual([
      ['wishlist', 'wishlist could not be re-read', 'http'],
      ['wishlist', 'wishlist call failed', 'unreadable'],
    ]);
  });
});

describe('register-form', () => {
  it('posts the fields; each error is its own toast and is shown beside its field', async () => {
    renderIsland(registerForm, {});
    await userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/E-Mail/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.sent('POST /account/register/processPost')[0]?.answer).toBeDefined());
    const { errors } = answerTo('POST /account/register/processPost') as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['email', 'agree']));
    expect(await screen.findByText(errors.email!)).toBeTruthy();
    expect(notify.error.mock.calls).toEqual(Object.values(errors).map((message) => [message]));
    expect(screen.getByLabelText(/E-Mail/).getAttribute('aria-invalid')).toBe('true');
    expect(Object.fromEntries(store.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      firstname: 'Ada',
      email: 'nope',
      agree: '0',
    });
  });

  it('success is a toast, then a Continue link', async () => {
    renderIsland(registerForm, { continue_href: '/common/home' });
    await userEvent.type(screen.getByLabelText(/First Name/), 'Grace');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Hopper');
    await userEvent.type(screen.getByLabelText(/E-Mail/), `grace.${crypto.randomUUID()}@example.com`);
    await userEvent.type(screen.getByLabelText(/Telephone/), '614-555-0101');
    await userEvent.type(screen.getByLabelText(/^Password(?! Confirm)/), 'cobol59');
    await userEvent.type(screen.getByLabelText(/Password Confirm/), 'cobol59');
    await userEvent.click(screen.getByRole('checkbox', { name: /agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/common/home');
    const { success } = answerTo('POST /account/register/processPost') as { success: string };
    expect(notify.success).toHaveBeenCalledWith(success);
    expect(Object.fromEntries(store.sent('POST /account/register/processPost')[0]!.form)).toMatchObject({
      agree: '1',
    });
  });
});
