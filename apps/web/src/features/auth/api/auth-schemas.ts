import {
  MISSING_EMAIL_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  emailCodeSignInInput,
  requiredEmail,
  signUpInput,
} from '@partnerly/contracts';
import { z } from 'zod';

// The sign-in and sign-up forms' rules with the spec's messages (spec 01 section 5). An
// address is checked with the API's own rule (requiredEmail): what the form lets through, the
// API accepts.
const MISSING_EMAIL = 'Please enter your email address';
export const MISSING_OTP = MISSING_EMAIL_CODE;

/**
 * What pressing Enter in the code field does (spec 01 section 5): Verify is enabled only at
 * exactly 6 digits, and an empty field answers 'Please enter the OTP code'.
 */
export function otpEnterOutcome(otp: string, length: number): 'verify' | 'missing' | 'wait' {
  if (otp.length === 0) return 'missing';
  return otp.length === length ? 'verify' : 'wait';
}

/** The dialog says 'Please enter email and password'; the auth card's form 'Please enter both ...'. */
export const MISSING_CREDENTIALS = {
  dialog: 'Please enter email and password',
  card: 'Please enter both email and password',
} as const;
export type SignInSurface = keyof typeof MISSING_CREDENTIALS;

export function signInFormSchema(surface: SignInSurface) {
  const missing = MISSING_CREDENTIALS[surface];
  return z.object({
    email: requiredEmail(missing),
    password: z.string().min(1, missing),
  });
}
export type SignInFormValues = z.infer<ReturnType<typeof signInFormSchema>>;

/** One e-mail address (forgot password, e-mail code). */
export const emailFormSchema = z.object({
  email: requiredEmail(MISSING_EMAIL),
});
export type EmailFormValues = z.infer<typeof emailFormSchema>;

/** The e-mail code step: the API's own rule for the code (digits only, exactly six). */
export const emailCodeFormSchema = emailCodeSignInInput.pick({ otp: true });
export type EmailCodeFormValues = z.infer<typeof emailCodeFormSchema>;

/** The recovery link's new password: at least 6 characters, repeated exactly. */
export const newPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

/**
 * The API's sign-up body (with its Terms of Service and Privacy Policy box and the news opt-in)
 * plus what only the card checks: names (shown on the avatar and in greetings) and, for
 * brands, the repeated password.
 */
export const signUpFormSchema = signUpInput
  .safeExtend({
    firstName: z.string().trim().min(1, 'First name is required').max(PERSON_NAME_MAX),
    lastName: z.string().trim().min(1, 'Last name is required').max(PERSON_NAME_MAX),
    confirmPassword: z.string(),
    marketingEmails: z.boolean().default(false),
  })
  .superRefine((values, ctx) => {
    if (values.userType === 'brand' && values.confirmPassword !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;
