// The shared setup of every unit test: the notify mock behind the stores' port and ui/toast, a clean DOM, fresh
// stores and no fetch stub left over from the previous test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { provideUiPorts } from '../../src/stores/ports';
import { loadSanitizer } from '../../src/ui/sanitize';
import type * as SanitizeModule from '../../src/ui/sanitize';
import type * as ToastModule from '../../src/ui/toast';
import { notify } from './helpers/notify';
import { resetCatalogStores } from './helpers/stores';

// Islands that toast directly get the same spies as the stores (toast-visible.test.tsx unmocks it to test sonner).
vi.mock('../../src/ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof ToastModule>()),
  notify: (await import('./helpers/notify')).notify,
}));

// Loads of the HTML sanitizer a test's page started (islands import it directly, stores through the port). happy-dom's
// DOM fails DOMPurify's probe, so each load ends in a logged "unavailable" (fail closed): a load still running when a
// file's last test ends logs after it, while the worker closes, and vitest counts that late log as an error.
const sanitizerLoads = vi.hoisted(() => new Set<Promise<void>>());
vi.mock('../../src/ui/sanitize', async (importOriginal) => {
  const original = await importOriginal<typeof SanitizeModule>();
  return {
    ...original,
    loadSanitizer: () => {
      const load = original.loadSanitizer();
      sanitizerLoads.add(load);
      return load;
    },
  };
});

beforeEach(() => {
  for (const spy of Object.values(notify)) spy.mockClear();
  provideUiPorts({ notifier: notify, sanitizer: { load: loadSanitizer } });
});

afterEach(async () => {
  // Nothing a test's page started outlives the test.
  await Promise.all(sanitizerLoads);
  sanitizerLoads.clear();
  vi.unstubAllGlobals();
  // Files that opt into the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  resetCatalogStores();
  document.body.innerHTML = '';
  localStorage.clear();
});
