import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { errorMessageOf } from './error-message';

/** POST /api/auth/email-otp/send-verification-otp: a 6-digit sign-in code by e-mail. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/auth/email-otp/send-verification-otp', { method: 'POST', body: { email, type: 'sign-in' } }),
    onSuccess: () =>
      toast({ variant: 'success', title: 'OTP Sent!', description: 'Check your email for the login code.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Failed to send OTP'),
      }),
  });
}
