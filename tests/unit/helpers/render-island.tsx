import { render } from '@testing-library/react';
import * as v from 'valibot';
import { onTestFinished } from 'vitest';
import type { IslandDefinition } from '../../../src/registry/define-island';

/**
 * Renders an island the way the runtime does: its props parsed by its own schema, its `start` called once before the
 * first render (what it returns is called when the test finishes, as the runtime calls it on unmount).
 */
export function renderIsland<S extends IslandDefinition>(
  island: S,
  rawProps: v.InferInput<S['props']> | Record<string, unknown> = {},
) {
  const props = v.parse(island.props, rawProps) as Record<string, unknown>;
  const { Component, start } = island as IslandDefinition;
  const stop = start?.(props);
  if (stop) onTestFinished(stop);
  return render(<Component {...props} />);
}
