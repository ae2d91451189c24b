import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROLE_PROFILE,
  accountStepSchema,
  roleProfileSchema,
  toOnboardingBody,
} from './onboarding-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('accountStepSchema (spec 01 section 5)', () => {
  it('names every missing field with the spec messages', () => {
    const result = accountStepSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        'Email is required',
        'Password is required',
        'You must accept the Terms of Service and Privacy Policy',
      ]),
    );
  });

  it('checks the address pattern, the length and the repeated password', () => {
    const result = accountStepSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example',
      password: 'abc',
      confirmPassword: 'abd',
      termsAccepted: true,
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining(['Email is invalid', 'Password must be at least 6 characters']),
    );
    const mismatch = accountStepSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      termsAccepted: true,
    });
    expect(messagesOf(mismatch)).toEqual(['Passwords do not match']);
  });
});

describe('role profile', () => {
  it('requires what each role needs', () => {
    expect(messagesOf(roleProfileSchema('brand').safeParse(EMPTY_ROLE_PROFILE))).toEqual([
      'Company name is required',
      'Please select at least one category',
    ]);
    expect(messagesOf(roleProfileSchema('agent').safeParse(EMPTY_ROLE_PROFILE))).toContain(
      'Please select a specialization',
    );
  });

  it("sends only the role's fields, a website with its scheme and a handle without @", () => {
    const values = roleProfileSchema('brand').parse({
      ...EMPTY_ROLE_PROFILE,
      companyName: 'Acme',
      websiteUrl: 'acme.example',
      instagramBusinessProfile: '@acme',
      bio: 'ignored for brands',
      contentCategories: ['tech'],
    });
    expect(toOnboardingBody('brand', values)).toEqual({
      companyName: 'Acme',
      websiteUrl: 'https://acme.example',
      instagramBusinessProfile: 'acme',
      location: undefined,
      contentCategories: ['tech'],
    });
  });
});
