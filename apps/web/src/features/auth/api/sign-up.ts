import type { SignUpInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useRefreshMe } from '@/lib/session';
import type { SignUpFormValues } from './auth-schemas';
import { errorMessageOf } from './error-message';

export interface SignUpResult {
  /** False when the account must confirm its e-mail before signing in. */
  isSignedIn: boolean;
}

/** POST /api/auth/sign-up/email (body: contracts' signUpInput), then reload the session. */
export function useSignUp() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: SignUpFormValues): Promise<SignUpResult> => {
      const { confirmPassword: _confirm, ...account } = values;
      const body: SignUpInput = {
        ...account,
        // Creators finish here; brands continue with onboarding (spec 01 section 3).
        onboardingCompleted: values.userType !== 'brand',
        companyName: values.userType === 'brand' ? values.companyName : undefined,
      };
      const result = await apiFetch<{ token?: string | null }>('/auth/sign-up/email', {
        method: 'POST',
        body,
      });
      if (!result?.token) return { isSignedIn: false };
      await refreshMe();
      return { isSignedIn: true };
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
