import {
  creatorPagePath,
  MODERATION_MESSAGES,
  SHARE_LINK_EVENTS,
  SHARE_LINK_MESSAGES,
  type ShareLink,
  type ShareLinkChange,
} from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { creatorShareLinks } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isTakenDown } from '../moderation/moderation-locks';
import { publishToUser } from '../notifications/notification-events';
import { generateShareCode } from './share-code';

// The creator's share link (spec 03 'Share Your Codes'): create, read, activate or deactivate,
// regenerate. One row per creator (creator_id is the key); share_code is unique. A fresh code
// that another creator holds already is drawn again: with 62^8 codes that never happens in
// practice, but the retry makes it a rule rather than luck.

type ShareLinkDeps = Pick<AppDeps, 'database' | 'events'>;
type ShareLinkRow = typeof creatorShareLinks.$inferSelect;

/** Draws of a fresh code before giving up (each taken one is drawn again). */
const MAX_CODE_ATTEMPTS = 10;

/** Where fresh codes come from; tests pass one that first returns a taken code. */
export type ShareCodeSource = () => string;

function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    shareCode: row.shareCode,
    path: creatorPagePath(row.shareCode),
    isActive: row.isActive,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findRow(db: Executor, creatorId: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(creatorShareLinks).where(eq(creatorShareLinks.creatorId, creatorId));
  return row;
}

export async function getShareLink(db: Executor, creatorId: string): Promise<ShareLink | null> {
  const row = await findRow(db, creatorId);
  return row ? toShareLink(row) : null;
}

/** PostgreSQL's unique_violation (23505), wherever the driver or drizzle wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === 'object'; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function noFreeCode(): never {
  throw new Error(`No free share code after ${MAX_CODE_ATTEMPTS} draws`);
}

/**
 * The creator's link, made active with a fresh code when they have none. Concurrent calls
 * make one link: a conflict on the creator leaves the row another call inserted, a conflict
 * on the code draws again.
 */
export async function createShareLink(
  deps: ShareLinkDeps,
  creatorId: string,
  nextCode: ShareCodeSource = generateShareCode,
): Promise<{ isNew: boolean; change: ShareLinkChange }> {
  const { db } = deps.database;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const now = new Date();
    const [inserted] = await db
      .insert(creatorShareLinks)
      .values({ creatorId, shareCode: nextCode(), isActive: true, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    const row = inserted ?? (await findRow(db, creatorId));
    if (!row) continue; // the code was taken by someone else
    if (inserted) await publishToUser(deps, creatorId, SHARE_LINK_EVENTS.changed);
    return {
      isNew: Boolean(inserted),
      change: { shareLink: toShareLink(row), message: SHARE_LINK_MESSAGES.created },
    };
  }
  return noFreeCode();
}

/**
 * Activates or deactivates the link; a deactivated link's page answers 'Creator Not Found'. A
 * link the Partnerly team took down stays off (409); regenerating gives a new address.
 */
export async function setShareLinkActive(
  deps: ShareLinkDeps,
  creatorId: string,
  isActive: boolean,
): Promise<ShareLinkChange> {
  const { db } = deps.database;
  const current = isActive ? await findRow(db, creatorId) : undefined;
  if (current && (await isTakenDown(db, 'public_page', current.shareCode)))
    throw new AppError('CONFLICT', MODERATION_MESSAGES.takenDown);
  const [row] = await db
    .update(creatorShareLinks)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(creatorShareLinks.creatorId, creatorId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', SHARE_LINK_MESSAGES.notFound);
  await publishToUser(deps, creatorId, SHARE_LINK_EVENTS.changed);
  return {
    shareLink: toShareLink(row),
    message: isActive ? SHARE_LINK_MESSAGES.activated : SHARE_LINK_MESSAGES.deactivated,
  };
}

/**
 * A new code for the creator's link, which becomes active (spec 03 section 4); the old address
 * stops working at once. The view count stays: it counts visits of the creator's page. Makes
 * the link when the creator has none.
 */
export async function regenerateShareLink(
  deps: ShareLinkDeps,
  creatorId: string,
  nextCode: ShareCodeSource = generateShareCode,
): Promise<ShareLinkChange> {
  const { db } = deps.database;
  if (!(await findRow(db, creatorId))) {
    const { change } = await createShareLink(deps, creatorId, nextCode);
    return { ...change, message: SHARE_LINK_MESSAGES.regenerated };
  }
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const shareCode = nextCode();
    try {
      const [row] = await db
        .update(creatorShareLinks)
        .set({ shareCode, isActive: true, updatedAt: new Date() })
        .where(
          and(
            eq(creatorShareLinks.creatorId, creatorId),
            sql`${creatorShareLinks.shareCode} <> ${shareCode}`,
          ),
        )
        .returning();
      if (!row) continue; // drew the code the link already has
      await publishToUser(deps, creatorId, SHARE_LINK_EVENTS.changed);
      return { shareLink: toShareLink(row), message: SHARE_LINK_MESSAGES.regenerated };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return noFreeCode();
}

/** One more visit of the creator's page (counted once per visitor per 30 minutes by the caller). */
export async function addShareLinkView(deps: ShareLinkDeps, creatorId: string): Promise<void> {
  await deps.database.db
    .update(creatorShareLinks)
    .set({ viewCount: sql`${creatorShareLinks.viewCount} + 1` })
    .where(eq(creatorShareLinks.creatorId, creatorId));
  await publishToUser(deps, creatorId, SHARE_LINK_EVENTS.changed);
}
