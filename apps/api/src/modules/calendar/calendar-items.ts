import {
  CALENDAR_MESSAGES,
  CALENDAR_PAST_DAYS,
  calendarDayOf,
  type CalendarItem,
  type UserType,
} from '@partnerly/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../middleware/errors';
import { creatorSideScope } from '../applications/find-application';
import { isAgent } from '../applications/applications.types';
import { listCampaignDates } from './campaign-dates';
import { listOwnEvents } from './own-events';

// The one list of a user's calendar (issue 21 item 3): GET /api/calendar, the subscription feed,
// the per-item download and the subscription's event count all read it, so they always agree.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose calendar: the signed-in user, or a feed's owner. */
export interface CalendarOwner {
  userId: string;
  userType: UserType;
}

/**
 * The owner's own events and the dates of their applications (an agent's: those of the
 * creators they represent now, each naming its creator; never those creators' own events),
 * from CALENDAR_PAST_DAYS ago onwards, soonest first.
 */
export async function listCalendarItems(
  db: Executor,
  owner: CalendarOwner,
  now = new Date(),
): Promise<CalendarItem[]> {
  const from = new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS);
  const scope = await creatorSideScope(db, owner);
  const [own, dates] = await Promise.all([
    listOwnEvents(db, owner.userId, from),
    scope ? listCampaignDates(db, scope, calendarDayOf(from), isAgent(owner.userType)) : [],
  ]);
  const fromIso = from.toISOString();
  return [...own, ...dates.filter((item) => item.startsAt >= fromIso)].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id),
  );
}

/** One item of the owner's calendar by its id; 404 when their calendar does not hold it. */
export async function findCalendarItem(
  db: Executor,
  owner: CalendarOwner,
  itemId: string,
  now = new Date(),
): Promise<CalendarItem> {
  const item = (await listCalendarItems(db, owner, now)).find((candidate) => candidate.id === itemId);
  if (!item) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.eventNotFound);
  return item;
}
