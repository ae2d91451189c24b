import { NETWORK_EVENTS, type NetworkIds, type NetworkList } from '@partnerly/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useServerEvent } from '@/lib/event-stream';
import { networkKeys } from './network-keys';

/**
 * Refetches the network when someone in the workspace adds or removes a creator (no polling).
 * Many buttons may listen at once: the first starts the refetch, the others join it.
 */
function useLiveNetwork(): void {
  const queryClient = useQueryClient();
  useServerEvent(
    NETWORK_EVENTS.changed,
    () => void queryClient.invalidateQueries({ queryKey: networkKeys.all }, { cancelRefetch: false }),
  );
}

/** GET /api/network: the workspace's favourites, newest first, with their figures. */
export function useNetwork() {
  useLiveNetwork();
  return useQuery({
    queryKey: networkKeys.list,
    queryFn: ({ signal }) => apiFetch<NetworkList>('/network', { signal }),
    select: (data) => data.creators,
  });
}

/** GET /api/network/ids: who is a favourite, for the 'Add to network' buttons. */
export function useNetworkIds() {
  useLiveNetwork();
  return useQuery({
    queryKey: networkKeys.ids,
    queryFn: ({ signal }) => apiFetch<NetworkIds>('/network/ids', { signal }),
  });
}
