import { vi } from 'vitest';

/**
 * The one notify mock: the shared setup hands it to the stores' port and puts it in place of ui/toast's notify, so
 * stores and islands toast into the same spies. Cleared before every test by the setup.
 */
export const notify = {
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
  uhOh: vi.fn<(message: string) => void>(),
  paymentError: vi.fn<(message: string, heading?: string) => void>(),
  paymentSuccess: vi.fn<(message: string) => void>(),
};
