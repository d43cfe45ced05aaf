// The one error path (src/registry/report.ts): each kind of failure is logged (or not), shown (toast or inline) and
// announced to the host page by the parts-islands:error event, naming the island when there is one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  NetworkError,
  SchemaError,
  ServerMessageError,
  SessionExpiredError,
  SESSION_EXPIRED,
  SYSTEM_ERROR,
  TimeoutError,
  UnreadableAnswerError,
} from '../../../src/api/errors';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { IslandName, useIsland } from '../../../src/registry/island-name';
import { ERROR_EVENT, report, type FailureDetail } from '../../../src/registry/report';
import { notify } from '../helpers/notify';

let consoleError: ReturnType<typeof vi.spyOn>;
let events: FailureDetail[];
const listen = (event: Event) => events.push((event as CustomEvent<FailureDetail>).detail);

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  events = [];
  document.addEventListener(ERROR_EVENT, listen);
});

afterEach(() => {
  document.removeEventListener(ERROR_EVENT, listen);
  vi.restoreAllMocks();
});

const URL = '/checkout/cart/add';

describe('report(): the message and the host event by the typed error', () => {
  const cases: Array<[string, unknown, string, FailureDetail['kind'], boolean]> = [
    [
      'a server message',
      new ServerMessageError('Out of stock!', URL, ['Out of stock!'], {}, null),
      'Out of stock!',
      'server',
      false,
    ],
    ['an expired staff session (401/403)', new SessionExpiredError(403, URL), SESSION_EXPIRED, 'session', true],
    ['an HTTP error without a message', new HttpError(500, URL), SYSTEM_ERROR, 'http', true],
    ['a dropped connection', new NetworkError('Failed to fetch', URL), SYSTEM_ERROR, 'network', true],
    ['a timeout', new TimeoutError('timed out', URL), SYSTEM_ERROR, 'timeout', true],
    ['an answer of the wrong shape', new SchemaError('bad shape', URL), SYSTEM_ERROR, 'schema', true],
    [
      'an unreadable answer (a login page)',
      new UnreadableAnswerError('not JSON', URL),
      SYSTEM_ERROR,
      'unreadable',
      true,
    ],
    ['any other error (a bug, a failed clipboard)', new Error('boom'), SYSTEM_ERROR, 'error', true],
  ];

  it.each(cases)('%s: toasts %j, kind %j, logged: %s', (_what, error, message, kind, logged) => {
    expect(report(error, { island: 'cart-page', action: 'cart operation failed', show: 'toast' })).toBe(message);
    expect(notify.error.mock.calls).toEqual([[message]]);
    expect(events).toEqual([{ island: 'cart-page', action: 'cart operation failed', message, kind, error }]);
    // A server message is the server's own answer, shown to the user: not a defect to log.
    expect(consoleError.mock.calls).toEqual(
      logged ? [['[parts-islands] cart-page: cart operation failed', error]] : [],
    );
  });
});

describe('report(): the outcome the caller asks for', () => {
  it('without `show` (the caller shows it inline) nothing is toasted; the message is returned for the inline text', () => {
    const message = report(new HttpError(502, URL), { action: 'contact locations could not be loaded' });
    expect(message).toBe(SYSTEM_ERROR);
    for (const spy of Object.values(notify)) expect(spy).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe('[parts-islands] contact locations could not be loaded');
    expect(events).toMatchObject([{ island: null, action: 'contact locations could not be loaded', kind: 'http' }]);
  });

  it('a `show` function shows the message its own way ("Uh oh!", a payment toast, a heading before it)', () => {
    report(new ServerMessageError('Already in your wishlist', URL, [], {}, null), {
      action: 'wishlist call failed',
      show: notify.uhOh,
    });
    expect(notify.uhOh).toHaveBeenCalledWith('Already in your wishlist');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("a caller's own text replaces the typed error's and is what the host is told", () => {
    const message = report(new NetworkError('offline', URL), {
      action: 'search failed',
      message: 'Search is unavailable',
    });
    expect(message).toBe('Search is unavailable');
    expect(events).toMatchObject([{ message: 'Search is unavailable', kind: 'network' }]);
  });

  it('a failure with no error object logs its action alone', () => {
    report(undefined, { action: 'HTML sanitizer unavailable: server HTML is shown as text' });
    expect(consoleError.mock.calls).toEqual([
      ['[parts-islands] HTML sanitizer unavailable: server HTML is shown as text'],
    ]);
    expect(events).toMatchObject([{ kind: 'error', message: SYSTEM_ERROR }]);
  });

  it('the event bubbles from document and each report is one event and one log line', () => {
    const seen = vi.fn();
    window.addEventListener(ERROR_EVENT, seen);
    report(new TimeoutError('slow', URL), { island: 'pos-checkout', action: 'void failed', show: notify.paymentError });
    window.removeEventListener(ERROR_EVENT, seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(notify.paymentError).toHaveBeenCalledWith(SYSTEM_ERROR);
  });
});

describe('the acting island: a shared store names the island the user acted in', () => {
  const inIsland = (name: string | null) => ({
    wrapper: ({ children }: { children: ReactNode }) => createElement(IslandName.Provider, { value: name }, children),
  });

  it('useIsland() is the mount name the runtime gives the island; outside an island, null', () => {
    expect(renderHook(() => useIsland(), inIsland('cart-popout')).result.current).toBe('cart-popout');
    expect(renderHook(() => useIsland()).result.current).toBeNull();
  });

  it("the name a store's action was given is the event's island and starts the log line; none given is null", () => {
    const error = new NetworkError('offline', URL);
    report(error, { island: 'cart-popout', action: 'cart operation failed', show: 'toast' });
    // A background refresh or a poll: no island asked for it.
    report(error, { island: undefined, action: 'cart could not be loaded' });
    expect(events.map((d) => d.island)).toEqual(['cart-popout', null]);
    expect(consoleError.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '[parts-islands] cart-popout: cart operation failed',
      '[parts-islands] cart could not be loaded',
    ]);
  });
});
