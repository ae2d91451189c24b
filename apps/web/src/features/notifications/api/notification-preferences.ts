import type { NotificationPreferenceChange, NotificationPreferenceList } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/i18n-provider';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: one entry per type (all flags on when never set). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiFetch<NotificationPreferenceList>('/notifications/preferences', { signal }),
  });
}

/** PUT /api/notifications/preferences with the changed flags; answers the full list. */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (change: NotificationPreferenceChange) =>
      apiFetch<NotificationPreferenceList>('/notifications/preferences', {
        method: 'PUT',
        body: { preferences: [change] },
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = queryClient.getQueryData<NotificationPreferenceList>(notificationKeys.preferences);
      if (previous) {
        queryClient.setQueryData<NotificationPreferenceList>(notificationKeys.preferences, {
          preferences: previous.preferences.map((preference) =>
            preference.type === change.type ? { ...preference, ...definedFlags(change) } : preference,
          ),
        });
      }
      return { previous };
    },
    onSuccess: (list) => {
      queryClient.setQueryData(notificationKeys.preferences, list);
      toast({
        variant: 'success',
        title: t('notifications.preferencesUpdated'),
        description: t('notifications.preferencesSaved'),
      });
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences, context.previous);
      toast({ variant: 'destructive', title: t('notifications.preferencesFailed') });
    },
  });
}

function definedFlags({ enabled, emailEnabled, pushEnabled }: NotificationPreferenceChange) {
  return Object.fromEntries(
    Object.entries({ enabled, emailEnabled, pushEnabled }).filter(([, value]) => value !== undefined),
  );
}
