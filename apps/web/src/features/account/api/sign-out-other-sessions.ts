import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';

/** POST /api/auth/revoke-other-sessions (better-auth): every session but this one ends. */
export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: async () => {
      // The auth client loads on demand: most pages never need it.
      const { authClient, authErrorMessage } = await import('@/lib/auth-client');
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw new Error(authErrorMessage(error, 'An unexpected error occurred.'));
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Other Sessions Signed Out',
        description: 'Every other browser and device signed in to your account has been signed out.',
      }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: error.message }),
  });
}
