// The voucher tender's lookup (spec 2 §5): GET getVoucher as the code is typed. Only the tender dialogs (a lazy chunk of
// the checkout) use it, so it stays out of the checkout's own chunk.
import { atom } from 'nanostores';
import * as api from '../api/checkout';
import { ServerMessageError } from '../../api/errors';
import { debounce } from '../../lib/debounce';
import { toCents } from '../../lib/money';
import { report } from '../../registry/report';

export const VOUCHER_LOOKUP_MS = 500;
export const VOUCHER_FAILED = 'Something went wrong!';
export const VOUCHER_INVALID = 'Invalid code';

export type VoucherLookup =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'found'; code: string; amount: number; original: number }
  | { status: 'invalid' | 'error'; code: string; message: string };

/** One voucher box: GET getVoucher 500 ms after typing stops; the latest code wins. */
export function createVoucherLookup() {
  const $lookup = atom<VoucherLookup>({ status: 'idle' });
  let controller: AbortController | null = null;
  const run = async (code: string) => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    try {
      const { voucher } = await api.getVoucher(code, mine.signal);
      if (controller !== mine) return;
      // Neither a voucher nor a message (spec 2 §5): the code is unknown.
      if (!voucher) $lookup.set({ status: 'invalid', code, message: VOUCHER_INVALID });
      else
        $lookup.set({
          status: 'found',
          code,
          amount: toCents(voucher.amount),
          original: toCents(voucher.original_amount),
        });
    } catch (error) {
      if (mine.signal.aborted) return;
      if (error instanceof ServerMessageError)
        $lookup.set({ status: 'invalid', code, message: error.message || VOUCHER_INVALID });
      else {
        report(error, { action: 'voucher lookup failed', show: 'inline', message: VOUCHER_FAILED });
        $lookup.set({ status: 'error', code, message: VOUCHER_FAILED });
      }
    }
  };
  const later = debounce(run, VOUCHER_LOOKUP_MS);
  return {
    $lookup,
    lookup(code: string): void {
      const trimmed = code.trim();
      controller?.abort();
      if (!trimmed) {
        later.cancel();
        $lookup.set({ status: 'idle' });
        return;
      }
      $lookup.set({ status: 'loading', code: trimmed });
      later(trimmed);
    },
    stop(): void {
      later.cancel();
      controller?.abort();
    },
  };
}
