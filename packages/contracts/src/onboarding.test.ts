import { describe, expect, it } from 'vitest';
import { completeOnboardingInput, onboardingRoleOf, passwordStrength, roleProfileIssues } from './onboarding';

describe('passwordStrength (spec 01 section 5)', () => {
  it('is weak under 6 characters', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('Ab1cd')).toBe('weak');
  });

  it('is strong from 8 characters with an uppercase letter and a digit', () => {
    expect(passwordStrength('Secret12')).toBe('strong');
  });

  it('is medium otherwise', () => {
    expect(passwordStrength('secret')).toBe('medium');
    expect(passwordStrength('Secret1')).toBe('medium');
    expect(passwordStrength('secret123')).toBe('medium');
    expect(passwordStrength('SECRETSECRET')).toBe('medium');
  });
});

describe('roleProfileIssues', () => {
  it('asks creators for a category', () => {
    expect(roleProfileIssues('creator', { contentCategories: [] })).toEqual({
      contentCategories: 'Please select at least one category',
    });
    expect(roleProfileIssues('creator', { contentCategories: ['food'] })).toEqual({});
  });

  it('asks brands for a non-blank company name and a category', () => {
    expect(roleProfileIssues('brand', { companyName: '  ', contentCategories: ['food'] })).toEqual({
      companyName: 'Company name is required',
    });
  });

  it('asks agents for a specialization and a category', () => {
    expect(roleProfileIssues('agent', {})).toEqual({
      agentSpecialization: 'Please select a specialization',
      contentCategories: 'Please select at least one category',
    });
  });
});

describe('onboardingRoleOf', () => {
  it('maps agencies to the agent profile and admins to none', () => {
    expect(onboardingRoleOf('agency')).toBe('agent');
    expect(onboardingRoleOf('brand')).toBe('brand');
    expect(onboardingRoleOf('super_admin')).toBeNull();
  });
});

describe('completeOnboardingInput', () => {
  it('strips the @ of the Instagram profile and refuses more than 8 categories', () => {
    expect(completeOnboardingInput.parse({ instagramBusinessProfile: '@acme' })).toMatchObject({
      instagramBusinessProfile: 'acme',
    });
    const tooMany = completeOnboardingInput.safeParse({
      contentCategories: [
        'beauty',
        'fashion',
        'fitness',
        'food',
        'travel',
        'lifestyle',
        'tech',
        'home',
        'pets',
      ],
    });
    expect(tooMany.success).toBe(false);
  });
});
