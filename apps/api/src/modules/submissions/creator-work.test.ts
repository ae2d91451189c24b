import {
  SUBMISSION_MESSAGES,
  type CreatorWorkDetail,
  type CreatorWorkItem,
  type Submission,
  type SubmitContentInput,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplications, campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  createCreator,
  negotiation,
  send,
} from '../applications/applications.fixtures';
import { listCreatorWork } from './list-creator-work';

// Creator Work and the campaign work panel's data (issue 15): GET /api/submissions/work and
// GET /api/submissions/work/:applicationId, for the applicant or the agent representing them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

/** An ISO date `days` from today (UTC). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function approvedApplication(
  creator: TestUser,
  {
    platforms = ['instagram'],
    title = 'Summer Coffee Launch',
  }: { platforms?: string[]; title?: string } = {},
) {
  const { brand, campaignId } = await brandWithCampaign(
    t,
    { planId: 'enterprise' },
    { title, platforms: platforms as never },
  );
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
  return { brand, campaignId, applicationId: application.id };
}

async function workOf(user: TestUser | undefined) {
  const response = await send(t, 'GET', '/api/submissions/work', user);
  return { status: response.status, body: await response.json() };
}

async function itemsOf(user: TestUser): Promise<CreatorWorkItem[]> {
  const result = await workOf(user);
  expect(result.status).toBe(200);
  return result.body.items as CreatorWorkItem[];
}

async function detailOf(user: TestUser | undefined, applicationId: string) {
  const response = await send(t, 'GET', `/api/submissions/work/${applicationId}`, user);
  return { status: response.status, body: await response.json() };
}

async function submitOk(user: TestUser, applicationId: string, extra: Partial<SubmitContentInput> = {}) {
  const response = await send(t, 'POST', '/api/submissions', user, {
    applicationId,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/abc123',
    contentType: 'reel',
    ...extra,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { submission: Submission }).submission;
}

async function review(brand: TestUser, id: string, body: object) {
  expect((await send(t, 'POST', `/api/submissions/${id}/review`, brand, body)).status).toBe(200);
}

/** An agent representing `creator` (requested by e-mail, accepted); answers the representation id. */
async function represent(agent: TestUser, creator: TestUser): Promise<string> {
  const sent = await send(t, 'POST', '/api/agents/representations', agent, { creatorEmail: creator.email });
  expect(sent.status).toBe(201);
  const { id } = ((await sent.json()) as { representation: { id: string } }).representation;
  expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, creator)).status).toBe(200);
  return id;
}

describe('GET /api/submissions/work', () => {
  it("lists the creator's own approved applications, not pending ones nor another creator's", async () => {
    const creator = await createCreator(t, 'Sara', 'Ahmed');
    const other = await createCreator(t, 'Omar', 'Khan');
    const { campaignId, applicationId } = await approvedApplication(creator, {
      platforms: ['instagram', 'tiktok'],
      title: 'Cold Brew Week',
    });
    await approvedApplication(other);
    const { campaignId: pendingCampaign } = await brandWithCampaign(t, { planId: 'enterprise' });
    await applyAs(t, creator, { type: 'direct', campaignId: pendingCampaign });

    expect(await itemsOf(creator)).toEqual([
      {
        applicationId,
        campaignId,
        campaignTitle: 'Cold Brew Week',
        brandName: 'Test Brand Co.',
        creatorId: creator.id,
        creatorName: 'Sara Ahmed',
        platforms: ['instagram', 'tiktok'],
        applicationStatus: 'approved',
        contentStatus: 'not_submitted',
        submissionDeadline: null,
        isOverdue: false,
        workStatus: 'not_started',
        submissions: [],
      },
    ]);
    expect((await itemsOf(other)).map((item) => item.creatorName)).toEqual(['Omar Khan']);
  });

  it('moves from not_started to in_progress to completed as the brand approves every platform', async () => {
    const creator = await createCreator(t);
    const { brand, applicationId } = await approvedApplication(creator, {
      platforms: ['instagram', 'tiktok'],
    });
    const item = async () => (await itemsOf(creator)).find((entry) => entry.applicationId === applicationId)!;
    expect((await item()).workStatus).toBe('not_started');

    const first = await submitOk(creator, applicationId);
    expect(await item()).toMatchObject({
      workStatus: 'in_progress',
      applicationStatus: 'in_progress',
      contentStatus: 'pre_approval',
      submissions: [{ id: first.id, platform: 'instagram', status: 'submitted' }],
    });
    await review(brand, first.id, { action: 'approve' });
    const second = await submitOk(creator, applicationId, { platform: 'tiktok' });
    await review(brand, second.id, { action: 'revision', feedback: 'Show the logo' });
    expect(await item()).toMatchObject({
      workStatus: 'in_progress',
      submissions: [
        { platform: 'instagram', status: 'approved' },
        { platform: 'tiktok', status: 'revision_requested', feedback: 'Show the logo' },
      ],
    });

    await submitOk(creator, applicationId, { platform: 'tiktok', contentUrl: 'https://tiktok.com/@s/1' });
    await review(brand, second.id, { action: 'approve' });
    expect(await item()).toMatchObject({ workStatus: 'completed', contentStatus: 'approved' });
  });

  it('marks work overdue once the whole deadline day has passed, unless it is completed', async () => {
    const creator = await createCreator(t);
    const { brand, campaignId, applicationId } = await approvedApplication(creator);
    const setDeadline = (value: string | null) =>
      db()
        .update(campaignApplications)
        .set({ submissionDeadline: value })
        .where(eq(campaignApplications.id, applicationId));
    const item = async () => (await itemsOf(creator))[0]!;

    await setDeadline(isoDay(1));
    expect(await item()).toMatchObject({ submissionDeadline: isoDay(1), isOverdue: false });
    await setDeadline(isoDay(-1));
    expect(await item()).toMatchObject({ submissionDeadline: isoDay(-1), isOverdue: true });

    // Without a deadline of its own, the campaign's content deadline applies.
    await setDeadline(null);
    await db()
      .update(campaigns)
      .set({ contentDeadline: isoDay(-3) })
      .where(eq(campaigns.id, campaignId));
    expect(await item()).toMatchObject({ submissionDeadline: isoDay(-3), isOverdue: true });

    // The clock is injectable: the same deadline, read the day before, is not overdue yet.
    const earlier = await listCreatorWork(
      db(),
      { userId: creator.id, userType: 'creator' },
      new Date(Date.now() - 5 * 86_400_000),
    );
    expect(earlier.items[0]!.isOverdue).toBe(false);

    const submission = await submitOk(creator, applicationId);
    await review(brand, submission.id, { action: 'approve' });
    expect(await item()).toMatchObject({ workStatus: 'completed', isOverdue: false });
  });

  it('shows an agent the work of the creators it represents now, and nothing once that ends', async () => {
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel', lastName: 'Agent' });
    const represented = await createCreator(t, 'Dana', 'Fares');
    const stranger = await createCreator(t, 'Omar', 'Khan');
    const representationId = await represent(agent, represented);
    const { applicationId } = await approvedApplication(represented);
    await approvedApplication(stranger);

    const items = await itemsOf(agent);
    expect(items.map((item) => [item.applicationId, item.creatorName])).toEqual([
      [applicationId, 'Dana Fares'],
    ]);
    expect((await detailOf(agent, applicationId)).status).toBe(200);

    const ended = await send(t, 'DELETE', `/api/agents/representations/${representationId}`, represented);
    expect(ended.status).toBe(204);
    expect(await itemsOf(agent)).toEqual([]);
    const refused = await detailOf(agent, applicationId);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(SUBMISSION_MESSAGES.campaignNotFound);
  });

  it('refuses a brand (403) and a signed-out caller (401)', async () => {
    const creator = await createCreator(t);
    const { brand } = await approvedApplication(creator);
    expect((await workOf(brand)).status).toBe(403);
    expect((await workOf(undefined)).status).toBe(401);
  });
});

describe('GET /api/submissions/work/:applicationId', () => {
  it('answers the work item with the overview: brief, requirements, deadlines, agreed rate and deliverables', async () => {
    const creator = await createCreator(t, 'Sara', 'Ahmed');
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      {
        title: 'Saffron Latte',
        brief: 'Morning routine, natural light',
        requirements: 'Tag @saffron',
        contentDeadline: '2999-12-31',
        platforms: ['instagram', 'youtube'],
      },
    );
    const application = await applyAs(
      t,
      creator,
      negotiation(campaignId, { proposedRate: 1500, deliverables: '2 reels and 3 stories' }),
    );
    expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);

    const result = await detailOf(creator, application.id);
    expect(result.status).toBe(200);
    const detail = result.body as CreatorWorkDetail;
    expect(detail.item).toMatchObject({
      applicationId: application.id,
      campaignId,
      campaignTitle: 'Saffron Latte',
      platforms: ['instagram', 'youtube'],
      submissionDeadline: '2999-12-31',
      workStatus: 'not_started',
      isOverdue: false,
    });
    expect(detail.overview).toEqual({
      description: 'Film our new iced coffee range in your morning routine.',
      brief: 'Morning routine, natural light',
      requirements: 'Tag @saffron',
      campaignType: 'content',
      contentDeadline: '2999-12-31',
      agreedRate: 1500,
      deliverables: '2 reels and 3 stories',
    });
  });

  it('answers an own application that is not approved yet, so the panel can say why it waits', async () => {
    const creator = await createCreator(t);
    const { campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const result = await detailOf(creator, application.id);
    expect(result.status).toBe(200);
    expect(result.body.item).toMatchObject({ applicationStatus: 'pending', workStatus: 'not_started' });
  });

  it("answers 404 for another creator's application, an agent not representing them and a missing one", async () => {
    const creator = await createCreator(t);
    const { brand, applicationId } = await approvedApplication(creator);
    const stranger = await createCreator(t, 'Omar', 'Khan');
    const agent = await createTestUser(t, { userType: 'agent' });
    for (const [user, id] of [
      [stranger, applicationId],
      [agent, applicationId],
      [creator, '6f1c1f4e-2a8e-4b7a-9d4e-0c2a7f9b1e33'],
    ] as const) {
      const result = await detailOf(user, id);
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe(SUBMISSION_MESSAGES.campaignNotFound);
    }
    expect((await detailOf(brand, applicationId)).status).toBe(403);
    expect((await detailOf(undefined, applicationId)).status).toBe(401);
  });

  it('answers 400 with a field message for an id that is not one', async () => {
    const creator = await createCreator(t);
    const result = await detailOf(creator, 'not-an-id');
    expect(result.status).toBe(400);
    expect(result.body.error.fields).toEqual({ applicationId: [SUBMISSION_MESSAGES.campaignNotFound] });
  });
});
