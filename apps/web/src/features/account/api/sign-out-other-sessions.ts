import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';

/** POST /api/auth/revoke-other-sessions (better-auth): every session but this one ends. */
export function useSignOutOtherSessions() {
  const t = useT();
  return useMutation({
    mutationFn: async () => {
      // The auth client loads on demand: most pages never need it.
      const { authClient, authErrorMessage } = await import('@/lib/auth-client');
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw new Error(authErrorMessage(error, t('accountSettings.unexpectedError')));
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('accountSettings.otherSessionsSignedOutTitle'),
        description: t('accountSettings.otherSessionsSignedOutBody'),
      }),
    onError: (error) => toast({ variant: 'destructive', title: t('auth.error'), description: error.message }),
  });
}
