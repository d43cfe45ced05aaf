// A chunk whose first evaluations fail (as a chunk request on a flaky network would); later ones succeed.
// Plain .mjs: loadChunk's import() bypasses the test transform and goes to node's own ESM loader.
const state = globalThis;
(state.__flakyChunkLoads ??= []).push(import.meta.url);
if (state.__flakyChunkLoads.length <= (state.__flakyChunkFailures ?? 1)) throw new Error('chunk failed to load');

export default 'chunk ok';
