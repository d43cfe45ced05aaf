// Lint: TypeScript rules, React hooks rules, and the whole direction of DESIGN.md §3's data flow, over the areas that
// src/areas.mjs declares. The layers, at the top of src/ and inside each concern folder (src/cart, src/vehicle, src/pos) alike:
// island (view) -> ui -> store action -> api function -> schemas -> lib. Each may only look down:
//   islands: never another island, never an api folder, never ky or fetch;
//   ui:      never ky or fetch (views and primitives do no I/O);
//   stores, tracking: never ui (toasts and the sanitizer come through src/stores/ports.ts, given at runtime start),
//            nor the forms' index (src/forms/index.ts brings the field kit: below the views, src/forms/lib only,
//            for stores, api, schemas and lib alike);
//   api:     never stores or ui (the wire only);
//   schemas: only schemas, lib and valibot; lib: only lib;
//   enhancers: no React, valibot, ky, nanostores, stores or ui, and never fetch: their calls go through the api
//            client in their lazy parts (lazy/, loaded with lazyChunk), which may use stores and ui too;
//   the loader: no React, valibot, ky or nanostores;
//   staff code (under STAFF_ROOT, islands/pos-*): never imported statically by shopper code;
//   lazy chunks: only through lazyChunk(() => import('…')) (src/registry/lazy-chunk.ts), which the build recognises;
//   failures: console.error only in the reporter (src/registry/report.ts) and the loader; everything else calls report().
// tests/unit/lint/layers.test.ts proves each rule fails on a violating import.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { ENHANCERS, ISLANDS, LOADER, STAFF_PREFIX, STAFF_ROOT } from './src/areas.mjs';

const noKy = { group: ['ky', 'ky/*'], message: 'Only an api folder talks to the server (DESIGN.md §3).' };
const noUi = {
  group: ['**/ui/*', '**/ui/**', '../ui'],
  message: 'Stores never import ui/: toasts and the sanitizer reach them through ./ports (DESIGN.md §3).',
};
// The forms' index brings the field kit (its ui/ folder is caught as ui/): below the views only src/forms/lib.
const noFormsUi = {
  regex: '^(\\.\\./)+forms(/index)?$',
  message: 'Below the views only src/forms/lib: the forms index brings the field kit (DESIGN.md §3).',
};
const noStores = {
  group: ['**/stores/*', '**/stores/**'],
  message: 'api/ never imports stores: it owns the wire only.',
};
const noReact = { group: ['react', 'react-*', 'react/*'], message: 'No UI below the ui layer.' };
const below = (layer, allowed) => ({
  group: ['**/ui/**', '**/stores/**', '**/api/**', '**/schemas/**', '**/registry/**', '**/tracking/**'].filter(
    (g) => !allowed.some((a) => g.includes(`/${a}/`)),
  ),
  message: `${layer} imports only ${allowed.join(', ')} (DESIGN.md §3).`,
});
// fetch in any spelling: the global, window.fetch, globalThis.fetch, self.fetch.
const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Views do no I/O: call a store action (DESIGN.md §3).' },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'fetch',
      message: 'Views do no I/O: call a store action (DESIGN.md §3).',
    })),
  ],
};

const noIslandImports = {
  group: ['**/islands/**', '../*/index', '../../islands/*'],
  message: 'Islands never import each other or get imported by the core: share state through src/stores.',
};

/** Any folder of this layer: src/<layer>, src/<concern>/<layer>, src/vehicle/kit/<layer>. */
const layer = (name, ext = 'ts') => [`src/${name}/**/*.${ext}`, `src/**/${name}/**/*.${ext}`];

const STAFF_DIR = STAFF_ROOT.split('/').pop();
// Shopper code may reach staff code only through a lazy chunk (the cart page's POS slot), never a static import.
const staffImports = ['ImportDeclaration[importKind="value"]', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map(
  (node) => ({
    selector: `${node}[source.value=/(^|\\/)(${STAFF_DIR}|${ISLANDS}\\/${STAFF_PREFIX}[a-z-]+)\\//]`,
    message: 'Shopper code never imports POS code statically: load it with lazyChunk() in POS mode (DESIGN.md §2).',
  }),
);
// A lazy chunk is declared with lazyChunk(() => import('…')): the build gives it its id (build.mjs).
const lazyOnlyThroughHelper = {
  selector:
    "ImportExpression[source.type='Literal']:not(CallExpression[callee.name='lazyChunk'] > ArrowFunctionExpression > ImportExpression)",
  message: "Declare a lazy chunk with lazyChunk(() => import('…')) (src/registry/lazy-chunk.ts).",
};

// A lazy component through lazyComponent(): React.lazy keeps a failed load for the page's life (no "Try again").
const reactLazyOnlyThroughHelper = {
  selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
  message:
    'Declare a lazy component with lazyComponent() (src/registry/lazy-component.ts): React.lazy keeps a failed load.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One error path: failures go to report() (src/registry/report.ts), which alone logs them.
      'no-console': ['error', { allow: ['warn'] }],
    },
  },
  {
    // The reporter logs every failure; the loader logs its own (a chunk that fails to load) to stay within its budget.
    files: ['src/registry/report.ts', ...LOADER],
    rules: { 'no-console': ['error', { allow: ['error', 'warn'] }] },
  },
  {
    files: ['islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^\.\./(?!\.\./)|(^|/)islands/`, message: 'An island never imports another island.' },
            {
              group: ['**/src/api/**', '**/src/**/api/**'],
              message: 'Islands call store actions, not the api (DESIGN.md §3).',
            },
            noKy,
          ],
        },
      ],
      ...noFetch,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports] }] },
  },
  {
    files: layer('api'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noIslandImports,
            noStores,
            noFormsUi,
            { group: ['react', 'react-dom', 'react-dom/*', '**/ui/**'], message: 'api/ owns the wire only: no UI.' },
          ],
        },
      ],
    },
  },
  {
    files: [...layer('stores'), 'src/tracking/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports, noUi, noFormsUi] }] },
  },
  {
    files: layer('ui', '{ts,tsx}'),
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports, noKy] }], ...noFetch },
  },
  {
    files: layer('schemas'),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noIslandImports, noKy, noReact, noFormsUi, below('schemas', ['schemas', 'lib'])] },
      ],
    },
  },
  {
    files: layer('lib'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noIslandImports,
            noKy,
            noReact,
            noFormsUi,
            below('lib', ['lib']),
            { group: ['nanostores', '@nanostores/*'], message: 'lib/ holds no state.' },
          ],
        },
      ],
    },
  },
  {
    // Page behaviours without React, each one small file (their lazy parts may use the core's stores and toaster).
    files: [`${ENHANCERS}/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noIslandImports,
            noKy,
            noReact,
            {
              group: ['valibot', 'nanostores', '@nanostores/*', 'sonner'],
              message: 'Enhancers stay small: no packages.',
            },
            { group: ['**/ui/**', '**/stores/**'], message: 'Enhancers use no store or view: their lazy parts may.' },
          ],
        },
      ],
      // Their calls go through the api client and a schema, in their lazy parts (too big for the eager part).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Enhancers call the server through src/api in their lazy part (lazy/).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Enhancers call the server through src/api in their lazy part (lazy/).',
        })),
      ],
    },
  },
  {
    // The loader is what every page pays for before any island: no React, no valibot, no ky.
    files: LOADER,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'valibot',
                'ky',
                'nanostores',
                'sonner',
                '../stores/*',
                '../api/*',
                '../ui/*',
              ],
              message: 'Keep the loader small: load this in the runtime or an island chunk.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shopper code: no static import of staff code; lazy chunks only through lazyChunk().
    files: ['src/**/*.{ts,tsx}', `${ISLANDS}/**/*.{ts,tsx}`],
    ignores: [
      `${STAFF_ROOT}/**`,
      `${ISLANDS}/${STAFF_PREFIX}*/**`,
      'src/registry/load-chunk.ts',
      'src/registry/lazy-component.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...staffImports, lazyOnlyThroughHelper, reactLazyOnlyThroughHelper] },
  },
  {
    // Staff code: lazy chunks only through lazyChunk().
    files: [`${STAFF_ROOT}/**/*.{ts,tsx}`, `${ISLANDS}/${STAFF_PREFIX}*/**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', lazyOnlyThroughHelper, reactLazyOnlyThroughHelper] },
  },
  {
    files: ['demo-pages/**/*.ts', 'tests/**/*.{ts,tsx}', '*.{js,mjs,ts}', 'tests/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
