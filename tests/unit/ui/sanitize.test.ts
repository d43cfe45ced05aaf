import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopPage } from '../../../src/registry/page';

// happy-dom's DOM does not let DOMPurify strip handlers: these tests drive the wrapper with a purifier we control.
// Real sanitizing is proven with DOMPurify in jsdom (sanitize-dompurify.test.ts) and in the browser (store-locator.spec.ts "XSS …").
const purify = vi.hoisted(() => ({ isSupported: true, sanitize: vi.fn(), addHook: vi.fn(), removeAllHooks: vi.fn() }));
vi.mock('dompurify', () => ({ default: purify }));

const { loadSanitizer, sanitizeHtml, sanitizeToElement } = await import('../../../src/ui/sanitize');

beforeEach(() => {
  stopPage();
  purify.sanitize.mockReset();
  purify.isSupported = true;
});
afterEach(() => vi.restoreAllMocks());

describe('sanitizing server HTML', () => {
  it('uses DOMPurify, without style, forms or frames, once loaded and when it really sanitizes', async () => {
    purify.sanitize.mockImplementation((html: string) => html.replace(/ on\w+="[^"]*"|<script>.*?<\/script>/g, ''));
    await loadSanitizer();
    expect(sanitizeHtml('<b onclick="x()">Store</b>')).toBe('<b>Store</b>');
    expect(purify.sanitize).toHaveBeenLastCalledWith(
      '<b onclick="x()">Store</b>',
      expect.objectContaining({ FORBID_TAGS: expect.arrayContaining(['style', 'form', 'iframe']) }),
    );
  });

  it('shows only the text until the sanitizer has loaded', () => {
    expect(sanitizeHtml('<b onclick="x()">Store</b><script>x()</script>')).toBe('Store');
    expect(purify.sanitize).not.toHaveBeenCalled();
  });

  it('fails closed: a sanitizer that lets a handler through is not trusted, and only the text is shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    purify.sanitize.mockImplementation((html: string) => html);
    await loadSanitizer();
    expect(sanitizeHtml('<h3>Evil <img src="x" onerror="window.__xss=1"></h3>')).toBe('Evil ');
    expect(sanitizeToElement('<b>Partner</b><script>x()</script>', 'pi-x').innerHTML).toBe('Partner');
  });

  it('fails closed where DOMPurify is not supported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    purify.isSupported = false;
    await loadSanitizer();
    expect(sanitizeHtml('<p>A &lt;b&gt; <em>B</em></p>')).toBe('A &lt;b&gt; B');
    expect(purify.sanitize).not.toHaveBeenCalled();
  });
});
