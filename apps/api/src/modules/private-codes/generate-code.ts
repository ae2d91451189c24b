import { randomInt } from 'node:crypto';
import {
  PRIVATE_CODE_SUFFIX_ALPHABET,
  PRIVATE_CODE_SUFFIX_LENGTH,
  privateCodePrefix,
} from '@partnerly/contracts';

/** Draws the random part of a code: six characters of A-Z 0-9. */
export type SuffixSource = () => string;

/**
 * Six characters from a CSPRNG (`crypto.randomInt` draws each index without modulo bias): 36^6,
 * about 2.2 billion codes per prefix, so the public address cannot be guessed from another.
 */
export function randomSuffix(): string {
  let suffix = '';
  for (let index = 0; index < PRIVATE_CODE_SUFFIX_LENGTH; index++) {
    suffix += PRIVATE_CODE_SUFFIX_ALPHABET[randomInt(PRIVATE_CODE_SUFFIX_ALPHABET.length)];
  }
  return suffix;
}

/** Spec 02: the campaign name's first 6 letters (fallback CODE), '-', the random part. */
export function newPrivateCode(campaignName: string, drawSuffix: SuffixSource = randomSuffix): string {
  return `${privateCodePrefix(campaignName)}-${drawSuffix()}`;
}
