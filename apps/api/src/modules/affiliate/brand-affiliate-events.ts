import { AFFILIATE_ACTIVITY_EVENT } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { afterCommit } from '../../lib/after-commit';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';

type EventDeps = Pick<AppDeps, 'events' | 'database'>;

/**
 * After a brand's change to its codes or orders: the workspace's people and the codes' creators
 * refetch their affiliate screens (the same event the tracking endpoint sends for new clicks).
 */
export function announceAffiliateChange(
  deps: EventDeps,
  workspaceId: string,
  creatorIds: Iterable<string>,
  data: { campaignId: string; codeId?: string },
): Promise<void> {
  return afterCommit(
    `the affiliate change of workspace ${workspaceId}`,
    () => publishToWorkspace(deps, workspaceId, AFFILIATE_ACTIVITY_EVENT, data),
    ...[...new Set(creatorIds)].map(
      (creatorId) => () => publishToUser(deps, creatorId, AFFILIATE_ACTIVITY_EVENT, data),
    ),
  );
}
