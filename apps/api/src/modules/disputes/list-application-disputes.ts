import { isDisputeOpenable, type ApplicationDisputes, type PartyDispute } from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disputes } from '../../db/schema';
import type { Actor } from '../applications/applications.types';
import { uploadFactsOf } from '../uploads/uploads.service';
import { callerSideOf, type CallerSide } from './application-parties';
import { loadDisputePeople } from './dispute-people';
import { toPartyDispute, type DisputeRow } from './dispute-view';

/** The disputes as the caller's side sees them (three queries for any number). */
export async function toPartyDisputes(
  db: Executor,
  rows: readonly DisputeRow[],
  caller: { userId: string; side: CallerSide['side'] },
): Promise<PartyDispute[]> {
  const people = await loadDisputePeople(
    db,
    rows.flatMap((row) => [row.initiatorId, row.respondentId]),
  );
  const uploads = await uploadFactsOf(
    db,
    rows.flatMap((row) => row.evidenceUploadIds),
  );
  return rows.map((row) => toPartyDispute(row, people, uploads, caller));
}

/**
 * GET /api/applications/:id/disputes: the application's disputes, newest first, for either of
 * its sides (another brand or creator: 404), and whether the caller may open one now.
 */
export async function listApplicationDisputes(
  db: Executor,
  actor: Actor,
  applicationId: string,
): Promise<ApplicationDisputes> {
  const caller = await callerSideOf(db, actor, applicationId);
  const rows = await db
    .select()
    .from(disputes)
    .where(eq(disputes.applicationId, applicationId))
    .orderBy(desc(disputes.createdAt), desc(disputes.id));
  const inProgress = rows.find((row) => row.status !== 'resolved');
  return {
    disputes: await toPartyDisputes(db, rows, { userId: actor.userId, side: caller.side }),
    canOpen: caller.mayAct && isDisputeOpenable(caller.application.status, inProgress?.status ?? null),
  };
}
