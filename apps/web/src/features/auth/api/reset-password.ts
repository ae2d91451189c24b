import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useRefreshMe } from '@/lib/session';
import { errorMessageOf } from './error-message';

interface ResetPasswordValues {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function useResetPassword() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: ResetPasswordValues) => {
      await apiFetch('/auth/reset-password', { method: 'POST', body: values });
      await refreshMe();
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Password Updated',
        description: 'Your password has been changed. Please sign in with your new password.',
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Failed to reset password'),
      }),
  });
}
