import { BRAND_CONTENT_CATEGORY_IDS } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandProfiles } from '../../db/schema';
import { listActiveRows, lockBrandAccount } from './find-brand-profiles';

/** What a brand types about itself at registration or on onboarding's profile step. */
interface BrandRegistrationDetails {
  companyName?: string | null;
  websiteUrl?: string | null;
  instagramBusinessProfile?: string | null;
  location?: string | null;
  contentCategories?: readonly string[] | null;
}

const BRAND_CATEGORIES: readonly string[] = BRAND_CONTENT_CATEGORY_IDS;

/**
 * Makes the registration details the brand's main profile (spec 02: the profile that holds
 * the subscription rights), so a new brand finds its profile on Brand Profiles instead of
 * 'No profile found'. Idempotent: the first call creates the main profile (named after the
 * company), later ones write the same fields again (the wizard's profile step saved twice);
 * the profile name and every other field stay as the brand set them. Without a company name
 * there is nothing to name the profile after, so nothing happens. Onboarding offers the 23
 * content categories; the brand profile keeps those of its own list. `tx` must be a transaction.
 */
export async function saveMainBrandProfile(
  tx: Db,
  workspaceId: string,
  details: BrandRegistrationDetails,
): Promise<void> {
  const companyName = details.companyName?.trim();
  if (!companyName) return;
  const columns = {
    companyName,
    websiteUrl: details.websiteUrl || null,
    instagramHandle: details.instagramBusinessProfile?.replace(/^@+/, '') || null,
    location: details.location?.trim() || null,
    contentCategories: (details.contentCategories ?? []).filter((id) => BRAND_CATEGORIES.includes(id)),
  };
  await lockBrandAccount(tx, workspaceId);
  const now = new Date();
  const [main] = await tx
    .select({ id: brandProfiles.id })
    .from(brandProfiles)
    .where(and(eq(brandProfiles.workspaceId, workspaceId), eq(brandProfiles.isMainProfile, true)));
  if (main) {
    await tx
      .update(brandProfiles)
      .set({ ...columns, updatedAt: now })
      .where(eq(brandProfiles.id, main.id));
    return;
  }
  const isFirst = (await listActiveRows(tx, workspaceId)).length === 0;
  await tx.insert(brandProfiles).values({
    ...columns,
    profileName: companyName,
    workspaceId,
    isMainProfile: true,
    isDefault: isFirst,
    createdAt: now,
    updatedAt: now,
  });
}
