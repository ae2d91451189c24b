import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorShareLinks, profiles } from '../../db/schema';

/** The demo creator's public page is /creator/CaseyUAE (README, demo section). */
export const DEMO_SHARE_CODE = 'CaseyUAE';

/**
 * Issue 17: Casey's share link, active with a known code, so her public page with the codes of
 * her approved campaigns can be opened at once; and a tagline for its header. Keeps a link or
 * tagline she already has.
 */
export async function seedDemoShareLink(db: Db, creatorId: string, today: Date): Promise<void> {
  await db
    .insert(creatorShareLinks)
    .values({ creatorId, shareCode: DEMO_SHARE_CODE, isActive: true, createdAt: today, updatedAt: today })
    .onConflictDoNothing();
  const [casey] = await db
    .select({ tagline: profiles.tagline })
    .from(profiles)
    .where(eq(profiles.id, creatorId));
  if (casey && !casey.tagline) {
    await db.update(profiles).set({ tagline: 'Everyday finds from Dubai' }).where(eq(profiles.id, creatorId));
  }
}
