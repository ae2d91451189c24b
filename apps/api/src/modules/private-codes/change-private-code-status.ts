import { MODERATION_MESSAGES, type PrivateCode, type PrivateCodeStatus } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { privateReferralCodes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isTakenDown } from '../moderation/moderation-locks';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announcePrivateCodeChange } from './private-code-events';
import { getOwnPrivateCodeOrThrow, toPrivateCode } from './private-code-view';

type StatusDeps = Pick<AppDeps, 'database' | 'events' | 'publicUrl'>;

/**
 * Activates or deactivates one of the workspace's codes (spec 02 'Private code status'). Another
 * workspace's code is 404; a member not assigned to the code's brand profile 403. Setting the
 * status it has already changes nothing and tells nobody. Its open public pages learn the new
 * status at once (an inactive code refuses redemptions). A code the Partnerly team took down
 * stays inactive (409).
 */
export async function changePrivateCodeStatus(
  deps: StatusDeps,
  person: Membership,
  codeId: string,
  status: PrivateCodeStatus,
  now = new Date(),
): Promise<PrivateCode> {
  const { workspaceId } = person;
  const { row, isChanged } = await deps.database.db.transaction(async (tx) => {
    const current = await getOwnPrivateCodeOrThrow(tx, workspaceId, codeId, { shouldLock: true });
    assertMayWorkOn(person, current.code.brandProfileId);
    if (current.code.status === status) return { row: current, isChanged: false };
    if (status === 'active' && (await isTakenDown(tx, 'code', codeId)))
      throw new AppError('CONFLICT', MODERATION_MESSAGES.takenDown);
    const [updated] = await tx
      .update(privateReferralCodes)
      .set({ status, updatedAt: now })
      .where(eq(privateReferralCodes.id, codeId))
      .returning();
    await recordActivity(tx, {
      workspaceId,
      actorId: person.userId,
      action: 'private_code_status_changed',
      subject: `${current.code.code} (${current.code.campaignName})`,
      details: { codeId, from: current.code.status, to: status },
    });
    return { row: { ...current, code: updated! }, isChanged: true };
  });

  if (isChanged) {
    await announcePrivateCodeChange(deps, workspaceId, {
      codeId,
      change: 'status',
      live: { remainingUses: row.code.remainingUses, status: row.code.status },
    });
  }
  return toPrivateCode(row, deps.publicUrl, now);
}
