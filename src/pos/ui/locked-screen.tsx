import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { $lock, lockPos, unlockPos } from '../stores/staff-lock';
import { Modal } from '../../ui/modal';
import { InputField } from '../../forms';
import { injectPosStyles } from './styles';

/**
 * The locked POS screen: a modal dialog over the page (which stays mounted and inert under it, so nothing typed is
 * lost) naming who was signed in, with a sign-in form. It cannot be dismissed; signing in closes it and focus returns
 * to where it was, so the user repeats the call that was refused (nothing is retried for them).
 */
export function LockedScreen() {
  const lock = useStore($lock);
  const formId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (lock.locked) setPassword('');
  }, [lock.locked]);
  useEffect(() => {
    if (lock.user) setUsername((typed) => typed || lock.user!.username);
  }, [lock.user]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void unlockPos(username.trim(), password);
  };
  return (
    <Modal
      open={lock.locked}
      title="POS Locked"
      onClose={() => undefined}
      dismissible={false}
      className="pi-pos-lock"
      actions={
        <button
          type="submit"
          form={formId}
          className="pi-btn pi-btn--primary"
          disabled={lock.busy || !username.trim() || !password}
        >
          {lock.busy ? 'Signing in...' : 'Sign In'}
        </button>
      }
    >
      <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
        <p>Your staff session has expired or was locked. Sign in again to carry on: this page stays as you left it.</p>
        {lock.user ? (
          <p>
            Signed in as <strong>{lock.user.name}</strong> ({lock.user.username})
          </p>
        ) : null}
        <InputField
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          data-initial-focus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={lock.error}
        />
        <p className="pi-field__hint">
          After signing in, repeat what you were doing: nothing was saved by the refused call.
        </p>
      </form>
    </Modal>
  );
}

let host: HTMLElement | null = null;

/** Shows the locked screen (its own root, added to the page the first time) and asks who was signed in. */
export function showLockedScreen(): void {
  if (!host?.isConnected) {
    injectPosStyles();
    host = document.createElement('div');
    host.className = 'pi-pos-lock-host';
    document.body.append(host);
    createRoot(host, { identifierPrefix: 'pi-lock-' }).render(<LockedScreen />);
  }
  void lockPos();
}
