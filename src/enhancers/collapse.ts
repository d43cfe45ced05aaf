/**
 * Footer and sidebar columns collapse below `data-breakpoint` px (768 or 992, the theme's breakpoints): the
 * `.collapse-heading` becomes a disclosure button for its `.collapse-body`; at wider widths both are plain again.
 */
let next = 0;
export default function collapse(el: HTMLElement): () => void {
  const heading = el.querySelector<HTMLElement>('.collapse-heading');
  const body = el.querySelector<HTMLElement>('.collapse-body');
  if (!heading || !body) return () => {};
  const label = heading.textContent ?? '';
  body.id ||= `pi-collapse-${++next}`;
  const narrow = window.matchMedia(`(max-width: ${(Number(el.dataset.breakpoint) || 768) - 0.02}px)`);
  const apply = () => {
    if (narrow.matches) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pi-collapse-toggle';
      button.textContent = label;
      button.setAttribute('aria-controls', body.id);
      button.setAttribute('aria-expanded', 'false');
      button.addEventListener('click', () => {
        const open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        body.hidden = !open;
      });
      heading.replaceChildren(button);
      body.hidden = true;
    } else {
      heading.textContent = label;
      body.hidden = false;
    }
  };
  apply();
  narrow.addEventListener('change', apply);
  return () => {
    narrow.removeEventListener('change', apply);
    heading.textContent = label;
    body.hidden = false;
  };
}
