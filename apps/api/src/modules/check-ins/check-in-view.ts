import type { CheckInCreator } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandProfiles, campaigns } from '../../db/schema';
import { isVerifiedPerson, loadPeople, nameOf, type Person } from '../applications/people';
import { workspaceNameOf } from '../workspaces/workspace-names';

// How check-ins name people and brands: the creator as an application shows them to the brand
// (name, photo, verified badge), the brand as the profile its campaign runs under.

/** The person in front of the staff: the name and photo the brand sees on their application. */
function toCheckInCreator(id: string, person: Person | undefined): CheckInCreator {
  const isGone = !person || person.deletedAt !== null;
  return {
    id,
    name: nameOf(person),
    avatarUrl: isGone ? null : (person.profileImageUrl ?? null),
    isVerified: !isGone && isVerifiedPerson(person),
  };
}

export async function loadCheckInCreators(
  db: Executor,
  ids: Iterable<string>,
): Promise<Map<string, CheckInCreator>> {
  const people = await loadPeople(db, ids);
  return new Map([...new Set(ids)].map((id) => [id, toCheckInCreator(id, people.get(id))]));
}

export interface CheckInRow {
  pointsAwarded: number;
  scannedAt: Date;
}

export const toCheckInRecord = (row: CheckInRow) => ({
  pointsAwarded: row.pointsAwarded,
  scannedAt: row.scannedAt.toISOString(),
});

/**
 * The brand of a campaign as its creators know it: the company (else profile) name of the brand
 * profile it runs under, else the workspace's name (its main profile's, else the company it
 * signed up with).
 */
export async function brandNamesOf(
  db: Executor,
  campaignIds: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(campaignIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: campaigns.id,
      brandId: campaigns.brandId,
      companyName: brandProfiles.companyName,
      profileName: brandProfiles.profileName,
    })
    .from(campaigns)
    .leftJoin(
      brandProfiles,
      and(eq(brandProfiles.id, campaigns.brandProfileId), eq(brandProfiles.isActive, true)),
    )
    .where(inArray(campaigns.id, ids));
  const workspaceNames = new Map<string, string>();
  const names = new Map<string, string>();
  for (const row of rows) {
    let name = row.companyName?.trim() || row.profileName?.trim();
    if (!name) {
      if (!workspaceNames.has(row.brandId)) {
        workspaceNames.set(row.brandId, await workspaceNameOf(db, row.brandId, 'Brand'));
      }
      name = workspaceNames.get(row.brandId)!;
    }
    names.set(row.campaignId, name);
  }
  return names;
}
