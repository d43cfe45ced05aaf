import { useLayoutEffect } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineIsland } from '../../../src/registry/define-island';
import { stopPage } from '../../../src/registry/page';
import { createHarness, page, waitForState, type Harness } from '../helpers/registry-harness';

let harness: Harness | null = null;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  harness?.dispose();
  harness = null;
  stopPage();
  vi.restoreAllMocks();
});

/** An island whose first render keeps the main thread busy for `ms`, and notes when it committed. */
function slowModule(ms: number, log: string[]) {
  return {
    default: defineIsland({
      tier: 'page',
      props: v.object({ n: v.number() }),
      Component: function Slow({ n }) {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // Busy: a heavy first render.
        }
        useLayoutEffect(() => {
          log.push(`commit ${n}`);
        }, [n]);
        return <p>Island {n}</p>;
      },
    }),
  };
}

describe('mount wave: "the main thread stays free while islands hydrate" (issue 12)', () => {
  it('islands ready together commit one after another, and other tasks run between them once a slice is used up', async () => {
    const log: string[] = [];
    const root = page([1, 2, 3].map((n) => `<div data-mount="slow" data-props='{"n":${n}}'></div>`).join(''));
    harness = createHarness({ slow: slowModule(15, log) });
    harness.registry.start();
    // A task queued by the page (an input handler, a timer) while the wave is under way.
    const tick = () =>
      setTimeout(() => {
        log.push('task');
        if (log.filter((e) => e.startsWith('commit')).length < 3) tick();
      }, 0);
    tick();
    const els = [...root.querySelectorAll<HTMLElement>('[data-mount]')];
    for (const el of els) await waitForState(el, 'mounted');
    const commits = log.filter((e) => e.startsWith('commit'));
    expect(commits).toEqual(['commit 1', 'commit 2', 'commit 3']);
    // Not one long task: the page's own task ran between the first and the last commit.
    const first = log.indexOf('commit 1');
    const last = log.indexOf('commit 3');
    expect(log.slice(first, last)).toContain('task');
  });

  it('an island of the wave that fails (invalid props) fails alone; the ones after it still mount', async () => {
    const log: string[] = [];
    const root = page(
      `<div data-mount="slow" data-props='{"n":1}'></div><div data-mount="slow" data-props='{"n":"not a number"}'></div><div data-mount="slow" data-props='{"n":3}'></div>`,
    );
    harness = createHarness({ slow: slowModule(0, log) });
    harness.registry.start();
    const [a, b, c] = [...root.querySelectorAll<HTMLElement>('[data-mount]')];
    await waitForState(a!, 'mounted');
    await waitForState(b!, 'error');
    await waitForState(c!, 'mounted');
    expect(log).toEqual(['commit 1', 'commit 3']);
  });
});
