import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadChunk } from '../../../src/registry/load-chunk';

const state = globalThis as { __flakyChunkLoads?: string[]; __flakyChunkFailures?: number };
// Every test uses its own query so the module loader's cache (which keeps a failed load, as browsers do) starts empty.
const chunkUrl = (query: string) => `${pathToFileURL(resolve('tests/unit/helpers/flaky-chunk.mjs')).href}?${query}`;

afterEach(() => {
  delete state.__flakyChunkLoads;
  delete state.__flakyChunkFailures;
});

describe('loadChunk: "a chunk that fails to load is retried once"', () => {
  it('control: importing the same URL again only repeats the cached failure', async () => {
    state.__flakyChunkFailures = 1;
    const url = chunkUrl('control');
    await expect(import(/* @vite-ignore */ url)).rejects.toThrow('chunk failed to load');
    await expect(import(/* @vite-ignore */ url)).rejects.toThrow('chunk failed to load');
    expect(state.__flakyChunkLoads).toHaveLength(1);
  });

  // Loads counts evaluations: after a failure the retry is not served from the failed load's cache entry, so its URL differed.
  it.each([
    ['retries a failed chunk once under a fresh URL (…retry=N) and resolves with it', 1, 'v=1', 2],
    ['does not retry a chunk that loaded', 0, 'v=ok', 1],
  ])('%s', async (_name, failures, query, loads) => {
    state.__flakyChunkFailures = failures;
    const module = await loadChunk<{ default: string }>(chunkUrl(query));
    expect(module.default).toBe('chunk ok');
    expect(state.__flakyChunkLoads).toHaveLength(loads);
  });

  it('adds the retry marker (?retry=N) to a URL with no query too', async () => {
    state.__flakyChunkFailures = 1;
    const bare = pathToFileURL(resolve('tests/unit/helpers/flaky-chunk.mjs')).href;
    await expect(loadChunk<{ default: string }>(bare)).resolves.toMatchObject({ default: 'chunk ok' });
    expect(state.__flakyChunkLoads).toHaveLength(2);
  });

  it('gives up after the one retry', async () => {
    state.__flakyChunkFailures = 5;
    await expect(loadChunk(chunkUrl('v=2'))).rejects.toThrow('chunk failed to load');
    expect(state.__flakyChunkLoads).toHaveLength(2);
  });
});
