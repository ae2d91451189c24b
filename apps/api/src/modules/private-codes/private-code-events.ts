import { PRIVATE_CODES_EVENT, type RedemptionLive } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { afterCommit } from '../../lib/after-commit';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { publishCodeLive } from './code-live';

export type PrivateCodeEventDeps = Pick<AppDeps, 'database' | 'events'>;

export interface PrivateCodeChange {
  codeId: string;
  change: 'created' | 'status' | 'deleted';
  /** The code's new state for its open public pages (a status change or a delete). */
  live?: RedemptionLive;
}

/**
 * After a committed change to a code: the workspace's people refetch their QR Codes tab, and
 * (when the state a visitor sees changed) the code's open public pages get its new state.
 */
export function announcePrivateCodeChange(
  deps: PrivateCodeEventDeps,
  workspaceId: string,
  { codeId, change, live }: PrivateCodeChange,
): Promise<void> {
  return afterCommit(
    `the private code change of workspace ${workspaceId}`,
    () => publishToWorkspace(deps, workspaceId, PRIVATE_CODES_EVENT, { codeId, change }),
    ...(live ? [() => publishCodeLive(deps, codeId, live)] : []),
  );
}
