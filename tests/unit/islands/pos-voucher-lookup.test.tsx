// One answer is written by hand: `{"voucher": null}` (a store's "no such voucher" without a message). The demo store
// answers an unknown code with its message; a real server may send the bare null, and the spec reads it as unknown too.
// Listed in tests/unit/lint/fetch-stubs.test.ts.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-checkout/index';
import { VOUCHER_LOOKUP_MS } from '../../../src/pos/stores/voucher-lookup';
import { demoStore } from '../helpers/demo-store';
import { json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { newOrder, newVoucher, pay, staffPage } from '../helpers/pos-orders';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';

const store = demoStore();
let orderId = 0;

beforeEach(async () => {
  resetStores();
  await staffPage(store, { payment: { paymentVoucher: true } });
  orderId = await newOrder(store);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function typeCode(code: string) {
  renderIsland(island, { order_id: orderId });
  fireEvent.click(await screen.findByRole('button', { name: 'Voucher' }));
  const field = await screen.findByLabelText('Voucher Code');
  vi.useFakeTimers();
  fireEvent.change(field, { target: { value: code } });
  await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
  vi.useRealTimers();
}

describe('voucher lookup answers (spec 2 §5: "unknown code gives the server message or "Invalid code"")', () => {
  it('an answer with neither a voucher nor a message shows "Invalid code" and adds nothing', async () => {
    await store.fault({ path: '/pos/checkout/getVoucher', kind: 'empty' });
    await typeCode('NOPE-1');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(store.sent('GET /pos/checkout/getVoucher')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    // No voucher, no amount to take.
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('a null voucher is an unknown code too', async () => {
    handAnswer(store, 'GET /pos/checkout/getVoucher', () => json({ voucher: null }));
    await typeCode('NOPE-2');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
  });

  it('the server\'s message wins over "Invalid code"', async () => {
    // A voucher of the test's own, spent on another order: the store says it has no balance left.
    const code = await newVoucher(store, 5);
    await pay(store, await newOrder(store), 'voucher', '5.00', { voucher_code: code });
    await typeCode(code);
    expect(await screen.findByText('This voucher has no balance left.')).toBeTruthy();
    expect(screen.queryByText('Invalid code')).toBeNull();
  });
});
