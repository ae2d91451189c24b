import type { SignUpInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import type { SignUpFormValues } from './auth-schemas';
import { errorMessageOf } from './error-message';

/**
 * POST /api/auth/sign-up/email (body: contracts' signUpInput). It never signs in: the
 * address is confirmed next with the e-mailed code (ConfirmEmailForm), which does.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async (values: SignUpFormValues): Promise<void> => {
      const { confirmPassword: _confirm, ...account } = values;
      const body: SignUpInput = {
        ...account,
        // Creators finish here; brands continue with onboarding (spec 01 section 3).
        onboardingCompleted: values.userType !== 'brand',
        companyName: values.userType === 'brand' ? values.companyName : undefined,
      };
      await apiFetch('/auth/sign-up/email', { method: 'POST', body });
    },
    onSuccess: () =>
      toast({ title: 'Account Created!', description: 'Please check your email to verify your account.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Sign Up Error',
        description: errorMessageOf(error, 'An unexpected error occurred during sign up.'),
      }),
  });
}
