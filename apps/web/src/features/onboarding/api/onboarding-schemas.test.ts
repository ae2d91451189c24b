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

  it("checks the address with the API's rule (what the wizard lets through, sign-up accepts)", () => {
    const account = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'secret1',
      confirmPassword: 'secret1',
      termsAccepted: true,
    };
    for (const email of ['ada lovelace@example.com', 'ada@example.c']) {
      expect(messagesOf(accountStepSchema.safeParse({ ...account, email }))).toEqual(['Email is invalid']);
    }
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

  it('asks an agent for a specialization and a focus category; experience is optional', () => {
    // Agents cannot sign up publicly ('Coming Soon'), so this step is reached only by an
    // agent account whose onboarding is unfinished (see e2e/onboarding-paths.test.ts).
    expect(messagesOf(roleProfileSchema('agent').safeParse(EMPTY_ROLE_PROFILE))).toEqual([
      'Please select a specialization',
      'Please select at least one category',
    ]);
    const values = roleProfileSchema('agent').parse({
      ...EMPTY_ROLE_PROFILE,
      agentSpecialization: 'talent-scouting',
      contentCategories: ['music'],
      bio: 'ignored for agents',
    });
    expect(toOnboardingBody('agent', values)).toEqual({
      location: undefined,
      contentCategories: ['music'],
      agentSpecialization: 'talent-scouting',
      agentExperience: undefined,
    });
  });

  it('allows 1 to 8 categories and a bio of at most 500 characters', () => {
    const nine = ['beauty', 'fashion', 'fitness', 'food', 'travel', 'lifestyle', 'tech', 'home', 'pets'];
    const creator = roleProfileSchema('creator');
    expect(creator.safeParse({ ...EMPTY_ROLE_PROFILE, contentCategories: nine.slice(0, 8) }).success).toBe(
      true,
    );
    expect(messagesOf(creator.safeParse({ ...EMPTY_ROLE_PROFILE, contentCategories: nine }))).toEqual([
      'You can choose up to 8 categories',
    ]);
    const withBio = (bio: string) =>
      creator.safeParse({ ...EMPTY_ROLE_PROFILE, bio, contentCategories: ['food'] });
    expect(withBio('x'.repeat(500)).success).toBe(true);
    expect(messagesOf(withBio('x'.repeat(501)))).toEqual(['Bio must be at most 500 characters']);
  });

  it('refuses a website that is not an http(s) URL', () => {
    const brand = roleProfileSchema('brand');
    for (const websiteUrl of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://acme.example']) {
      const result = brand.safeParse({
        ...EMPTY_ROLE_PROFILE,
        companyName: 'Acme',
        websiteUrl,
        contentCategories: ['tech'],
      });
      expect(messagesOf(result), websiteUrl).toEqual(['Please enter a valid website URL']);
    }
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
