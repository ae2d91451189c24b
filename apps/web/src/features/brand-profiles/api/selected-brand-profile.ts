import type { BrandProfile } from '@partnerly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  actingProfileOf,
  readSelectedProfileId,
  useSelectedProfileId,
  writeSelectedProfileId,
} from '@/api/brand-profiles/acting-profile';

/**
 * The profile the screen shows and the user acts as, and a way to switch. A stale stored id
 * (a removed team member) is replaced by the default profile.
 */
export function useCurrentBrandProfile(profiles: readonly BrandProfile[] | undefined) {
  const queryClient = useQueryClient();
  const storedId = useSelectedProfileId();
  const current = profiles ? actingProfileOf(profiles, storedId) : null;
  const currentId = current?.id ?? null;

  useEffect(() => {
    if (!profiles || storedId === currentId) return;
    writeSelectedProfileId(currentId);
    // Calls made with the stale id were refused: make them again as the current profile.
    if (storedId !== null) void queryClient.invalidateQueries();
  }, [profiles, storedId, currentId, queryClient]);

  const select = useCallback(
    (id: string) => {
      if (id === readSelectedProfileId()) return;
      writeSelectedProfileId(id);
      // What the API allows (e.g. managing the subscription) depends on the acting profile.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  return { current, select };
}
