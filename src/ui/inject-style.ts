/** A lazily loaded component's stylesheet, added to the page once (the runtime may have added the same one already). */
export function injectStyle(name: string, css: string): void {
  const head = document.head;
  for (const el of head.querySelectorAll('style[data-parts-island]')) if (el.textContent === css) return;
  const style = document.createElement('style');
  style.setAttribute('data-parts-island', name);
  style.textContent = css;
  head.append(style);
}
