import { signUpInput } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountBody } from './create-account';
import { accountStepSchema } from './onboarding-schemas';

const account = accountStepSchema.parse({
  firstName: 'Amira',
  lastName: 'Saleh',
  email: 'amira@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  termsAccepted: true,
  marketingEmails: true,
});

describe('createAccountBody', () => {
  it("signs up in the visitor's active language, the role profile still to come", () => {
    const body = createAccountBody({ userType: 'brand', account }, 'ar');
    expect(body).toEqual({
      userType: 'brand',
      email: 'amira@example.com',
      password: 'secret123',
      firstName: 'Amira',
      lastName: 'Saleh',
      acceptedTerms: true,
      marketingEmails: true,
      language: 'ar',
      onboardingCompleted: false,
    });
    expect(signUpInput.safeParse(body).success).toBe(true);
    expect(createAccountBody({ userType: 'creator', account }, 'en').language).toBe('en');
  });
});
