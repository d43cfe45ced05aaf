import DOMPurify from 'dompurify';

// Server HTML (locator list, info windows, popup text) may carry anything a location's owner typed:
// scripts, event handlers, javascript: links and frames are removed; the text stays.
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'select', 'textarea', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};
const PROBE = '<img src="x" onerror="x()"><script>x()</script>';

let state: 'unchecked' | 'working' | 'broken' = 'unchecked';

/** DOMPurify, set up once, or null where it does not really sanitize (then only text is shown: fail closed). */
function purifier(): typeof DOMPurify | null {
  if (state === 'unchecked') {
    const probe = DOMPurify.isSupported ? DOMPurify.sanitize(PROBE, CONFIG) : PROBE;
    state = /onerror|<script/i.test(probe) ? 'broken' : 'working';
    if (state === 'broken') console.error('[parts-islands] HTML sanitizer unavailable: server HTML is shown as text');
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element)) return;
      // Links the server opens in a new tab must not get a handle on this page.
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
      // An image the server gave no text is decoration to a screen reader.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return state === 'working' ? DOMPurify : null;
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
  const purify = purifier();
  return purify ? purify.sanitize(html, CONFIG) : escapeHtml(textOf(html));
}

/** Sanitized HTML as nodes, for libraries that take DOM (map popups). */
export function sanitizeToElement(html: string, className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  const purify = purifier();
  if (purify) el.append(purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));
  else el.textContent = textOf(html);
  return el;
}

export function resetSanitizerForTests(): void {
  state = 'unchecked';
  DOMPurify.removeAllHooks();
}
