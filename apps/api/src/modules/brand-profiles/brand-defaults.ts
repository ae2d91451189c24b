import type { BrandDefaults, brandDefaultsInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { brandDefaults } from '../../db/schema';
import { assertKnownCountry } from './find-brand-profiles';

/** The country and city the brand's forms start with (spec 02 section 5); null until picked. */
export async function getBrandDefaults(db: Db, workspaceId: string): Promise<BrandDefaults> {
  const [saved] = await db.select().from(brandDefaults).where(eq(brandDefaults.workspaceId, workspaceId));
  return { defaultCountry: saved?.defaultCountry ?? null, defaultCity: saved?.defaultCity ?? null };
}

/** Stores the country and city picked in a form (the campaign form's first target). */
export async function saveBrandDefaults(
  db: Db,
  workspaceId: string,
  input: z.output<typeof brandDefaultsInput>,
): Promise<BrandDefaults> {
  await assertKnownCountry(db, input.country);
  const values = {
    ...(input.country !== undefined ? { defaultCountry: input.country } : {}),
    ...(input.city !== undefined ? { defaultCity: input.city } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(brandDefaults)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: brandDefaults.workspaceId, set: values });
  return getBrandDefaults(db, workspaceId);
}

/**
 * Keeps the first country and city a brand picks in its profile as its defaults: saved when
 * none exist, and the city added later if it belongs to the saved country.
 */
export async function keepFirstPickedDefaults(
  tx: Db,
  workspaceId: string,
  country: string | null | undefined,
  city: string | null | undefined,
): Promise<void> {
  if (!country) return;
  const [saved] = await tx.select().from(brandDefaults).where(eq(brandDefaults.workspaceId, workspaceId));
  if (!saved) {
    await tx
      .insert(brandDefaults)
      .values({ workspaceId, defaultCountry: country, defaultCity: city ?? null })
      .onConflictDoNothing();
    return;
  }
  if (!saved.defaultCity && city && saved.defaultCountry === country) {
    await tx
      .update(brandDefaults)
      .set({ defaultCity: city, updatedAt: new Date() })
      .where(eq(brandDefaults.workspaceId, workspaceId));
  }
}
