import {
  ADVERTISER_PERMIT_EVENTS,
  ADVERTISER_PERMIT_MESSAGES,
  type MyAdvertiserPermit,
  type UpdateAdvertiserPermitValues,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useKnownText } from '@/lib/i18n/i18n-provider';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

const permitKey = ['advertiser-permit', 'mine'] as const;
const LIVE_EVENTS = [ADVERTISER_PERMIT_EVENTS.changed];

/** GET /api/advertiser-permit: the creator's permit, live (an admin's decision refreshes it). */
export function useMyAdvertiserPermit() {
  useInvalidateOnServerEvents(LIVE_EVENTS, permitKey);
  return useQuery({
    queryKey: permitKey,
    queryFn: ({ signal }) => apiFetch<MyAdvertiserPermit>('/advertiser-permit', { signal }),
  });
}

/**
 * PUT /api/advertiser-permit. A 400 naming fields is shown by the form; any other failure
 * toasts the server's words.
 */
export function useSaveAdvertiserPermit() {
  const queryClient = useQueryClient();
  const known = useKnownText();
  return useMutation({
    mutationFn: (values: UpdateAdvertiserPermitValues) =>
      apiFetch<MyAdvertiserPermit>('/advertiser-permit', { method: 'PUT', body: values }),
    onSuccess: (permit) => {
      queryClient.setQueryData(permitKey, permit);
      toast({
        variant: 'success',
        title:
          permit.state === 'pending'
            ? known(ADVERTISER_PERMIT_MESSAGES.savedPending)
            : known(ADVERTISER_PERMIT_MESSAGES.saved),
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) return;
      toast({
        variant: 'destructive',
        title: known(ADVERTISER_PERMIT_MESSAGES.saveFailed),
        description: isApiError(error) ? error.message : undefined,
      });
    },
  });
}
