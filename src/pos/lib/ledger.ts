// The ledger (spec 2 §4): transactions folded into amount paid and balance due, in cents. Apart from the tenders' rules
// (./payment-rules), which load with the tender dialogs, not with the checkout.

export interface LedgerEntry {
  id: number;
  type: string;
  cents: number;
  void: boolean;
}

export interface Ledger {
  orderTotal: number;
  amountPaid: number;
  balanceDue: number;
}

/** Amount paid is the sum of the live transactions; balance due is the rest (negative: change due). */
export function ledger(orderTotal: number, entries: readonly LedgerEntry[]): Ledger {
  const amountPaid = entries.reduce((sum, e) => (e.void ? sum : sum + e.cents), 0);
  return { orderTotal, amountPaid, balanceDue: orderTotal - amountPaid };
}
