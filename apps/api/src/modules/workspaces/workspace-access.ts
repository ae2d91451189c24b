import { WORKSPACE_MESSAGES, type WorkspaceRole } from '@partnerly/contracts';
import { AppError } from '../../middleware/errors';
import type { Membership } from './membership';

/** Owners and managers work on every brand profile's campaigns and applications. */
const MAY_WORK_ON_ALL: readonly WorkspaceRole[] = ['owner', 'manager'];

/** Whether the person may change work (campaigns, applications) under the brand profile. */
function mayWorkOn(person: Membership, brandProfileId: string | null): boolean {
  if (MAY_WORK_ON_ALL.includes(person.role)) return true;
  return brandProfileId !== null && person.brandProfileIds.includes(brandProfileId);
}

/** 403 unless the person may change work under the brand profile (see mayWorkOn). */
export function assertMayWorkOn(person: Membership, brandProfileId: string | null): void {
  if (!mayWorkOn(person, brandProfileId)) throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.notAssigned);
}
