/** Props as first read, kept for the element's life: React clears the children (the script child) when it mounts. */
const kept = new WeakMap<HTMLElement, unknown>();

/** A mount point's props, read once: a remount (global API, "Try again", a node moved out and back) sees the same. */
export function readProps(el: HTMLElement): unknown {
  if (kept.has(el)) return kept.get(el);
  const props = readRawProps(el);
  kept.set(el, props);
  return props;
}

/** Reads a mount point's raw props: a `<script type="application/json" data-props>` child, else a data-props attribute. */
export function readRawProps(el: HTMLElement): unknown {
  const script = Array.from(el.children).find((c) => c.tagName === 'SCRIPT' && c.hasAttribute('data-props'));
  const text = script ? script.textContent : el.getAttribute('data-props');
  if (text == null || text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`invalid JSON in data-props (${(error as Error).message})`);
  }
}
