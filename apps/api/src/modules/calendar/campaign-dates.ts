import { SUBMISSION_LINKS, calendarDayStart, hasCheckIns, type CalendarItem } from '@partnerly/contracts';
import { and, eq, gte, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';

// The dates a creator's applications give their calendar (issue 21 item 3), read from the
// applications and campaigns each time and never copied: a changed deadline shows at once.
//  - awaiting a decision (pending): the campaign's application deadline;
//  - approved work not completed yet: the application's submission deadline;
//  - approved (or in progress): the campaign's own date, an onsite or event campaign's with
//    its venue.
// Every one is a date, so an all-day item from midnight in Asia/Dubai.

const DAY_MS = 24 * 60 * 60 * 1000;
const APPROVED = ['approved', 'in_progress'] as const;

const MY_APPLICATIONS_LINK = '/my-applications';

interface DateRow {
  applicationId: string;
  creatorId: string;
  status: string;
  contentStatus: string;
  submissionDeadline: string | null;
  campaignId: string;
  title: string;
  campaignType: string;
  applicationDeadline: string;
  deadline: string | null;
  location: string | null;
}

function allDay(
  day: string,
  row: DateRow,
  fields: Pick<CalendarItem, 'id' | 'eventType' | 'title' | 'link'> & { location?: string | null },
): CalendarItem {
  const start = calendarDayStart(day);
  return {
    description: null,
    location: null,
    ...fields,
    source: 'campaign',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + DAY_MS).toISOString(),
    isAllDay: true,
    status: 'scheduled',
    campaign: { id: row.campaignId, title: row.title },
    creator: null,
  };
}

/** The dates of one application (none, one, two or three). */
function datesOf(row: DateRow): CalendarItem[] {
  const items: CalendarItem[] = [];
  const workLink = SUBMISSION_LINKS.campaignWork(row.campaignId, row.applicationId);
  if (row.status === 'pending') {
    items.push(
      allDay(row.applicationDeadline, row, {
        id: `application-deadline:${row.applicationId}`,
        eventType: 'deadline',
        title: `Applications close: ${row.title}`,
        link: MY_APPLICATIONS_LINK,
      }),
    );
  }
  if (!(APPROVED as readonly string[]).includes(row.status)) return items;
  if (row.submissionDeadline && row.contentStatus !== 'completed') {
    items.push(
      allDay(row.submissionDeadline, row, {
        id: `content-due:${row.applicationId}`,
        eventType: 'content_due',
        title: `Content due: ${row.title}`,
        link: workLink,
      }),
    );
  }
  if (row.deadline) {
    const isEvent = hasCheckIns(row.campaignType);
    items.push(
      allDay(row.deadline, row, {
        id: `campaign-date:${row.applicationId}`,
        eventType: isEvent ? 'milestone' : 'deadline',
        title: isEvent ? `Event: ${row.title}` : `Campaign ends: ${row.title}`,
        link: workLink,
        location: isEvent ? row.location : null,
      }),
    );
  }
  return items;
}

/**
 * The campaign dates of the applications in `scope` (the caller's own, or an agent's
 * creators': applications/find-application.ts creatorSideScope) on or after `fromDay`
 * (YYYY-MM-DD). With `isForAgent`, each item names its creator.
 */
export async function listCampaignDates(
  db: Executor,
  scope: SQL,
  fromDay: string,
  isForAgent: boolean,
): Promise<CalendarItem[]> {
  const rows: DateRow[] = await db
    .select({
      applicationId: campaignApplications.id,
      creatorId: campaignApplications.creatorId,
      status: campaignApplications.status,
      contentStatus: campaignApplications.contentStatus,
      submissionDeadline: campaignApplications.submissionDeadline,
      campaignId: campaigns.id,
      title: campaigns.title,
      campaignType: campaigns.campaignType,
      applicationDeadline: campaigns.applicationDeadline,
      deadline: campaigns.deadline,
      location: campaigns.location,
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(
      and(
        scope,
        or(
          and(eq(campaignApplications.status, 'pending'), gte(campaigns.applicationDeadline, fromDay)),
          and(
            inArray(campaignApplications.status, [...APPROVED]),
            or(
              and(
                gte(campaignApplications.submissionDeadline, fromDay),
                ne(campaignApplications.contentStatus, 'completed'),
              ),
              gte(campaigns.deadline, fromDay),
            ),
          ),
        ),
      ),
    );
  if (!isForAgent) return rows.flatMap(datesOf);
  const people = await loadPeople(
    db,
    rows.map((row) => row.creatorId),
  );
  return rows.flatMap((row) => {
    const creator = { id: row.creatorId, name: nameOf(people.get(row.creatorId)) };
    return datesOf(row).map((item) => ({ ...item, creator }));
  });
}
