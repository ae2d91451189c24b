import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from './api-client';
import { useRefreshMe, type Me } from './session';

// A sign-up signs in only once the address is confirmed: with the code from the welcome
// e-mail, typed where the person signed up (or the e-mail's link). Every sign-up form (the
// auth card, the onboarding wizard, brand registration) ends with this step.

/** The server's message of a failed call, or a fallback. */
const messageOf = (error: unknown, fallback: string) =>
  (error instanceof Error && error.message.trim()) || fallback;

/** POST /api/auth/email-otp/verify-email, then reload the session; resolves with it. */
export function useConfirmEmail() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: { email: string; otp: string }): Promise<Me | null> => {
      await apiFetch('/auth/email-otp/verify-email', { method: 'POST', body: values });
      return refreshMe();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Invalid OTP code') }),
  });
}

/** POST /api/auth/send-verification-email: a new welcome e-mail with a fresh code and link. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/auth/send-verification-email', { method: 'POST', body: { email } }),
    onSuccess: () =>
      toast({ variant: 'success', title: 'Code Sent!', description: 'Check your email for a new code.' }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: messageOf(error, 'Failed to send OTP') }),
  });
}
