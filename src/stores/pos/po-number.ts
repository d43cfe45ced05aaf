// PO numbers on an order (spec 2 §7 POST /pos/order/applyPoNumber?order_id=, from the checkout and the receipt;
// spec 2 §8 "PO Number added successfully.", the server error, or "Error adding PO Number.").
import * as api from '../../api/pos/checkout';
import { ServerMessageError } from '../../api/errors';
import { notify } from '../ports';

export type OrderLinesState = Awaited<ReturnType<typeof api.applyPoNumber>>;

export const PO_ADDED = 'PO Number added successfully.';
export const PO_FAILED = 'Error adding PO Number.';

/**
 * Sends one PO number for the chosen products (or all) and toasts the outcome. `state` is the order as the server
 * holds it afterwards: the answer, or, when the answer could not be read (the number may be saved), a re-read of it.
 */
export async function sendPoNumber(
  orderId: number,
  productIds: number[],
  poNumber: string,
  applyToAll: boolean,
): Promise<{ ok: boolean; state: OrderLinesState | null }> {
  try {
    const state = await api.applyPoNumber(orderId, productIds, poNumber, applyToAll);
    notify.success(PO_ADDED);
    return { ok: true, state };
  } catch (error) {
    if (error instanceof ServerMessageError) {
      notify.error(error.message);
      return { ok: false, state: null };
    }
    console.error('[parts-islands] PO number could not be added', error);
    notify.error(PO_FAILED);
    const state = await api.getTransactions(orderId).catch(() => null);
    return { ok: false, state };
  }
}
