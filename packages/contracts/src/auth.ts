import { z } from 'zod';
import { GENDERS, SIGN_UP_USER_TYPES, USER_TYPES, type UserType } from './enums';
import { optionalWebsiteUrl } from './http-url';
import { socialHandleField } from './social-handle';
import { ACCOUNT_SUSPENDED_CODE, SUPPORT_EMAIL, accountSuspendedMessage } from './support-email';
import { acceptedTermsField } from './consents';
import { APP_LANGUAGES, UNSUPPORTED_LANGUAGE } from './languages';
import { AGENT_SPECIALIZATIONS, CONTENT_CATEGORY_IDS, EXPERIENCE_LEVELS } from './reference';
import { COMPANY_NAME_MAX, INSTAGRAM_HANDLE_MAX, LOCATION_MAX, PERSON_NAME_MAX } from './text-input';

// Sign-up, sign-in and account rules of spec 01 sections 3, 5, 6 and 9 (messages verbatim
// where the spec has one).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const BIO_MAX_LENGTH = 500;
export const CONTENT_CATEGORIES_MAX = 8;
/** E-mail sign-in codes: digits, lifetime and wrong guesses allowed per code. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const AGENCY_COMING_SOON_MESSAGE =
  'Agency accounts will be available soon. Please select Creator or Brand for now.';

const AGENT_SPECIALIZATION_IDS = AGENT_SPECIALIZATIONS.map((item) => item.id) as [
  (typeof AGENT_SPECIALIZATIONS)[number]['id'],
  ...(typeof AGENT_SPECIALIZATIONS)[number]['id'][],
];
const EXPERIENCE_LEVEL_IDS = EXPERIENCE_LEVELS.map((item) => item.id) as [
  (typeof EXPERIENCE_LEVELS)[number]['id'],
  ...(typeof EXPERIENCE_LEVELS)[number]['id'][],
];

/** RFC 5321: no deliverable address is longer. */
export const EMAIL_MAX_LENGTH = 254;

export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * A required e-mail address (trimmed, lower-cased): the one rule for an address, on the server
 * and in every web form. `missing` is the message when empty, `invalid` when it is not an
 * address (the onboarding wizard says 'Email is invalid', spec 01 section 5).
 */
export const requiredEmail = (missing: string, invalid: string = INVALID_EMAIL) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());

export const emailField = requiredEmail('Email is required');

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

// PostgreSQL text cannot hold NUL; refuse it as input instead of failing on insert.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'Contains a character that is not allowed';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

const shortName = z.string().trim().min(1).max(50).refine(withoutNul, NUL_MESSAGE);

/** Profile details a new account may carry (sign-up metadata and onboarding extras). */
export const profileDetailsFields = {
  firstName: optionalText(PERSON_NAME_MAX, 'First name'),
  lastName: optionalText(PERSON_NAME_MAX, 'Last name'),
  companyName: optionalText(COMPANY_NAME_MAX, 'Company name'),
  onboardingCompleted: z.boolean().optional(),
  contentCategories: z
    .array(z.enum(CONTENT_CATEGORY_IDS, { error: 'Please choose categories from the list' }))
    .max(CONTENT_CATEGORIES_MAX, `You can choose up to ${CONTENT_CATEGORIES_MAX} categories`)
    .optional(),
  platforms: z.array(shortName).max(20).optional(),
  followerCounts: z.record(shortName, z.number().int().min(0)).optional(),
  location: optionalText(LOCATION_MAX, 'Location'),
  gender: z.enum(GENDERS, { error: 'Please choose a gender from the list' }).optional(),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .optional(),
  websiteUrl: optionalWebsiteUrl().transform((value) => value ?? undefined),
  // Stored without the leading @ (spec 01 onboarding).
  instagramBusinessProfile: socialHandleField(
    'instagram',
    'Instagram profile',
    INSTAGRAM_HANDLE_MAX,
  ).transform((value) => value ?? undefined),
  agentSpecialization: z
    .enum(AGENT_SPECIALIZATION_IDS, { error: 'Please choose a specialization from the list' })
    .optional(),
  agentExperience: z.enum(EXPERIENCE_LEVEL_IDS, { error: 'Please choose an experience level' }).optional(),
};

const accountFields = {
  email: emailField,
  password: newPasswordField,
  /** Display name; derived from first and last name when absent. */
  name: optionalText(200, 'Name'),
  /** The language the visitor chose before signing up (issue 25); absent: English. */
  language: z.enum(APP_LANGUAGES, { error: UNSUPPORTED_LANGUAGE }).optional(),
  ...profileDetailsFields,
};

/**
 * A brand names its company at sign-up, unless it signs up first and gives its profile on
 * the onboarding wizard's next step (`onboardingCompleted: false`), which requires it there.
 */
function requireCompanyForBrands(
  value: { userType: UserType; companyName?: string; onboardingCompleted?: boolean },
  ctx: z.RefinementCtx,
): void {
  if (value.userType === 'brand' && value.onboardingCompleted !== false && !value.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required' });
  }
}

/**
 * Body of POST /api/auth/sign-up/email. Only creator and brand may be chosen; a missing
 * type falls back to creator (spec 01 section 4).
 */
export const signUpInput = z
  .object({
    ...accountFields,
    /** The Terms of Service and Privacy Policy checkbox: recorded with their versions. */
    acceptedTerms: acceptedTermsField,
    /** The marketing e-mails opt-in, unticked by default. */
    marketingEmails: z.boolean({ error: 'Marketing e-mails must be true or false' }).optional(),
    userType: z
      .enum(SIGN_UP_USER_TYPES, {
        error: (issue) =>
          issue.input === 'agent' || issue.input === 'agency'
            ? AGENCY_COMING_SOON_MESSAGE
            : 'Please select Creator or Brand',
      })
      .default('creator'),
  })
  .superRefine(requireCompanyForBrands);
export type SignUpInput = z.input<typeof signUpInput>;

/**
 * Accounts made by the server itself (demo seed, tests, admins): any user type. No checkbox:
 * `acceptedTerms: true` records the current documents as accepted (the demo and test users,
 * who stand for members who accepted); without it the member is asked at first sign-in.
 */
export const createAccountInput = z
  .object({
    ...accountFields,
    userType: z.enum(USER_TYPES),
    acceptedTerms: z.boolean().optional(),
    marketingEmails: z.boolean().optional(),
  })
  .superRefine(requireCompanyForBrands);
export type CreateAccountInput = z.input<typeof createAccountInput>;

const MISSING_CREDENTIALS = 'Please enter email and password';
const MISSING_EMAIL = 'Please enter your email address';

/** Body of POST /api/auth/sign-in/email. */
export const signInInput = z.object({
  email: requiredEmail(MISSING_CREDENTIALS),
  password: z.string({ error: MISSING_CREDENTIALS }).min(1, MISSING_CREDENTIALS),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInInput>;

/** Body of POST /api/auth/request-password-reset ('Forgot your password?'). */
export const passwordResetRequestInput = z.object({ email: requiredEmail(MISSING_EMAIL) });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

/** Body of POST /api/auth/send-verification-email (a new link to confirm the address). */
export const verificationEmailRequestInput = z.object({ email: requiredEmail(MISSING_EMAIL) });

/** Body of POST /api/auth/reset-password (the token comes from the e-mailed link). */
export const passwordResetInput = z.object({
  token: z.string({ error: 'This reset link is invalid' }).min(1, 'This reset link is invalid'),
  newPassword: newPasswordField,
});
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** Body of POST /api/auth/email-otp/send-verification-otp: e-mail codes serve sign-in only. */
export const emailCodeRequestInput = z.object({
  email: requiredEmail(MISSING_EMAIL),
  type: z.literal('sign-in', { error: 'Only sign-in codes can be requested' }).default('sign-in'),
});
export type EmailCodeRequestInput = z.input<typeof emailCodeRequestInput>;

/** What the code forms and the API answer for an empty e-mail code (spec 01 section 5). */
export const MISSING_EMAIL_CODE = 'Please enter the OTP code';

/**
 * What the API says for a refused e-mail code (sign-in or address confirmation), in place of
 * better-auth's 'Invalid OTP', 'OTP expired' and 'Too many attempts'; the codes stay.
 */
export const EMAIL_CODE_ERRORS = {
  INVALID_OTP: 'That code is not valid',
  OTP_EXPIRED: 'That code has expired. Ask for a new one.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new one.',
} as const satisfies Record<string, string>;

/** Body of POST /api/auth/sign-in/email-otp. */
export const emailCodeSignInInput = z.object({
  email: requiredEmail(MISSING_EMAIL),
  otp: z
    .string({ error: MISSING_EMAIL_CODE })
    .trim()
    .min(1, { error: MISSING_EMAIL_CODE, abort: true })
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), `Please enter the ${EMAIL_CODE_LENGTH}-digit code`),
});
export type EmailCodeSignInInput = z.input<typeof emailCodeSignInInput>;

/** The 'Change Password' dialog's messages (spec 02), shown by the dialog and the API alike. */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  mismatch: "New password and confirmation don't match.",
} as const;

/** Body of POST /api/account/change-password (spec 02 'Password change'). */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
    newPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.tooShort })
      .min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string({ error: CHANGE_PASSWORD_MESSAGES.mismatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Answer of POST /api/account/change-password: other sessions ended, this one renewed. */
export const passwordChangedSchema = z.object({ success: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** Answer of DELETE /api/account: the account is gone and its session cookie cleared. */
export const accountDeletedSchema = z.object({ success: z.literal(true) });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** Fields only one user type keeps; GET /api/me strips the other types' fields. */
export const CREATOR_ONLY_PROFILE_FIELDS = [
  'gender',
  'locationType',
  'creatorType',
  'socialPlatforms',
  'followerCounts',
  'compensationPreferences',
  'engagementRate',
  'ratePerPost',
] as const;
export const BRAND_ONLY_PROFILE_FIELDS = [
  'industry',
  'companySize',
  'websiteUrl',
  'instagramBusinessProfile',
  'budgetRangeMin',
  'budgetRangeMax',
  'preferredCollaborationTypes',
  'targetCreatorAudienceSizeMin',
  'targetCreatorAudienceSizeMax',
  'targetDemographics',
] as const;
export const AGENT_ONLY_PROFILE_FIELDS = ['agentSpecialization', 'agentExperience'] as const;

/** `error` query values of a failed Google sign-in (on errorCallbackURL) and what to show. */
export const OAUTH_ERROR_MESSAGES: Record<string, string> = {
  account_not_linked:
    'An account with this e-mail already exists. Sign in with your password or an e-mail code instead.',
  signup_disabled: 'Sign-up with Google is not available.',
  access_denied: 'Google sign-in was cancelled.',
  [ACCOUNT_SUSPENDED_CODE]: accountSuspendedMessage(SUPPORT_EMAIL),
};
export const OAUTH_ERROR_FALLBACK_MESSAGE = 'Google sign-in failed. Please try again.';
