import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations, campaignApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  createCreator,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';
import { createNotification } from '../notifications/create-notification';
import { sendDeadlineReminders } from './send-deadline-reminders';

// The 48-hour deadline reminder (issue 15, ADR 0043). A deadline is a date that ends with its
// day in UTC: deadline D is reminded from D-1 00:00 UTC until D+1 00:00 UTC, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUBJECT = 'Content due within 48 hours';
const sweep = (now: string) => sendDeadlineReminders(t.deps, new Date(now));

/** An approved application due on `deadline` (each test its own year, so sweeps do not meet). */
async function dueOn(deadline: string, applicant?: { agent: TestUser; creator: TestUser }) {
  const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
  const creator = applicant?.creator ?? (await createCreator(t));
  const application = await applyAs(
    t,
    applicant?.agent ?? creator,
    applicant ? { type: 'direct', campaignId, creatorId: creator.id } : { type: 'direct', campaignId },
  );
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand, {
    submissionDeadline: deadline,
  });
  expect(approved.status).toBe(200);
  return { brand, creator, campaignId, applicationId: application.id };
}

const remindersOf = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((notice) => notice.type === 'submission_deadline_reminder');

/** E-mails are queued: a later marker mail arriving means any earlier reminder mail has too. */
async function reminderMailsTo(user: TestUser) {
  await createNotification(t.deps, { userId: user.id, type: 'system_update', title: 'Marker', message: 'm' });
  await waitForMail(t, user.email, { subject: 'Marker' });
  return (await mailsTo(t, user.email)).filter((mail) => mail.subject === SUBJECT);
}

describe('the deadline reminder', () => {
  it('goes out once 48 hours before the end of the deadline day, however often the sweep runs', async () => {
    const { creator, campaignId, applicationId } = await dueOn('2990-06-10');

    // Not before the window: 48 hours before 2990-06-11T00:00Z.
    expect(await sweep('2990-06-08T23:59:59.999Z')).toEqual([]);
    expect(await remindersOf(creator)).toEqual([]);

    // Two sweeps at once, then another later: one claims it.
    const both = await Promise.all([sweep('2990-06-09T00:00:00.000Z'), sweep('2990-06-09T00:00:00.000Z')]);
    expect(both.flat()).toEqual([applicationId]);
    expect(await sweep('2990-06-10T12:00:00.000Z')).toEqual([]);

    expect(await remindersOf(creator)).toEqual([
      expect.objectContaining({
        title: SUBJECT,
        message: 'Your content for "Summer Coffee Launch" is due by the end of 10 Jun 2990 (UTC).',
        link: `/dashboard?tab=campaign-work&campaign=${campaignId}&application=${applicationId}`,
      }),
    ]);
    const mails = await reminderMailsTo(creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('is due by the end of 10 Jun 2990 (UTC).');
    const [row] = await t.deps.database.db
      .select({ sentAt: campaignApplications.deadlineReminderSentAt })
      .from(campaignApplications)
      .where(eq(campaignApplications.id, applicationId));
    expect(row!.sentAt!.toISOString()).toBe('2990-06-09T00:00:00.000Z');
  });

  it('is not sent once the content is approved, nor after the deadline has passed', async () => {
    const approved = await dueOn('2991-06-10');
    const missed = await dueOn('2991-06-12');
    await t.deps.database.db
      .update(campaignApplications)
      .set({ contentStatus: 'approved' })
      .where(eq(campaignApplications.id, approved.applicationId));

    expect(await sweep('2991-06-10T08:00:00.000Z')).toEqual([]);
    // The 12th ended at 2991-06-13T00:00Z: a reminder then helps nobody.
    expect(await sweep('2991-06-13T00:00:00.000Z')).toEqual([]);
    expect(await remindersOf(approved.creator)).toEqual([]);
    expect(await remindersOf(missed.creator)).toEqual([]);
  });

  it('still reminds while some content waits for approval', async () => {
    const { creator, applicationId } = await dueOn('2992-06-10');
    await t.deps.database.db
      .update(campaignApplications)
      .set({ status: 'in_progress', contentStatus: 'pre_approval' })
      .where(eq(campaignApplications.id, applicationId));
    expect(await sweep('2992-06-10T20:00:00.000Z')).toEqual([applicationId]);
    expect(await remindersOf(creator)).toHaveLength(1);
  });

  it('also reminds the agent who applied for the creator, while it represents them', async () => {
    const creator = await createCreator(t, 'Hala', 'Nasser');
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    const { applicationId } = await dueOn('2993-06-10', { agent, creator });

    expect(await sweep('2993-06-09T06:00:00.000Z')).toEqual([applicationId]);
    expect(await remindersOf(creator)).toHaveLength(1);
    expect(await remindersOf(agent)).toEqual([
      expect.objectContaining({
        message: 'Hala Nasser\'s content for "Summer Coffee Launch" is due by the end of 10 Jun 2993 (UTC).',
      }),
    ]);
  });

  it("honours the creator's preference: no e-mail when its e-mail is off", async () => {
    const { creator, applicationId } = await dueOn('2994-06-10');
    const changed = await send(t, 'PUT', '/api/notifications/preferences', creator, {
      preferences: [{ type: 'submission_deadline_reminder', emailEnabled: false }],
    });
    expect(changed.status).toBe(200);
    expect(await sweep('2994-06-09T06:00:00.000Z')).toEqual([applicationId]);
    expect(await remindersOf(creator)).toHaveLength(1);
    expect(await reminderMailsTo(creator)).toEqual([]);
  });
});
