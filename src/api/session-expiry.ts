// Who hears that a staff call was answered 401/403 (the POS locked screen, loaded only in POS mode); api/ never
// imports stores, so the listener is handed in.
import type { SessionExpiredError } from './errors';
import { report } from '../registry/report';

type Listener = (error: SessionExpiredError) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every call answered 401/403 from now on; returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the client before it throws the error (a listener that throws never hides the error). */
export function reportSessionExpired(error: SessionExpiredError): void {
  for (const listener of listeners) {
    try {
      listener(error);
    } catch (failure) {
      report(failure, { action: 'session-expired listener failed' });
    }
  }
}
