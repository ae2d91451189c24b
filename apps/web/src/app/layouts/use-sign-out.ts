import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { clearSignOutKeys, meQueryKey } from '@/lib/session';

const SIGN_OUT_REDIRECT_MS = 100;

/** Server sign-out, local clean-up, toast and a trip home (spec 01 section 4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // The auth client loads on demand: most pages never need it.
      const { authClient } = await import('@/lib/auth-client');
      const { error } = await authClient.signOut();
      if (error) {
        toast({
          variant: 'destructive',
          title: 'Sign Out Error',
          description: error.message || 'Error signing out',
        });
        return;
      }
      clearSignOutKeys();
      // Forget the account's data; the session query stays (as signed out) so its observers update.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast({ title: 'Signed Out', description: 'Signed out successfully' });
      // A protected page already sends a signed-out visitor home (see RequireSession).
      setTimeout(() => {
        if (window.location.pathname !== '/') void navigate('/');
      }, SIGN_OUT_REDIRECT_MS);
    } catch {
      // The server could not be reached: forget everything locally and start again.
      clearSignOutKeys();
      sessionStorage.clear();
      window.location.assign('/');
    }
  }, [navigate, queryClient]);
}
