import { createAuthClient } from 'better-auth/react';

/** better-auth's client for the API's /api/auth endpoints (same origin, cookie session). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
});

/** The message of a better-auth client error, or a fallback. */
export function authErrorMessage(
  error: { message?: string | undefined } | null | undefined,
  fallback: string,
) {
  return error?.message?.trim() || fallback;
}
