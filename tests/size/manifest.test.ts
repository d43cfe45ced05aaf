// The theme's preload manifest (README "Announcing a page's chunks") against the build graph. Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo-pages/server/app';
import { ASSETS, pageScripts, readMeta, staticClosure } from '../support/bundle-graph.mjs';
import { CRAWL } from '../support/crawl.mjs';

type Manifest = { version: string; loader: string; mounts: Record<string, Record<string, string[]>> };
const meta = readMeta();
const manifest = JSON.parse(readFileSync(`${ASSETS}manifest.json`, 'utf8')) as Manifest;
const outputs = meta.outputs as Record<string, { inputs: Record<string, unknown> }>;
const built = (dir: string) =>
  Object.keys(outputs)
    .map((f) => new RegExp(`^${ASSETS}${dir}/([\\w-]+)\\.js$`).exec(f)?.[1])
    .filter((n): n is string => !!n)
    .sort();
const islands = built('islands');
const enhancers = built('enhancers');
/** The chunk holding the React runtime, which every island imports. */
const core = Object.keys(outputs)
  .find((f) => Object.keys(outputs[f]!.inputs).includes('src/registry/runtime.tsx'))!
  .slice(ASSETS.length);

const server = createDemoServer();
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the preload manifest', () => {
  it('names chunks from their source alone: no module the build hashes is named after where the checkout lies', () => {
    // esbuild hashes a virtual module's path as given: an absolute one would give every machine its own chunk names (a
    // theme's cached manifest, and the loader's size, would differ between a developer's build and the deployed one).
    const inputs = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((input) => input.includes(process.cwd()) || /^[\w-]+:\//.test(input))).toEqual([]);
    expect(inputs.some((input) => input.startsWith('parts-entry:islands/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('inline-css:src/'))).toBe(true);
  });

  it('names every island and enhancer, the loader and the version', () => {
    expect(islands.length).toBeGreaterThan(20);
    expect(Object.keys(manifest.mounts).sort()).toEqual([...islands, ...enhancers].sort());
    expect(manifest.loader).toBe('boot.js');
    expect(manifest.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });

  it("lists, for load and idle, exactly an island's static closure (hashed names, the core chunk first, the island last); nothing for the strategies that wait", () => {
    for (const name of islands) {
      const closure = staticClosure(meta, [`islands/${name}.js`]).map((f) => f.slice(ASSETS.length));
      const files = manifest.mounts[name]!;
      expect(files.load, name).toEqual(files.idle);
      expect([...files.load!].sort(), name).toEqual([...closure].sort());
      expect(files.load![0], name).toBe(core);
      expect(files.load!.at(-1), name).toBe(`islands/${name}.js`);
      for (const file of files.load!) {
        expect(existsSync(ASSETS + file), file).toBe(true);
        if (file.startsWith('chunks/')) expect(file).toMatch(/^chunks\/[\w-]+-[A-Z0-9]{8}\.js$/);
      }
      for (const waits of ['visible', 'interaction', 'media']) expect(files[waits], `${name} ${waits}`).toEqual([]);
    }
  });

  it('lists an enhancer as its one file (built unsplit)', () => {
    for (const name of enhancers) {
      expect(staticClosure(meta, [`enhancers/${name}.js`])).toEqual([`${ASSETS}enhancers/${name}.js`]);
      expect(manifest.mounts[name]!.load).toEqual([`enhancers/${name}.js`]);
    }
  });

  it("every crawled demo page's head announces exactly the scripts the page loads with it, but the loader", async () => {
    for (const [path] of CRAWL) {
      const html = await (await fetch(base + path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="modulepreload" href="\/assets\/parts-islands\/([^"]+)">/g)];
      const announced = links.map((m) => `${ASSETS}${m[1]}`);
      expect(new Set(announced).size, path).toBe(announced.length);
      const loaded = pageScripts(meta, html).filter((f) => f !== `${ASSETS}boot.js`);
      expect([...announced].sort(), path).toEqual([...loaded].sort());
      const off = await (await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}demo_preload=off`)).text();
      expect(off, path).not.toContain('rel="modulepreload"');
    }
  });
});
