import { useId, useLayoutEffect } from 'react';
import * as v from 'valibot';
import { vi } from 'vitest';
import { defineIsland } from '../../../src/registry/define-island';

/** What the fake islands saw: React commits and unmounts, and clicks their button handled. */
export function createProbe() {
  return { mounts: 0, unmounts: 0, clicks: vi.fn<(label: string) => void>() };
}
export type Probe = ReturnType<typeof createProbe>;

/** An island chunk module (`export default defineIsland(...)`) that greets whoever its props name. */
export function greetingModule(probe: Probe, css = '.pi-greeting{color:teal}') {
  return {
    default: defineIsland({
      tier: 'page',
      props: v.object({ who: v.string(), times: v.optional(v.number(), 1) }),
      css,
      Component: function Greeting({ who, times }) {
        const id = useId();
        useLayoutEffect(() => {
          probe.mounts++;
          return () => {
            probe.unmounts++;
          };
        }, []);
        return (
          <p id={id} className="pi-greeting">
            Hello, {who}
            {times > 1 ? ` ×${times}` : ''}
          </p>
        );
      },
    }),
  };
}

/** A product button island: its "Add to Cart" button has data-replay="add", as the real one does. */
export function buttonModule(probe: Probe) {
  return {
    default: defineIsland({
      tier: 'page',
      props: v.object({ product_id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
      Component: function ProductButton({ product_id }) {
        useLayoutEffect(() => {
          probe.mounts++;
          return () => {
            probe.unmounts++;
          };
        }, []);
        return (
          <>
            <button type="button" data-replay="add" onClick={() => probe.clicks(`add ${product_id}`)}>
              Add to Cart
            </button>
            <button type="button" onClick={() => probe.clicks(`details ${product_id}`)}>
              Details
            </button>
          </>
        );
      },
    }),
  };
}

/** An island whose component throws while rendering (a bug in one island). */
export function throwingModule(message = 'island bug') {
  return {
    default: defineIsland({
      tier: 'page',
      props: v.object({}),
      Component: function Broken(): never {
        throw new Error(message);
      },
    }),
  };
}
