import { afterEach, expect, it, vi } from 'vitest';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';
import { notify } from '../../../src/stores/ports';

// The toasts' chunk could not load (the network dropped before the first toast): the store's message cannot be shown,
// and that is reported like any failure, never left as an unhandled rejection.
vi.mock('../../../src/ui/toast', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /chunks/toast.js');
});

afterEach(() => vi.restoreAllMocks());

it("a toast whose chunk cannot load is reported (the runtime's notifier), not an unhandled rejection", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const failures: FailureDetail[] = [];
  const listen = (event: Event) => failures.push((event as CustomEvent<FailureDetail>).detail);
  document.addEventListener(ERROR_EVENT, listen);
  // The runtime hands the stores its notifier when it is evaluated (here, after the shared setup gave them its mock).
  await import('../../../src/registry/runtime');
  notify.error('Cart operation failed.');
  await vi.waitFor(() => expect(failures).toMatchObject([{ action: 'toast could not be shown', island: null }]));
  document.removeEventListener(ERROR_EVENT, listen);
  expect(logged).toHaveBeenCalledWith('[parts-islands] toast could not be shown', expect.any(Error));
});
