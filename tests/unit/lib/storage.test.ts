import { describe, expect, it } from 'vitest';
import { readStorage, removeStorage, writeStorage } from '../../../src/lib/json-storage';
import { readString, writeString } from '../../../src/lib/storage';

/** A Storage whose every access throws, as in blocked or private-mode storage. */
function blockedStorage(name: 'SecurityError' | 'QuotaExceededError'): Storage {
  const fail = (): never => {
    throw new DOMException('blocked', name);
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

describe('JSON storage', () => {
  it('round-trips JSON values', () => {
    expect(writeStorage('compare', [1, 2, 3])).toBe(true);
    expect(readStorage<number[]>('compare', [])).toEqual([1, 2, 3]);
    expect(localStorage.getItem('compare')).toBe('[1,2,3]');
  });

  it('gives the fallback for a missing key', () => {
    expect(readStorage('missing', { open: false })).toEqual({ open: false });
  });

  it('gives the fallback for corrupt JSON', () => {
    localStorage.setItem('compare', '{not json');
    expect(readStorage('compare', [])).toEqual([]);
  });

  it('gives the fallback when the stored type differs from the fallback', () => {
    localStorage.setItem('compare', '{"a":1}');
    expect(readStorage<number[]>('compare', [])).toEqual([]);
    localStorage.setItem('count', '"7"');
    expect(readStorage('count', 0)).toBe(0);
    localStorage.setItem('settings', 'null');
    expect(readStorage('settings', { a: 1 })).toEqual({ a: 1 });
  });

  it('returns any stored value when the fallback is null', () => {
    localStorage.setItem('anything', '{"a":1}');
    expect(readStorage<unknown>('anything', null)).toEqual({ a: 1 });
  });

  it('removes keys', () => {
    writeStorage('compare', [1]);
    removeStorage('compare');
    expect(localStorage.getItem('compare')).toBeNull();
  });

  it('swallows SecurityError (private mode) and QuotaExceededError', () => {
    for (const storage of [blockedStorage('SecurityError'), blockedStorage('QuotaExceededError')]) {
      expect(readStorage('k', 'fallback', storage)).toBe('fallback');
      expect(writeStorage('k', 1, storage)).toBe(false);
      expect(() => removeStorage('k', storage)).not.toThrow();
      expect(readString('k', 'grid', storage)).toBe('grid');
      expect(writeString('k', 'list', storage)).toBe(false);
    }
  });

  it('reports values JSON cannot hold as not written', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(writeStorage('k', cyclic)).toBe(false);
    expect(writeStorage('k', undefined)).toBe(false);
  });

  it('works without any storage', () => {
    expect(readStorage('k', 3, null)).toBe(3);
    expect(writeStorage('k', 3, null)).toBe(false);
  });
});

describe('raw string storage: "choice saved in local storage under display, default grid"', () => {
  it('stores the view mode raw', () => {
    expect(readString('display', 'grid')).toBe('grid');
    expect(writeString('display', 'list')).toBe(true);
    expect(localStorage.getItem('display')).toBe('list');
    expect(readString('display', 'grid')).toBe('list');
  });

  it('uses sessionStorage when given', () => {
    writeString('display', 'list', sessionStorage);
    expect(sessionStorage.getItem('display')).toBe('list');
    expect(readString('display', 'grid')).toBe('grid');
    sessionStorage.clear();
  });
});
