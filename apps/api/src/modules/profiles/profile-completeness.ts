import { brandProfileCompletion } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandProfiles, type profiles } from '../../db/schema';
import { findMembership } from '../workspaces/membership';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Whether the profile needs nothing more, as GET /api/me reports it (the dashboard's
 * 'Complete Your Profile' reminder reads it, issue 13 item 7): onboarding done, or for a
 * brand a main brand profile with every required field filled (spec 02 section 5), however
 * the brand got there.
 */
export async function isProfileComplete(db: Executor, row: ProfileRow | undefined): Promise<boolean> {
  if (!row) return false;
  if (row.onboardingCompleted) return true;
  if (row.userType !== 'brand') return false;
  const workspace = await findMembership(db, row.id);
  if (!workspace) return false;
  const [main] = await db
    .select({
      profileName: brandProfiles.profileName,
      companyName: brandProfiles.companyName,
      bio: brandProfiles.bio,
      industry: brandProfiles.industry,
      companySize: brandProfiles.companySize,
      city: brandProfiles.city,
      country: brandProfiles.country,
      websiteUrl: brandProfiles.websiteUrl,
    })
    .from(brandProfiles)
    .where(and(eq(brandProfiles.workspaceId, workspace.workspaceId), eq(brandProfiles.isMainProfile, true)));
  return main !== undefined && brandProfileCompletion(main).missingRequired.length === 0;
}
