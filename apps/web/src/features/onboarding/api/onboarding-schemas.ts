import {
  BIO_MAX_LENGTH,
  COMPANY_NAME_MAX,
  CONTENT_CATEGORIES_MAX,
  GENDERS,
  INSTAGRAM_HANDLE_MAX,
  LOCATION_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  requiredEmail,
  roleProfileIssues,
  websiteUrl,
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
    termsAccepted: z.boolean().refine(Boolean, 'You must accept the Terms of Service and Privacy Policy'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type AccountStepValues = z.infer<typeof accountStepSchema>;

/** A website typed without its scheme ("acme.com") means https. */
const withScheme = (value: string) =>
  value && !/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? `https://${value}` : value;

const roleProfileFields = z.object({
  location: z.string().trim().max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  bio: z.string().trim().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`),
  contentCategories: z
    .array(z.string())
    .max(CONTENT_CATEGORIES_MAX, `You can choose up to ${CONTENT_CATEGORIES_MAX} categories`),
  companyName: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX, `Company name must be at most ${COMPANY_NAME_MAX} characters`),
  websiteUrl: z
    .string()
    .trim()
    .transform(withScheme)
    .pipe(z.union([z.literal(''), websiteUrl()])),
  instagramBusinessProfile: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@+/, ''))
    .pipe(
      z
        .string()
        .max(INSTAGRAM_HANDLE_MAX, `Instagram profile must be at most ${INSTAGRAM_HANDLE_MAX} characters`),
    ),
  agentSpecialization: z.string(),
  agentExperience: z.string(),
});
export type RoleProfileInput = z.input<typeof roleProfileFields>;
export type RoleProfileValues = z.output<typeof roleProfileFields>;

export const EMPTY_ROLE_PROFILE: RoleProfileInput = {
  location: '',
  gender: '',
  bio: '',
  contentCategories: [],
  companyName: '',
  websiteUrl: '',
  instagramBusinessProfile: '',
  agentSpecialization: '',
  agentExperience: '',
};

/** The role profile form's schema: the shared field rules plus what the role requires. */
export function roleProfileSchema(role: OnboardingRole) {
  return roleProfileFields.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(roleProfileIssues(role, values))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

const orUndefined = <T extends string>(value: T | '') => (value === '' ? undefined : value);

/** The role's fields of POST /api/me/onboarding (and of the wizard's sign-up body). */
export function toOnboardingBody(role: OnboardingRole, values: RoleProfileValues): CompleteOnboardingInput {
  const shared = {
    location: orUndefined(values.location),
    contentCategories: values.contentCategories as CompleteOnboardingInput['contentCategories'],
  };
  if (role === 'creator') {
    return { ...shared, gender: orUndefined(values.gender), bio: orUndefined(values.bio) };
  }
  if (role === 'brand') {
    return {
      ...shared,
      companyName: values.companyName,
      websiteUrl: orUndefined(values.websiteUrl),
      instagramBusinessProfile: orUndefined(values.instagramBusinessProfile),
    };
  }
  return {
    ...shared,
    agentSpecialization: orUndefined(
      values.agentSpecialization,
    ) as CompleteOnboardingInput['agentSpecialization'],
    agentExperience: orUndefined(values.agentExperience) as CompleteOnboardingInput['agentExperience'],
  };
}
