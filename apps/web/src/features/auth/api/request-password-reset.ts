import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { errorMessageOf } from './error-message';

/**
 * POST /api/auth/request-password-reset: the answer is the same whether or not the address
 * has an account; the e-mailed link opens /auth?type=recovery&token=...
 */
export function useRequestPasswordReset() {
  const t = useT();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/auth/request-password-reset', { method: 'POST', body: { email } }),
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('auth.resetSentTitle'),
        description: t('auth.resetSentBody'),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: errorMessageOf(error, t('auth.resetSendFailed')),
      }),
  });
}
