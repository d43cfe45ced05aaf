/** Receipt demo states on a few older (generated) orders; their ids, statuses and totals otherwise unchanged. */
import { toCents } from './money';
import type { Order } from './types';

/**
 * Receipt demo states on older orders (their ids, statuses and totals otherwise unchanged), listed on the demo index:
 * 913 paid in full, 907 outstanding, 923 change due (cash over the total), 927 with booked appointments,
 * 932 outstanding without a customer, 910 saved (no payments, no purchase orders).
 */
export const RECEIPT_DEMO_ORDERS: { id: number; state: string }[] = [
  { id: 913, state: 'paid in full: Payment Processed, Change Due $0.00, a purchase order, "Send or Print Receipt"' },
  { id: 907, state: 'outstanding: Outstanding Balance, Balance Due, a purchase order, "Send or Print Invoice"' },
  { id: 923, state: 'change due: cash over the total (Change Due $3.04)' },
  { id: 927, state: 'with two appointments booked' },
  { id: 932, state: 'without a customer: "Book Appointment" disabled ("Customer is required")' },
  { id: 910, state: 'saved: no transactions, no purchase orders (order its parts from the distributor)' },
];

export function withReceiptStates(orders: Order[]): Order[] {
  const byId = (id: number) => orders.find((o) => o.order_id === id);
  const changeDue = byId(923);
  if (changeDue && changeDue.pos_status === 'complete') {
    const paidCents = toCents(changeDue.total) + 304;
    changeDue.transactions = [
      {
        transaction_id: 95_923,
        transaction_type: 'cash',
        amount: paidCents / 100,
        status: 'complete',
        transaction_label: 'Cash',
        date_added: changeDue.date_added,
      },
    ];
    changeDue.amount_paid = paidCents / 100;
    changeDue.balance_due = -3.04;
  }
  const booked = byId(927);
  if (booked) {
    booked.appointments = [
      { id: 7001, display_time: { start_date: '01/06/2026', start_time: '9:30 AM' } },
      { id: 7002, display_time: { start_date: '01/08/2026', start_time: '2:00 PM' } },
    ];
  }
  return orders;
}
