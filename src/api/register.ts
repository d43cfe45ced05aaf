import { RegisterAnswerSchema } from '../schemas/product';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

export interface RegistrationFields {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  confirm: string;
  newsletter: boolean;
  agree: boolean;
}

/** POST /account/register/processPost: success and customer_id, or `errors` by field (thrown as ServerMessageError). */
export function register(fields: RegistrationFields) {
  return call(RegisterAnswerSchema, callUrl(endpoint('register'), 'processPost'), { form: { ...fields } });
}
