import {
  acceptedTermsField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  profileDetailsFields,
  requiredEmail,
  roleProfileIssues,
  type CompleteOnboardingInput,
  type OnboardingRole,
} from '@partnerly/contracts';
import { z } from 'zod';

// The wizard's form rules with the messages of spec 01 section 5 (the address: the API's rule).

export const accountStepSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(PERSON_NAME_MAX),
    lastName: z.string().trim().min(1, 'Last name is required').max(PERSON_NAME_MAX),
    email: requiredEmail('Email is required', 'Email is invalid'),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
    termsAccepted: acceptedTermsField,
    marketingEmails: z.boolean().default(false),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type AccountStepInput = z.input<typeof accountStepSchema>;
export type AccountStepValues = z.output<typeof accountStepSchema>;

/** A website typed without its scheme ("acme.com") means https. */
const withScheme = (value: string) =>
  value && !/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? `https://${value}` : value;

/** A select left on its placeholder (''): no value. */
const unselected = z.literal('').transform(() => undefined);

// The role profile's fields are the sign-up's and POST /api/me/onboarding's own
// (`profileDetailsFields`), with the form's empty selects and a website typed without scheme.
const roleProfileFields = z.object({
  location: profileDetailsFields.location,
  gender: z.union([unselected, profileDetailsFields.gender]),
  bio: profileDetailsFields.bio,
  contentCategories: profileDetailsFields.contentCategories,
  companyName: profileDetailsFields.companyName,
  websiteUrl: z.preprocess(
    (value) => (typeof value === 'string' ? withScheme(value.trim()) : value),
    profileDetailsFields.websiteUrl,
  ),
  instagramBusinessProfile: profileDetailsFields.instagramBusinessProfile,
  agentSpecialization: z.union([unselected, profileDetailsFields.agentSpecialization]),
  agentExperience: z.union([unselected, profileDetailsFields.agentExperience]),
});
export type RoleProfileInput = z.input<typeof roleProfileFields>;
export type RoleProfileValues = z.output<typeof roleProfileFields>;

export const EMPTY_ROLE_PROFILE = {
  location: '',
  gender: '',
  bio: '',
  contentCategories: [],
  companyName: '',
  websiteUrl: '',
  instagramBusinessProfile: '',
  agentSpecialization: '',
  agentExperience: '',
} satisfies RoleProfileInput;

/** The role profile form's schema: the shared field rules plus what the role requires. */
export function roleProfileSchema(role: OnboardingRole) {
  return roleProfileFields.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(roleProfileIssues(role, values))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/** The role's fields of POST /api/me/onboarding. */
export function toOnboardingBody(role: OnboardingRole, values: RoleProfileValues): CompleteOnboardingInput {
  const shared = { location: values.location, contentCategories: values.contentCategories };
  if (role === 'creator') return { ...shared, gender: values.gender, bio: values.bio };
  if (role === 'brand') {
    return {
      ...shared,
      companyName: values.companyName,
      websiteUrl: values.websiteUrl,
      instagramBusinessProfile: values.instagramBusinessProfile,
    };
  }
  return {
    ...shared,
    agentSpecialization: values.agentSpecialization,
    agentExperience: values.agentExperience,
  };
}
