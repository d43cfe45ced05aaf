import type { DOMPurify as Purifier } from 'dompurify';
import { onTestReset } from '../lib/test-reset';
import { lazyChunk } from '../registry/lazy-chunk';

const loadPurify = lazyChunk(() => import('dompurify'));

// Server HTML (locator list, info windows, popup text) may carry anything a location's owner typed:
// scripts, event handlers, javascript: links and frames are removed; the text stays.
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'select', 'textarea', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};
const PROBE = '<img src="x" onerror="x()"><script>x()</script>';

let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;

/** Checks that DOMPurify really strips a handler here; if not, it is never used (fail closed: text only). */
function adopt(candidate: Purifier): void {
  const probe = candidate.isSupported ? candidate.sanitize(PROBE, CONFIG) : PROBE;
  if (/onerror|<script/i.test(probe)) {
    console.error('[parts-islands] HTML sanitizer unavailable: server HTML is shown as text');
    return;
  }
  candidate.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // Links the server opens in a new tab must not get a handle on this page.
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    // An image the server gave no text is decoration to a screen reader.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = candidate;
}

/**
 * DOMPurify is a sixth of the product page's JS: it loads with the first server HTML to show, not with the page.
 * Stores await this before handing server HTML to a view; until then (or if it fails) only text is shown.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= loadPurify().then(
    (module) => adopt(module.default),
    (error: unknown) => {
      loading = null;
      console.error('[parts-islands] HTML sanitizer could not be loaded', error);
    },
  );
  return loading;
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
  return purifier ? purifier.sanitize(html, CONFIG) : escapeHtml(textOf(html));
}

/** Sanitized HTML as nodes, for libraries that take DOM (map popups). */
export function sanitizeToElement(html: string, className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  if (purifier) el.append(purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));
  else el.textContent = textOf(html);
  return el;
}

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetSanitizer() {
    purifier?.removeAllHooks();
    purifier = null;
    loading = null;
  });
}
