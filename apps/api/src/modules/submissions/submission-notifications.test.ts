import type { CampaignPlatform, SubmitContentInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations, brandProfiles, campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  createCreator,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';

// The content workflow's notifications (issue 15): content_submitted to those who may review
// the campaign's content, each review outcome to the creator side, by their preferences.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TITLE = 'Summer Coffee Launch';

async function approvedApplication(platforms: CampaignPlatform[] = ['instagram']) {
  const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' }, { platforms });
  const creator = await createCreator(t);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
  return { brand, creator, campaignId, applicationId: application.id };
}

async function submit(user: TestUser, applicationId: string, extra: Partial<SubmitContentInput> = {}) {
  const response = await send(t, 'POST', '/api/submissions', user, {
    applicationId,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/abc123',
    contentType: 'reel',
    ...extra,
  });
  expect(response.status).toBe(201);
  return (await response.json()).submission.id as string;
}

async function review(brand: TestUser, id: string, action: string, feedback?: string) {
  const response = await send(t, 'POST', `/api/submissions/${id}/review`, brand, { action, feedback });
  expect(response.status).toBe(200);
}

async function setPreference(user: TestUser, preference: Record<string, unknown>) {
  const response = await send(t, 'PUT', '/api/notifications/preferences', user, {
    preferences: [preference],
  });
  expect(response.status).toBe(200);
}

const ofType = async (user: TestUser, type: string) =>
  (await notificationsOf(t, user)).filter((notice) => notice.type === type);

const submissionTypes = [
  'content_submitted',
  'submission_approved',
  'submission_revision_requested',
  'submission_rejected',
];
const submissionNotices = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((notice) => submissionTypes.includes(notice.type));

describe('content_submitted', () => {
  it("tells the owner, managers and the members assigned to the campaign's brand profile, nobody else", async () => {
    const { brand, creator, campaignId, applicationId } = await approvedApplication();
    const db = t.deps.database.db;
    const [outlet, main] = await db
      .insert(brandProfiles)
      .values([
        { workspaceId: brand.id, profileName: 'Outlet' },
        { workspaceId: brand.id, profileName: 'Main' },
      ])
      .returning();
    await db.update(campaigns).set({ brandProfileId: outlet!.id }).where(eq(campaigns.id, campaignId));
    const manager = await createColleague(t, brand.id, 'manager');
    const assigned = await createColleague(t, brand.id, 'member', [outlet!.id]);
    const unassigned = await createColleague(t, brand.id, 'member', [main!.id]);
    const { brand: otherBrand } = await brandWithCampaign(t);

    await submit(creator, applicationId);

    const expected = {
      type: 'content_submitted',
      title: 'Content submitted',
      message: `Sara Ahmed submitted Instagram content for "${TITLE}".`,
      link: `/dashboard?tab=submissions&campaign=${campaignId}`,
    };
    for (const user of [brand, manager, assigned]) {
      expect(await ofType(user, 'content_submitted')).toEqual([expect.objectContaining(expected)]);
    }
    for (const user of [unassigned, otherBrand, creator]) expect(await submissionNotices(user)).toEqual([]);
    const mail = await waitForMail(t, brand.email, { subject: 'Content submitted' });
    expect(mail.text).toContain(expected.message);
    expect(mail.text).toContain(`Review the content: http://localhost:3000${expected.link}`);
  });

  it('says resubmitted when content comes back after a review', async () => {
    const { brand, creator, applicationId } = await approvedApplication();
    const id = await submit(creator, applicationId);
    await review(brand, id, 'revision', 'Show the label please');
    await submit(creator, applicationId, { contentUrl: 'https://instagram.com/p/abc124' });
    const [latest] = await ofType(brand, 'content_submitted');
    expect(latest).toMatchObject({
      title: 'Content resubmitted',
      message: `Sara Ahmed resubmitted their Instagram content for "${TITLE}".`,
    });
  });
});

describe('review outcomes', () => {
  it('tell the creator each outcome with the feedback and the campaign work link; the brand side hears none', async () => {
    const { brand, creator, campaignId, applicationId } = await approvedApplication(['instagram', 'tiktok']);
    const instagram = await submit(creator, applicationId);
    const tiktok = await submit(creator, applicationId, {
      platform: 'tiktok',
      contentUrl: 'https://tiktok.com/@sara/video/1',
    });
    await review(brand, instagram, 'revision', 'Show the label please');
    await review(brand, tiktok, 'reject', 'Off brief');
    await submit(creator, applicationId, { contentUrl: 'https://instagram.com/p/abc124' });
    await review(brand, instagram, 'approve', 'Lovely light');
    await submit(creator, applicationId, {
      platform: 'tiktok',
      contentUrl: 'https://tiktok.com/@sara/video/2',
    });
    await review(brand, tiktok, 'approve');

    const link = `/dashboard?tab=campaign-work&campaign=${campaignId}&application=${applicationId}`;
    const notices = (await submissionNotices(creator)).map(({ type, title, message }) => ({
      type,
      title,
      message,
    }));
    expect(notices).toEqual([
      {
        type: 'submission_approved',
        title: 'Content approved',
        message: `Test Brand Co. approved your TikTok content for "${TITLE}". All the content for this campaign is approved now.`,
      },
      {
        type: 'submission_approved',
        title: 'Content approved',
        message: `Test Brand Co. approved your Instagram content for "${TITLE}". Feedback: Lovely light`,
      },
      {
        type: 'submission_rejected',
        title: 'Content rejected',
        message: `Test Brand Co. rejected your TikTok content for "${TITLE}". Feedback: Off brief`,
      },
      {
        type: 'submission_revision_requested',
        title: 'Revision requested',
        message: `Test Brand Co. asked for a revision of your Instagram content for "${TITLE}". Feedback: Show the label please`,
      },
    ]);
    expect((await submissionNotices(creator)).every((notice) => notice.link === link)).toBe(true);
    const outcomes = (await submissionNotices(brand)).filter((notice) => notice.type !== 'content_submitted');
    expect(outcomes).toEqual([]);
    const mail = await waitForMail(t, creator.email, { subject: 'Revision requested' });
    expect(mail.text).toContain('Feedback: Show the label please');
    expect(mail.text).toContain(`Open the campaign work: http://localhost:3000${link}`);
  });

  it('also tell the agent who submitted for the creator, naming whose content it was', async () => {
    const { brand, creator, applicationId } = await approvedApplication();
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel', lastName: 'Agent' });
    await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    const id = await submit(agent, applicationId);
    await review(brand, id, 'reject', 'Wrong product');

    expect(await ofType(creator, 'submission_rejected')).toEqual([
      expect.objectContaining({
        message: `Test Brand Co. rejected your Instagram content for "${TITLE}". Feedback: Wrong product`,
      }),
    ]);
    expect(await ofType(agent, 'submission_rejected')).toEqual([
      expect.objectContaining({
        message: `Test Brand Co. rejected Sara Ahmed's Instagram content for "${TITLE}". Feedback: Wrong product`,
      }),
    ]);
  });
});

describe('preferences', () => {
  it("keep the bell without the e-mail when the type's e-mail is off, and nothing when the type is off", async () => {
    const { brand, creator, applicationId } = await approvedApplication(['instagram', 'tiktok']);
    const manager = await createColleague(t, brand.id, 'manager');
    await setPreference(creator, { type: 'submission_revision_requested', emailEnabled: false });
    await setPreference(brand, { type: 'content_submitted', enabled: false });

    const instagram = await submit(creator, applicationId);
    await review(brand, instagram, 'revision', 'Closer shot');
    const tiktok = await submit(creator, applicationId, {
      platform: 'tiktok',
      contentUrl: 'https://tiktok.com/@sara/video/1',
    });
    await review(brand, tiktok, 'reject', 'Off brief');

    expect(await ofType(creator, 'submission_revision_requested')).toHaveLength(1);
    // The rejection's e-mail arrives after the revision's would have: the revision sent none.
    await waitForMail(t, creator.email, { subject: 'Content rejected' });
    expect((await mailsTo(t, creator.email)).map((mail) => mail.subject)).not.toContain('Revision requested');

    expect(await ofType(brand, 'content_submitted')).toEqual([]);
    expect(await ofType(manager, 'content_submitted')).toHaveLength(2);
  });
});
