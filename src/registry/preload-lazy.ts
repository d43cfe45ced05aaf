// In the core chunk: the build turns each of our `import('./x')` of a lazy chunk into `(preloadLazy(id), import('./x'))`.

/** The loader's event: start lazy chunk `id`'s static imports beside the chunk itself (boot.ts), not one level per round trip. */
export const LAZY_EVENT = 'parts-islands:lazy';

export function preloadLazy(id: number): void {
  document.dispatchEvent(new CustomEvent(LAZY_EVENT, { detail: id }));
}
