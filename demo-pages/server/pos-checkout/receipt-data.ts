/** Receipt demo states on a few older (generated) orders; their ids, statuses and totals otherwise unchanged. */
import { orderMoney, toCents } from '../core/money';
import type { Customer, Order } from '../core/types';

/**
 * Receipt demo states on older orders (their ids, statuses and totals otherwise unchanged), listed on the demo index:
 * 913 paid in full, 907 outstanding, 923 change due (cash over the total), 927 with booked appointments,
 * 932 outstanding without a customer, 910 saved (no payments, no purchase orders), 928 with every order record field
 * (vehicle, a gift certificate line, a shipping address, tax exempt), 945 with an empty history.
 */
export const RECEIPT_DEMO_ORDERS: { id: number; state: string }[] = [
  { id: 913, state: 'paid in full: Payment Processed, Change Due $0.00, a purchase order, "Send or Print Receipt"' },
  { id: 907, state: 'outstanding: Outstanding Balance, Balance Due, a purchase order, "Send or Print Invoice"' },
  { id: 923, state: 'change due: cash over the total (Change Due $3.04)' },
  { id: 927, state: 'with two appointments booked' },
  { id: 932, state: 'without a customer: "Book Appointment" disabled ("Customer is required")' },
  { id: 910, state: 'saved: no transactions, no purchase orders (order its parts from the distributor)' },
  { id: 945, state: 'saved, nothing in its history yet ("No Order History Results")' },
  {
    id: 928,
    state: 'paid, with the vehicle (order_ymm), a gift certificate line, a shipping address and tax exempt (no tax)',
  },
];

/** Orders whose history starts empty (the order view's and the receipt's "No Order History Results"). */
export const NO_HISTORY_ORDERS: ReadonlySet<number> = new Set([945]);

/** 928's gift certificate (spec 2 §3 "Voucher"), sold beside the parts. */
export const DEMO_ORDER_VOUCHER = {
  code: 'GC928-7KQ2',
  description: '$50.00 Gift Certificate for Jordan',
  amount: 50,
  original_amount: 50,
  message: 'Happy birthday!',
  voucher_theme: 'Birthday',
};

/**
 * 928: the order's vehicle, a gift certificate line (in the sub-total, not taxed), a shipping address and tax exempt
 * (so no tax); its money re-derived from those lines and paid in full by its one payment.
 */
function withEveryRecordField(order: Order, customer: Customer | undefined): void {
  const parts = order.products.reduce((sum, p) => sum + toCents(p.total), 0);
  const subCents = parts + toCents(DEMO_ORDER_VOUCHER.amount);
  const money = orderMoney(subCents, 0, subCents);
  Object.assign(order, money, {
    order_ymm: customer?.vehicles[0]?.display ?? '2017 Ford F-250 Super Duty',
    vouchers: [{ ...DEMO_ORDER_VOUCHER }],
    shipping: {
      shipping_firstname: customer?.firstname ?? 'Tom',
      shipping_lastname: customer?.lastname ?? 'Kowalski',
      shipping_company: 'Fleet Services LLC',
      shipping_address_1: '2150 Riverside Dr',
      shipping_address_2: 'Suite 4',
      shipping_city: 'Columbus',
      shipping_postcode: '43221',
      shipping_zone: 'Ohio',
      shipping_country: 'United States',
    },
    shipping_method: 'Ground Shipping',
    tax_exempt: true,
    tax_exempt_number: 'OH-EX-448120',
  });
  for (const t of order.transactions) t.amount = money.amount_paid;
}

export function withReceiptStates(orders: Order[], customers: Customer[] = []): Order[] {
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
  const detailed = byId(928);
  if (detailed && detailed.pos_status === 'complete')
    withEveryRecordField(
      detailed,
      customers.find((c) => c.customer_id === detailed.customer_id),
    );
  return orders;
}
