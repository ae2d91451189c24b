import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { errorMessageOf } from './error-message';

/** POST /api/auth/email-otp/send-verification-otp: a 6-digit sign-in code by e-mail. */
export function useSendEmailCode() {
  const t = useT();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/auth/email-otp/send-verification-otp', { method: 'POST', body: { email, type: 'sign-in' } }),
    onSuccess: () =>
      toast({ variant: 'success', title: t('auth.otpSentTitle'), description: t('auth.otpSentBody') }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: errorMessageOf(error, t('auth.otpSendFailed')),
      }),
  });
}
