/**
 * Each customer's store-credit entries (the customer editor's Credits tab): the seed's opening credit, credit added by
 * staff, store credit spent on an order and store credit given back when that payment is voided. The customer record's
 * `store_credit` is the balance; every change to it goes with an entry here, so the entries add up to the balance.
 * Kept per seed copy (a reset restores the seed), in a module of its own so the payment code and the tabs share it.
 */
import customersJson from '../../seed/customers.json';
import type { Context } from '../core/router';
import type { Seed } from '../core/seed';

export interface CreditEntry {
  customer_transaction_id: number;
  customer_id: number;
  date_added: string;
  description: string;
  amount: number;
}

const SEED_CREDIT = new Map(
  (customersJson as unknown as { customers: { customer_id: number; store_credit: number }[] }).customers.map((c) => [
    c.customer_id,
    c.store_credit,
  ]),
);

const pad = (n: number) => String(n).padStart(2, '0');
const bySeed = new WeakMap<Seed, CreditEntry[]>();

/** The seed's opening entry of a customer is dated a few days into September 2025, per customer. */
function openingDate(id: number): string {
  const d = new Date(Date.UTC(2025, 8, 1, 10, 15) + id * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** Every customer's entries, oldest first; the seed's opening credits made on first use (from the seed file, not the current balance). */
export function creditEntries(seed: Seed): CreditEntry[] {
  let entries = bySeed.get(seed);
  if (!entries) {
    entries = [];
    for (const [customer_id, credit] of SEED_CREDIT) {
      if (credit <= 0) continue;
      entries.push({
        customer_transaction_id: entries.length + 1,
        customer_id,
        date_added: openingDate(customer_id),
        description: 'Store credit for a returned part',
        amount: credit,
      });
    }
    bySeed.set(seed, entries);
  }
  return entries;
}

function now(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Adds an entry of `cents` (negative: credit spent) for a customer; the caller changes the balance with it. */
export function addCreditEntry(ctx: Context, customerId: number, description: string, cents: number): CreditEntry {
  const entries = creditEntries(ctx.state.data);
  const entry = {
    customer_transaction_id: Math.max(0, ...entries.map((c) => c.customer_transaction_id)) + 1,
    customer_id: customerId,
    date_added: now(),
    description,
    amount: cents / 100,
  };
  entries.push(entry);
  return entry;
}
