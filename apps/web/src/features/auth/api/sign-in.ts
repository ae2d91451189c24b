import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useRefreshMe, type Me } from '@/lib/session';
import type { SignInFormValues } from './auth-schemas';
import { errorMessageOf } from './error-message';

/** POST /api/auth/sign-in/email, then reload the session; resolves with it. */
export function useSignIn() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async ({ email, password }: SignInFormValues): Promise<Me | null> => {
      await apiFetch('/auth/sign-in/email', { method: 'POST', body: { email, password } });
      return refreshMe();
    },
    onSuccess: () => toast({ title: 'Welcome back!', description: 'You have been successfully signed in.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Invalid email or password'),
      }),
  });
}
