import type { DOMPurify as Purifier } from 'dompurify';
import { lazyChunk } from '../registry/lazy-chunk';
import { report } from '../registry/report';
import { pageState } from '../registry/page';

const loadPurify = lazyChunk(() => import('dompurify'));

// Server HTML (locator list, info windows, popup text) may carry anything a location's owner typed:
// scripts, event handlers, javascript: links and frames are removed; the text stays.
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'select', 'textarea', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};
const PROBE = '<img src="x" onerror="x()"><script>x()</script>';

// The checked DOMPurify once loaded, and its load (once per page); a stopped page drops it with its hooks.
const state = pageState(() => ({
  purifier_: null as Purifier | null,
  loading_: null as Promise<void> | null,
  stop() {
    this.purifier_?.removeAllHooks();
  },
}));

/** Checks that DOMPurify really strips a handler here; if not, it is never used (fail closed: text only). */
function adopt(candidate: Purifier): void {
  const probe = candidate.isSupported ? candidate.sanitize(PROBE, CONFIG) : PROBE;
  if (/onerror|<script/i.test(probe)) {
    report(undefined, { action: 'HTML sanitizer unavailable: server HTML is shown as text' });
    return;
  }
  candidate.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // Links the server opens in a new tab must not get a handle on this page.
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    // An image the server gave no text is decoration to a screen reader.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  state.purifier_ = candidate;
}

/**
 * DOMPurify is a sixth of the product page's JS: it loads with the first server HTML to show, not with the page.
 * Stores await this before handing server HTML to a view; until then (or if it fails) only text is shown.
 */
export function loadSanitizer(): Promise<void> {
  state.loading_ ??= loadPurify().then(
    (module) => adopt(module.default),
    (error: unknown) => {
      state.loading_ = null;
      report(error, { action: 'HTML sanitizer could not be loaded' });
    },
  );
  return state.loading_;
}

/** The visible text only (a parsed, never attached document: nothing in it loads or runs). */
function textOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return body.textContent ?? '';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sanitized HTML as a string, for React's dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return state.purifier_ ? state.purifier_.sanitize(html, CONFIG) : escapeHtml(textOf(html));
}

/** Sanitized HTML as nodes, for libraries that take DOM (map popups). */
export function sanitizeToElement(html: string, className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  if (state.purifier_) el.append(state.purifier_.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));
  else el.textContent = textOf(html);
  return el;
}
