import {
  CREATOR_PAGE_MESSAGES,
  isHttpUrl,
  type AffiliateEventAction,
  type AffiliateEventSource,
  type CreatorPageViews,
  type TrackedEvents,
} from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { takeAllowances } from '../../db/rate-limits';
import { AppError } from '../../middleware/errors';
import { findListedCodes, findShopTarget, visiblePageOwner } from './creator-page';
import {
  DEDUPE_WINDOW_MS,
  recordAffiliateEvents,
  requireTrackingAllowance,
  takeTrackingAllowance,
} from './record-affiliate-events';
import { addShareLinkView } from './share-link';
import type { TrackingClient } from './visitor';

// The three ways events reach the counts (issue 17 item 4): the page's views report, single
// events (Copy Code), and Shop Now's redirect. Each checks what it counts is listed, then
// leaves the rules (bots, rate limit, 30-minute dedupe, live updates) to record-affiliate-events.

type TrackingDeps = Pick<AppDeps, 'database' | 'events'>;

const NOT_COUNTED = { counted: 0 } as const;

/**
 * The grid of /creator/{shareCode} was shown with these codes: counts the page's visit (its
 * view_count, once per visitor per 30 minutes) and a view of each listed code of that creator.
 */
export async function recordCreatorPageViews(
  deps: TrackingDeps,
  client: TrackingClient,
  shareCode: string,
  codeIds: readonly string[],
  now = new Date(),
): Promise<CreatorPageViews> {
  const { db } = deps.database;
  const owner = await visiblePageOwner(db, shareCode, client.viewerId);
  if (!client.isCountable || owner.creatorId === client.viewerId) {
    return { ...NOT_COUNTED, isPageViewCounted: false };
  }
  await requireTrackingAllowance(deps, client, now);
  // A marker in the rate-limit table that lives for the window: the first visit takes it.
  const visit = await takeAllowances(
    db,
    [
      {
        key: `creator-page-view:${owner.creatorId}:${client.visitor}`,
        windowSeconds: DEDUPE_WINDOW_MS / 1000,
        max: 1,
      },
    ],
    now.getTime(),
  );
  if (visit.isAllowed) await addShareLinkView(deps, owner.creatorId);
  const codes = await findListedCodes(db, codeIds, now, owner.creatorId);
  const counted = await recordAffiliateEvents(
    deps,
    client,
    { codes, action: 'code_viewed', source: 'share_page' },
    now,
  );
  return { counted, isPageViewCounted: visit.isAllowed };
}

/** One event of one code (Copy Code on the page); a code no longer listed counts nothing. */
export async function trackAffiliateEvent(
  deps: TrackingDeps,
  client: TrackingClient,
  input: { codeId: string; action: AffiliateEventAction; source: AffiliateEventSource },
  now = new Date(),
): Promise<TrackedEvents> {
  if (!client.isCountable) return NOT_COUNTED;
  await requireTrackingAllowance(deps, client, now);
  const codes = await findListedCodes(deps.database.db, [input.codeId], now);
  const counted = await recordAffiliateEvents(
    deps,
    client,
    { codes, action: input.action, source: input.source },
    now,
  );
  return { counted };
}

/**
 * Shop Now: the brand address to send the visitor to, after counting the click. Only a listed
 * code with an http(s) address leads anywhere (never an open redirect to another scheme); the
 * visitor is sent on even when the click is not counted (a bot, a repeat, the limit reached).
 */
export async function followShopLink(
  deps: TrackingDeps,
  client: TrackingClient,
  input: { codeId: string; source: AffiliateEventSource },
  now = new Date(),
): Promise<string> {
  const target = await findShopTarget(deps.database.db, input.codeId, now);
  const brandUrl = target?.brandUrl?.trim();
  if (!target || !brandUrl || !isHttpUrl(brandUrl)) {
    throw new AppError('NOT_FOUND', CREATOR_PAGE_MESSAGES.linkUnavailable);
  }
  if (client.isCountable && (await takeTrackingAllowance(deps, client, now)).isAllowed) {
    await recordAffiliateEvents(
      deps,
      client,
      { codes: [target], action: 'link_clicked', source: input.source },
      now,
    );
  }
  return new URL(brandUrl).href;
}
