import { z } from 'zod';
import { hasNoNul } from './text-input';

// Every URL a user types (a website, a maps link, later affiliate and social links) ends up
// in an href on someone else's screen. Only http(s) is allowed there: zod's z.url() also
// accepts javascript:, data:, vbscript: and file: URLs. All URL fields use these schemas.

export const URL_MAX_LENGTH = 2000;

/** An absolute http: or https: URL with a host, written with `//`, no spaces or NUL. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value) || !hasNoNul(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface HttpUrlOptions {
  max?: number;
  /** Defaults to 'URL must be at most {max} characters'. */
  tooLongMessage?: string;
}

/** A required http(s) URL, trimmed and kept as typed; `message` for anything else. */
export function httpUrl(message: string, options: HttpUrlOptions = {}) {
  const { max = URL_MAX_LENGTH, tooLongMessage = `URL must be at most ${max} characters` } = options;
  return z.string(message).trim().max(max, tooLongMessage).refine(isHttpUrl, message);
}

/** An optional http(s) URL: blank, null or absent become null. */
export function optionalHttpUrl(message: string, options: HttpUrlOptions = {}) {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      httpUrl(message, options).nullish(),
    )
    .transform((value) => value ?? null);
}

export const WEBSITE_URL_MESSAGE = 'Please enter a valid website URL';
export const WEBSITE_URL_MAX = 500;
const websiteUrlOptions = {
  max: WEBSITE_URL_MAX,
  tooLongMessage: `Website URL must be at most ${WEBSITE_URL_MAX} characters`,
};

/** A company or personal website: a required http(s) URL. */
export const websiteUrl = () => httpUrl(WEBSITE_URL_MESSAGE, websiteUrlOptions);
/** An optional website: blank, null or absent become null. */
export const optionalWebsiteUrl = () => optionalHttpUrl(WEBSITE_URL_MESSAGE, websiteUrlOptions);
