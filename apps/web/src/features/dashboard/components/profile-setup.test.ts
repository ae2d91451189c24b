import { describe, expect, it } from 'vitest';
import { profileSetupOf } from './profile-setup';

describe("role home's Profile line (issue 13: the server's isProfileComplete)", () => {
  it('shows a brand whose main brand profile is complete as set up', () => {
    const setup = profileSetupOf(
      { isProfileComplete: true },
      { onboardingCompleted: true, userType: 'brand' },
    );
    expect(setup.isDone).toBe(true);
  });

  it('prompts a brand whose main brand profile misses required fields, after onboarding, to the profile', () => {
    const setup = profileSetupOf(
      { isProfileComplete: false },
      { onboardingCompleted: true, userType: 'brand' },
    );
    expect(setup).toEqual({ isDone: false, finishTo: '/profile?tab=profile' });
  });

  it('sends a profile that has not finished onboarding to onboarding', () => {
    const setup = profileSetupOf(
      { isProfileComplete: false },
      { onboardingCompleted: false, userType: 'agent' },
    );
    expect(setup).toEqual({ isDone: false, finishTo: '/onboarding?userType=agent' });
  });
});
