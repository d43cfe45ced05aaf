/**
 * Three-level hero navigation (disclosure pattern): each item with a submenu gets a button beside its link that
 * shows or hides it (Enter, Space, a tap or a click); opening one closes its siblings; Escape closes the innermost
 * open menu and returns focus to its button; a click or focus outside closes them all.
 */
let next = 0;
export default function heroMenu(el: HTMLElement): () => void {
  const buttons: HTMLButtonElement[] = [];
  const close = (button: HTMLButtonElement) => {
    button.setAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (menu) menu.hidden = true;
    menu?.querySelectorAll<HTMLButtonElement>('button[aria-expanded="true"]').forEach(close);
  };
  for (const menu of el.querySelectorAll<HTMLElement>('li > ul')) {
    const item = menu.parentElement as HTMLElement;
    const link = item.querySelector(':scope > a');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pi-hero-menu-toggle';
    button.setAttribute('aria-label', `${link?.textContent?.trim() ?? 'More'} submenu`);
    menu.id ||= `pi-hero-menu-${++next}`;
    button.setAttribute('aria-controls', menu.id);
    button.textContent = '▾';
    menu.before(button);
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    buttons.push(button);
  }
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('.pi-hero-menu-toggle');
    if (!(button instanceof HTMLButtonElement)) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    const siblings = button.closest('ul')?.querySelectorAll<HTMLButtonElement>(':scope > li > .pi-hero-menu-toggle');
    siblings?.forEach((b) => b !== button && close(b));
    if (!open) return close(button);
    button.setAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (menu) menu.hidden = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The deepest open menu around the focus (buttons are in document order).
    const target = buttons
      .filter((b) => b.getAttribute('aria-expanded') === 'true' && b.parentElement?.contains(document.activeElement))
      .pop();
    if (!target) return;
    close(target);
    target.focus();
  };
  const onOutside = (event: Event) => {
    if (!el.contains(event.target as Node)) buttons.forEach(close);
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onOutside);
  document.addEventListener('focusin', onOutside);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onOutside);
    document.removeEventListener('focusin', onOutside);
    buttons.forEach((b) => {
      const menu = document.getElementById(b.getAttribute('aria-controls') ?? '');
      if (menu) menu.hidden = false;
      b.remove();
    });
  };
}
