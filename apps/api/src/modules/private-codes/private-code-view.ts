import {
  PRIVATE_CODE_MESSAGES,
  privateCodeExpirationDate,
  redemptionPath,
  type PrivateCode,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandProfiles, privateReferralCodes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { uploadUrl } from '../uploads/uploads.service';

// One private code as the brand sees it, and the workspace's own code by id (the one lookup
// every change and the QR images start from).

/** The columns a code is shown with: the code and the brand profile it speaks for. */
const privateCodeColumns = {
  code: privateReferralCodes,
  profileName: brandProfiles.profileName,
  profileCompanyName: brandProfiles.companyName,
  profileImageUploadId: brandProfiles.profileImageUploadId,
};

export interface StoredPrivateCode {
  code: typeof privateReferralCodes.$inferSelect;
  profileName: string | null;
  profileCompanyName: string | null;
  profileImageUploadId: string | null;
}

const privateCodeNotFound = () => new AppError('NOT_FOUND', PRIVATE_CODE_MESSAGES.notFound);

/** The public page's absolute address: what the QR code holds and the Share button copies. */
export const shareUrlOf = (publicUrl: string, code: string) => `${publicUrl}${redemptionPath(code)}`;

/** The image a code shows: its own logo, else its brand profile's image (as the public page). */
export function logoUploadIdOf(row: StoredPrivateCode): string | null {
  return row.code.logoUploadId ?? row.profileImageUploadId;
}

/** Shown as expired: no uses left, or past the end of its expiration date (spec 02). */
function isPrivateCodeExpired(code: StoredPrivateCode['code'], now: Date): boolean {
  return code.remainingUses <= 0 || (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime());
}

export function toPrivateCode(row: StoredPrivateCode, publicUrl: string, now: Date): PrivateCode {
  const { code } = row;
  const logoId = logoUploadIdOf(row);
  return {
    id: code.id,
    code: code.code,
    campaignName: code.campaignName,
    discountDescription: code.discountDescription,
    maxUses: code.maxUses,
    remainingUses: code.remainingUses,
    redemptions: code.maxUses - code.remainingUses,
    status: code.status,
    isExpired: isPrivateCodeExpired(code, now),
    expirationDate: code.expiresAt ? privateCodeExpirationDate(code.expiresAt) : null,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    businessLocation: code.businessLocation,
    googleMapsUrl: code.googleMapsUrl,
    logoUrl: logoId ? uploadUrl(logoId) : null,
    brandProfile:
      code.brandProfileId && row.profileName !== null
        ? { id: code.brandProfileId, name: row.profileCompanyName?.trim() || row.profileName }
        : null,
    shareUrl: shareUrlOf(publicUrl, code.code),
    createdAt: code.createdAt.toISOString(),
  };
}

/** The codes of the workspace with their brand profiles (filtered further by `where`). */
export function selectPrivateCodes(db: Executor) {
  return db
    .select(privateCodeColumns)
    .from(privateReferralCodes)
    .leftJoin(brandProfiles, eq(brandProfiles.id, privateReferralCodes.brandProfileId));
}

/**
 * The workspace's own code, or 404 'QR code not found' (another workspace's code answers
 * exactly like a missing one). `shouldLock` locks the code row for the caller's transaction.
 */
export async function getOwnPrivateCodeOrThrow(
  db: Executor,
  workspaceId: string,
  codeId: string,
  options: { shouldLock?: boolean } = {},
): Promise<StoredPrivateCode> {
  const query = selectPrivateCodes(db).where(
    and(eq(privateReferralCodes.id, codeId), eq(privateReferralCodes.workspaceId, workspaceId)),
  );
  const [row] = options.shouldLock ? await query.for('update', { of: privateReferralCodes }) : await query;
  if (!row) throw privateCodeNotFound();
  return row;
}
