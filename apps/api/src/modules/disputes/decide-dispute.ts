import { DISPUTE_MESSAGES, type AdminDisputeResult, type ResolveDisputeValues } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { disputes, userActionsLog } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { findDisputedApplication } from './application-parties';
import { selectDispute } from './admin-dispute-queries';
import { disputeNotFound, toDetail } from './admin-disputes';
import { announceDisputeChange, type DisputeDeps } from './dispute-notices';
import type { DisputeRow } from './dispute-view';

// The super admin's steps on a dispute (decision 0059): Mark Investigating (open →
// investigating) and Resolve Dispute (open or investigating → resolved, with a note and an
// outcome). Each writes a user_actions_log row about the initiator and tells both sides.

type Step = { kind: 'investigate' } | ({ kind: 'resolve' } & ResolveDisputeValues);

async function lockDispute(tx: Tx, id: string): Promise<DisputeRow> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  if (!row) throw disputeNotFound();
  return row;
}

function refuse(row: DisputeRow): never {
  throw new AppError(
    'CONFLICT',
    row.status === 'resolved' ? DISPUTE_MESSAGES.alreadyResolved : DISPUTE_MESSAGES.alreadyInvestigating,
  );
}

async function applyStep(tx: Tx, adminId: string, id: string, step: Step, now: Date): Promise<DisputeRow> {
  const row = await lockDispute(tx, id);
  if (step.kind === 'investigate' && row.status !== 'open') refuse(row);
  if (step.kind === 'resolve' && row.status === 'resolved') refuse(row);
  const changes =
    step.kind === 'investigate'
      ? { status: 'investigating' as const, investigatingBy: adminId, investigatingAt: now }
      : {
          status: 'resolved' as const,
          resolutionNote: step.resolutionNote,
          outcome: step.outcome,
          resolvedBy: adminId,
          resolvedAt: now,
        };
  const [updated] = await tx.update(disputes).set(changes).where(eq(disputes.id, id)).returning();
  await tx.insert(userActionsLog).values({
    adminId,
    targetUserId: row.initiatorId,
    actionType: step.kind === 'investigate' ? 'dispute_investigating' : 'dispute_resolved',
    actionDetails: {
      disputeId: row.id,
      applicationId: row.applicationId,
      updatedFields: { status: { from: row.status, to: changes.status } },
      ...(step.kind === 'resolve' ? { outcome: step.outcome, resolutionNote: step.resolutionNote } : {}),
    },
    createdAt: now,
  });
  return updated!;
}

async function decide(
  deps: DisputeDeps,
  adminId: string,
  id: string,
  step: Step,
  now: Date,
): Promise<AdminDisputeResult> {
  const { db } = deps.database;
  const dispute = await db.transaction((tx) => applyStep(tx, adminId, id, step, now));
  const application = await findDisputedApplication(db, dispute.applicationId);
  if (application) await announceDisputeChange(deps, { dispute, application, actorId: adminId });
  const row = await selectDispute(db, id);
  return {
    dispute: await toDetail(db, row!),
    message: step.kind === 'investigate' ? DISPUTE_MESSAGES.markedInvestigating : DISPUTE_MESSAGES.resolved,
  };
}

/** POST /api/admin/disputes/:id/investigate: open → investigating; 409 otherwise. */
export function markDisputeInvestigating(
  deps: DisputeDeps,
  adminId: string,
  id: string,
  now = new Date(),
): Promise<AdminDisputeResult> {
  return decide(deps, adminId, id, { kind: 'investigate' }, now);
}

/** POST /api/admin/disputes/:id/resolve: open or investigating → resolved; 409 once resolved. */
export function resolveDispute(
  deps: DisputeDeps,
  adminId: string,
  id: string,
  input: ResolveDisputeValues,
  now = new Date(),
): Promise<AdminDisputeResult> {
  return decide(deps, adminId, id, { kind: 'resolve', ...input }, now);
}
