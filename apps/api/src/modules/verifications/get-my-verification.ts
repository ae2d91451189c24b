import type { MyVerification } from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationRequests } from '../../db/schema';
import { standingOf, type Requester } from './verification-standing';
import { documentJoin, ownDocumentUrl, requestColumns, toVerificationRequest } from './verification-view';

/**
 * GET /api/verification-requests/mine: the account's verification (a brand: its workspace's),
 * the caller's latest request with its status and any rejection reason, and whether they may
 * send a request now. Only the caller's own requests are ever shown.
 */
export async function getMyVerification(db: Db, requester: Requester): Promise<MyVerification> {
  const standing = await standingOf(db, requester);
  const [latest] = await db
    .select(requestColumns)
    .from(verificationRequests)
    .leftJoin(...documentJoin)
    .where(eq(verificationRequests.userId, requester.userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return {
    status: standing.status,
    kind: requester.kind,
    latest: latest ? toVerificationRequest(latest, ownDocumentUrl) : null,
    cannotRequestReason: standing.cannotRequestReason,
  };
}
