import { SHARE_LINK_EVENTS } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { creatorShareLinks } from '../../db/schema';
import { publishToUser } from '../notifications/notification-events';

// The Partnerly team takes a reported public page down (issue 19 item 5): the share link with
// that code is deactivated, so /creator/{shareCode} answers 'Creator Not Found'. The creator
// cannot switch that link on again (setShareLinkActive asks moderation-locks.ts).

/** Deactivates the link with this code inside the caller's transaction; its creator, or null when no link has it. */
export async function deactivateShareLinkByCode(
  db: Executor,
  shareCode: string,
  now: Date,
): Promise<{ creatorId: string } | null> {
  const [row] = await db
    .update(creatorShareLinks)
    .set({ isActive: false, updatedAt: now })
    .where(eq(creatorShareLinks.shareCode, shareCode))
    .returning({ creatorId: creatorShareLinks.creatorId });
  return row ?? null;
}

/** After commit: the creator's Share Links tab refetches. */
export function announceShareLinkTakenDown(deps: Pick<AppDeps, 'events'>, creatorId: string): Promise<void> {
  return publishToUser(deps, creatorId, SHARE_LINK_EVENTS.changed);
}
