// The forms' texts and patterns: one e-mail pattern and one phone pattern for every form (shopper and staff), the
// store's form texts (spec 3 §5: "{label} is required!", "Must be a valid email!") and the staff forms' short texts
// (spec 3 §5 notification form: "Required", "Invalid email", "Invalid phone number format"). No React: rule modules
// of every layer import this file directly.

/**
 * An address with one "@" and a dot in its domain, a top-level domain of two or more characters, no spaces (not
 * stated by the spec; the same for every form, so no form accepts what another refuses).
 */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;

/**
 * Exactly the spec's pattern (spec 3 §5): optional plus, 3 digits, 3 digits, 4 to 6 digits, with optional brackets,
 * dashes, spaces or dots. No leading country code: "+1 (614) 555-0200" does not match (the mask types (###) ###-####).
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

/** The staff forms' texts (spec 3 §5 notification form; the customer forms use the same). */
export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email';
export const INVALID_PHONE = 'Invalid phone number format';

/** The store's form texts (spec 3 §5), shown by the shopper forms (contact, custom forms). */
export const requiredText = (label: string) => `${label} is required!`;
export const INVALID_EMAIL_TEXT = 'Must be a valid email!';

/** The captcha's code field (the contact form and custom forms). */
export const CAPTCHA_LABEL = 'Enter the code in the image';

/** A shopper form's required/e-mail check of one text value: its problem, or null. */
export function textProblem(label: string, value: string, { required = true, email = false } = {}): string | null {
  const text = value.trim();
  if (!text) return required ? requiredText(label) : null;
  return email && !EMAIL_PATTERN.test(text) ? INVALID_EMAIL_TEXT : null;
}
