import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { privateReferralCodes } from '../../db/schema';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announcePrivateCodeChange } from './private-code-events';
import { getOwnPrivateCodeOrThrow } from './private-code-view';

/**
 * Deletes one of the workspace's codes with its redemption history (spec 02 'delete on
 * private_referral_codes'); its public page answers not found from then on, and the pages open
 * on it learn it is no longer active. The month's QR code count stays: the limit counts codes
 * made, so deleting one does not free a unit. Another workspace's code is 404; a member not
 * assigned to the code's brand profile 403.
 */
export async function deletePrivateCode(
  deps: Pick<AppDeps, 'database' | 'events'>,
  person: Membership,
  codeId: string,
): Promise<void> {
  const { workspaceId } = person;
  const deleted = await deps.database.db.transaction(async (tx) => {
    const current = await getOwnPrivateCodeOrThrow(tx, workspaceId, codeId, { shouldLock: true });
    assertMayWorkOn(person, current.code.brandProfileId);
    await tx.delete(privateReferralCodes).where(eq(privateReferralCodes.id, codeId));
    await recordActivity(tx, {
      workspaceId,
      actorId: person.userId,
      action: 'private_code_deleted',
      subject: `${current.code.code} (${current.code.campaignName})`,
      details: { codeId },
    });
    return current.code;
  });

  await announcePrivateCodeChange(deps, workspaceId, {
    codeId,
    change: 'deleted',
    live: { remainingUses: deleted.remainingUses, status: 'inactive' },
  });
}
