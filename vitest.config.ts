import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // A loaded CI machine (two workers, the browser suite beside) can make one case slow: waits give up on their own
    // deadlines first, with what they waited for.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/demo-store/**'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/unit/demo-store/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'size',
          environment: 'node',
          include: ['tests/size/**/*.test.ts'],
        },
      },
    ],
  },
});
