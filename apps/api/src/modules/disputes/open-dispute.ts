import {
  DISPUTE_MESSAGES,
  WORKSPACE_MESSAGES,
  isDisputeOpenable,
  type OpenDisputeResult,
  type OpenDisputeValues,
} from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { disputes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Actor } from '../applications/applications.types';
import { uploadFactsOf } from '../uploads/uploads.service';
import { listWorkspaceOwners } from '../workspaces/membership';
import { callerSideOf, type CallerSide } from './application-parties';
import { announceDisputeChange, type DisputeDeps } from './dispute-notices';
import type { DisputeRow } from './dispute-view';
import { toPartyDisputes } from './list-application-disputes';

/** 400 on evidenceUploadIds unless each is the caller's own dispute-evidence upload. */
async function assertOwnEvidence(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  const found = await uploadFactsOf(tx, ids);
  const isOwn = (id: string) => {
    const upload = found.get(id);
    return upload?.ownerId === userId && upload.purpose === 'dispute-evidence';
  };
  if (!ids.every(isOwn)) {
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', {
      evidenceUploadIds: [DISPUTE_MESSAGES.evidenceInvalid],
    });
  }
}

/** The other side's accountable person: the creator, or the owner of the brand workspace. */
async function respondentOf(tx: Tx, caller: CallerSide): Promise<string | null> {
  if (caller.side === 'brand') return caller.application.creatorId;
  const [owner] = await listWorkspaceOwners(tx, caller.application.campaign.brandId);
  return owner?.userId ?? null;
}

async function insertDispute(
  tx: Tx,
  actor: Actor,
  applicationId: string,
  input: OpenDisputeValues,
  now: Date,
): Promise<{ row: DisputeRow; caller: CallerSide }> {
  // The application's row lock queues concurrent openings: only one finds no dispute in progress.
  const caller = await callerSideOf(tx, actor, applicationId, { shouldLock: true });
  if (!caller.mayAct) throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.notAssigned);
  const [inProgress] = await tx
    .select({ status: disputes.status })
    .from(disputes)
    .where(and(eq(disputes.applicationId, applicationId), ne(disputes.status, 'resolved')))
    .limit(1);
  if (!isDisputeOpenable(caller.application.status, inProgress?.status ?? null)) {
    throw new AppError(
      'CONFLICT',
      inProgress ? DISPUTE_MESSAGES.alreadyOpen : DISPUTE_MESSAGES.notDisputable,
    );
  }
  await assertOwnEvidence(tx, actor.userId, input.evidenceUploadIds);
  const [row] = await tx
    .insert(disputes)
    .values({
      applicationId,
      initiatorId: actor.userId,
      respondentId: await respondentOf(tx, caller),
      disputeType: input.disputeType,
      description: input.description,
      evidenceUploadIds: input.evidenceUploadIds,
      createdAt: now,
    })
    .returning();
  return { row: row!, caller };
}

/**
 * Either side of an approved application opens a dispute (issue 19 item 6): the creator or
 * their agent, or on the brand side whoever may decide on the campaign's applications. One
 * dispute at a time per application (409 while one is open or investigated); evidence is
 * the caller's own uploads (images or PDFs, purpose dispute-evidence). After the commit the
 * other side and the super admins are notified and every party's pages refresh.
 */
export async function openDispute(
  deps: DisputeDeps,
  actor: Actor,
  applicationId: string,
  input: OpenDisputeValues,
  now = new Date(),
): Promise<OpenDisputeResult> {
  const { db } = deps.database;
  const { row, caller } = await db.transaction((tx) => insertDispute(tx, actor, applicationId, input, now));
  await announceDisputeChange(deps, { dispute: row, application: caller.application, actorId: actor.userId });
  const [dispute] = await toPartyDisputes(db, [row], { userId: actor.userId, side: caller.side });
  return { dispute: dispute!, message: DISPUTE_MESSAGES.opened };
}
