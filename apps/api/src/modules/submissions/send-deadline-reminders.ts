import {
  CREATOR_PLACE_STATUSES,
  formatDeadline,
  reminderDueDates,
  SUBMISSION_LINKS,
  type ContentStatus,
} from '@partnerly/contracts';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { campaignApplications, campaigns } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { isRepresenting } from '../agents/representations';
import type { ApplicationDeps, ApplicationRow } from '../applications/applications.types';
import { loadPeople, nameOf } from '../applications/people';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { type Translator } from '../../lib/i18n';

/** Content still due: nothing submitted yet, or not every platform approved. */
const CONTENT_DUE: readonly ContentStatus[] = ['not_submitted', 'pre_approval'];

/**
 * One pass of the deadline reminder (ADR 0043): every approved application whose content is
 * still due and whose deadline ends within 48 hours (the end of the deadline's day in UTC)
 * and has not passed gets one reminder, a notification with its e-mail copy (by the
 * recipient's preferences) to the creator and to the agent who applied for them while that
 * agent still represents them. One UPDATE claims the due rows: run twice, or in two
 * processes at once, each row is returned (and reminded) once. Returns the claimed ids.
 */
export async function sendDeadlineReminders(deps: ApplicationDeps, now = new Date()): Promise<string[]> {
  const { db } = deps.database;
  const { from, to } = reminderDueDates(now);
  const claimed = await db
    .update(campaignApplications)
    .set({ deadlineReminderSentAt: now })
    .where(
      and(
        isNull(campaignApplications.deadlineReminderSentAt),
        gte(campaignApplications.submissionDeadline, from),
        lte(campaignApplications.submissionDeadline, to),
        inArray(campaignApplications.status, [...CREATOR_PLACE_STATUSES]),
        inArray(campaignApplications.contentStatus, [...CONTENT_DUE]),
      ),
    )
    .returning();
  for (const application of claimed) {
    // Claimed and committed: a failure here is logged and the reminder is not tried again.
    await afterCommit(`the deadline reminder of application ${application.id}`, () =>
      remind(deps, application),
    );
  }
  return claimed.map((application) => application.id);
}

async function remind(deps: ApplicationDeps, application: ApplicationRow): Promise<void> {
  const { db } = deps.database;
  const [campaign] = await db
    .select({ title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, application.campaignId));
  if (!campaign || !application.submissionDeadline) return;
  const deadline = application.submissionDeadline;
  const values = ({ format }: Translator) => ({
    campaign: campaign.title,
    // English keeps its '12 Jun 2030' (tests read it); Arabic writes the day its way.
    date: format.language === 'en' ? formatDeadline(deadline) : format.date(deadline),
  });
  const base = {
    type: 'submission_deadline_reminder' as const,
    link: SUBMISSION_LINKS.campaignWork(application.campaignId, application.id),
  };
  const action = 'notifications.openCampaignWork';
  await notifyAfterCommit(deps, {
    ...base,
    userId: application.creatorId,
    localized: noticeCopy('contentDue', values, { action }),
  });
  const agentId = application.submittedByAgentId;
  if (agentId && (await isRepresenting(db, agentId, application.creatorId))) {
    const creator = nameOf((await loadPeople(db, [application.creatorId])).get(application.creatorId));
    await notifyAfterCommit(deps, {
      ...base,
      userId: agentId,
      localized: noticeCopy('contentDueForCreator', (translator) => ({ ...values(translator), creator }), {
        action,
      }),
    });
  }
}
