import { randomInt } from 'node:crypto';
import { SHARE_CODE_LENGTH } from '@partnerly/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new share code (spec 03): SHARE_CODE_LENGTH characters of A-Z, a-z and 0-9, each drawn
 * from the operating system's CSPRNG without bias (randomInt rejects out-of-range draws), so
 * a code cannot be guessed from another: 62^8, about 2 × 10^14 codes.
 */
export function generateShareCode(): string {
  let code = '';
  for (let index = 0; index < SHARE_CODE_LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
