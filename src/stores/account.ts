import { ServerMessageError } from '../api/errors';
import * as api from '../api/register';
import { trackSignUp } from '../tracking/marketing';
import { notify } from './ports';
import { report, type ActingIsland } from '../registry/report';

export type { RegistrationFields } from '../api/register';

export type RegisterResult =
  { ok: true; customerId: number | null } | { ok: false; fieldErrors: Record<string, string> };

/** POST processPost: success as a toast; "Registration errors are shown one toast each." */
export async function registerAccount(fields: api.RegistrationFields, island?: ActingIsland): Promise<RegisterResult> {
  try {
    const answer = await api.register(fields);
    trackSignUp();
    notify.success(
      typeof answer.success === 'string' && answer.success ? answer.success : 'Your account has been created!',
    );
    return { ok: true, customerId: answer.customer_id ?? null };
  } catch (error) {
    if (error instanceof ServerMessageError) {
      const { messages } = error;
      report(error, {
        island,
        action: 'registration failed',
        show: () => messages.forEach((message) => notify.error(message)),
      });
      return { ok: false, fieldErrors: error.fieldErrors };
    }
    report(error, { island, action: 'registration failed', show: 'toast' });
    return { ok: false, fieldErrors: {} };
  }
}
