import type { Me, MeProfile } from '@partnerly/contracts';

export interface ProfileSetup {
  /** 'Set up' when true, else 'Setup not finished' with a Finish Setup link. */
  isDone: boolean;
  /** Where Finish Setup leads: onboarding until it is done, then the profile screen. */
  finishTo: string;
}

/**
 * The role home's Profile line (issue 13): the server's `isProfileComplete`, so a brand whose
 * main brand profile misses required fields is prompted even after onboarding.
 */
export function profileSetupOf(
  me: Pick<Me, 'isProfileComplete'>,
  profile: Pick<MeProfile, 'onboardingCompleted' | 'userType'>,
): ProfileSetup {
  return {
    isDone: me.isProfileComplete,
    finishTo: profile.onboardingCompleted
      ? '/profile?tab=profile'
      : `/onboarding?userType=${profile.userType}`,
  };
}
