import { calendarDayOf, calendarEventInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { calendarEvents } from '../../db/schema';
import { createOwnEvent } from '../calendar/own-events';

// The demo creator's own calendar events (issue 21): a call with a brand next week and a
// reminder in two days. The rest of Casey's calendar comes from her applications (the
// marketplace and check-ins seeds): the iftar and skincare content deadlines, the Marina Walk
// event night and the application deadlines of the Oasis campaigns she applied to; the demo
// agent sees the dates of Casey, whom they represent.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds Casey's own events once: nothing when she has any already (a later start). */
export async function seedDemoCalendar(
  deps: Pick<AppDeps, 'database'>,
  creatorId: string,
  today = new Date(),
): Promise<boolean> {
  const { db } = deps.database;
  const [existing] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, creatorId))
    .limit(1);
  if (existing) return false;
  const dayIn = (days: number) => calendarDayOf(new Date(today.getTime() + days * DAY_MS));
  await createOwnEvent(
    db,
    creatorId,
    calendarEventInput.parse({
      title: 'Call with Oasis Coffee Roasters',
      description: 'Talk through the Cold Brew Tasting Night: shot list, story takeover and timings.',
      eventType: 'meeting',
      startsAt: `${dayIn(7)}T11:00:00+04:00`,
      endsAt: `${dayIn(7)}T11:45:00+04:00`,
      location: 'Google Meet',
    }),
    today,
  );
  await createOwnEvent(
    db,
    creatorId,
    calendarEventInput.parse({
      title: 'Film the Desert Bloom morning routine',
      description: 'Golden-hour light on the balcony; the serum and SPF in shot.',
      eventType: 'reminder',
      startsAt: `${dayIn(2)}T07:30:00+04:00`,
    }),
    today,
  );
  return true;
}
