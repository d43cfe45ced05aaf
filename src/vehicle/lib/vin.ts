// VIN check before saving a customer vehicle: 17 characters, no I, O or Q (ISO 3779), and the check digit (position 9)
// where it is defined: 49 CFR 565 requires it of VINs for North America; elsewhere position 9 is the maker's own, so a
// mismatch there is a warning, not a block.

const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Position-10 model-year codes from 1980 (A) to 2009 (9); the cycle repeats every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export const VIN_TEXT = {
  length: 'A VIN has 17 characters.',
  letters: 'A VIN never contains the letters I, O or Q.',
  characters: 'A VIN has only letters and digits.',
  checkDigit: "This VIN's check digit (the 9th character) does not match the rest: check it for a typo.",
  checkDigitWarning:
    "This VIN's 9th character is not a North American check digit. VINs from outside North America often have none: check the VIN against the vehicle; it can be saved as typed.",
} as const;

/**
 * A VIN for the North American market, whose 9th character must be the check digit (49 CFR 565.15): the world
 * manufacturer identifier starts with 1-5 (United States, Canada, Mexico) or 7F-70 (United States; 7A-7E are New Zealand).
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin) || /^7[F-HJ-NPR-Z0-9]/.test(vin);
}

const charValue = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : (VALUES[c] ?? 0));

/** The check digit the other 16 characters call for: 0-9 or X. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/**
 * The model year of position 10: of the two years its code can mean (30 apart), the later one that is not
 * past next year (7 is 2007, S is 2025, A is 2010). Null for a code that is not a year code.
 */
export function vinModelYear(vin: string, now = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  const later = 1980 + index + 30;
  return later <= now.getFullYear() + 1 ? later : later - 30;
}

export type VinCheck =
  { ok: true; vin: string; year: number | null; warning?: string } | { ok: false; message: string };

/**
 * Checks a typed VIN (spaces dropped, upper-cased); an empty VIN is not checked (the VIN is optional). A North American
 * VIN needs its check digit; any other VIN whose 9th character does not compute is saved with a warning, and its
 * 10th character is not read as a model year (that VIN does not follow the scheme that defines it).
 */
export function checkVin(typed: string, now = new Date()): VinCheck | null {
  const vin = typed.replace(/\s+/g, '').toUpperCase();
  if (!vin) return null;
  if (/[IOQ]/.test(vin)) return { ok: false, message: VIN_TEXT.letters };
  if (!/^[0-9A-Z]*$/.test(vin)) return { ok: false, message: VIN_TEXT.characters };
  if (vin.length !== 17) return { ok: false, message: VIN_TEXT.length };
  const checkDigitMatches = vinCheckDigit(vin) === vin.charAt(8);
  if (isNorthAmericanVin(vin)) {
    if (!checkDigitMatches) return { ok: false, message: VIN_TEXT.checkDigit };
    return { ok: true, vin, year: vinModelYear(vin, now) };
  }
  // A VIN whose check digit computes follows the North American scheme (as China's does), so its year code is read.
  return checkDigitMatches
    ? { ok: true, vin, year: vinModelYear(vin, now) }
    : { ok: true, vin, year: null, warning: VIN_TEXT.checkDigitWarning };
}
