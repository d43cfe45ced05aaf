import {
  ContactLocationsSchema,
  OptionalSuccessSchema,
  SuccessAnswerSchema,
  type ContactLocation,
} from '../schemas/product-contact';
import { call } from './client';
import { endpoint } from './endpoints';
import { callUrl } from './form';

export interface ProductContactFields {
  pcName: string;
  pcEmail: string;
  pcPhone: string;
  pcMessage: string;
  pcLocation: string;
  pcLocationEmail: string;
}

/** GET product/product/getLocations: each location with its email. */
export function getContactLocations(): Promise<ContactLocation[]> {
  return call(ContactLocationsSchema, callUrl(endpoint('product_page'), 'getLocations'));
}

/** POST validateCaptcha {captchaInput}: success, or the server's error (thrown as a ServerMessageError). */
export async function validateCaptcha(captchaInput: string): Promise<void> {
  await call(SuccessAnswerSchema, callUrl(endpoint('product_page'), 'validateCaptcha'), { form: { captchaInput } });
}

/** POST productContactEmail {pcName, …}: the answer is not stated; an error is thrown, anything else means sent. */
export async function sendProductContact(fields: ProductContactFields): Promise<string | null> {
  const answer = await call(OptionalSuccessSchema, callUrl(endpoint('product_page'), 'productContactEmail'), {
    form: { ...fields },
  });
  return typeof answer.success === 'string' && answer.success ? answer.success : null;
}

/** The captcha image (index.php?route=tool/captcha); each `nonce` is a fresh image, hence a fresh code. */
export function captchaUrl(nonce: number): string {
  return callUrl(endpoint('captcha'), '', { t: nonce });
}
