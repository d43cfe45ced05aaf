import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../../src/lib/cookies';

afterEach(() => {
  for (const name of ['locator_filter', 'locator_pickup_location', 'popup', 'odd name', 'session', 'a', 'ab']) {
    deleteCookie(name);
  }
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('reads back what it writes, URI-encoded', () => {
    setCookie('locator_filter', '{"distance":25,"zip":"10001"}', { days: 0.0208 });
    expect(getCookie('locator_filter')).toBe('{"distance":25,"zip":"10001"}');
    expect(document.cookie).toContain('locator_filter=%7B%22distance%22');
  });

  it('encodes names and values with separators', () => {
    setCookie('odd name', 'a; b=c');
    expect(getCookie('odd name')).toBe('a; b=c');
  });

  it('tells names apart that share a prefix', () => {
    setCookie('ab', '2');
    setCookie('a', '1');
    expect(getCookie('a')).toBe('1');
    expect(getCookie('ab')).toBe('2');
  });

  it('returns null for a missing cookie', () => {
    expect(getCookie('locator_pickup_location')).toBeNull();
  });

  it('deletes a cookie', () => {
    setCookie('locator_pickup_location', '7');
    deleteCookie('locator_pickup_location');
    expect(getCookie('locator_pickup_location')).toBeNull();
  });

  it('writes "locator_filter lasts about 0.0208 day (30 min)" as an expiry about 30 minutes ahead', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    setCookie('locator_filter', 'x', { days: 0.0208 });
    setCookie('popup', '1', { minutes: 5, sameSite: 'Strict' });
    setCookie('session', '1');
    expect(writes[0]).toBe(
      `locator_filter=x; path=/; SameSite=Lax; expires=${new Date(now + 0.0208 * 86_400_000).toUTCString()}`,
    );
    expect(writes[1]).toBe(`popup=1; path=/; SameSite=Strict; expires=${new Date(now + 300_000).toUTCString()}`);
    expect(writes[2]).toBe('session=1; path=/; SameSite=Lax');
  });

  it('marks SameSite=None cookies Secure, as browsers require', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    setCookie('session', '1', { sameSite: 'None', path: '/pos' });
    expect(writes[0]).toBe('session=1; path=/pos; SameSite=None; Secure');
  });

  it('keeps malformed values from other scripts readable', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('bad=%E0%A4%A; good=1');
    expect(getCookie('bad')).toBe('%E0%A4%A');
    expect(getCookie('good')).toBe('1');
  });
});
