/**
 * POS orders of a test's own on the in-process demo store (demo-store.ts): the test's staff session fills its cart and
 * sends it to checkout, as the POS cart does, and pays through the store's own calls. Demo orders, vouchers and
 * customers' store credit are shared by a file's tests; each test makes what it spends.
 *
 *     const store = demoStore();
 *     await staffPage(store);                        // signs in, the page carries the token
 *     const orderId = await newOrder(store, { customerId: 1 });
 *     await pay(store, orderId, 'cash', '5.00');
 */
import * as v from 'valibot';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CheckoutStateWire } from '../../../src/pos/schemas/checkout';
import { CONFIG_ELEMENT_ID, PageConfigSchema } from '../../../src/schemas/config';
import { $config, loadConfig } from '../../../src/stores/config';
import { checkoutStateOf, transactionFields } from './checkout-calls';
import type { DemoSession } from './demo-store';
import { resetStores } from './stores';

/** The demo store's parts: pads ($64.99, with labor) and product 10. */
export const DEFAULT_LINES: [productId: number, quantity: number][] = [
  [10, 1],
  [1, 2],
];

/** Each test of the file on a staff page of its own session (a fresh page, signed in); spies and stubs undone after. */
export function staffPages(store: DemoSession): void {
  beforeEach(async () => {
    resetStores();
    await staffPage(store);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * Signs the test's session in as staff (with these session settings) and gives the page the config the store renders
 * for it (its staff token, payment settings, endpoints): what a staff page would carry. Returns that config.
 */
export async function staffPage(
  store: DemoSession,
  settings: Record<string, unknown> = {},
): Promise<v.InferInput<typeof PageConfigSchema>> {
  const config = v.parse(PageConfigSchema, await store.signInAsStaff(settings));
  loadPageConfig(config);
  return config;
}

/**
 * A fresh page's config block, read as the runtime reads it (loadConfig): once per page, so a test that changes it
 * starts a fresh page first (resetStores()). The block leaves the document once read.
 */
export function loadPageConfig(config: v.InferInput<typeof PageConfigSchema>): void {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(config);
  document.head.append(block);
  const error = loadConfig(document);
  block.remove();
  if (error) throw new Error(error);
  // A page reads its block once: a second block on the same page is not read.
  if (JSON.stringify($config.get()) !== JSON.stringify(v.parse(PageConfigSchema, config)))
    throw new Error('the page had read its config already: start a fresh page (resetStores()) first');
}

/** A new order of the session's own (its cart sent to checkout): the order id. */
export async function newOrder(
  store: DemoSession,
  { customerId, lines = DEFAULT_LINES }: { customerId?: number; lines?: [number, number][] } = {},
): Promise<number> {
  const refused = (answer: Record<string, unknown>) => {
    if (answer.error || answer.error_message)
      throw new Error(`set-up refused: ${JSON.stringify(answer.error_message ?? answer.error)}`);
    return answer;
  };
  for (const [product_id, quantity] of lines) refused(await store.form('/checkout/cart/add', { product_id, quantity }));
  if (customerId) refused(await store.form('/checkout/cart/setCustomer', { customer_id: customerId }));
  const { order_id } = refused(await store.json('/checkout/cart/saveOrderAndCheckout')) as { order_id: number };
  return order_id;
}

/** What the store holds for the order now (getTransactions, parsed as the checkout reads it). */
export function heldOrder(store: DemoSession, orderId: number): Promise<CheckoutStateWire> {
  return checkoutStateOf(store, orderId);
}

let keys = 0;
/** A payment made in the session (another till, or set-up): the store's answer. */
export function pay(
  store: DemoSession,
  orderId: number,
  type: string,
  amount: string,
  extra: Record<string, string> = {},
  key = `set-up-${++keys}-${Date.now()}`,
): Promise<Record<string, unknown>> {
  return store.form('/pos/checkout/addTransaction', transactionFields(orderId, type, amount, extra, key));
}

let codes = 0;
/** A gift voucher of the test's own: its code. */
export async function newVoucher(store: DemoSession, amount: number): Promise<string> {
  const code = `T${Date.now().toString(36).toUpperCase()}-${++codes}`;
  await store.call('/__demo/vouchers', {
    method: 'POST',
    body: JSON.stringify({ code, amount }),
    headers: { 'Content-Type': 'application/json' },
  });
  return code;
}
