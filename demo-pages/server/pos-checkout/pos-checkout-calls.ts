/**
 * The POS checkout calls (spec 2 §7, base /pos/checkout/) answered by the payment simulator (payment-simulator.ts):
 * getTransactions, setCustomer, addTransaction (idempotent by key), voidTransaction, voidTransactions, complete,
 * getVoucher, cancelSmartTerminal, terminalEvents (a real server-sent-event stream), voidOrReturn (a card's
 * void_or_return_url), and POST /pos/order/applyPoNumber?order_id=. Staff-only by route (staff.ts).
 */
import { findVoucher, normalizeCode } from '../cart/codes';
import { addCreditEntry } from './credit-ledger';
import { checkFields, intField, isMap, stringField, type FormData } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { formatCents, fromCents, toCents } from '../core/money';
import {
  CARD_TERMINAL_MODES,
  DECLINE_MESSAGE,
  outcomeOf,
  newTerminalRequest,
  pendingTerminalOf,
  recordTransaction,
  settleStatus,
  settleTerminal,
  simulator,
  tapTerminal,
  TERMINAL_DROP_MS,
  processorLog,
  reversalText,
  reversalWire,
  terminalHoldMessage,
  voidRecorded,
  type CardTerminalMode,
  type TerminalRequest,
} from './payment-simulator';
import { pageConfig } from '../core/page-config';
import { allOrders, extraOf, findOrder } from '../back-office/pos-backoffice-data';
import { call, type Context, type RouteTable } from '../core/router';
import type { Order, Transaction } from '../core/types';

/** The demo's card devices (smart terminals) and batch departments, shown on the checkout page. */
export const CARD_DEVICES = [
  { id: 'ST-FRONT', name: 'Front counter terminal' },
  { id: 'ST-SERVICE', name: 'Service desk terminal' },
];
/** Datacap card readers (the Datacap tender: the reader takes the card and the answer carries the payment at once). */
export const DATACAP_DEVICES = [
  { id: 'DC-FRONT', name: 'Front counter card reader' },
  { id: 'DC-SERVICE', name: 'Service desk card reader' },
];
export const CARD_DEPARTMENTS = [
  { id: 'parts', name: 'Parts' },
  { id: 'service', name: 'Service' },
];

const TYPES: Transaction['transaction_type'][] = ['card', 'online', 'cash', 'voucher', 'check', 'store_credit'];
const PAID_UP = 'This order has no balance due.';
export const NOT_ORDER_CUSTOMER = 'That customer is not this order’s customer: reload the checkout and try again.';
/** No cash above $100,000 is ever tendered at a counter. */
export const CASH_CAP_CENTS = 10_000_000;

/**
 * The most cash that may be tendered against a balance: ten times the balance (never less than the balance plus $100,
 * so a $100 bill is taken for a small balance), and never above $100,000. A typo such as 51746 for 517.46 is refused.
 */
export function cashCeilingCents(balance: number): number {
  return Math.min(CASH_CAP_CENTS, Math.max(balance * 10, balance + 10_000));
}

export function cashCeilingMessage(balance: number): string {
  return `Cash amount is too large: at most ${formatCents(cashCeilingCents(balance))} can be tendered for a balance of ${formatCents(balance)}.`;
}

function orderOf(ctx: Context, raw: string | null, name: string): Order {
  if (!raw || !/^\d+$/.test(raw))
    throw new HttpError(400, `"${name}" must be an order id, got ${JSON.stringify(raw)}.`);
  const order = findOrder(ctx, Number(raw));
  if (!order) throw new HttpError(404, `Order #${raw} not found.`);
  return order;
}

function customerOf(ctx: Context, order: Order) {
  return ctx.state.data.customers.find((c) => c.customer_id === order.customer_id);
}

/** The wire shape of a transaction: the order record's fields and the simulator's. */
export function transactionWire(ctx: Context, t: Transaction) {
  const extra = simulator(ctx).extras.get(t.transaction_id);
  const card = t.transaction_type === 'card';
  const settled = extra?.settled ?? true;
  const action = settled ? 'return' : 'void';
  // Each provider's own void/return variant: Datacap by its dc-direct URL, PayJunction by its transaction's action URL
  // (VOID before settlement, REFUND after); the generic card flow (before the providers were split) carries both.
  const datacap = card && extra && extra.provider !== 'payjunction';
  const payjunction = card && extra && extra.provider !== 'datacap';
  const refunded = t.status === 'void' && extra?.void_or_return_status === 'return';
  return {
    transaction_id: t.transaction_id,
    transaction_type: t.transaction_type,
    amount: t.amount,
    status: t.status,
    transaction_label: t.transaction_label,
    date_added: t.date_added,
    idempotency_key: extra?.idempotency_key ?? '',
    email: extra?.email ?? '',
    telephone: extra?.telephone ?? '',
    datacap_device: extra?.datacap_device ?? '',
    card_type: extra?.card_type ?? '',
    manual_entry: extra?.manual_entry ?? false,
    payjunction_action: extra?.provider === 'payjunction' && refunded ? 'REFUND' : (extra?.payjunction_action ?? ''),
    payjunction_smart_terminal_id: extra?.payjunction_smart_terminal_id ?? '',
    payjunction_terminal_id: extra?.payjunction_terminal_id ?? '',
    check_number: extra?.check_number ?? '',
    voucher_code: extra?.voucher_code ?? '',
    datacap_dc_direct:
      datacap && extra
        ? {
            void_or_return_action: action,
            void_or_return_status: extra.void_or_return_status,
            void_or_return_url: `/pos/checkout/voidOrReturn?transaction_id=${t.transaction_id}`,
          }
        : null,
    payjunction:
      payjunction && extra
        ? extra.provider === 'payjunction'
          ? {
              action_text: settled ? 'Refund' : 'Void',
              action_url: `/pos/checkout/voidOrReturn?transaction_id=${t.transaction_id}`,
              status: t.status === 'void' ? (refunded ? 'REFUND' : 'VOID') : 'CAPTURE',
              settled,
            }
          : {
              action_text: settled ? 'Return' : 'Void',
              action_url: `/pos/checkout/voidOrReturn?transaction_id=${t.transaction_id}`,
              status: t.status === 'void' ? (extra.void_or_return_status || 'void').toUpperCase() : 'CAPTURE',
              settled,
            }
        : null,
  };
}

function terminalWire(request: TerminalRequest) {
  return {
    smart_terminal_id: request.smart_terminal_id,
    site_transaction_id: request.site_transaction_id,
    events_url: `/pos/checkout/terminalEvents?siteTransactionId=${encodeURIComponent(request.site_transaction_id)}`,
    amount: fromCents(request.cents),
    status: request.status,
    message: request.message,
    transaction_id: request.transaction_id,
    started: new Date(request.created).toISOString(),
  };
}

/** The order's terminal requests, each settled first if its time has come; newest last. */
function terminalsOf(ctx: Context, order: Order): TerminalRequest[] {
  const list = [...simulator(ctx).terminals.values()].filter((r) => r.order_id === order.order_id);
  for (const request of list) settleTerminal(ctx, request, order);
  return list;
}

const totalOf = (order: Order, code: string) => order.totals.find((t) => t.code === code)?.value ?? 0;

/** The checkout state (spec 2 §3 "Checkout state") in dollars: what getTransactions and every change answer. */
export function checkoutState(ctx: Context, order: Order) {
  const terminals = terminalsOf(ctx, order);
  const customer = customerOf(ctx, order);
  const products = order.products.reduce((sum, p) => sum + toCents(p.total), 0);
  return {
    order_id: order.order_id,
    pos_status: order.pos_status,
    order_total: order.total,
    cost_parts: fromCents(products),
    cost_surcharge: totalOf(order, 'surcharge'),
    cost_labor: totalOf(order, 'labor'),
    cost_tax: totalOf(order, 'tax'),
    cost_credit_card_surcharge: totalOf(order, 'cc_surcharge'),
    cost_credit_card_surcharge_tax: totalOf(order, 'cc_surcharge_tax'),
    amount_paid: order.amount_paid,
    balance_due: order.balance_due,
    store_credit: customer?.store_credit ?? 0,
    customer: customer
      ? {
          customer_id: customer.customer_id,
          name: `${customer.firstname} ${customer.lastname}`,
          email: customer.email,
          telephone: customer.telephone,
          texting_alerts: customer.texting_alerts,
        }
      : null,
    transactions: order.transactions.map((t) => transactionWire(ctx, t)),
    products: order.products.map((p) => ({
      order_product_id: p.order_product_id,
      name: p.name,
      model: p.model,
      quantity: p.quantity,
      price: p.price,
      total: p.total,
      po_number: p.po_number,
    })),
    booked_appointments: order.appointments ?? [],
    pending_terminal: (() => {
      const pending = terminals.find((r) => r.status === 'pending');
      return pending ? terminalWire(pending) : null;
    })(),
    terminals: terminals.map(terminalWire),
  };
}

function getTransactions(ctx: Context): void {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  sendJson(ctx.res, 200, checkoutState(ctx, order));
}

async function setCustomer(ctx: Context): Promise<void> {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  const form = await ctx.form();
  checkFields(form, { customerId: { kind: 'int', required: true } });
  const customer = ctx.state.data.customers.find((c) => c.customer_id === intField(form, 'customerId'));
  if (!customer) return sendJson(ctx.res, 200, { error: 'Customer not found.' });
  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order cannot be changed.' });
  order.customer_id = customer.customer_id;
  order.customer = `${customer.firstname} ${customer.lastname}`;
  order.email = customer.email;
  order.telephone = customer.telephone;
  sendJson(ctx.res, 200, {
    success: 'Customer added to order!',
    customer: checkoutState(ctx, order).customer,
    storeCredit: customer.store_credit,
  });
}

const TRANSACTION_FIELDS = [
  'order_id',
  'transaction_type',
  'amount',
  'idempotency_key',
  'check_number',
  'voucher_code',
  'datacap_device',
  'payjunction_smart_terminal_id',
  'department_id',
  'card_type',
  'manual_entry',
  'email',
  'telephone',
];

function readTransaction(form: FormData): Record<string, string> {
  checkFields(form, { transaction: { kind: 'map', required: true } });
  const raw = form.transaction;
  if (!isMap(raw)) throw new HttpError(400, 'Field "transaction" must be sent as transaction[<field>]=<value>.');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!TRANSACTION_FIELDS.includes(key))
      throw new HttpError(400, `Unknown field "transaction[${key}]". Expected ${TRANSACTION_FIELDS.join(', ')}.`);
    if (typeof value !== 'string') throw new HttpError(400, `Field "transaction[${key}]" must be a single value.`);
    fields[key] = value;
  }
  for (const key of ['order_id', 'transaction_type', 'amount', 'idempotency_key']) {
    if (!fields[key]) throw new HttpError(400, `Missing required field "transaction[${key}]".`);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(fields.amount ?? ''))
    throw new HttpError(
      400,
      `Field "transaction[amount]" must be dollars with at most two decimals, got "${fields.amount}".`,
    );
  if (!TYPES.includes(fields.transaction_type as Transaction['transaction_type']))
    throw new HttpError(400, `Field "transaction[transaction_type]" must be one of ${TYPES.join(', ')}.`);
  if (!/^[A-Za-z0-9-]{8,64}$/.test(fields.idempotency_key ?? ''))
    throw new HttpError(400, 'Field "transaction[idempotency_key]" must be 8 to 64 letters, digits or dashes.');
  return fields;
}

function answerTransaction(ctx: Context, order: Order, transaction: Transaction, success: string) {
  sendJson(ctx.res, 200, { success, transaction: transactionWire(ctx, transaction), ...checkoutState(ctx, order) });
}

/**
 * POST addTransaction[?customerId] {transaction}: records a payment, or (card) starts a terminal request and answers its
 * event-stream URL. The same idempotency key never records twice: it answers what the first request recorded.
 */
async function addTransaction(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const fields = readTransaction(form);
  const order = orderOf(ctx, fields.order_id ?? null, 'transaction[order_id]');
  const type = fields.transaction_type as Transaction['transaction_type'];
  const cents = toCents(Number(fields.amount));
  const key = fields.idempotency_key as string;
  const sim = simulator(ctx);
  sim.keyRequests.set(key, (sim.keyRequests.get(key) ?? 0) + 1);

  const seen = sim.keys.get(key);
  if (seen) {
    if (seen.order_id !== order.order_id || seen.cents !== cents || seen.type !== type) {
      return sendJson(ctx.res, 409, { error: 'This payment key was already used for a different payment.' });
    }
    if (seen.terminal) {
      const request = sim.terminals.get(seen.terminal) as TerminalRequest;
      settleTerminal(ctx, request, order);
      return sendJson(ctx.res, 200, { terminal: terminalWire(request), ...checkoutState(ctx, order) });
    }
    const transaction = order.transactions.find((t) => t.transaction_id === seen.transaction_id);
    if (transaction) return answerTransaction(ctx, order, transaction, 'This payment was already recorded.');
  }

  if (order.pos_status === 'Voided') return sendJson(ctx.res, 200, { error: 'A voided order cannot be paid.' });
  if (cents <= 0) return sendJson(ctx.res, 200, { error: 'Amount must be more than $0.00' });
  // A pending terminal payment holds its amount: no other tender may take the order past what is left beside it.
  // (Looked up first: a terminal whose time has come is decided here, before the balance is read.)
  const held = pendingTerminalOf(ctx, order);
  const balance = toCents(order.balance_due);
  if (balance <= 0) return sendJson(ctx.res, 200, { error: PAID_UP });
  if (type !== 'cash' && cents > balance) {
    return sendJson(ctx.res, 200, {
      error: `Amount cannot be more than the balance due (${fromCents(balance).toFixed(2)}).`,
    });
  }
  if (type === 'cash' && cents > cashCeilingCents(balance))
    return sendJson(ctx.res, 200, { error: cashCeilingMessage(balance) });
  if (held && type !== 'card' && cents > balance - held.cents)
    return sendJson(ctx.res, 200, { error: terminalHoldMessage(held.cents) });
  // Money is taken only from the order's own customer: another customerId (a stale tab, a forged call) is refused.
  const queryCustomer = ctx.query.get('customerId');
  if (queryCustomer !== null && queryCustomer !== '' && Number(queryCustomer) !== order.customer_id)
    return sendJson(ctx.res, 200, { error: NOT_ORDER_CUSTOMER });
  const customerId = order.customer_id;
  const extra = { idempotency_key: key, customer_id: customerId };

  /** The Datacap tender: the reader takes the card now; the answer carries the payment (no terminal record). */
  const datacapCard = () => {
    if (!CARD_DEPARTMENTS.some((d) => d.id === fields.department_id))
      return sendJson(ctx.res, 200, { error: 'Select a department that will process the batch.' });
    if (fields.card_type !== 'Credit' && fields.card_type !== 'Debit')
      return sendJson(ctx.res, 200, { error: 'Select a card type.' });
    if (held)
      return sendJson(ctx.res, 200, { error: 'A terminal payment is already in progress. Finish or cancel it first.' });
    if (outcomeOf(cents) === 'decline') return sendJson(ctx.res, 200, { error: DECLINE_MESSAGE });
    const t = recordTransaction(ctx, order, 'card', cents, {
      ...extra,
      datacap_device: fields.datacap_device,
      card_type: fields.card_type,
      manual_entry: fields.manual_entry === '1',
      settled: outcomeOf(cents) === 'settled',
      provider: 'datacap',
    });
    sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
    return answerTransaction(ctx, order, t, 'Card payment approved.');
  };

  /** The PayJunction tender: a smart terminal shows the amount and waits for the customer (a terminal record). */
  const payjunctionCard = () => {
    const terminalId = fields.payjunction_smart_terminal_id ?? '';
    if (!CARD_DEVICES.some((d) => d.id === terminalId))
      return sendJson(ctx.res, 200, { error: 'Select a smart terminal that will display the amount.' });
    if (held)
      return sendJson(ctx.res, 200, { error: 'A terminal payment is already in progress. Finish or cancel it first.' });
    const request = newTerminalRequest(
      {
        smart_terminal_id: terminalId,
        order_id: order.order_id,
        cents,
        card_type: '',
        department_id: '',
        manual_entry: false,
        key,
        customer_id: customerId,
        provider: 'payjunction',
      },
      ctx.session().checkout.cardTerminal === 'manual' ? 'manual' : 'auto',
    );
    sim.terminals.set(request.site_transaction_id, request);
    sim.keys.set(key, { order_id: order.order_id, cents, type, terminal: request.site_transaction_id });
    return sendJson(ctx.res, 200, { terminal: terminalWire(request), ...checkoutState(ctx, order) });
  };

  switch (type) {
    case 'check': {
      if (!/^[1-9]\d*$/.test(fields.check_number ?? ''))
        return sendJson(ctx.res, 200, { error: 'Check number must be a whole number from 1.' });
      const t = recordTransaction(ctx, order, 'check', cents, { ...extra, check_number: fields.check_number });
      sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
      return answerTransaction(ctx, order, t, 'Check payment added.');
    }
    case 'cash': {
      const t = recordTransaction(ctx, order, 'cash', cents, extra);
      sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
      return answerTransaction(ctx, order, t, 'Cash payment added.');
    }
    case 'voucher': {
      const voucher = findVoucher(ctx.state.data.codes, fields.voucher_code ?? '');
      if (!voucher) return sendJson(ctx.res, 200, { error: 'Invalid code' });
      if (cents > toCents(voucher.amount))
        return sendJson(ctx.res, 200, {
          error: `Max amount allowed: ${fromCents(toCents(voucher.amount)).toFixed(2)}`,
        });
      voucher.amount = fromCents(toCents(voucher.amount) - cents);
      const t = recordTransaction(ctx, order, 'voucher', cents, { ...extra, voucher_code: voucher.code });
      sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
      return answerTransaction(ctx, order, t, 'Voucher payment added.');
    }
    case 'store_credit': {
      const customer = ctx.state.data.customers.find((c) => c.customer_id === customerId);
      if (!customer) return sendJson(ctx.res, 200, { error: 'Store credit needs a customer on the order.' });
      if (cents > toCents(customer.store_credit))
        return sendJson(ctx.res, 200, {
          error: `Max amount allowed: ${fromCents(toCents(customer.store_credit)).toFixed(2)}`,
        });
      customer.store_credit = fromCents(toCents(customer.store_credit) - cents);
      addCreditEntry(ctx, customer.customer_id, `Used on Order #${order.order_id}`, -cents);
      const t = recordTransaction(ctx, order, 'store_credit', cents, extra);
      sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
      return answerTransaction(ctx, order, t, 'Store credit payment added.');
    }
    case 'card': {
      if (fields.payjunction_smart_terminal_id !== undefined) return payjunctionCard();
      const device = fields.datacap_device ?? '';
      if (DATACAP_DEVICES.some((d) => d.id === device)) return datacapCard();
      if (!CARD_DEVICES.some((d) => d.id === device))
        return sendJson(ctx.res, 200, { error: 'Select a device that will display the amount.' });
      if (!CARD_DEPARTMENTS.some((d) => d.id === fields.department_id))
        return sendJson(ctx.res, 200, { error: 'Select a department that will process the batch.' });
      if (fields.card_type !== 'Credit' && fields.card_type !== 'Debit')
        return sendJson(ctx.res, 200, { error: 'Select a card type.' });
      // One terminal payment at a time per order (devices are shared by every demo session, so not per device).
      if (held)
        return sendJson(ctx.res, 200, {
          error: 'A terminal payment is already in progress. Finish or cancel it first.',
        });
      const mode = ctx.session().checkout.cardTerminal;
      if (mode === 'no-record') {
        // Answered at once (a card processed inline): the transaction, and no terminal record to wait on.
        const t = recordTransaction(ctx, order, 'card', cents, {
          ...extra,
          datacap_device: device,
          card_type: fields.card_type,
          manual_entry: fields.manual_entry === '1',
          payjunction_action: 'CHARGE',
        });
        sim.keys.set(key, { order_id: order.order_id, cents, type, transaction_id: t.transaction_id });
        return answerTransaction(ctx, order, t, 'Card payment approved.');
      }
      const request = newTerminalRequest(
        {
          smart_terminal_id: device,
          order_id: order.order_id,
          cents,
          card_type: fields.card_type,
          department_id: fields.department_id ?? '',
          manual_entry: fields.manual_entry === '1',
          key,
          customer_id: customerId,
        },
        mode,
      );
      sim.terminals.set(request.site_transaction_id, request);
      sim.keys.set(key, { order_id: order.order_id, cents, type, terminal: request.site_transaction_id });
      return sendJson(ctx.res, 200, { terminal: terminalWire(request), ...checkoutState(ctx, order) });
    }
    case 'online':
      return sendJson(ctx.res, 200, {
        error: 'Online invoices are paid by the customer through the payment link.',
      });
  }
}

async function voidTransaction(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { transaction_id: { kind: 'int', required: true }, order_id: { kind: 'int', required: true } });
  const order = orderOf(ctx, stringField(form, 'order_id'), 'order_id');
  const transaction = order.transactions.find((t) => t.transaction_id === intField(form, 'transaction_id'));
  if (!transaction) return sendJson(ctx.res, 200, { error: 'Transaction not found on this order.' });
  if (transaction.status === 'void') return sendJson(ctx.res, 200, { error: 'This transaction is already void.' });
  if (transaction.transaction_type === 'card')
    return sendJson(ctx.res, 200, { error: 'Card payments are voided or returned on their card device.' });
  const wasComplete = order.pos_status === 'complete';
  const reversal = voidRecorded(ctx, order, transaction, 'voidTransaction');
  sendJson(ctx.res, 200, {
    success: `Transaction voided: ${reversalText(reversal)}.`,
    refund: wasComplete,
    reversals: [reversalWire(reversal)],
    transaction: transactionWire(ctx, transaction),
    ...checkoutState(ctx, order),
  });
}

/**
 * GET voidTransactions?orderId=: voids every live payment, each through its own path (voidRecorded): store credit back
 * to the customer, vouchers restored, cards voided or returned at the processor, cash shown as to be refunded.
 */
function voidTransactions(ctx: Context): void {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  const live = order.transactions.filter((t) => t.status !== 'void');
  const wasComplete = order.pos_status === 'complete';
  const reversals = live.map((t) => voidRecorded(ctx, order, t, 'voidTransactions'));
  sendJson(ctx.res, 200, {
    success: live.length
      ? `All transactions voided: ${reversals.map(reversalText).join('; ')}.`
      : 'There were no transactions to void.',
    refund: wasComplete && live.length > 0,
    reversals: reversals.map(reversalWire),
    ...checkoutState(ctx, order),
  });
}

/** GET {void_or_return_url}&from_pos=1: voids an unsettled card payment, returns a settled one (at the card processor). */
function voidOrReturn(ctx: Context): void {
  if (ctx.query.get('from_pos') !== '1') throw new HttpError(400, 'Query "from_pos" must be 1.');
  const id = Number(ctx.query.get('transaction_id'));
  const order = allOrders(ctx).find((o) => o.transactions.some((t) => t.transaction_id === id));
  const transaction = order?.transactions.find((t) => t.transaction_id === id);
  const extra = simulator(ctx).extras.get(id);
  if (!order || !transaction || !extra || transaction.transaction_type !== 'card')
    return sendJson(ctx.res, 200, { success: false, error: 'Card transaction not found.' });
  if (transaction.status === 'void')
    return sendJson(ctx.res, 200, { success: false, error: 'This card payment was already voided or returned.' });
  const wasComplete = order.pos_status === 'complete';
  voidRecorded(ctx, order, transaction, 'voidOrReturn');
  sendJson(ctx.res, 200, {
    success: extra.settled ? 'The card payment was returned.' : 'The card payment was voided.',
    refund: wasComplete,
    transaction: transactionWire(ctx, transaction),
  });
}

async function complete(ctx: Context): Promise<void> {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  const form = await ctx.form();
  checkFields(form, { order_id: { kind: 'int', required: true }, customer_id: { kind: 'int' } });
  if (intField(form, 'order_id') !== order.order_id)
    throw new HttpError(400, 'Field "order_id" must match the query\'s orderId.');
  const errors: string[] = [];
  if (order.pos_status === 'Voided') errors.push('A voided order cannot be completed.');
  const payment = pageConfig(ctx.session(), new URLSearchParams()).payment as { require_po_numbers?: boolean };
  if (payment.require_po_numbers && order.products.some((p) => !p.po_number.trim()))
    errors.push('Please add a PO Number to each product before completing check out.');
  const pending = terminalsOf(ctx, order).some((r) => r.status === 'pending');
  if (pending) errors.push('A terminal payment is still in progress.');
  if (errors.length) return sendJson(ctx.res, 200, { messages: { error: errors } });
  settleStatus(ctx, order);
  extraOf(ctx, order).histories.push({
    date_added: new Date().toISOString().slice(0, 19).replace('T', ' '),
    status: order.status,
    comment: 'Checked out at the POS.',
    notify: false,
  });
  sendJson(ctx.res, 200, { orderId: order.order_id, messages: { error: [] } });
}

function getVoucher(ctx: Context): void {
  const code = ctx.query.get('voucherCode') ?? '';
  if (!code.trim()) return sendJson(ctx.res, 200, { error: 'Invalid code' });
  const voucher = findVoucher(ctx.state.data.codes, code);
  if (!voucher) return sendJson(ctx.res, 200, { error: 'Invalid code' });
  if (voucher.amount <= 0) return sendJson(ctx.res, 200, { error: 'This voucher has no balance left.' });
  const original = simulator(ctx).voucherOriginal.get(voucher.code) ?? voucher.amount;
  sendJson(ctx.res, 200, { voucher: { code: voucher.code, amount: voucher.amount, original_amount: original } });
}

function cancelSmartTerminal(ctx: Context): void {
  const request = simulator(ctx).terminals.get(ctx.query.get('siteTransactionId') ?? '');
  if (!request || request.smart_terminal_id !== ctx.query.get('smartTerminalId'))
    return sendJson(ctx.res, 200, { error: 'Terminal transaction not found.' });
  settleTerminal(ctx, request, findOrder(ctx, request.order_id));
  if (request.status !== 'pending')
    return sendJson(ctx.res, 200, { error: `The transaction is already ${request.status}.`, status: request.status });
  request.status = 'cancelled';
  request.message = 'Cancelled at the POS.';
  sendJson(ctx.res, 200, { success: 'Transaction cancelled.' });
}

/** GET terminalEvents?siteTransactionId=: the terminal's progress as server-sent events until it is decided. */
function terminalEvents(ctx: Context): void {
  const request = simulator(ctx).terminals.get(ctx.query.get('siteTransactionId') ?? '');
  if (!request) throw new HttpError(404, 'Terminal transaction not found.');
  const order = findOrder(ctx, request.order_id);
  const { res, req } = ctx;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  res.write('retry: 2000\n\n');
  send({ status: 'pending', message: 'Waiting for the customer.' });
  let last = 'pending';
  const started = Date.now();
  const timer = setInterval(() => {
    settleTerminal(ctx, request, order);
    if (request.outcome === 'drop' && Date.now() - started >= TERMINAL_DROP_MS && request.status === 'pending') {
      stop();
      req.socket.destroy();
      return;
    }
    if (last === 'pending' && request.status === 'pending' && Date.now() - started > 400) {
      // A status the client does not know: it must be tolerated.
      last = 'customer_choosing';
      send({ status: 'customer_choosing', message: 'The customer is choosing the payment method.' });
    }
    if (request.status === 'approved' || request.status === 'declined' || request.status === 'reversed') {
      send({
        status: 'complete',
        result: request.status,
        message: request.message,
        transaction_id: request.transaction_id,
      });
      stop();
      res.end();
    } else if (request.status === 'cancelled') {
      send({ status: 'cancelled', message: request.message });
      stop();
      res.end();
    }
  }, 100);
  const heartbeat = setInterval(() => res.write(': waiting\n\n'), 15_000);
  const stop = () => {
    clearInterval(timer);
    clearInterval(heartbeat);
  };
  req.on('close', stop);
}

/** POST /pos/order/applyPoNumber?order_id=: products[i][order_product_id, name, po_number], apply_to_all. */
async function applyPoNumber(ctx: Context): Promise<void> {
  const order = orderOf(ctx, ctx.query.get('order_id'), 'order_id');
  const form = await ctx.form();
  checkFields(form, { products: { kind: 'list', required: true }, apply_to_all: { kind: 'flag' } });
  const list = form.products as FormData[];
  const all = stringField(form, 'apply_to_all') === '1';
  const first = list[0];
  const number = typeof first?.po_number === 'string' ? first.po_number.trim() : '';
  if (!number) return sendJson(ctx.res, 200, { error: 'Enter a PO Number.' });
  if (number.length > 64) return sendJson(ctx.res, 200, { error: 'PO Number must be 64 characters or fewer.' });
  const targets = all
    ? order.products
    : list.map((row) => {
        const id = Number(row.order_product_id);
        const product = order.products.find((p) => p.order_product_id === id);
        if (!product)
          throw new HttpError(400, `No order product ${JSON.stringify(row.order_product_id)} on this order.`);
        return product;
      });
  for (const product of targets) product.po_number = number;
  sendJson(ctx.res, 200, { success: 'PO Number added successfully.', ...checkoutState(ctx, order) });
}

/** Demo control: GET /__demo/card-processor?orderId=: every void or return the card processor was asked for on the order. */
function cardProcessor(ctx: Context): void {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  const calls = processorLog(ctx).filter((c) => c.order_id === order.order_id);
  sendJson(ctx.res, 200, { calls: calls.map((c) => ({ ...c, amount: fromCents(c.cents) })) });
}

/** Demo control: POST /__demo/vouchers {code, amount}: a new gift voucher (tests that must not share a seed voucher). */
async function demoVoucher(ctx: Context): Promise<void> {
  const body = (await ctx.json()) as { code?: unknown; amount?: unknown };
  const code = normalizeCode(String(body?.code ?? ''));
  const amount = Number(body?.amount);
  if (!/^[A-Z0-9-]{4,32}$/.test(code))
    throw new HttpError(400, 'Field "code" must be 4 to 32 letters, digits or dashes.');
  if (!Number.isFinite(amount) || amount <= 0 || amount > 10_000)
    throw new HttpError(400, 'Field "amount" must be dollars from 0.01 to 10000.');
  if (findVoucher(ctx.state.data.codes, code)) throw new HttpError(409, `Voucher ${code} already exists.`);
  ctx.state.data.codes.vouchers.push({ code, from_name: 'Demo', amount: fromCents(toCents(amount)) });
  simulator(ctx).voucherOriginal.set(code, fromCents(toCents(amount)));
  sendJson(ctx.res, 200, { code, amount: fromCents(toCents(amount)) });
}

/** Demo control: GET /__demo/payment-keys?orderId=: each key of the order's payments and how many requests carried it. */
function paymentKeys(ctx: Context): void {
  const order = orderOf(ctx, ctx.query.get('orderId'), 'orderId');
  const sim = simulator(ctx);
  const keys = [...sim.keys.entries()]
    .filter(([, k]) => k.order_id === order.order_id)
    .map(([key, k]) => ({ key, type: k.type, amount: fromCents(k.cents), requests: sim.keyRequests.get(key) ?? 0 }));
  sendJson(ctx.res, 200, { keys });
}

/**
 * Demo control (QA toggle): POST /__demo/card-terminal {"mode": "auto" | "manual" | "no-record"} sets how this session's
 * card payments are answered; GET tells the current mode.
 */
async function cardTerminalMode(ctx: Context): Promise<void> {
  const checkout = ctx.session().checkout;
  if (ctx.req.method === 'POST') {
    const body = (await ctx.json()) as { mode?: unknown } | null;
    const mode = body && typeof body === 'object' ? body.mode : undefined;
    if (!CARD_TERMINAL_MODES.includes(mode as CardTerminalMode))
      throw new HttpError(400, `Field "mode" must be one of ${CARD_TERMINAL_MODES.join(', ')}.`);
    checkout.cardTerminal = mode as CardTerminalMode;
  }
  sendJson(ctx.res, 200, { mode: checkout.cardTerminal });
}

/**
 * Demo control: POST /__demo/card-terminal/tap {"siteTransactionId", "result": "approve" | "decline"}: the customer at a
 * `manual` terminal approves or declines now. A tap that crossed a cancellation still approves (the order is re-checked).
 */
async function cardTerminalTap(ctx: Context): Promise<void> {
  const body = (await ctx.json()) as { siteTransactionId?: unknown; result?: unknown } | null;
  const request = simulator(ctx).terminals.get(
    typeof body?.siteTransactionId === 'string' ? body.siteTransactionId : '',
  );
  if (!request) throw new HttpError(404, 'Terminal transaction not found.');
  if (request.outcome !== 'manual')
    throw new HttpError(400, 'Only a terminal started in "manual" mode waits for a tap.');
  if (body?.result !== 'approve' && body?.result !== 'decline')
    throw new HttpError(400, 'Field "result" must be approve or decline.');
  const order = findOrder(ctx, request.order_id);
  if (!order) throw new HttpError(404, `Order #${request.order_id} not found.`);
  tapTerminal(ctx, request, order, body.result);
  sendJson(ctx.res, 200, { terminal: terminalWire(request) });
}

export function addPosCheckoutCalls(routes: RouteTable): void {
  routes
    .add('/pos/checkout/getTransactions', call(['GET'], getTransactions))
    .add('/pos/checkout/setCustomer', call(['POST'], setCustomer))
    .add('/pos/checkout/addTransaction', call(['POST'], addTransaction))
    .add('/pos/checkout/voidTransaction', call(['POST'], voidTransaction))
    .add('/pos/checkout/voidTransactions', call(['GET'], voidTransactions))
    .add('/pos/checkout/voidOrReturn', call(['GET'], voidOrReturn))
    .add('/pos/checkout/complete', call(['POST'], complete))
    .add('/pos/checkout/getVoucher', call(['GET'], getVoucher))
    .add('/pos/checkout/cancelSmartTerminal', call(['GET'], cancelSmartTerminal))
    .add('/pos/checkout/terminalEvents', call(['GET'], terminalEvents))
    .add('/pos/order/applyPoNumber', call(['POST'], applyPoNumber))
    .add('/__demo/payment-keys', call(['GET'], paymentKeys))
    .add('/__demo/card-processor', call(['GET'], cardProcessor))
    .add('/__demo/vouchers', call(['POST'], demoVoucher))

    .add('/__demo/card-terminal', call(['GET', 'POST'], cardTerminalMode))
    .add('/__demo/card-terminal/tap', call(['POST'], cardTerminalTap));
}
