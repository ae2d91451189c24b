import {
  SUBMISSION_EVENTS,
  SUBMISSION_MESSAGES,
  WORKSPACE_MESSAGES,
  type Submission,
  type SubmitContentInput,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRepresentations,
  brandProfiles,
  campaignApplications,
  campaigns,
  profiles,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  connectEvents,
  createCreator,
  send,
} from '../applications/applications.fixtures';
import { uploadAs } from '../campaigns/campaigns.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

interface Setup {
  brand: TestUser;
  creator: TestUser;
  campaignId: string;
  applicationId: string;
}

/** A brand's campaign on the given platforms and a creator's application to it, approved by the brand. */
async function approvedApplication(platforms: string[] = ['instagram']): Promise<Setup> {
  const { brand, campaignId } = await brandWithCampaign(
    t,
    { planId: 'enterprise' },
    {
      platforms: platforms as never,
    },
  );
  const creator = await createCreator(t);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
  expect(approved.status).toBe(200);
  return { brand, creator, campaignId, applicationId: application.id };
}

const content = (applicationId: string, extra: Partial<SubmitContentInput> = {}): SubmitContentInput => ({
  applicationId,
  platform: 'instagram',
  contentUrl: 'https://instagram.com/p/abc123',
  contentType: 'reel',
  caption: 'Morning coffee with the new range',
  ...extra,
});

async function submit(user: TestUser | undefined, body: unknown) {
  const response = await send(t, 'POST', '/api/submissions', user, body);
  return { status: response.status, body: await response.json() };
}

async function submitOk(user: TestUser, body: SubmitContentInput): Promise<Submission> {
  const result = await submit(user, body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.submission as Submission;
}

async function review(user: TestUser | undefined, id: string, body: unknown) {
  const response = await send(t, 'POST', `/api/submissions/${id}/review`, user, body);
  return { status: response.status, body: await response.json() };
}

const applicationRow = async (id: string) =>
  (await db().select().from(campaignApplications).where(eq(campaignApplications.id, id)))[0]!;

describe('submitting content', () => {
  it('lets the applicant submit on an approved application, which moves it to in_progress', async () => {
    const { creator, applicationId } = await approvedApplication();
    const screenshot = await uploadAs(t, creator, 'image');
    const result = await submit(
      creator,
      content(applicationId, {
        screenshotUploadIds: [screenshot],
        metrics: { views: 1200, likes: 80, comments: 5, shares: 0 },
      }),
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      message: 'Content Submitted',
      contentStatus: 'pre_approval',
      submission: {
        platform: 'instagram',
        status: 'submitted',
        creatorName: 'Sara Ahmed',
        screenshotUploadIds: [screenshot],
        metrics: { views: 1200, likes: 80, comments: 5, shares: 0 },
        manualInputRequested: false,
        revisionRequested: false,
      },
    });
    const row = await applicationRow(applicationId);
    expect(row.status).toBe('in_progress');
    expect(row.contentStatus).toBe('pre_approval');

    const mine = await send(t, 'GET', `/api/submissions/mine?applicationId=${applicationId}`, creator);
    expect(mine.status).toBe(200);
    const list = await mine.json();
    expect(list.contentStatus).toBe('pre_approval');
    expect(list.submissions.map((item: Submission) => item.id)).toEqual([result.body.submission.id]);
  });

  it('lets an agent submit for a creator they represent', async () => {
    const { creator, applicationId } = await approvedApplication();
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel', lastName: 'Agent' });
    await db()
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    const submission = await submitOk(agent, content(applicationId));
    expect(submission.creatorId).toBe(creator.id);
    const mine = await send(t, 'GET', `/api/submissions/mine?applicationId=${applicationId}`, agent);
    expect((await mine.json()).submissions).toHaveLength(1);
  });

  it('refuses another creator, an agent not representing them and a signed-out caller', async () => {
    const { applicationId, brand } = await approvedApplication();
    const stranger = await createCreator(t, 'Omar', 'Khan');
    const agent = await createTestUser(t, { userType: 'agent' });
    for (const user of [stranger, agent]) {
      const result = await submit(user, content(applicationId));
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe("Campaign not found or you don't have access to it.");
      const mine = await send(t, 'GET', `/api/submissions/mine?applicationId=${applicationId}`, user);
      expect(mine.status).toBe(404);
    }
    expect((await submit(brand, content(applicationId))).status).toBe(403);
    expect((await submit(undefined, content(applicationId))).status).toBe(401);
  });

  it('refuses a pending application with 409', async () => {
    const { campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const result = await submit(creator, content(application.id));
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(SUBMISSION_MESSAGES.notApproved);
  });

  it('answers 400 with field messages for a platform not in the campaign, a non-http URL and a foreign upload', async () => {
    const { creator, applicationId } = await approvedApplication(['instagram']);
    const platform = await submit(creator, content(applicationId, { platform: 'tiktok' }));
    expect(platform.status).toBe(400);
    expect(platform.body.error.fields).toEqual({ platform: [SUBMISSION_MESSAGES.platformNotInCampaign] });

    const url = await submit(creator, content(applicationId, { contentUrl: 'javascript:alert(1)' }));
    expect(url.status).toBe(400);
    expect(url.body.error.fields).toEqual({ contentUrl: [SUBMISSION_MESSAGES.contentUrlInvalid] });

    const other = await createCreator(t, 'Omar', 'Khan');
    const foreign = await uploadAs(t, other, 'image');
    const upload = await submit(creator, content(applicationId, { screenshotUploadIds: [foreign] }));
    expect(upload.status).toBe(400);
    expect(upload.body.error.fields).toEqual({
      screenshotUploadIds: [SUBMISSION_MESSAGES.screenshotInvalid],
    });

    const pdf = await uploadAs(t, creator, 'pdf');
    const notImage = await submit(creator, content(applicationId, { screenshotUploadIds: [pdf] }));
    expect(notImage.status).toBe(400);

    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploadAs(t, creator, 'image')));
    const tooMany = await submit(creator, content(applicationId, { screenshotUploadIds: ids }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({
      screenshotUploadIds: [SUBMISSION_MESSAGES.tooManyScreenshots],
    });

    const metric = await submit(creator, content(applicationId, { metrics: { views: -1 } }));
    expect(metric.status).toBe(400);
    expect((await applicationRow(applicationId)).status).toBe('approved');
  });
});

describe('reviewing submissions', () => {
  it('approves, requests a revision, rejects; refuses any other transition with 409', async () => {
    const { brand, creator, applicationId } = await approvedApplication(['instagram', 'tiktok', 'youtube']);
    const first = await submitOk(creator, content(applicationId));
    const second = await submitOk(creator, content(applicationId, { platform: 'tiktok' }));
    const third = await submitOk(creator, content(applicationId, { platform: 'youtube' }));

    const approved = await review(brand, first.id, { action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      message: 'Submission Reviewed',
      submission: { status: 'approved', revisionRequested: false },
      contentStatus: 'pre_approval',
    });
    const revision = await review(brand, second.id, {
      action: 'revision',
      feedback: '  Please show the logo  ',
      manualInputRequested: true,
    });
    expect(revision.body.submission).toMatchObject({
      status: 'revision_requested',
      feedback: 'Please show the logo',
      revisionRequested: true,
      manualInputRequested: true,
    });
    const rejected = await review(brand, third.id, { action: 'reject', feedback: 'Off brief' });
    expect(rejected.body.submission).toMatchObject({ status: 'rejected', feedback: 'Off brief' });

    for (const id of [first.id, second.id, third.id]) {
      for (const action of ['approve', 'revision', 'reject']) {
        const again = await review(brand, id, { action, feedback: 'Again' });
        expect(again.status, `${action} on ${id}`).toBe(409);
        expect(again.body.error.message).toBe(SUBMISSION_MESSAGES.notReviewable);
      }
    }
    // An approved platform and one awaiting review take no new submission.
    const repeat = await submit(creator, content(applicationId));
    expect(repeat.status).toBe(409);
    expect(repeat.body.error.message).toBe(SUBMISSION_MESSAGES.alreadyApproved);
  });

  it('requires feedback to request a revision or reject', async () => {
    const { brand, creator, applicationId } = await approvedApplication();
    const submission = await submitOk(creator, content(applicationId));
    for (const body of [{ action: 'revision' }, { action: 'reject', feedback: '   ' }]) {
      const result = await review(brand, submission.id, body);
      expect(result.status).toBe(400);
      expect(result.body.error.fields).toEqual({ feedback: [SUBMISSION_MESSAGES.feedbackRequired] });
    }
    const tooLong = await review(brand, submission.id, { action: 'reject', feedback: 'x'.repeat(2001) });
    expect(tooLong.body.error.fields).toEqual({ feedback: [SUBMISSION_MESSAGES.feedbackTooLong] });
    expect((await review(brand, submission.id, { action: 'approve' })).status).toBe(200);
  });

  it('leaves one outcome of two concurrent reviews', async () => {
    const { brand, creator, applicationId } = await approvedApplication();
    const submission = await submitOk(creator, content(applicationId));
    const results = await Promise.all([
      review(brand, submission.id, { action: 'approve' }),
      review(brand, submission.id, { action: 'reject', feedback: 'Off brief' }),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!.body.submission.status;
    const list = await send(t, 'GET', `/api/submissions/mine?applicationId=${applicationId}`, creator);
    expect((await list.json()).submissions[0].status).toBe(winner);
  });

  it('takes a resubmission after a revision request or a rejection, back to submitted with both flags cleared', async () => {
    const { brand, creator, applicationId } = await approvedApplication(['instagram', 'tiktok']);
    const first = await submitOk(creator, content(applicationId));
    const second = await submitOk(creator, content(applicationId, { platform: 'tiktok' }));
    const awaiting = await submit(creator, content(applicationId));
    expect(awaiting.status).toBe(409);
    expect(awaiting.body.error.message).toBe(SUBMISSION_MESSAGES.alreadyAwaitingReview);

    await review(brand, first.id, {
      action: 'revision',
      feedback: 'Show the logo',
      manualInputRequested: true,
    });
    await review(brand, second.id, { action: 'reject', feedback: 'Off brief' });
    const stream = await connectEvents(t, creator);
    const again = await submitOk(
      creator,
      content(applicationId, { contentUrl: 'https://instagram.com/p/v2' }),
    );
    expect(again).toMatchObject({
      id: first.id,
      status: 'submitted',
      contentUrl: 'https://instagram.com/p/v2',
      revisionRequested: false,
      manualInputRequested: false,
    });
    const event = await stream.nextEvent(SUBMISSION_EVENTS.changed);
    expect(event.data).toMatchObject({ submissionId: first.id, change: 'submitted', status: 'submitted' });
    await stream.close();
    const resubmitted = await submitOk(creator, content(applicationId, { platform: 'tiktok' }));
    expect(resubmitted).toMatchObject({ id: second.id, status: 'submitted' });
    // The resubmission is reviewable again.
    expect((await review(brand, first.id, { action: 'approve' })).status).toBe(200);
  });

  it("sets the application's content status to approved when every required platform is approved", async () => {
    const { brand, creator, applicationId } = await approvedApplication(['instagram', 'tiktok']);
    const first = await submitOk(creator, content(applicationId));
    const one = await review(brand, first.id, { action: 'approve' });
    expect(one.body.contentStatus).toBe('pre_approval');
    const second = await submitOk(creator, content(applicationId, { platform: 'tiktok' }));
    const stream = await connectEvents(t, creator);
    const both = await review(brand, second.id, { action: 'approve' });
    expect(both.body.contentStatus).toBe('approved');
    expect((await applicationRow(applicationId)).contentStatus).toBe('approved');
    const event = await stream.nextEvent(SUBMISSION_EVENTS.changed);
    expect(event.data).toMatchObject({ change: 'reviewed', status: 'approved', contentStatus: 'approved' });
    await stream.close();
  });
});

describe('the brand side', () => {
  it('lists the campaign’s submissions oldest first, a deleted creator as Deleted Creator', async () => {
    const { brand, campaignId, applicationId, creator } = await approvedApplication();
    const other = await createCreator(t, 'Omar', 'Khan');
    const otherApplication = await applyAs(t, other, { type: 'direct', campaignId });
    await send(t, 'POST', `/api/applications/${otherApplication.id}/approve`, brand);
    const first = await submitOk(creator, content(applicationId));
    const second = await submitOk(other, content(otherApplication.id));
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, other.id));

    const response = await send(t, 'GET', `/api/submissions/campaigns/${campaignId}`, brand);
    expect(response.status).toBe(200);
    const { submissions } = (await response.json()) as { submissions: Submission[] };
    expect(submissions.map((item) => [item.id, item.creatorName])).toEqual([
      [first.id, 'Sara Ahmed'],
      [second.id, 'Deleted Creator'],
    ]);
  });

  it('lets the owner, a manager and an assigned member review; refuses an unassigned member, another workspace, a creator and a signed-out caller', async () => {
    const { brand, creator, campaignId, applicationId } = await approvedApplication([
      'instagram',
      'tiktok',
      'youtube',
    ]);
    const [profile] = await db()
      .insert(brandProfiles)
      .values({ workspaceId: brand.id, profileName: 'Outlet' })
      .returning();
    const [mainProfile] = await db()
      .insert(brandProfiles)
      .values({ workspaceId: brand.id, profileName: 'Main' })
      .returning();
    await db().update(campaigns).set({ brandProfileId: profile!.id }).where(eq(campaigns.id, campaignId));
    const manager = await createColleague(t, brand.id, 'manager');
    const assigned = await createColleague(t, brand.id, 'member', [profile!.id]);
    const unassigned = await createColleague(t, brand.id, 'member', [mainProfile!.id]);
    const { brand: otherBrand } = await brandWithCampaign(t);

    const items = [
      await submitOk(creator, content(applicationId)),
      await submitOk(creator, content(applicationId, { platform: 'tiktok' })),
      await submitOk(creator, content(applicationId, { platform: 'youtube' })),
    ];
    const refused = await review(unassigned, items[0]!.id, { action: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.notAssigned);
    expect((await review(otherBrand, items[0]!.id, { action: 'approve' })).status).toBe(404);
    expect((await review(creator, items[0]!.id, { action: 'approve' })).status).toBe(403);
    expect((await review(undefined, items[0]!.id, { action: 'approve' })).status).toBe(401);

    const list = (user: TestUser | undefined) =>
      send(t, 'GET', `/api/submissions/campaigns/${campaignId}`, user).then((response) => response.status);
    expect(await list(unassigned)).toBe(200);
    expect(await list(otherBrand)).toBe(404);
    expect(await list(creator)).toBe(403);
    expect(await list(undefined)).toBe(401);

    const reviewers = [brand, manager, assigned];
    for (const [index, user] of reviewers.entries()) {
      const result = await review(user, items[index]!.id, { action: 'approve' });
      expect(result.status).toBe(200);
    }
    expect((await applicationRow(applicationId)).contentStatus).toBe('approved');
  });
});
