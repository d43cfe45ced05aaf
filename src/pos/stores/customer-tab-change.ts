// One change on a customer tab (delete, ban, add, save): the server's success as a toast, then the list read again; a
// failure keeps what was typed and says the spec's message; an answer that could not be read is followed by a re-read.
import { outcomeUnknown, ServerMessageError, userMessage } from '../../api/errors';
import type { Success } from '../api/customer-tabs';
import { notify } from '../../stores/ports';

export type ChangeResult = { ok: true } | { ok: false; message: string };

export async function tabChange(
  what: string,
  change: () => Promise<Success>,
  reread: () => Promise<unknown>,
  { toastFailure = true, done = 'Saved.' }: { toastFailure?: boolean; done?: string } = {},
): Promise<ChangeResult> {
  try {
    const answer = await change();
    notify.success(typeof answer.success === 'string' ? answer.success : done);
  } catch (error) {
    if (!(error instanceof ServerMessageError)) console.error(`[parts-islands] ${what}`, error);
    const message = userMessage(error);
    if (toastFailure) notify.error(message);
    // The server may have made the change before its answer went wrong: show what it holds now.
    if (outcomeUnknown(error)) await reread();
    return { ok: false, message };
  }
  await reread();
  return { ok: true };
}
