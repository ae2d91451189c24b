import {
  AFFILIATE_ACTIVITY_EVENT,
  CREATOR_PAGE_MESSAGES,
  type AffiliateEventAction,
  type AffiliateEventSource,
} from '@partnerly/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { takeAllowances } from '../../db/rate-limits';
import { affiliateCodeEvents } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { tooManyRequests } from '../../middleware/errors';
import { publishToUser } from '../notifications/notification-events';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { TrackingClient } from './visitor';

// Counting affiliate events (issue 17 item 4; decision 0053):
// - bots, prefetches and the creator's own clicks are answered but not counted;
// - each client (address) may send TRACKING_LIMIT requests a minute, counted in the database
//   (auth_rate_limits, so it holds across processes); more get 429 and count nothing;
// - an action on a code counts once per visitor per DEDUPE_WINDOW: the check and the insert
//   run in one transaction under an advisory lock on the visitor, so two simultaneous requests
//   of one visitor count once on PostgreSQL and on PGlite alike.

/** Requests one client may send to the tracking endpoints in a minute. */
export const TRACKING_LIMIT = { windowSeconds: 60, max: 30 } as const;

/** A visitor's repeat of an action on a code within this window is not counted again. */
export const DEDUPE_WINDOW_MS = 30 * 60 * 1000;

/** A code as tracking needs it: whose it is, for the live updates. */
export interface TrackedCode {
  id: string;
  creatorId: string;
  /** The brand workspace; null for external codes. */
  brandId: string | null;
}

type TrackingDeps = Pick<AppDeps, 'database' | 'events'>;

/**
 * Takes one request of the client's allowance; false when it is used up (nothing may count).
 * Not taken for requests that would not count anyway (bots).
 */
export async function takeTrackingAllowance(
  deps: Pick<AppDeps, 'database'>,
  client: TrackingClient,
  now: Date,
): Promise<{ isAllowed: true } | { isAllowed: false; retryAfterSeconds: number }> {
  const result = await takeAllowances(
    deps.database.db,
    [{ key: client.limitKey, ...TRACKING_LIMIT }],
    now.getTime(),
  );
  return result.isAllowed
    ? { isAllowed: true }
    : { isAllowed: false, retryAfterSeconds: result.retryAfterSeconds };
}

/** As takeTrackingAllowance, for endpoints that answer the refusal: a 429 with Retry-After. */
export async function requireTrackingAllowance(
  deps: Pick<AppDeps, 'database'>,
  client: TrackingClient,
  now: Date,
): Promise<void> {
  const allowance = await takeTrackingAllowance(deps, client, now);
  if (!allowance.isAllowed) {
    throw tooManyRequests(CREATOR_PAGE_MESSAGES.tooManyEvents, allowance.retryAfterSeconds);
  }
}

/**
 * Records `action` on each code the visitor has not done it on within the window; answers how
 * many were recorded. The caller has checked that the codes are listed and taken the client's
 * allowance. After the commit the codes' creators and brand workspaces hear of it, so their
 * analytics refresh.
 */
export async function recordAffiliateEvents(
  deps: TrackingDeps,
  client: TrackingClient,
  input: { codes: readonly TrackedCode[]; action: AffiliateEventAction; source: AffiliateEventSource },
  now: Date,
): Promise<number> {
  const codes = input.codes.filter((code) => code.creatorId !== client.viewerId);
  if (!client.isCountable || codes.length === 0) return 0;
  const since = new Date(now.getTime() - DEDUPE_WINDOW_MS);
  const recorded = await deps.database.db.transaction(async (tx) => {
    // One visitor's requests take turns; other visitors' run alongside.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`affiliate-visitor:${client.visitor}`}, 0))`,
    );
    const ids = codes.map((code) => code.id);
    const recent = await tx
      .select({ codeId: affiliateCodeEvents.codeId })
      .from(affiliateCodeEvents)
      .where(
        and(
          inArray(affiliateCodeEvents.codeId, ids),
          eq(affiliateCodeEvents.visitor, client.visitor),
          eq(affiliateCodeEvents.action, input.action),
          gt(affiliateCodeEvents.createdAt, since),
        ),
      );
    const seen = new Set(recent.map((row) => row.codeId));
    const fresh = codes.filter((code) => !seen.has(code.id));
    if (fresh.length === 0) return [];
    await tx.insert(affiliateCodeEvents).values(
      fresh.map((code) => ({
        codeId: code.id,
        action: input.action,
        source: input.source,
        visitor: client.visitor,
        createdAt: now,
      })),
    );
    return fresh;
  });
  await announceActivity(deps, recorded, input.action);
  return recorded.length;
}

/** The ids of `codes` grouped by `keyOf` (codes without a key left out). */
function codeIdsBy(codes: readonly TrackedCode[], keyOf: (code: TrackedCode) => string | null) {
  const groups = new Map<string, string[]>();
  for (const code of codes) {
    const key = keyOf(code);
    if (key) groups.set(key, [...(groups.get(key) ?? []), code.id]);
  }
  return groups;
}

/** AFFILIATE_ACTIVITY_EVENT to each code's creator and to everyone in its brand's workspace. */
function announceActivity(deps: TrackingDeps, codes: readonly TrackedCode[], action: AffiliateEventAction) {
  return afterCommit(`the ${AFFILIATE_ACTIVITY_EVENT} events`, async () => {
    for (const [creatorId, codeIds] of codeIdsBy(codes, (code) => code.creatorId)) {
      await publishToUser(deps, creatorId, AFFILIATE_ACTIVITY_EVENT, { action, codeIds });
    }
    for (const [workspaceId, codeIds] of codeIdsBy(codes, (code) => code.brandId)) {
      await publishToWorkspace(deps, workspaceId, AFFILIATE_ACTIVITY_EVENT, { action, codeIds });
    }
  });
}
