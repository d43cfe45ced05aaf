/** What a click on server-rendered fallback content aimed at, so it can be replayed on the island. */
export interface HeldClick {
  replay: string | null;
  text: string;
  href: string | null;
  focused: boolean;
}

const ACTIONABLE = 'button, a[href], input, select, summary, [role="button"], [data-replay]';

export function describeClick(target: EventTarget | null): HeldClick | null {
  if (!(target instanceof Element)) return null;
  const actionable = target.closest(ACTIONABLE);
  if (!actionable) return null;
  return {
    replay: actionable.closest('[data-replay]')?.getAttribute('data-replay') ?? null,
    text: (actionable.textContent ?? '').trim(),
    href: actionable instanceof HTMLAnchorElement ? actionable.href : null,
    focused: actionable === document.activeElement || actionable.contains(document.activeElement),
  };
}

/** Finds the island's equivalent of the clicked control (data-replay first, then same text) and clicks it. */
export function replayClick(root: HTMLElement, held: HeldClick): boolean {
  let match: Element | null = null;
  if (held.replay) match = root.querySelector(`[data-replay="${CSS.escape(held.replay)}"]`);
  if (!match && held.text) {
    match = Array.from(root.querySelectorAll('button, a[href], [role="button"]')).find(
      (el) => (el.textContent ?? '').trim() === held.text,
    ) ?? null;
  }
  if (match instanceof HTMLElement) {
    if (held.focused) match.focus();
    match.click();
    return true;
  }
  if (held.href) {
    window.location.assign(held.href);
    return true;
  }
  return false;
}
