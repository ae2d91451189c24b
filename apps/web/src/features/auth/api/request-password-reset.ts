import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { errorMessageOf } from './error-message';

/**
 * POST /api/auth/request-password-reset: the answer is the same whether or not the address
 * has an account; the e-mailed link opens /auth?type=recovery&token=...
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/auth/request-password-reset', { method: 'POST', body: { email } }),
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Password Reset Sent!',
        description: 'Check your email for password reset instructions.',
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Failed to send password reset email'),
      }),
  });
}
