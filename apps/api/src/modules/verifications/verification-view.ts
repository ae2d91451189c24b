import {
  SOCIAL_PLATFORMS,
  type AdminVerificationRequest,
  type SocialPlatform,
  type UserType,
  type VerificationRequest,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads, verificationRequests } from '../../db/schema';
import { uploadUrl } from '../uploads/uploads.service';

// How a verification request reads for its requester and in the admin queue.

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** The request's columns with its document's type (null when none, or deleted since). */
export const requestColumns = {
  request: verificationRequests,
  documentType: uploads.contentType,
};

export interface RequestWithDocument {
  request: VerificationRequestRow;
  documentType: string | null;
}

/** Left join of the request's document upload (a request may have none). */
export const documentJoin = [uploads, eq(uploads.id, verificationRequests.documentUploadId)] as const;

const platformOf = (value: string | null): SocialPlatform | null =>
  SOCIAL_PLATFORMS.find((platform) => platform === value) ?? null;

/**
 * A request as its requester sees it; `documentUrl` says where the viewer opens the document
 * (the requester through the uploads route, an admin through the queue).
 */
export function toVerificationRequest(
  { request, documentType }: RequestWithDocument,
  documentUrl: (request: VerificationRequestRow) => string,
): VerificationRequest {
  return {
    id: request.id,
    kind: request.requesterType === 'creator' ? 'creator' : 'business',
    platform: platformOf(request.platform),
    platformUrl: request.platformUrl,
    claimedFollowers: request.claimedFollowers,
    tradeLicenceNumber: request.tradeLicenceNumber,
    document:
      request.documentUploadId && documentType
        ? { url: documentUrl(request), contentType: documentType }
        : null,
    status: request.status,
    rejectionReason: request.rejectionReason,
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The requester opens their own file through GET /api/uploads/{id}. */
export const ownDocumentUrl = (request: VerificationRequestRow) => uploadUrl(request.documentUploadId!);

/** Admins open it through the queue, which checks that the file belongs to this request. */
const adminDocumentUrl = (request: VerificationRequestRow) =>
  `/api/admin/verifications/${request.id}/document`;

export interface PersonColumns {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  userType: UserType | null;
}

/** First and last name, else the account name, else the company, else the mailbox. */
function displayName(person: Omit<PersonColumns, 'id' | 'userType'>): string {
  const personal = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return personal || person.name.trim() || person.companyName?.trim() || person.email.split('@')[0]!;
}

export function toAdminVerificationRequest(
  row: RequestWithDocument,
  requester: PersonColumns,
  reviewer: PersonColumns | undefined,
): AdminVerificationRequest {
  return {
    ...toVerificationRequest(row, adminDocumentUrl),
    requester: {
      id: requester.id,
      name: displayName(requester),
      email: requester.email,
      userType: requester.userType ?? row.request.requesterType,
      companyName: requester.companyName,
    },
    reviewer: reviewer ? { id: reviewer.id, name: displayName(reviewer) } : null,
  };
}

/** One request with its document's type. */
export async function findRequest(db: Executor, id: string): Promise<RequestWithDocument | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(verificationRequests)
    .leftJoin(...documentJoin)
    .where(eq(verificationRequests.id, id));
  return row;
}
