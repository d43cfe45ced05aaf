// @vitest-environment node
// Every rule the bundle ships is scoped under the one class prefix, so the host theme and ours never collide.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PREFIX = '.pi-';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : cssFiles(path);
    return d.name.endsWith('.css') ? [path] : [];
  });
}

/** The selectors of every style rule (at-rule preludes such as @media are skipped, their inner rules kept). */
export function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  for (const match of withoutComments.matchAll(/([^{}]+)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (!prelude || prelude.startsWith('@') || /^(from|to|\d+%)/.test(prelude)) continue;
    selectors.push(...prelude.split(',').map((s) => s.trim()));
  }
  return selectors;
}

describe('CSS scoping', () => {
  const files = [...cssFiles('islands'), ...cssFiles('src')];

  it('finds the bundle stylesheets', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('every selector in %s starts with the .pi- class prefix', (file) => {
    const unscoped = selectorsOf(readFileSync(file, 'utf8')).filter((s) => !s.startsWith(PREFIX));
    expect(unscoped).toEqual([]);
  });

  it('the checker catches an unscoped selector', () => {
    expect(selectorsOf('.pi-a, button { color: red } @media (min-width: 1px) { .pi-b > a { x: y } }')).toEqual([
      '.pi-a',
      'button',
      '.pi-b > a',
    ]);
  });
});
