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

/**
 * What people type for a website, made a URL: `desertbloom.ae` and `www.desertbloom.ae/shop`
 * become `https://…` (as does `//desertbloom.ae`). A value with a scheme is kept as typed, so
 * `javascript:`, `ftp:` and the like are still refused by the http(s) check; `host:8080` is a
 * port, not a scheme.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[^\s:/?#]+:\d+(?:[/?#]|$)/.test(trimmed);
  return hasScheme ? trimmed : `https://${trimmed}`;
}

/** A website's host has a dot (`desertbloom.ae`, an IP address): `https://hello` is not one. */
function hasWebsiteHost(value: string): boolean {
  try {
    const { hostname } = new URL(value);
    return /^[^.]+(\.[^.]+)+$/.test(hostname);
  } catch {
    return false;
  }
}

/**
 * A company or personal website: a required http(s) URL with a dotted host. Typed without a
 * scheme it is stored with `https://` in front (issue 13); otherwise kept as typed, trimmed.
 */
export const websiteUrl = () =>
  z
    .string(WEBSITE_URL_MESSAGE)
    .transform(withWebScheme)
    .pipe(
      z
        .string()
        .max(WEBSITE_URL_MAX, websiteUrlOptions.tooLongMessage)
        .refine((value) => isHttpUrl(value) && hasWebsiteHost(value), WEBSITE_URL_MESSAGE),
    );

/** An optional website: blank, null or absent become null; otherwise as `websiteUrl`. */
export const optionalWebsiteUrl = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      websiteUrl().nullish(),
    )
    .transform((value) => value ?? null);
