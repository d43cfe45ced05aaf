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
