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

/** The island's equivalent of a fallback control: the same data-replay, else the same text. */
function equivalent(root: HTMLElement, held: HeldClick): HTMLElement | null {
  let match: Element | null = null;
  if (held.replay) match = root.querySelector(`[data-replay="${CSS.escape(held.replay)}"]`);
  if (!match && held.text) {
    match =
      Array.from(root.querySelectorAll('button, a[href], [role="button"]')).find(
        (el) => (el.textContent ?? '').trim() === held.text,
      ) ?? null;
  }
  return match instanceof HTMLElement ? match : null;
}

/** Finds the island's equivalent of the clicked control (data-replay first, then same text) and clicks it. */
export function replayClick(root: HTMLElement, held: HeldClick): boolean {
  const match = equivalent(root, held);
  if (match) {
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

/** The fallback control that has keyboard focus, so focus can follow it into the island (a Tab must not be lost). */
export function describeFocus(root: HTMLElement): HeldClick | null {
  const active = document.activeElement;
  return active && active !== root && root.contains(active) ? describeClick(active) : null;
}

/** Puts focus on the island's equivalent of the fallback control that had it, if focus was lost with the fallback. */
export function restoreFocus(root: HTMLElement, held: HeldClick): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  equivalent(root, held)?.focus();
}
