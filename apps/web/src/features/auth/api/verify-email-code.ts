import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useRefreshMe, type Me } from '@/lib/session';
import { errorMessageOf } from './error-message';

interface EmailCodeValues {
  email: string;
  otp: string;
}

/** POST /api/auth/sign-in/email-otp, then reload the session; resolves with it. */
export function useVerifyEmailCode() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: EmailCodeValues): Promise<Me | null> => {
      await apiFetch('/auth/sign-in/email-otp', { method: 'POST', body: values });
      return refreshMe();
    },
    onSuccess: () =>
      toast({ variant: 'success', title: 'Success!', description: "You've been signed in successfully." }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Invalid OTP code'),
      }),
  });
}
