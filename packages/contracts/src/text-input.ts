import { z } from 'zod';

// Text-field rules the request schemas share.

/** PostgreSQL text cannot hold a NUL character: refuse it here, with a field message. */
export const hasNoNul = (value: string) => !value.includes('\u0000');
export const INVALID_CHARACTER = 'Contains a character that is not allowed';

/** Optional trimmed text up to `max` characters; blank, null or absent become null. */
export const trimmedOrNull = (max: number, label: string) =>
  z
    .string(`${label} must be text`)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

// Length limits several schemas share; the web forms read them for their inputs' maxLength
// and their own checks instead of repeating the numbers.
export const PERSON_NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const LOCATION_MAX = 200;
export const CITY_NAME_MAX = 100;
export const INSTAGRAM_HANDLE_MAX = 100;
