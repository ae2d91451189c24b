import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRefreshMe, type Me } from '@/lib/session';
import { signInErrorMessage } from './auth-messages';
import type { SignInFormValues } from './auth-schemas';

/** POST /api/auth/sign-in/email, then reload the session; resolves with it. */
export function useSignIn() {
  const refreshMe = useRefreshMe();
  const t = useT();
  return useMutation({
    mutationFn: async ({ email, password }: SignInFormValues): Promise<Me | null> => {
      await apiFetch('/auth/sign-in/email', { method: 'POST', body: { email, password } });
      return refreshMe();
    },
    onSuccess: () => toast({ title: t('auth.welcomeBack'), description: t('auth.signedIn') }),
    onError: (error) =>
      toast({ variant: 'destructive', title: t('auth.error'), description: signInErrorMessage(t, error) }),
  });
}
