import type { CompleteOnboardingInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useRefreshMe } from '@/lib/session';

/** POST /api/me/onboarding: saves the signed-in user's role profile and finishes onboarding. */
export function useCompleteOnboarding() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (body: CompleteOnboardingInput) => {
      await apiFetch('/me/onboarding', { method: 'POST', body });
      await refreshMe();
    },
    onSuccess: () =>
      toast({ variant: 'success', title: 'Profile Completed', description: 'Your profile is saved.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Setup Error',
        description: error.message || 'An error occurred during account setup. Please contact support.',
      }),
  });
}
