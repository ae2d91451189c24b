import {
  PUBLIC_PAGE_SOCIAL_LINKS,
  SOCIAL_LINK_MESSAGES,
  type AddSocialLinkValues,
  type SocialLink,
  type SocialLinkList,
} from '@partnerly/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { profiles, socialLinks } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { sharingSettingsOf } from '../settings/settings.service';

// The creator's social links (spec 03 'Public Profile Settings', social_links): the caller's
// own rows only; another user's link is as unknown as a missing one (404).

type SocialLinkRow = typeof socialLinks.$inferSelect;

const toSocialLink = (row: SocialLinkRow): SocialLink => ({
  id: row.id,
  platform: row.platform,
  url: row.url,
  isVerified: row.isVerified,
  createdAt: row.createdAt.toISOString(),
});

/** Oldest first: the public page shows the first PUBLIC_PAGE_SOCIAL_LINKS of this order. */
const linksOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(socialLinks)
    .where(eq(socialLinks.profileId, userId))
    .orderBy(asc(socialLinks.createdAt), asc(socialLinks.id));

/** GET /api/me/social-links: the links, and whether the privacy tab lets the public page show them. */
export async function listSocialLinks(db: Db, userId: string): Promise<SocialLinkList> {
  const [rows, sharing] = await Promise.all([linksOf(db, userId), sharingSettingsOf(db, [userId])]);
  return {
    links: rows.map(toSocialLink),
    publicPageLimit: PUBLIC_PAGE_SOCIAL_LINKS,
    isShownOnPublicPage: sharing.get(userId)?.showSocialLinks ?? true,
  };
}

/**
 * POST /api/me/social-links: one link per platform (so at most six). The caller's profile row
 * is locked first, so two adds of the same platform at once cannot both pass the check (there
 * is no unique index on profile and platform).
 */
export async function addSocialLink(
  db: Db,
  userId: string,
  input: AddSocialLinkValues,
  now = new Date(),
): Promise<SocialLink> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, userId);
    const [existing] = await tx
      .select({ id: socialLinks.id })
      .from(socialLinks)
      .where(and(eq(socialLinks.profileId, userId), eq(socialLinks.platform, input.platform)));
    if (existing) {
      throw new AppError('CONFLICT', SOCIAL_LINK_MESSAGES.alreadyAdded(input.platform), {
        platform: [SOCIAL_LINK_MESSAGES.alreadyAdded(input.platform)],
      });
    }
    const [row] = await tx
      .insert(socialLinks)
      .values({ profileId: userId, platform: input.platform, url: input.url, createdAt: now })
      .returning();
    return toSocialLink(row!);
  });
}

async function lockProfile(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}

/** DELETE /api/me/social-links/:id: the caller's own link, else 404. */
export async function removeSocialLink(db: Db, userId: string, linkId: string): Promise<void> {
  const removed = await db
    .delete(socialLinks)
    .where(and(eq(socialLinks.id, linkId), eq(socialLinks.profileId, userId)))
    .returning({ id: socialLinks.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', SOCIAL_LINK_MESSAGES.notFound);
}

/** The data export's part: the user's social links. */
export async function exportSocialLinks(db: Db, userId: string): Promise<SocialLink[]> {
  return (await linksOf(db, userId)).map(toSocialLink);
}

/** Part of deleting an account (inside its transaction): the links are personal data. */
export async function deleteSocialLinksOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(socialLinks).where(eq(socialLinks.profileId, userId));
}
