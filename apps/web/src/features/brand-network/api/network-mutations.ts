import type { InviteFromNetworkInput, NetworkChange, NetworkIds, NetworkList } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { withMembership, withoutCreator } from '../components/network-format';
import { networkKeys } from './network-keys';

interface MembershipChange {
  creatorId: string;
  /** True: add to the network; false: remove from it. */
  isAdding: boolean;
}

/**
 * POST /api/network or DELETE /api/network/:creatorId. The buttons show the new state at once
 * (the ids and the page's list are updated before the answer) and go back if it fails; the
 * network refetches afterwards either way.
 */
export function useChangeNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ creatorId, isAdding }: MembershipChange): Promise<NetworkChange | null> => {
      if (isAdding) return apiFetch<NetworkChange>('/network', { method: 'POST', body: { creatorId } });
      await apiFetch<void>(apiPath`/network/${creatorId}`, { method: 'DELETE' });
      return null;
    },
    onMutate: async ({ creatorId, isAdding }) => {
      await queryClient.cancelQueries({ queryKey: networkKeys.all });
      const ids = queryClient.getQueryData<NetworkIds>(networkKeys.ids);
      const list = queryClient.getQueryData<NetworkList>(networkKeys.list);
      if (ids) queryClient.setQueryData(networkKeys.ids, withMembership(ids, creatorId, isAdding));
      if (list && !isAdding) queryClient.setQueryData(networkKeys.list, withoutCreator(list, creatorId));
      return { ids, list };
    },
    onError: (_error, _change, previous) => {
      if (previous?.ids) queryClient.setQueryData(networkKeys.ids, previous.ids);
      if (previous?.list) queryClient.setQueryData(networkKeys.list, previous.list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  });
}

/** POST /api/network/:creatorId/invite: a campaign_invite to the creator. */
export function useInviteToCampaign(creatorId: string) {
  return useMutation({
    mutationFn: (input: InviteFromNetworkInput) =>
      apiFetch<NetworkChange>(apiPath`/network/${creatorId}/invite`, { method: 'POST', body: input }),
  });
}
