import { WORKSPACE_MESSAGES, type WorkspaceRole } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Membership } from './membership';

/** Owners and managers work on every brand profile's campaigns and applications. */
const MAY_WORK_ON_ALL: readonly WorkspaceRole[] = ['owner', 'manager'];

/** Whether the person may change work (campaigns, applications) under the brand profile. */
export function mayWorkOn(person: Membership, brandProfileId: string | null): boolean {
  if (MAY_WORK_ON_ALL.includes(person.role)) return true;
  return brandProfileId !== null && person.brandProfileIds.includes(brandProfileId);
}

/** 403 unless the person may change work under the brand profile (see mayWorkOn). */
export function assertMayWorkOn(person: Membership, brandProfileId: string | null): void {
  if (!mayWorkOn(person, brandProfileId)) throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.notAssigned);
}

/** 400 on brandProfileIds unless each is an active brand profile of the workspace. */
export async function assertWorkspaceProfiles(tx: Tx, workspaceId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: brandProfiles.id })
    .from(brandProfiles)
    .where(
      and(
        eq(brandProfiles.workspaceId, workspaceId),
        eq(brandProfiles.isActive, true),
        inArray(brandProfiles.id, unique),
      ),
    );
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', {
      brandProfileIds: ['Pick brand profiles of your workspace from the list'],
    });
  }
}
