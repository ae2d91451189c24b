import { WORKSPACE_EVENTS, type WorkspaceActivityItem } from '@partnerly/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { workspaceKeys } from '@/api/workspace/workspace-keys';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

interface ActivityPage {
  items: WorkspaceActivityItem[];
  nextCursor: string | null;
}

const LIVE_EVENTS = [WORKSPACE_EVENTS.changed];

/** GET /api/workspace/activity (owners): newest first, older pages with `before`. */
export function useWorkspaceActivity({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, workspaceKeys.activity);
  return useInfiniteQuery({
    queryKey: workspaceKeys.activity,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ActivityPage>(
        pageParam
          ? `/workspace/activity?${new URLSearchParams({ before: pageParam })}`
          : '/workspace/activity',
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}
