import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { IslandName } from '../../../src/registry/island-name';
import { ERROR_EVENT, type FailureDetail } from '../../../src/registry/report';
import { onFirstOpen, useIdlePreload } from '../../../src/ui/lazy-dialog';
import { notify } from '../helpers/notify';

// A chunk that fails to load `failures` times (the network dropped before it arrived), then loads.
function flakyChunk(failures: number) {
  const calls = { count: 0 };
  const load = vi.fn(async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module: /chunks/x.js');
    return {
      Dialog: ({ open, onClose }: { open?: boolean; onClose?: () => void }) => (
        <div role="dialog" aria-label="Cash Payment" hidden={!open}>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      ),
    };
  });
  return load;
}

const failures: FailureDetail[] = [];
const onFailure = (event: Event) => failures.push((event as CustomEvent<FailureDetail>).detail);

beforeEach(() => {
  failures.length = 0;
  document.addEventListener(ERROR_EVENT, onFailure);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.removeEventListener(ERROR_EVENT, onFailure);
  vi.restoreAllMocks();
});

/** A page with an opener: `always` dialogs are rendered only while open, the others always (with `open`). */
function Page({
  Dialog,
  always,
}: {
  Dialog: ReturnType<typeof onFirstOpen<unknown, { open?: boolean; onClose?: () => void }>>;
  always?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <IslandName.Provider value="pos-checkout">
      <input aria-label="Note" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button type="button" onClick={() => setOpen(true)}>
        Cash
      </button>
      <output aria-label="state">{open ? 'open' : 'closed'}</output>
      {always ? (
        open ? (
          <Dialog open onClose={() => setOpen(false)} />
        ) : null
      ) : (
        <Dialog open={open} onClose={() => setOpen(false)} />
      )}
    </IslandName.Provider>
  );
}

describe.each([
  ['rendered only while open', true],
  ['always rendered, with open', false],
])('a lazy dialog (%s) whose chunk cannot load', (_, always) => {
  it('toasts the system error, tells its opener it closed and keeps the page; the next open loads it again', async () => {
    const load = flakyChunk(1);
    const Dialog = onFirstOpen(load, (m) => m.Dialog, always);
    render(<Page Dialog={Dialog} always={always} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'paid in coins' } });

    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(SYSTEM_ERROR));
    expect(screen.getByLabelText('state').textContent).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('paid in coins');
    expect(failures).toMatchObject([
      { island: 'pos-checkout', action: 'a dialog could not be loaded', message: SYSTEM_ERROR },
    ]);
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(await screen.findByRole('dialog', { name: 'Cash Payment' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(notify.error).toHaveBeenCalledTimes(1);

    // Loaded once: closing and opening again needs no new load.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(screen.getByRole('dialog', { name: 'Cash Payment' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a lazy dialog shown while a store says so (no onClose)', () => {
  it('loads again when the browser is back online, not before', async () => {
    const load = flakyChunk(1);
    const Dialog = onFirstOpen(load, (m) => m.Dialog, true);
    const { rerender } = render(<Dialog open />);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(SYSTEM_ERROR));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Re-rendering (the store's wait ticking) does not retry: only the network coming back does.
    rerender(<Dialog open />);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('dialog', { name: 'Cash Payment' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the idle preload', () => {
  it('starts the chunk once idle; a failed start is made again when the browser is back online', async () => {
    vi.useFakeTimers();
    const load = flakyChunk(1);
    function Screen() {
      useIdlePreload(load);
      return null;
    }
    const { unmount } = render(<Screen />);
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded: another "online" starts nothing.
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    unmount();
    vi.useRealTimers();
  });
});
