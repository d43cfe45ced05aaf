// @vitest-environment jsdom
// The wrapper with the real DOMPurify, in a DOM DOMPurify supports (happy-dom is not one: see sanitize.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSanitizer, sanitizeHtml, sanitizeToElement } from '../../../src/ui/sanitize';

// The setup restores every module to a fresh page before each test, the sanitizer included.
beforeEach(() => loadSanitizer());

describe('sanitizing server HTML with DOMPurify', () => {
  it('removes scripts, handlers, javascript: links, frames, forms and styles; keeps the text and plain markup', () => {
    expect(
      sanitizeHtml(
        '<h3 onclick="x()">Evil <img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></h3>' +
          '<a href="javascript:alert(1)">Map</a><iframe src="https://evil.example"></iframe>' +
          '<form action="/steal"><input name="card"></form><p style="position:fixed">Open <b>9-5</b></p>',
      ),
    ).toBe('<h3>Evil <img src="x" alt=""></h3><a>Map</a><p>Open <b>9-5</b></p>');
  });

  it('links the server opens in a new tab get rel="noopener noreferrer"; an image without text is decoration', () => {
    expect(sanitizeHtml('<a href="https://maps.example/1" target="_blank">Directions</a>')).toBe(
      '<a href="https://maps.example/1" target="_blank" rel="noopener noreferrer">Directions</a>',
    );
    expect(sanitizeHtml('<img src="/logo.png" alt="Summit Parts">')).toBe('<img src="/logo.png" alt="Summit Parts">');
  });

  it('map popups get sanitized nodes in an element of their own class', () => {
    const el = sanitizeToElement('<b>Partner</b><img src=x onerror="x()"><script>x()</script>', 'pi-locator-popup');
    expect(el.className).toBe('pi-locator-popup');
    expect(el.innerHTML).toBe('<b>Partner</b><img src="x" alt="">');
  });
});
