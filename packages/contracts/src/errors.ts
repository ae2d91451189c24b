import { z } from 'zod';

// Error codes shared by the API's AppError and the web client.
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  // Payment refusals the spec names (02 section 8): 409 and 429 with their own codes.
  'PAYMENT_IN_PROGRESS',
  'TOO_MANY_ATTEMPTS',
  // Admin console (issue 19): an admin call without a current step-up elevation (403).
  'ADMIN_ELEVATION_REQUIRED',
  // Data protection (issue 24 item 3): a signed-in call before the member accepted the current
  // Terms of Service and Privacy Policy (403).
  'CONSENT_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; fields?: Record<string, string[]> };
}

/**
 * Every refusal of the API (4xx and 5xx) has this body: one of ERROR_CODES (or, from the
 * sign-in endpoints, better-auth's own code), a message for people, and field messages for bad
 * input.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

/**
 * Refusals the API gives in many places. Their catalog entries (rules.api.*) have the same
 * English, so the web app shows them in the active language (rules-coverage.test.ts).
 */
export const API_MESSAGES = {
  signInRequired: 'Please sign in to continue',
  noAccess: 'You do not have access to this area',
  profileNotFound: 'Profile not found',
  uploadImageAgain: 'Upload the image again',
  paymentNotFound: 'Payment not found',
} as const;
