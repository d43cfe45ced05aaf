/**
 * The customer's payment page for an order (the online invoice's payment link, spec 2 §1 "send payment links"):
 * GET /account/order/pay?order_id=&payment_token= shows the order and its balance with a card form; POST pays the
 * balance, recorded as an `online` transaction that staff see on the order view and the receipt. A plain server-rendered
 * page of the demo theme (no island: one form that works without script). The link carries a per-order random payment
 * token, never any part of a staff or admin token, and starts from the store's configured address (DemoState.storeUrl),
 * never from the request's Host header. Open to anyone holding the link: no sign-in, no staff session.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { checkFields, stringField } from '../core/form';
import { esc } from '../core/html';
import { redirect } from '../core/http';
import { formatCents, toCents } from '../core/money';
import { pendingTerminalOf, recordTransaction, simulator } from './payment-simulator';
import { findOrder } from '../back-office/pos-backoffice-data';
import type { Context } from '../core/router';
import type { Seed } from '../core/seed';
import type { Order } from '../core/types';
import { renderPage } from '../core/page-frame';

const tokensBySeed = new WeakMap<Seed, Map<number, string>>();

function tokens(ctx: Context): Map<number, string> {
  let map = tokensBySeed.get(ctx.state.data);
  if (!map) tokensBySeed.set(ctx.state.data, (map = new Map()));
  return map;
}

/** The order's payment token: 128 random bits, made once per order (per seed copy: a reset makes new ones). */
export function paymentToken(ctx: Context, order: Order): string {
  const map = tokens(ctx);
  let token = map.get(order.order_id);
  if (!token) map.set(order.order_id, (token = randomBytes(16).toString('base64url')));
  return token;
}

/** The link the customer gets: the store's configured address, the order and its payment token. */
export function paymentLink(ctx: Context, order: Order): string {
  const base = ctx.state.storeUrl.replace(/\/+$/, '');
  return `${base}/index.php?route=account/order/pay&order_id=${order.order_id}&payment_token=${paymentToken(ctx, order)}`;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The order a link names, when its payment token is the order's; anything else is one answer ("not valid"). */
function linkedOrder(ctx: Context, orderId: string | null, token: string): Order | null {
  const order = orderId && /^\d+$/.test(orderId) ? findOrder(ctx, Number(orderId)) : undefined;
  if (!order || !token) return null;
  const expected = tokens(ctx).get(order.order_id);
  return expected && sameToken(expected, token) ? order : null;
}

const PAGE_TITLE = 'Pay Your Order';

function invalidLink(ctx: Context): void {
  renderPage(
    ctx,
    {
      title: PAGE_TITLE,
      breadcrumb: [['Home', '/'], [PAGE_TITLE]],
      body: `<h1>${PAGE_TITLE}</h1><p class="alert alert-warning" role="alert">This payment link is not valid. Ask the store to send it again.</p>`,
    },
    404,
  );
}

interface FormState {
  name: string;
  error: string;
}

/** The demo's card rules: a Luhn-valid 13-19 digit number; 4000 0000 0000 0002 is declined like a real test card. */
function cardProblem(number: string, expiry: string, cvc: string, name: string): string | null {
  if (name.trim().length < 2) return 'Enter the name on the card.';
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return 'Enter a valid card number.';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  if (sum % 10 !== 0) return 'Enter a valid card number.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const now = new Date();
  const year = 2000 + Number(match[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return 'This card has expired.';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Enter the 3 or 4 digit security code.';
  if (digits === '4000000000000002') return 'Your card was declined. Try another card.';
  return null;
}

const TERMINAL_BUSY =
  'A card payment for this order is being taken at the store right now. Reload this page in a few minutes.';

function renderPay(ctx: Context, order: Order, token: string, state: FormState = { name: '', error: '' }): void {
  const balance = toCents(order.balance_due);
  const paid = ctx.query.get('paid') === '1';
  const lines = order.products
    .map(
      (p) =>
        `<tr><td>${esc(p.name)}</td><td class="text-right">${p.quantity}</td><td class="text-right">${esc(formatCents(toCents(p.total)))}</td></tr>`,
    )
    .join('');
  const summary = `<table class="table order-pay__items"><caption>Order # ${order.order_id}</caption>
<thead><tr><th scope="col">Product</th><th scope="col" class="text-right">Quantity</th><th scope="col" class="text-right">Total</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><th scope="row" colspan="2" class="text-right">Order Total</th><td class="text-right">${esc(formatCents(toCents(order.total)))}</td></tr>
<tr><th scope="row" colspan="2" class="text-right">Amount Paid</th><td class="text-right">${esc(formatCents(toCents(order.amount_paid)))}</td></tr>
<tr><th scope="row" colspan="2" class="text-right">Balance Due</th><td class="text-right">${esc(formatCents(Math.max(0, balance)))}</td></tr></tfoot></table>`;
  let action: string;
  if (paid) {
    action = `<p class="alert alert-success" role="status">Thank you! Your payment was received. Order # ${order.order_id} is paid in full.</p>`;
  } else if (order.pos_status === 'Voided') {
    action = '<p class="alert alert-warning" role="alert">This order was voided: there is nothing to pay.</p>';
  } else if (balance <= 0) {
    action = '<p class="alert alert-info" role="status">This order is paid in full. Thank you!</p>';
  } else if (pendingTerminalOf(ctx, order)) {
    // A card payment waiting on the store's terminal holds its amount: the link takes nothing until it ends.
    action = `<p class="alert alert-warning" role="alert">${TERMINAL_BUSY}</p>`;
  } else {
    const id = (name: string) => `order-pay-${name}`;
    const field = (name: string, label: string, attrs: string) =>
      `<div class="form-group"><label for="${id(name)}">${label}</label><input id="${id(name)}" name="${name}" class="form-control" ${attrs}></div>`;
    action = `<form method="post" class="order-pay__form" novalidate>
<h2>Pay ${esc(formatCents(balance))} by card</h2>
${state.error ? `<p class="alert alert-danger" role="alert" id="${id('error')}">${esc(state.error)}</p>` : ''}
<input type="hidden" name="payment_token" value="${esc(token)}">
<input type="hidden" name="amount" value="${(balance / 100).toFixed(2)}">
<input type="hidden" name="payment_key" value="${randomBytes(12).toString('base64url')}">
${field('card_name', 'Name on card', `autocomplete="cc-name" required value="${esc(state.name)}"`)}
${field('card_number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" required')}
${field('card_expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" required')}
${field('card_cvc', 'Security code', 'autocomplete="cc-csc" inputmode="numeric" required')}
<button type="submit" class="btn btn-primary">Pay ${esc(formatCents(balance))}</button>
</form>`;
  }
  renderPage(
    ctx,
    {
      title: PAGE_TITLE,
      breadcrumb: [['Home', '/'], [PAGE_TITLE]],
      body: `<h1>${PAGE_TITLE}</h1>
<p>${esc(order.customer || 'Customer')}, this is your order from our store.</p>
${summary}
${action}`,
    },
    state.error ? 422 : 200,
  );
}

/** GET: the order and its balance with the card form (or its paid / voided state). */
export function orderPayPage(ctx: Context): void {
  const token = ctx.query.get('payment_token') ?? '';
  const order = linkedOrder(ctx, ctx.query.get('order_id'), token);
  if (!order) return invalidLink(ctx);
  renderPay(ctx, order, token);
}

/**
 * POST: pays the balance shown on the page (the form's amount must still be the balance: a page left open while the
 * store took another payment is shown again with the new balance). The form's payment_key makes a resubmitted form
 * record once; a success redirects to the page with `paid=1` (a reload pays nothing).
 */
export async function orderPayPost(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, {
    payment_token: { kind: 'string', required: true },
    amount: { kind: 'string', required: true },
    payment_key: { kind: 'string', required: true },
    card_name: { kind: 'string', required: true },
    card_number: { kind: 'string', required: true },
    card_expiry: { kind: 'string', required: true },
    card_cvc: { kind: 'string', required: true },
  });
  const token = stringField(form, 'payment_token');
  const order = linkedOrder(ctx, ctx.query.get('order_id'), token);
  if (!order) return invalidLink(ctx);
  const done = `/index.php?route=account/order/pay&order_id=${order.order_id}&payment_token=${encodeURIComponent(token)}&paid=1`;
  const key = `online-${stringField(form, 'payment_key')}`;
  const sim = simulator(ctx);
  if (sim.keys.get(key)?.order_id === order.order_id) return redirect(ctx.res, done);
  const name = stringField(form, 'card_name');
  const balance = toCents(order.balance_due);
  if (order.pos_status === 'Voided' || balance <= 0 || pendingTerminalOf(ctx, order))
    return renderPay(ctx, order, token);
  if (toCents(Number(stringField(form, 'amount'))) !== balance)
    return renderPay(ctx, order, token, {
      name,
      error: `The balance due changed to ${formatCents(balance)} meanwhile. Check the amount and pay again.`,
    });
  const problem = cardProblem(
    stringField(form, 'card_number'),
    stringField(form, 'card_expiry'),
    stringField(form, 'card_cvc'),
    name,
  );
  if (problem) return renderPay(ctx, order, token, { name, error: problem });
  const digits = stringField(form, 'card_number').replace(/\D/g, '');
  const t = recordTransaction(ctx, order, 'online', balance, {
    idempotency_key: key,
    email: order.email,
    telephone: order.telephone,
    customer_id: order.customer_id,
    card_type: 'Credit',
    settled: false,
  });
  t.transaction_label = `Online invoice payment (card ending ${digits.slice(-4)})`;
  sim.keys.set(key, { order_id: order.order_id, cents: balance, type: 'online', transaction_id: t.transaction_id });
  redirect(ctx.res, done);
}
