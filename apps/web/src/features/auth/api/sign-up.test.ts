import { signUpInput } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './auth-schemas';
import { signUpBody } from './sign-up';

const form = (userType: 'creator' | 'brand') =>
  signUpFormSchema.parse({
    userType,
    firstName: 'Amira',
    lastName: 'Saleh',
    email: 'amira@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
    companyName: 'Acme',
    acceptedTerms: true,
    marketingEmails: false,
  });

describe('signUpBody', () => {
  it("sends the visitor's active language with the account", () => {
    const body = signUpBody(form('creator'), 'ar');
    expect(body).toMatchObject({ language: 'ar', email: 'amira@example.com', onboardingCompleted: true });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body.companyName).toBeUndefined();
    // The API accepts what the form sends.
    expect(signUpInput.safeParse(body).success).toBe(true);
  });

  it('keeps English for a visitor browsing in English, and a brand continues with onboarding', () => {
    expect(signUpBody(form('brand'), 'en')).toMatchObject({
      language: 'en',
      companyName: 'Acme',
      onboardingCompleted: false,
    });
  });
});
