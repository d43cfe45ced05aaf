// The locked POS state (spec 2 §6, spec 3 §2): a staff call answered 401/403 locks the screen until staff sign in
// again. Nothing is retried: the page under the lock stays as it was and the user repeats what they were doing.
import * as api from '../api/staff-session';

import type { StaffUser } from '../schemas/staff-session';
import { notify } from '../../stores/ports';
import { report } from '../../registry/report';
import { pageAtom } from '../../registry/page';

export interface LockState {
  locked: boolean;
  /** Who was signed in (from GET /pos/login), null until known or when nobody was. */
  user: StaffUser | null;
  busy: boolean;
  error: string | null;
}

const OPEN: LockState = { locked: false, user: null, busy: false, error: null };
export const $lock = pageAtom<LockState>(OPEN);

/** Locks the screen (once however many calls failed) and asks who was signed in. */
export async function lockPos(): Promise<void> {
  if ($lock.get().locked) return;
  $lock.set({ ...OPEN, locked: true, user: $lock.get().user });
  try {
    const status = await api.getLoginStatus();
    if ($lock.get().locked) $lock.set({ ...$lock.get(), user: status.user });
  } catch (error) {
    // The sign-in form works without the name.
    report(error, { action: 'staff sign-in status could not be read' });
  }
}

/** POST /pos/login: unlocks on success (toast "Welcome back, …"); a refusal shows the server's words in the form. */
export async function unlockPos(username: string, password: string): Promise<boolean> {
  if ($lock.get().busy) return false;
  $lock.set({ ...$lock.get(), busy: true, error: null });
  try {
    const answer = await api.signInStaff(username, password);
    $lock.set({ ...OPEN, user: answer.user });
    notify.success(typeof answer.success === 'string' && answer.success ? answer.success : 'Signed in.');
    return true;
  } catch (error) {
    $lock.set({
      ...$lock.get(),
      busy: false,
      error: report(error, { action: 'staff sign-in failed', show: 'inline' }),
    });
    return false;
  }
}
