import type { CompleteOnboardingInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRefreshMe } from '@/lib/session';

/** POST /api/me/onboarding: saves the signed-in user's role profile and finishes onboarding. */
export function useCompleteOnboarding() {
  const t = useT();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (body: CompleteOnboardingInput) => {
      await apiFetch('/me/onboarding', { method: 'POST', body });
      await refreshMe();
    },
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('onboarding.profileCompletedTitle'),
        description: t('onboarding.profileCompletedBody'),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('onboarding.setupErrorTitle'),
        description: error.message || t('onboarding.setupErrorBody'),
      }),
  });
}
