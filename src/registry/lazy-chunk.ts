// Lazy chunks, each declared once with this helper: `const loadX = lazyChunk(() => import('./x'))`, then `loadX()` where
// it is needed (React.lazy, an effect, an event). The lint forbids any other import() of a module. The build recognises
// these calls and gives each its chunk's id (build.mjs), so calling the loader first asks the loader script to start the
// chunk's own static imports beside it (boot.ts), not one level per round trip; unbuilt (tests), it is a plain import().

/** The loader's event: start lazy chunk `id`'s static imports beside the chunk itself (boot.ts). */
export const LAZY_EVENT = 'parts-islands:lazy';

export function lazyChunk<T>(load: () => Promise<T>, id?: number): () => Promise<T> {
  return () => {
    if (id !== undefined) document.dispatchEvent(new CustomEvent(LAZY_EVENT, { detail: id }));
    return load();
  };
}
