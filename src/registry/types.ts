/** A mount strategy waits for its moment, then calls trigger; it returns a cancel function. */
export type Strategy = (el: HTMLElement, trigger: () => void) => () => void;

/** A page behaviour with no React: gets its element and props, returns a cleanup. */
export type Enhancer = (el: HTMLElement, props: unknown) => void | (() => void);

export type MountState = 'pending' | 'loading' | 'mounted' | 'error';

/** What the React runtime chunk offers the loader (src/registry/runtime.tsx). */
export interface Runtime {
  /** Resolves with an unmount function once the island's first render has committed. */
  mountIsland(
    el: HTMLElement,
    name: string,
    module: unknown,
    rawProps: unknown,
    hooks: IslandHooks,
  ): Promise<() => void>;
}

/** Where the registry gets code from; boot.ts loads chunks by URL, tests pass fakes. */
export interface Loaders {
  islands: readonly string[];
  enhancers: readonly string[];
  loadIsland(name: string): Promise<unknown>;
  loadEnhancer(name: string): Promise<unknown>;
  /** The React runtime, for this island (the build has every island chunk re-export it). */
  loadRuntime(island: string): Promise<Runtime>;
}

/** How a mounted island reports back: an error its boundary caught, or the user asking to retry. */
export interface IslandHooks {
  onError(error: unknown): void;
  onRetry(): void;
}
