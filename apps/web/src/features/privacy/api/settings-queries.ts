import {
  SETTINGS_EVENTS,
  type AccountSettings,
  type PrivacySettings,
  type UpdateAccountSettingsInput,
  type UpdatePrivacySettingsInput,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

// The privacy tab and the Account Settings dialog are two views of one record: a save in
// one (or in another tab, pushed as settings.updated) refreshes both.
const settingsKey = ['settings'] as const;
const privacyKey = [...settingsKey, 'privacy'] as const;
const accountKey = [...settingsKey, 'account'] as const;
const LIVE_EVENTS = [SETTINGS_EVENTS.updated];

/** GET /api/settings/privacy (the spec's defaults until first saved). */
export function usePrivacySettings() {
  useInvalidateOnServerEvents(LIVE_EVENTS, settingsKey);
  return useQuery({
    queryKey: privacyKey,
    queryFn: ({ signal }) => apiFetch<PrivacySettings>('/settings/privacy', { signal }),
  });
}

/** PUT /api/settings/privacy. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePrivacySettingsInput) =>
      apiFetch<PrivacySettings>('/settings/privacy', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKey, saved);
      void queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}

/** GET /api/settings/account (the Account Settings dialog). */
export function useAccountSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, settingsKey);
  return useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) => apiFetch<AccountSettings>('/settings/account', { signal }),
    enabled: isEnabled,
  });
}

/** PUT /api/settings/account. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountSettingsInput) =>
      apiFetch<AccountSettings>('/settings/account', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKey, saved);
      void queryClient.invalidateQueries({ queryKey: privacyKey });
    },
  });
}
