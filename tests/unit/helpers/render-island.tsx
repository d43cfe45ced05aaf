import { render } from '@testing-library/react';
import * as v from 'valibot';
import type { IslandDefinition } from '../../../src/registry/define-island';

/** Renders an island the way the runtime does: its props parsed by its own schema. */
export function renderIsland<S extends IslandDefinition>(
  island: S,
  rawProps: v.InferInput<S['props']> | Record<string, unknown> = {},
) {
  const props = v.parse(island.props, rawProps) as Record<string, unknown>;
  const { Component } = island as IslandDefinition;
  return render(<Component {...props} />);
}
