import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For `// @vitest-environment node` files in the unit project: tests/unit/setup.ts clears
 * `document.body` and `localStorage` after each test, which do not exist in node. These inert
 * stand-ins let that shared cleanup run; nothing under test touches them.
 */
export function allowSharedDomCleanup(): void {
  beforeAll(() => {
    if (typeof document === 'undefined') vi.stubGlobal('document', { body: { innerHTML: '' } });
    if (typeof localStorage === 'undefined' || typeof localStorage.clear !== 'function') {
      vi.stubGlobal('localStorage', { clear() {} });
    }
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
