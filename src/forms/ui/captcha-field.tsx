import type { InputHTMLAttributes } from 'react';
import { CAPTCHA_LABEL } from '../lib/rules';
import { Field } from './field';

/**
 * The captcha (the contact form, custom forms): its label, the image with "New Image" (each image draws a new code on
 * the server), then the code's input; required. `src` null shows no image (a closed dialog fetches none).
 */
export function CaptchaField({
  src,
  onNewImage,
  error,
  buttonClassName = 'pi-btn',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'src'> & {
  src: string | null;
  onNewImage(): void;
  error?: string | null;
  buttonClassName?: string;
}) {
  return (
    <Field
      label={CAPTCHA_LABEL}
      error={error}
      required
      className="pi-form-field--captcha"
      before={
        <div className="pi-form-field__captcha">
          {src ? <img src={src} alt="Verification code" width={150} height={50} /> : null}
          <button type="button" className={buttonClassName} onClick={onNewImage}>
            New Image
          </button>
        </div>
      }
      control={(props) => (
        <input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} required {...input} />
      )}
    />
  );
}
