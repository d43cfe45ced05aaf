import DOMPurify from 'dompurify';

// Server HTML (locator list, info windows, popup text) may carry anything a location's owner typed:
// scripts, event handlers, javascript: links and frames are removed; the text stays.
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'select', 'textarea', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
};

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element)) return;
      // Links the server opens in a new tab must not get a handle on this page.
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
      // An image the server gave no text is decoration to a screen reader.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return DOMPurify;
}

/** Sanitized HTML as a string, for React's dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, ADD_ATTR: ['target'] });
}

/** Sanitized HTML as nodes, for libraries that take DOM (map popups). */
export function sanitizeToElement(html: string, className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  el.append(purifier().sanitize(html, { ...CONFIG, ADD_ATTR: ['target'], RETURN_DOM_FRAGMENT: true }));
  return el;
}
