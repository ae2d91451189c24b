import type { SignUpInput, SignUpUserType } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import type { AccountStepValues } from './onboarding-schemas';

export interface CreateAccountValues {
  userType: SignUpUserType;
  account: AccountStepValues;
}

/**
 * POST /api/auth/sign-up/email with the account step's details: the wizard signs up there,
 * before the role profile (saved next through POST /api/me/onboarding), so a taken address
 * is met at once, with the same answer as a new one (decision 0036). It does not sign in:
 * the e-mailed code confirms the address next, which does.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async ({ userType, account }: CreateAccountValues) => {
      const body: SignUpInput = {
        userType,
        email: account.email,
        password: account.password,
        firstName: account.firstName,
        lastName: account.lastName,
        acceptedTerms: account.termsAccepted,
        marketingEmails: account.marketingEmails,
        // The role profile comes next in the wizard.
        onboardingCompleted: false,
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
