import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRefreshMe } from '@/lib/session';
import { errorMessageOf } from './error-message';

interface ResetPasswordValues {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function useResetPassword() {
  const t = useT();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: ResetPasswordValues) => {
      await apiFetch('/auth/reset-password', { method: 'POST', body: values });
      await refreshMe();
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('auth.passwordUpdatedTitle'),
        description: t('auth.passwordUpdatedBody'),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: errorMessageOf(error, t('auth.resetFailed')),
      }),
  });
}
