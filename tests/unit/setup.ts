import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files that opt into the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});
