/**
 * GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the registration's
 * number within that PAN, 'Z', and a check character computed over the first 14 (mod 36).
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'checksum';

/** What is wrong with a GSTIN (upper case, no spaces), or null when it is well formed and its check character matches. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}
