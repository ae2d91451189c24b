import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { privateReferralCodes } from '../../db/schema';
import { recordActivity } from '../workspaces/record-activity';
import { announcePrivateCodeChange, type PrivateCodeEventDeps } from './private-code-events';

// The Partnerly team takes a reported private QR code down (issue 19 item 5): the code becomes
// inactive, so /r/{code} shows it as turned off and refuses redemptions. The brand cannot
// activate it again (changePrivateCodeStatus asks moderation-locks.ts).

export interface TakenDownCode {
  id: string;
  code: string;
  campaignName: string;
  workspaceId: string;
  brandProfileId: string | null;
  remainingUses: number;
  /** False when it was inactive already. */
  isChanged: boolean;
}

/** Deactivates the code inside the caller's transaction; null when no code has this id. */
export async function deactivatePrivateCodeForModeration(
  tx: Tx,
  adminId: string,
  codeId: string,
  now: Date,
): Promise<TakenDownCode | null> {
  const [current] = await tx
    .select()
    .from(privateReferralCodes)
    .where(eq(privateReferralCodes.id, codeId))
    .for('update');
  if (!current) return null;
  const taken = {
    id: current.id,
    code: current.code,
    campaignName: current.campaignName,
    workspaceId: current.workspaceId,
    brandProfileId: current.brandProfileId,
    remainingUses: current.remainingUses,
  };
  if (current.status === 'inactive') return { ...taken, isChanged: false };
  await tx
    .update(privateReferralCodes)
    .set({ status: 'inactive', updatedAt: now })
    .where(eq(privateReferralCodes.id, codeId));
  await recordActivity(tx, {
    workspaceId: current.workspaceId,
    actorId: adminId,
    actorName: 'Partnerly team',
    action: 'private_code_status_changed',
    subject: `${current.code} (${current.campaignName})`,
    details: { codeId, from: current.status, to: 'inactive', moderated: true },
  });
  return { ...taken, isChanged: true };
}

/** After commit: the QR Codes tab refetches and the code's open public pages show it turned off. */
export function announcePrivateCodeTakenDown(deps: PrivateCodeEventDeps, code: TakenDownCode): Promise<void> {
  return announcePrivateCodeChange(deps, code.workspaceId, {
    codeId: code.id,
    change: 'status',
    live: { remainingUses: code.remainingUses, status: 'inactive' },
  });
}
