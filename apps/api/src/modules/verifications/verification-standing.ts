import {
  API_MESSAGES,
  effectiveVerificationStatus,
  verificationKindOf,
  VERIFICATION_MESSAGES,
  WORKSPACE_MESSAGES,
  type VerificationKind,
  type VerificationStatus,
} from '@partnerly/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { profiles, verificationRequests, workspaceMembers } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { ensureWorkspace } from '../workspaces/membership';
import { workspaceVerificationOf } from '../workspaces/workspace-verification';

/** Who asks to be verified: their kind of request and, for a brand, their workspace and role. */
export interface Requester {
  userId: string;
  kind: VerificationKind;
  /** Brands only: a brand's verification is its workspace's. */
  workspace: { id: string; isOwner: boolean } | null;
}

/** Where a requester stands now, and why they may not send a request (null: they may). */
export interface Standing {
  status: VerificationStatus;
  cannotRequestReason: string | null;
  /** The refusal's HTTP code when they try anyway. */
  refusal: 'FORBIDDEN' | 'CONFLICT' | null;
}

/**
 * The signed-in user as a requester: 403 for admins (they are not verified) and for a deleted
 * or missing profile. A brand user is placed in their workspace (their own new one if they
 * belong to none, as every brand route does).
 */
export async function requesterOf(db: Db, userId: string): Promise<Requester> {
  const [profile] = await db
    .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.deletedAt) throw new AppError('FORBIDDEN', API_MESSAGES.noAccess);
  const kind = verificationKindOf(profile.userType);
  if (!kind) throw new AppError('FORBIDDEN', VERIFICATION_MESSAGES.adminsNotVerified);
  if (profile.userType !== 'brand') return { userId, kind, workspace: null };
  const membership = await ensureWorkspace(db, userId);
  return { userId, kind, workspace: { id: membership.workspaceId, isOwner: membership.role === 'owner' } };
}

/**
 * Where the requester stands (read inside the caller's transaction when it locked the rows
 * first): verified accounts and brands, a request of theirs waiting, or (brands) another
 * owner's request waiting, refuse a new one with 409; a brand's managers and members with 403.
 */
export async function standingOf(db: Executor, requester: Requester): Promise<Standing> {
  const status = requester.workspace
    ? await workspaceVerificationOf(db, requester.workspace.id)
    : await personStatusOf(db, requester.userId);
  const refuse = (refusal: 'FORBIDDEN' | 'CONFLICT', reason: string): Standing => ({
    status,
    cannotRequestReason: reason,
    refusal,
  });
  if (requester.workspace && !requester.workspace.isOwner)
    return refuse('FORBIDDEN', WORKSPACE_MESSAGES.ownersOnly);
  if (status === 'verified') {
    return refuse(
      'CONFLICT',
      requester.workspace
        ? VERIFICATION_MESSAGES.brandAlreadyVerified
        : VERIFICATION_MESSAGES.alreadyVerified,
    );
  }
  if (await hasPendingRequest(db, [requester.userId])) {
    return refuse('CONFLICT', VERIFICATION_MESSAGES.alreadyPending);
  }
  if (requester.workspace && (await hasPendingRequest(db, await otherOwners(db, requester)))) {
    return refuse('CONFLICT', VERIFICATION_MESSAGES.brandAlreadyPending);
  }
  return { status, cannotRequestReason: null, refusal: null };
}

async function personStatusOf(db: Executor, userId: string): Promise<VerificationStatus> {
  const [profile] = await db
    .select({ isVerified: profiles.isVerified, verificationStatus: profiles.verificationStatus })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile ? effectiveVerificationStatus(profile) : 'unverified';
}

async function hasPendingRequest(db: Executor, userIds: string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [pending] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(inArray(verificationRequests.userId, userIds), eq(verificationRequests.status, 'pending')))
    .limit(1);
  return pending !== undefined;
}

async function otherOwners(db: Executor, requester: Requester): Promise<string[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, requester.workspace!.id),
        eq(workspaceMembers.role, 'owner'),
        ne(workspaceMembers.userId, requester.userId),
      ),
    );
  return rows.map((row) => row.userId);
}
