import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRefreshMe, type Me } from '@/lib/session';
import { errorMessageOf } from './error-message';

interface EmailCodeValues {
  email: string;
  otp: string;
}

/** POST /api/auth/sign-in/email-otp, then reload the session; resolves with it. */
export function useVerifyEmailCode() {
  const t = useT();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: EmailCodeValues): Promise<Me | null> => {
      await apiFetch('/auth/sign-in/email-otp', { method: 'POST', body: values });
      return refreshMe();
    },
    onSuccess: () =>
      toast({ variant: 'success', title: t('auth.successTitle'), description: t('auth.signedInWithCode') }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: errorMessageOf(error, t('auth.invalidOtp')),
      }),
  });
}
