import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-checkout/index';
import { demoStore } from '../helpers/demo-store';
import { heldOrder, newOrder, pay, staffPage } from '../helpers/pos-orders';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';

const store = demoStore();
const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

beforeEach(async () => {
  resetStores();
  await staffPage(store, {
    payment: {
      paymentCard: true,
      paymentCash: true,
      paymentVoucher: true,
      paymentCheck: true,
      paymentStoreCredit: true,
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const props = (order_id: number) => ({
  order_id,
  devices: [{ id: 'ST-FRONT', name: 'Front' }],
  departments: [{ id: 'parts', name: 'Parts' }],
});

describe('pos-checkout island', () => {
  it('"No transactions have been made yet." and the tenders; store credit off without credit', async () => {
    // An order without a customer: no store credit to take.
    const orderId = await newOrder(store);
    const { balance_due } = await heldOrder(store, orderId);
    renderIsland(island, props(orderId));
    expect(await screen.findByText('No transactions have been made yet.')).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toBe(usd(balance_due));
    const tenders = within(screen.getByRole('group', { name: 'Payment types' }));
    expect((tenders.getByRole('button', { name: 'Store Credit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((tenders.getByRole('button', { name: 'Cash' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a negative balance shows as "Change Due" and every tender is disabled', async () => {
    const orderId = await newOrder(store);
    const { balance_due } = await heldOrder(store, orderId);
    // Cash $9.50 over the balance: the store records it and owes change.
    await pay(store, orderId, 'cash', (balance_due + 9.5).toFixed(2));
    renderIsland(island, props(orderId));
    expect(await screen.findByText(/^Change Due/)).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toBe('$9.50');
    const buttons = within(screen.getByRole('group', { name: 'Payment types' })).getAllByRole('button');
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('the cash dialog shows "Change Due" for cash over the balance', async () => {
    const orderId = await newOrder(store);
    const { balance_due } = await heldOrder(store, orderId);
    renderIsland(island, props(orderId));
    fireEvent.click(await screen.findByRole('button', { name: 'Cash' }));
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: (balance_due + 20).toFixed(2) } });
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
    expect(store.requests).toHaveLength(0);
  });
});
