// PO numbers on an order (spec 2 §7 POST /pos/order/applyPoNumber?order_id=, from the checkout and the receipt;
// spec 2 §8 "PO Number added successfully.", the server error, or "Error adding PO Number.").
// The calls are handed in, so this small shared file brings no checkout code to the pages that share it.
import { ServerMessageError } from '../../api/errors';
import { notify } from '../../stores/ports';

export const PO_ADDED = 'PO Number added successfully.';
export const PO_FAILED = 'Error adding PO Number.';

/**
 * Sends one PO number (`send`: applyPoNumber for the chosen products or all) and toasts the outcome. `state` is the
 * order as the server holds it afterwards: the answer, or, when the answer could not be read (the number may be saved),
 * `reread`'s.
 */
export async function sendPoNumber<State>(
  send: () => Promise<State>,
  reread: () => Promise<State>,
): Promise<{ ok: boolean; state: State | null }> {
  try {
    const state = await send();
    notify.success(PO_ADDED);
    return { ok: true, state };
  } catch (error) {
    if (error instanceof ServerMessageError) {
      notify.error(error.message);
      return { ok: false, state: null };
    }
    console.error('[parts-islands] PO number could not be added', error);
    notify.error(PO_FAILED);
    return { ok: false, state: await reread().catch(() => null) };
  }
}
