// The one error path (Stimulus's handleError): every failure an island, a store, a view or the runtime meets is reported
// here. It logs once with the island's name, shows the user the outcome its typed error calls for (a toast through the
// stores' notifier port, or nothing when the caller shows the message inline) and tells the host page. The loader
// (src/registry/registry.ts) keeps its own minimal handling for a chunk that fails to load.
import { ApiError, SessionExpiredError, ServerMessageError, userMessage } from '../api/errors';
import { emit } from '../events';
import { notify } from '../stores/ports';

/**
 * On document, for the host page (an error tracker, a theme's own message): detail {@link FailureDetail}. Kept out of
 * src/events.ts, which the loader ships: only the core chunk, where failures are reported, needs the name.
 */
export const ERROR_EVENT = 'parts-islands:error';

/** What failed, for the host: an api error's kind, `session` (401/403, not signed in as staff) or `error` (anything else). */
export type FailureKind = ApiError['kind'] | 'session' | 'error';

export interface FailureDetail {
  /**
   * The mount name of the island the failure belongs to: the island whose own code failed, or the island the user acted
   * in when a shared store's action failed (add to cart, a vehicle save: see {@link ActingIsland}). Null for work no island
   * asked for: a page-wide load or re-read, a poll, a background refresh.
   */
  island: string | null;
  /** What was being done, in a few words ("cart operation failed"). */
  action: string;
  /** The text the user is shown (or would be shown) for it. */
  message: string;
  kind: FailureKind;
  /** The error itself (for the host's error tracker). */
  error: unknown;
}

export interface ReportOptions {
  island?: string | null;
  action: string;
  /**
   * How the user learns of it: `toast` (an error toast of the message), `inline` (the caller shows the returned message
   * in place: a form's error, a list's failure line), or a function that shows it its own way (an "Uh oh!" or payment
   * toast, a heading before it). Absent: the user is shown nothing (background work, a vehicle call, tracking).
   */
  show?: 'toast' | 'inline' | ((message: string) => void);
  /** The user's text when it is not the typed error's own (a form's "could not be sent", a search's "unavailable"). */
  message?: string;
}

/**
 * The mount name of the island the user acted in, as a shared store's action takes it: a component passes `useIsland()`
 * (src/registry/island-name.ts) as the action's last argument (`addToCart(fields, island)`) and the store hands it to
 * report(), so the log line and the host's event name that island. Absent (work no island asked for): null.
 */
export type ActingIsland = string | null;

export function failureKind(error: unknown): FailureKind {
  if (error instanceof SessionExpiredError) return 'session';
  return error instanceof ApiError ? error.kind : 'error';
}

/**
 * Reports a failure and returns the message the user is shown: the server's own words, the session message, else the
 * spec's system error. A server message the user is shown is an answer, not a defect: it is not logged.
 */
export function report(
  error: unknown,
  { island = null, action, show, message = userMessage(error) }: ReportOptions,
): string {
  // A failure with no error object (a check that found something wrong) logs its action alone.
  if (!(show && error instanceof ServerMessageError))
    console.error(`[parts-islands] ${island ? `${island}: ` : ''}${action}`, ...(error === undefined ? [] : [error]));
  if (show === 'toast') notify.error(message);
  else if (typeof show === 'function') show(message);
  const detail: FailureDetail = { island, action, message, kind: failureKind(error), error };
  emit(document, ERROR_EVENT, detail);
  return message;
}
