import { ServerMessageError } from '../api/errors';
import * as api from '../api/product-contact';
import type { ContactLocation } from '../schemas/product-contact';
import { trackContact } from '../tracking/marketing';
import { report } from '../registry/report';
import { pageAtom } from '../registry/page';

export const CAPTCHA_EXCEPTION = 'An error occurred while validating the captcha.';
/** What a sent message says when the server's answer carries no text (productContactEmail's answer is not stated). */
export const sentTo = (location: string) => `Your message has been sent to ${location}.`;

export interface ContactLocationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: ContactLocation[];
  error: string | null;
}

/** The locations of the Contact Us form (getLocations), loaded the first time the form opens. */
export const $contactLocations = pageAtom<ContactLocationsState>({ status: 'idle', list: [], error: null });

export async function loadContactLocations(): Promise<void> {
  const { status } = $contactLocations.get();
  if (status === 'loading' || status === 'ready') return;
  $contactLocations.set({ status: 'loading', list: [], error: null });
  try {
    $contactLocations.set({ status: 'ready', list: await api.getContactLocations(), error: null });
  } catch (error) {
    const message = report(error, { action: 'contact locations could not be loaded', show: 'inline' });
    $contactLocations.set({ status: 'error', list: [], error: message });
  }
}

/** The captcha image's address; a new nonce draws a new image (and code). */
export function captchaSrc(nonce: number): string {
  return api.captchaUrl(nonce);
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  location: ContactLocation;
  captcha: string;
}

export type ContactResult = { ok: true; message: string } | { ok: false; captchaError?: string; formError?: string };

/** validateCaptcha first (its error goes under the captcha), then productContactEmail; a sent message is a "contact" event. */
export async function sendProductContact(
  input: ContactMessage,
  product: { product_id: number; name: string },
): Promise<ContactResult> {
  try {
    await api.validateCaptcha(input.captcha.trim());
  } catch (error) {
    const server = error instanceof ServerMessageError;
    const captchaError = report(error, {
      action: 'captcha validation failed',
      show: 'inline',
      message: server ? undefined : CAPTCHA_EXCEPTION,
    });
    return { ok: false, captchaError };
  }
  try {
    const success = await api.sendProductContact({
      pcName: input.name.trim(),
      pcEmail: input.email.trim(),
      pcPhone: input.phone.trim(),
      pcMessage: input.message.trim(),
      pcLocation: input.location.location_name,
      pcLocationEmail: input.location.email_address,
    });
    trackContact({
      contact_method: 'product_contact_form',
      product_id: product.product_id,
      product_name: product.name,
      location: input.location.location_name,
    });
    // The answer is not stated: a server that sends no text still tells the shopper where the message went.
    return { ok: true, message: success ?? sentTo(input.location.location_name) };
  } catch (error) {
    return {
      ok: false,
      formError: report(error, { action: 'product contact message could not be sent', show: 'inline' }),
    };
  }
}
