import { render } from '@testing-library/react';
import * as v from 'valibot';
import { onTestFinished } from 'vitest';
import type { IslandDefinition } from '../../../src/registry/define-island';
import { IslandName } from '../../../src/registry/island-name';

/**
 * Renders an island the way the runtime does: its props parsed by its own schema, its `start` called once before the
 * first render (what it returns is called when the test finishes, as the runtime calls it on unmount), and, given a
 * `name`, inside the mount name the runtime gives every island's root (src/registry/island-name.ts).
 */
export function renderIsland<S extends IslandDefinition>(
  island: S,
  rawProps: v.InferInput<S['props']> | Record<string, unknown> = {},
  { name = null }: { name?: string | null } = {},
) {
  const props = v.parse(island.props, rawProps) as Record<string, unknown>;
  const { Component, start } = island as IslandDefinition;
  const stop = start?.(props);
  if (stop) onTestFinished(stop);
  return render(
    <IslandName.Provider value={name}>
      <Component {...props} />
    </IslandName.Provider>,
  );
}
