import { WORKSPACE_EVENTS, type Workspace } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { workspaceAccessOf, type WorkspaceAccess } from './workspace-access';
import { workspaceKeys } from './workspace-keys';

const LIVE_EVENTS = [WORKSPACE_EVENTS.changed];

/**
 * GET /api/workspace: the caller's brand workspace, role, seats and team. Team changes made
 * by anyone in the workspace arrive as `workspace.changed` events (no polling); a role change
 * also changes who manages billing, so the subscription (its `canManage`) refetches too.
 */
export function useWorkspace({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, workspaceKeys.all);
  useInvalidateOnServerEvents(LIVE_EVENTS, subscriptionKeys.mine);
  return useQuery({
    queryKey: workspaceKeys.mine,
    queryFn: ({ signal }) => apiFetch<Workspace>('/workspace', { signal }),
    enabled: isEnabled,
  });
}

/**
 * What the caller's role lets them change, for the brand screens' buttons. Until the
 * workspace has loaded (or when it cannot be read) everything stays offered: the server
 * decides, and its refusal names the reason.
 */
export function useWorkspaceAccess(): WorkspaceAccess {
  const workspace = useWorkspace();
  return workspaceAccessOf(workspace.data);
}
