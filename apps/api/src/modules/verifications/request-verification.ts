import {
  isImageUploadType,
  VERIFICATION_EVENTS,
  VERIFICATION_MESSAGES,
  WORKSPACE_EVENTS,
  type RequestVerificationValues,
  type VerificationChangedEvent,
  type VerificationRequest,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { profiles, uploads, verificationRequests, workspaces } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { standingOf, type Requester } from './verification-standing';
import { findRequest, ownDocumentUrl, toVerificationRequest } from './verification-view';

export type VerificationDeps = Pick<AppDeps, 'database' | 'events'>;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', { [field]: [message] });

/**
 * Sends a verification request: a creator's platform profile (optionally a screenshot), a
 * brand owner's or an agent's trade licence and its document. One transaction locks the
 * requester's profile (a brand: its workspace) so two requests at once cannot both pass the
 * one-pending rule, checks the evidence is the requester's own verification upload (kept
 * locked so it cannot be deleted meanwhile), stores the request and marks the profile pending.
 */
export async function requestVerification(
  deps: VerificationDeps,
  requester: Requester,
  input: RequestVerificationValues,
  now = new Date(),
): Promise<VerificationRequest> {
  if (input.kind !== requester.kind) {
    const message =
      requester.kind === 'creator'
        ? VERIFICATION_MESSAGES.wrongKindCreator
        : VERIFICATION_MESSAGES.wrongKindBusiness;
    throw fieldError('kind', message);
  }
  const id = await deps.database.db.transaction(async (tx) => {
    await lockRequester(tx, requester);
    const standing = await standingOf(tx, requester);
    if (standing.refusal) throw new AppError(standing.refusal, standing.cannotRequestReason!);
    const evidence = await usableEvidence(tx, requester.userId, input);
    const [created] = await tx
      .insert(verificationRequests)
      .values({
        userId: requester.userId,
        requesterType: requester.workspace ? 'brand' : await userTypeOf(tx, requester.userId),
        platform: input.kind === 'creator' ? input.platform : null,
        platformUrl: input.kind === 'creator' ? input.platformUrl : null,
        claimedFollowers: input.kind === 'creator' ? input.claimedFollowers : null,
        tradeLicenceNumber: input.kind === 'business' ? input.tradeLicenceNumber : null,
        documentUploadId: evidence,
        createdAt: now,
      })
      .returning({ id: verificationRequests.id });
    await tx
      .update(profiles)
      .set({ verificationStatus: 'pending', updatedAt: now })
      .where(and(eq(profiles.id, requester.userId), eq(profiles.isVerified, false)));
    return created!.id;
  });

  const event: VerificationChangedEvent = { requestId: id, status: 'pending' };
  await publishToUser(deps, requester.userId, VERIFICATION_EVENTS.changed, event);
  if (requester.workspace) {
    await publishToWorkspace(deps, requester.workspace.id, WORKSPACE_EVENTS.changed, {
      change: 'verification',
    });
  }
  return toVerificationRequest((await findRequest(deps.database.db, id))!, ownDocumentUrl);
}

/** Queues requests of the same requester (a brand: of the same workspace) one behind another. */
async function lockRequester(tx: Tx, requester: Requester): Promise<void> {
  if (requester.workspace) {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, requester.workspace.id))
      .for('update');
    return;
  }
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, requester.userId)).for('update');
}

async function userTypeOf(tx: Tx, userId: string) {
  const [profile] = await tx
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile!.userType;
}

/**
 * The upload id of the screenshot or document, once it is known to be the requester's own
 * verification upload (sniffed on upload: an image, or for a document an image or a PDF);
 * 400 on its field otherwise. The row stays locked (FOR SHARE) until the transaction ends.
 */
async function usableEvidence(
  tx: Tx,
  userId: string,
  input: RequestVerificationValues,
): Promise<string | null> {
  const [field, uploadId, notFound] =
    input.kind === 'creator'
      ? (['screenshotUploadId', input.screenshotUploadId, VERIFICATION_MESSAGES.screenshotNotFound] as const)
      : (['documentUploadId', input.documentUploadId, VERIFICATION_MESSAGES.documentNotFound] as const);
  if (!uploadId) return null;
  const [upload] = await tx
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.ownerId, userId),
        eq(uploads.purpose, 'verification-document'),
      ),
    )
    .for('share');
  if (!upload) throw fieldError(field, notFound);
  if (input.kind === 'creator' && !isImageUploadType(upload.contentType)) {
    throw fieldError(field, VERIFICATION_MESSAGES.screenshotNotImage);
  }
  return uploadId;
}
