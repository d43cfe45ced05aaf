import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-checkout/index';
import { resetModuleState } from '../../../src/lib/test-reset';
import { setConfig } from '../../../src/stores/config';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';

function wire(paid: number, extra: Record<string, unknown> = {}) {
  return {
    order_id: 1030,
    pos_status: 'saved',
    order_total: 100.5,
    amount_paid: paid,
    balance_due: Math.round((100.5 - paid) * 100) / 100,
    store_credit: 0,
    customer: null,
    transactions: paid
      ? [
          {
            transaction_id: 7,
            transaction_type: 'cash',
            amount: paid,
            status: 'complete',
            transaction_label: 'Cash payment',
          },
        ]
      : [],
    products: [],
    ...extra,
  };
}

let server: FakeFetch;
beforeEach(() => {
  resetModuleState();
  setConfig({
    in_pos_mode: true,
    payment: {
      paymentCard: true,
      paymentCash: true,
      paymentVoucher: true,
      paymentCheck: true,
      paymentStoreCredit: true,
    },
  });
  server = stubFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const props = { order_id: 1030, devices: [{ id: 'ST-1', name: 'Front' }], departments: [{ id: 'p', name: 'Parts' }] };

describe('pos-checkout island', () => {
  it('"No transactions have been made yet." and the tenders; store credit off without credit', async () => {
    server.onJson('GET /pos/checkout/getTransactions', wire(0));
    renderIsland(island, props);
    expect(await screen.findByText('No transactions have been made yet.')).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toBe('$100.50');
    const tenders = within(screen.getByRole('group', { name: 'Payment types' }));
    expect((tenders.getByRole('button', { name: 'Store Credit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a negative balance shows as "Change Due" and every tender is disabled', async () => {
    server.onJson('GET /pos/checkout/getTransactions', wire(110));
    renderIsland(island, props);
    expect(await screen.findByText(/^Change Due/)).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toBe('$9.50');
    const buttons = within(screen.getByRole('group', { name: 'Payment types' })).getAllByRole('button');
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('the cash dialog shows "Change Due" for cash over the balance', async () => {
    server.onJson('GET /pos/checkout/getTransactions', wire(0));
    renderIsland(island, props);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash' }));
    const amount = await screen.findByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '120.50' } });
    expect(screen.getByText('Change Due: $20.00')).toBeTruthy();
  });

  it('no order: "There is no order to show. Redirecting to the catalog page..." then the catalog', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderIsland(island, { order_id: 0 });
    expect(screen.getByText('There is no order to show. Redirecting to the catalog page...')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3000);
    expect(assign).toHaveBeenCalledWith('/product/catalog');
    expect(server.requests).toHaveLength(0);
  });
});
