import { effectiveVerificationStatus, type VerificationStatus } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, workspaceMembers } from '../../db/schema';

/**
 * A brand's verification is its workspace's (decision: verifications): owners request it with
 * the trade licence, and the workspace is verified while one of its owners' profiles carries
 * the verified flag an admin's approval set; pending while an owner's request waits.
 */
export async function workspaceVerificationOf(
  db: Executor,
  workspaceId: string,
): Promise<VerificationStatus> {
  const owners = await db
    .select({ isVerified: profiles.isVerified, status: profiles.verificationStatus })
    .from(workspaceMembers)
    .innerJoin(profiles, eq(profiles.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  const statuses = owners.map((owner) =>
    effectiveVerificationStatus({ isVerified: owner.isVerified, verificationStatus: owner.status }),
  );
  if (statuses.includes('verified')) return 'verified';
  return statuses.includes('pending') ? 'pending' : 'unverified';
}
