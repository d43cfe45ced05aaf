import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { Tier } from '../areas.mjs';

// A props schema of any shape: each island narrows it with its own valibot object schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = v.GenericSchema<any, any>;

/** What an island chunk exports as default: its props schema, its component and its scoped CSS. */
export interface IslandDefinition<S extends AnySchema = AnySchema> {
  /** When it loads and which shared chunk its code joins (src/areas.mjs TIERS); read by the build from this call. */
  tier: Tier;
  props: S;
  Component: ComponentType<v.InferOutput<S>>;
  /** Its stylesheet, or several (an island's own plus shared components'); each is injected once per page. */
  css?: string | readonly string[];
  /**
   * Starts the island's I/O: the runtime calls it once per mount point, with the parsed props, before the first render
   * (a component never starts loading from an effect); what it returns, the runtime calls when the island unmounts.
   */
  start?(props: v.InferOutput<S>): void | (() => void);
}

export function defineIsland<S extends AnySchema>(definition: IslandDefinition<S>): IslandDefinition<S> {
  // Runs when the island chunk (and everything it imports) has been evaluated: the benchmark reads it.
  performance.mark('parts-islands:island-evaluated');
  return definition;
}
