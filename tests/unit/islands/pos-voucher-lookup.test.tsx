import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-checkout/index';
import { resetModuleState } from '../../../src/lib/test-reset';
import { setConfig } from '../../../src/stores/config';
import { VOUCHER_LOOKUP_MS } from '../../../src/pos/stores/checkout-payments';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';

const state = {
  order_id: 1030,
  pos_status: 'saved',
  order_total: 100.5,
  amount_paid: 0,
  balance_due: 100.5,
  store_credit: 0,
  customer: null,
  transactions: [],
  products: [],
};

let server: FakeFetch;
beforeEach(() => {
  resetModuleState();
  setConfig({ in_pos_mode: true, payment: { paymentVoucher: true } });
  server = stubFetch().onJson('GET /pos/checkout/getTransactions', state);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function typeCode(code: string) {
  renderIsland(island, { order_id: 1030 });
  fireEvent.click(await screen.findByRole('button', { name: 'Voucher' }));
  const field = await screen.findByLabelText('Voucher Code');
  vi.useFakeTimers();
  fireEvent.change(field, { target: { value: code } });
  await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
  vi.useRealTimers();
}

describe('voucher lookup answers (spec 2 §5: "unknown code gives the server message or "Invalid code"")', () => {
  it('an answer with neither a voucher nor a message shows "Invalid code" and adds nothing', async () => {
    server.onJson('GET /pos/checkout/getVoucher', {});
    await typeCode('NOPE-1');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(server.sent('GET /pos/checkout/getVoucher')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    // No voucher, no amount to take.
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('a null voucher is an unknown code too', async () => {
    server.onJson('GET /pos/checkout/getVoucher', { voucher: null });
    await typeCode('NOPE-2');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
  });

  it('the server\'s message wins over "Invalid code"', async () => {
    server.onJson('GET /pos/checkout/getVoucher', { error: 'This voucher has no balance left.' });
    await typeCode('EMPTY');
    expect(await screen.findByText('This voucher has no balance left.')).toBeTruthy();
    expect(screen.queryByText('Invalid code')).toBeNull();
  });
});
