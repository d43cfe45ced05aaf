// The shared setup of every unit test: the notify mock behind the stores' port and ui/toast, a clean DOM, fresh
// stores and no fetch stub left over from the previous test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { provideUiPorts } from '../../src/stores/ports';
import { loadSanitizer } from '../../src/ui/sanitize';
import type * as ToastModule from '../../src/ui/toast';
import { notify } from './helpers/notify';
import { resetCatalogStores } from './helpers/stores';

// Islands that toast directly get the same spies as the stores (toast-visible.test.tsx unmocks it to test sonner).
vi.mock('../../src/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof ToastModule>()),
  notify: (await import('./helpers/notify')).notify,
}));

beforeEach(() => {
  for (const spy of Object.values(notify)) spy.mockClear();
  provideUiPorts({ notifier: notify, sanitizer: { load: loadSanitizer } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Files that opt into the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  resetCatalogStores();
  document.body.innerHTML = '';
  localStorage.clear();
});
