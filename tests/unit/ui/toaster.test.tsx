// The toast rules (spec 1 §9, spec 2 §8-§9, spec 3 §9) asserted on what the page shows, through the real toaster
// (sonner) and the real notify: "Uh oh!" heading, payment errors 8 s, other toasts 5 s in POS and kiosk mode, 3 s on
// the storefront. Each test loads a fresh module graph, so the page's single toaster is mounted with its own config.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../../../src/schemas/config';

// The shared setup mocks ui/toast; this file shows the real toasts.
vi.unmock('../../../src/ui/toast');

/**
 * A page with this config and its notify, the toaster not mounted yet (its module loaded beforehand, so a slow import
 * under a busy machine never races the fake clock); then the clock is faked.
 */
async function pageWith(config: Partial<PageConfig>) {
  vi.resetModules();
  const { setConfig } = await import('../helpers/config');
  setConfig(config);
  await import('../../../src/ui/toaster');
  const { notify } = await import('../../../src/ui/toast');
  vi.useFakeTimers();
  return notify;
}

/** The toast holding this text, or null once it is gone. */
const toastWith = (text: string) => screen.queryByText(text)?.closest('[data-sonner-toast]') ?? null;

/** Shows a toast and waits (on the fake clock) until it is on screen; the clock then starts from its mount. */
async function show(run: () => void, text: string) {
  await act(async () => run());
  await vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(toastWith(text)).not.toBeNull();
    },
    { timeout: 10_000, interval: 10 },
  );
}

/** Asserts the toast is still shown just before `ms` and gone after it (sonner's exit takes 200 ms more). */
async function expectLifetime(text: string, ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms - 100));
  expect(toastWith(text), `still shown at ${ms - 100} ms`).not.toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(100 + 400));
  expect(toastWith(text), `gone after ${ms} ms`).toBeNull();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toast rules (spec 2 §8, §9)', () => {
  it('a payment error has the heading "Uh oh!" with the message beneath, and stays 8 s (8000 ms), in POS mode', async () => {
    const notify = await pageWith({ in_pos_mode: true });
    await show(() => notify.paymentError('Card declined by the issuer.'), 'Card declined by the issuer.');
    const toast = toastWith('Card declined by the issuer.') as HTMLElement;
    expect(toast.querySelector('[data-title]')?.textContent).toBe('Uh oh!');
    expect(toast.querySelector('[data-description]')?.textContent).toBe('Card declined by the issuer.');
    expect(toast.getAttribute('data-type')).toBe('error');
    await expectLifetime('Card declined by the issuer.', 8000);
  });

  it('a card failure is headed "Payment Failed!" and stays 8 s too', async () => {
    const notify = await pageWith({ in_pos_mode: true });
    await show(() => notify.paymentError('Insufficient funds.', 'Payment Failed!'), 'Insufficient funds.');
    expect(toastWith('Insufficient funds.')?.querySelector('[data-title]')?.textContent).toBe('Payment Failed!');
    await expectLifetime('Insufficient funds.', 8000);
  });

  it('a payment success is headed "Success!" and closes after 5 s (5000 ms), as every other POS toast', async () => {
    const notify = await pageWith({ in_pos_mode: true });
    await show(() => notify.paymentSuccess('Cash payment added.'), 'Cash payment added.');
    expect(toastWith('Cash payment added.')?.querySelector('[data-title]')?.textContent).toBe('Success!');
    await expectLifetime('Cash payment added.', 5000);
  });

  it('any other POS error toast closes after 5 s, not 8', async () => {
    const notify = await pageWith({ in_pos_mode: true });
    await show(() => notify.error('Failed to add order history'), 'Failed to add order history');
    await expectLifetime('Failed to add order history', 5000);
  });

  it('kiosk toasts close after 5 s (spec 3 §9)', async () => {
    const notify = await pageWith({ kiosk_mode: true });
    await show(() => notify.success('Customer assigned to cart!'), 'Customer assigned to cart!');
    await expectLifetime('Customer assigned to cart!', 5000);
  });

  it('storefront toasts close after 3 s (spec 1 §9); "Uh oh!" heads a compare or wishlist failure', async () => {
    const notify = await pageWith({});
    await show(() => notify.uhOh('You must log in to use the wishlist.'), 'You must log in to use the wishlist.');
    expect(toastWith('You must log in to use the wishlist.')?.querySelector('[data-title]')?.textContent).toBe(
      'Uh oh!',
    );
    await expectLifetime('You must log in to use the wishlist.', 3000);
  });
});
