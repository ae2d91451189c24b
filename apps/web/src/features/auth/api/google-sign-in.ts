import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { errorMessageOf } from './error-message';

// Google is offered to creators only; a new Google user is a creator who finishes onboarding.
const GOOGLE_SIGN_IN = {
  provider: 'google',
  callbackURL: '/dashboard',
  errorCallbackURL: '/auth?userType=creator',
  newUserCallbackURL: '/onboarding?userType=creator',
} as const;

/** POST /api/auth/sign-in/social, then leave for Google's consent page. */
export function useGoogleSignIn() {
  const t = useT();
  return useMutation({
    mutationFn: async () => {
      const { url } = await apiFetch<{ url: string }>('/auth/sign-in/social', {
        method: 'POST',
        body: GOOGLE_SIGN_IN,
      });
      window.location.assign(url);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: errorMessageOf(error, t('auth.oauthError.fallback')),
      }),
  });
}
