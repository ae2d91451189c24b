import type { CompleteOnboardingInput, SignUpInput, SignUpUserType } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import type { AccountStepValues } from './onboarding-schemas';

export interface CreateAccountValues {
  userType: SignUpUserType;
  account: AccountStepValues;
  profile: CompleteOnboardingInput;
}

/**
 * POST /api/auth/sign-up/email with the account and the role profile: the wizard's sign-up
 * at profile completion (spec 01 sections 3 and 4). It does not sign in: the e-mailed code
 * confirms the address next, which does.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async ({ userType, account, profile }: CreateAccountValues) => {
      const { userType: _ignored, ...details } = profile;
      const body: SignUpInput = {
        ...details,
        userType,
        email: account.email,
        password: account.password,
        firstName: account.firstName,
        lastName: account.lastName,
        onboardingCompleted: true,
      };
      await apiFetch('/auth/sign-up/email', { method: 'POST', body });
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Account Created!',
        description: 'Please check your email to verify your account.',
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sign Up Failed',
        description: error.message || 'An unexpected error occurred during sign up.',
      }),
  });
}
