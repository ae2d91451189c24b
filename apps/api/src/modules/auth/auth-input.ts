import {
  createAccountInput,
  emailCodeRequestInput,
  emailCodeSignInInput,
  passwordResetInput,
  passwordResetRequestInput,
  signInInput,
  signUpInput,
  verificationEmailRequestInput,
} from '@partnerly/contracts';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { validationError } from '../../middleware/errors';

// Bodies of the better-auth endpoints, checked with the contracts schemas before better-auth
// sees them: bad input gets the API's 400 with field messages and the spec's wording.

export const SIGN_UP_PATH = '/sign-up/email';

const BODY_SCHEMAS: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-in/email': signInInput,
  '/sign-in/email-otp': emailCodeSignInInput,
  '/email-otp/verify-email': emailCodeSignInInput,
  '/email-otp/send-verification-otp': emailCodeRequestInput,
  '/request-password-reset': passwordResetRequestInput,
  '/send-verification-email': verificationEmailRequestInput,
  '/reset-password': passwordResetInput,
};

function parseOrThrow<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const { code, message, fields } = validationError(result.error);
    throw new APIError('BAD_REQUEST', { code, message, fields });
  }
  return result.data;
}

type AccountDetails = z.output<typeof createAccountInput>;

const SIGN_UP_IMAGE_MESSAGE = 'Add a profile photo from your profile after signing up';

// better-auth would store any `image` string as the user's picture (a javascript: URL, a
// megabyte data: URL). Photos come through uploads (checked and re-encoded) and Google sets
// its own, so a sign-up may not carry one. It is refused rather than dropped: better-auth
// merges a hook's body over the original, so a key left out would still arrive.
const signUpImage = z.object({ image: z.undefined(SIGN_UP_IMAGE_MESSAGE).optional() });

/**
 * Validates a sign-up body. Visitors (an HTTP request) may only choose creator or brand;
 * accounts the server makes itself (demo seed, tests) may have any type.
 */
export function parseSignUpBody(body: unknown, isVisitor: boolean): AccountDetails {
  return parseOrThrow(z.intersection(isVisitor ? signUpInput : createAccountInput, signUpImage), body);
}

export function splitName(name: string): { firstName?: string; lastName?: string } {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName || undefined, lastName: rest.join(' ') || undefined };
}

/** The display name better-auth stores: the person's name, else the company, else the mailbox. */
function displayName(details: AccountDetails): string {
  const personal = [details.firstName, details.lastName].filter(Boolean).join(' ');
  return personal || details.name || details.companyName || details.email.split('@')[0]!;
}

/**
 * The sign-up body better-auth gets: the e-mail normalised, first and last name taken from
 * `name` when only that was sent, and `name` (which better-auth requires) filled in.
 */
function prepareSignUpBody(body: unknown, isVisitor: boolean): Record<string, unknown> {
  const details = parseSignUpBody(body, isVisitor);
  const names = details.firstName || details.lastName || !details.name ? {} : splitName(details.name);
  return {
    ...(body as Record<string, unknown>),
    ...names,
    email: details.email,
    name: displayName({ ...details, ...names }),
  };
}

/** The checked and normalised body for `path`, or undefined when the path has no schema. */
export function prepareBody(
  path: string,
  body: unknown,
  isVisitor: boolean,
): Record<string, unknown> | undefined {
  if (path === SIGN_UP_PATH) return prepareSignUpBody(body, isVisitor);
  const schema = BODY_SCHEMAS[path];
  if (!schema) return undefined;
  return { ...(body as Record<string, unknown>), ...parseOrThrow(schema, body) };
}
