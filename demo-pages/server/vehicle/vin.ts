/** ISO 3779 / North American VIN check digit (position 9). */

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

export const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function charValue(c: string): number {
  if (c >= '0' && c <= '9') return Number(c);
  const value = VALUES[c];
  if (value === undefined) throw new Error(`Invalid VIN character "${c}"`);
  return value;
}

export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error('A VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/**
 * North American market (49 CFR 565): WMI first character 1-5, or 7F-70; only there is position 9 a required check
 * digit. The demo store's own rule, kept apart from the client's on purpose (a server does not share the bundle's code).
 */
export function requiresCheckDigit(vin: string): boolean {
  return /^[1-5]/.test(vin) || /^7[F-HJ-NPR-Z0-9]/.test(vin);
}

/** 17 characters without I, O or Q (ISO 3779); the check digit where it is required (North America). */
export function isValidVin(vin: string): boolean {
  if (!/^[0-9A-HJ-NPR-Z]{17}$/.test(vin)) return false;
  return !requiresCheckDigit(vin) || vinCheckDigit(vin) === vin.charAt(8);
}

/** Model-year code (position 10) for 2001-2030. */
export function modelYearCode(year: number): string {
  if (year >= 2001 && year <= 2009) return String(year - 2000);
  const codes = 'ABCDEFGHJKLMNPRSTVWXY';
  const code = codes.charAt(year - 2010);
  if (!code) throw new Error(`No model-year code for ${year}`);
  return code;
}
