import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_NOT_FOUND, type CalendarSubscription, type UserType } from '@partnerly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { calendarFeeds, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { listCalendarItems, type CalendarOwner } from './calendar-items';
import { calendarFeedIcs } from './calendar-ics';

// The private subscription address (issue 21 item 4; decision 0069): a random token
// in the URL is the only key to the feed, so the server keeps just its SHA-256. Whoever reads
// the database cannot rebuild an address; a new address replaces the old one (one per user),
// and revoking deletes it, after which the old address answers 404 like one that never was.

/** The account types that have a calendar (creators and agents). */
export const CALENDAR_USER_TYPES = ['creator', 'agent', 'agency'] as const satisfies readonly UserType[];

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the text could be a feed token at all (checked before anything is counted or read). */
export const isFeedToken = (token: string) => TOKEN_PATTERN.test(token);

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedNotFound = () => new AppError('NOT_FOUND', CALENDAR_FEED_NOT_FOUND);

const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

type SubscriptionDeps = Pick<AppDeps, 'database' | 'publicUrl'>;

async function eventCountOf(db: Executor, owner: CalendarOwner, now: Date): Promise<number> {
  return (await listCalendarItems(db, owner, now)).length;
}

/** GET /api/calendar/subscription: whether an address exists (never the address itself). */
export async function getSubscription(
  deps: SubscriptionDeps,
  owner: CalendarOwner,
  now = new Date(),
): Promise<CalendarSubscription> {
  const { db } = deps.database;
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, owner.userId));
  return {
    active: feed !== undefined,
    createdAt: feed?.createdAt.toISOString() ?? null,
    feedUrl: null,
    webcalUrl: null,
    eventCount: await eventCountOf(db, owner, now),
  };
}

/**
 * POST /api/calendar/subscription: a new address, replacing any earlier one (which stops
 * working at once). The answer is the only place the address is ever shown.
 */
export async function createSubscription(
  deps: SubscriptionDeps,
  owner: CalendarOwner,
  now = new Date(),
): Promise<CalendarSubscription> {
  const { db } = deps.database;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashFeedToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: owner.userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  const feedUrl = `${deps.publicUrl}${feedPath(token)}`;
  return {
    active: true,
    createdAt: now.toISOString(),
    feedUrl,
    webcalUrl: feedUrl.replace(/^https?:/, 'webcal:'),
    eventCount: await eventCountOf(db, owner, now),
  };
}

/** DELETE /api/calendar/subscription: the address stops working (idempotent). */
export async function revokeSubscription(
  deps: SubscriptionDeps,
  owner: CalendarOwner,
  now = new Date(),
): Promise<CalendarSubscription> {
  const { db } = deps.database;
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, owner.userId));
  return {
    active: false,
    createdAt: null,
    feedUrl: null,
    webcalUrl: null,
    eventCount: await eventCountOf(db, owner, now),
  };
}

/**
 * GET /api/calendar/feed/{token}.ics: the owner's calendar as iCalendar. A malformed, unknown
 * or revoked token, or an owner who is no longer a creator or agent (deleted, suspended or of
 * another type now), answers the same 404.
 */
export async function renderFeed(deps: SubscriptionDeps, token: string, now = new Date()): Promise<string> {
  if (!isFeedToken(token)) throw feedNotFound();
  const { db } = deps.database;
  const [owner] = await db
    .select({ userId: calendarFeeds.userId, userType: profiles.userType })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashFeedToken(token)),
        isNull(profiles.deletedAt),
        isNull(profiles.suspendedAt),
      ),
    );
  if (!owner || !(CALENDAR_USER_TYPES as readonly UserType[]).includes(owner.userType)) throw feedNotFound();
  return calendarFeedIcs(await listCalendarItems(db, owner, now), deps.publicUrl);
}
