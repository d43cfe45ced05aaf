// The locked screen's calls (issue 15; the spec shows no screen, decided in README "Locked POS screen"):
// GET {pos_login} -> locked, user; POST {pos_login} (username, password) -> success, user, or error.
import { LoginAnswerSchema, LoginStatusSchema } from '../schemas/staff-session';
import { call } from '../../api/client';
import { endpoint } from '../../api/endpoints';

/** Who was signed in on this session (null if nobody was), and whether it is locked now. */
export function getLoginStatus() {
  return call(LoginStatusSchema, endpoint('pos_login'));
}

/** Signs the session in as staff again; a wrong pair answers the server's error. */
export function signInStaff(username: string, password: string) {
  return call(LoginAnswerSchema, endpoint('pos_login'), { form: { username, password } });
}
