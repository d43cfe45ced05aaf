/** Read more / read less: the content shows its first lines (`data-lines`, default 2) until the toggle opens it. */
export default function readMore(el: HTMLElement): () => void {
  const content = el.querySelector<HTMLElement>('.read-more-content');
  const toggle = el.querySelector<HTMLButtonElement>('.read-more-toggle');
  if (!content || !toggle) return () => {};
  const more = toggle.textContent?.trim() || 'Read more';
  const less = el.dataset.lessText ?? 'Read less';
  const set = (open: boolean) => {
    content.style.overflow = open ? '' : 'hidden';
    content.style.maxHeight = open ? '' : `${1.5 * (Number(el.dataset.lines) || 2)}em`;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? less : more;
  };
  const onClick = () => set(toggle.getAttribute('aria-expanded') !== 'true');
  set(false);
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    set(true);
    toggle.textContent = more;
  };
}
