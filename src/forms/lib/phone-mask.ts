// The phone input mask (###) ###-#### (spec 3 §2, §5): digits fill the pattern as they are typed.

export const PHONE_MASK = '(###) ###-####';

/** Masks what was typed: "6145550200" -> "(614) 555-0200", partial input partially ("614" -> "(614"); a leading 1 is dropped. */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  let out = '';
  let i = 0;
  for (const ch of PHONE_MASK) {
    if (i >= digits.length) break;
    out += ch === '#' ? digits[i++] : ch;
  }
  return out;
}
