// Builds the islands bundle (browser) and the demo store server (node) with esbuild.
// Usage: node build.mjs [--watch] [--serve]
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { readdirSync, existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist/assets/parts-islands');
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');
const serve = args.has('--serve');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Mount names come from the folders: islands/<name>/index.tsx and src/enhancers/<name>.ts. */
function listModules() {
  const islands = readdirSync(join(root, 'islands'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'islands', d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort();
  const enhancerDir = join(root, 'src/enhancers');
  const enhancers = existsSync(enhancerDir)
    ? readdirSync(enhancerDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
        .map((f) => f.slice(0, -3))
        .sort()
    : [];
  return { islands, enhancers };
}

/** `import css from './x.css?inline'`: minified CSS as a string, injected by the runtime on mount. */
const inlineCss = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (a) => ({
      path: join(a.resolveDir, a.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (a) => {
      const source = readFileSync(a.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js', watchFiles: [a.path] };
    });
  },
};

function browserOptions() {
  const { islands, enhancers } = listModules();
  const entryPoints = {
    boot: join(root, 'src/boot.ts'),
    runtime: join(root, 'src/registry/runtime.tsx'),
    stores: join(root, 'src/stores/public.ts'),
  };
  for (const name of islands) entryPoints[`islands/${name}`] = join(root, 'islands', name, 'index.tsx');
  for (const name of enhancers) entryPoints[`enhancers/${name}`] = join(root, 'src/enhancers', `${name}.ts`);
  return {
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
    minify: !process.env.NO_MINIFY,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    define: {
      'process.env.NODE_ENV': '"production"',
      __ISLANDS__: JSON.stringify(islands),
      __ENHANCERS__: JSON.stringify(enhancers),
      __VERSION__: JSON.stringify(pkg.version),
    },
    plugins: [inlineCss, writeMetafile],
    logLevel: 'warning',
  };
}

/** Keeps dist/meta.json current on every (re)build: the size budgets and the benchmark read it. */
const writeMetafile = {
  name: 'write-metafile',
  setup(build) {
    build.onEnd((result) => {
      if (result.metafile) writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(result.metafile));
      if (watch)
        console.log(`[build] ${result.errors.length ? 'failed' : 'rebuilt'} ${new Date().toLocaleTimeString()}`);
    });
  },
};

const serverOptions = {
  entryPoints: { server: join(root, 'demo-pages/server/server.ts') },
  outdir: join(root, 'dist/server'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  packages: 'bundle',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

rmSync(join(root, 'dist'), { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

if (watch) {
  const browser = await esbuild.context(browserOptions());
  await browser.watch();
  let child;
  const restart = {
    name: 'restart-demo-server',
    setup: (b) =>
      b.onEnd((r) => {
        if (!serve || r.errors.length) return;
        child?.kill();
        child = spawn(process.execPath, [join(root, 'dist/server/server.mjs')], { stdio: 'inherit', cwd: root });
      }),
  };
  const server = await esbuild.context({ ...serverOptions, plugins: [restart] });
  await server.watch();
  console.log('[build] watching src/, islands/ and demo-pages/ (a new island folder needs a restart)');
} else {
  const results = await Promise.allSettled([esbuild.build(browserOptions()), esbuild.build(serverOptions)]);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) process.exit(1);
  console.log(`[build] bundle in ${outdir}, demo server in dist/server`);
}
