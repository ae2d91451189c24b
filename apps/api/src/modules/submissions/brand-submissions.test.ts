import { SUBMISSION_MESSAGES, type Submission, type SubmitContentInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';
import { createCampaignAs, uploadAs } from '../campaigns/campaigns.fixtures';

// GET /api/submissions: the brand's review queue across its campaigns (issue 15), and the
// screenshots a submission shows to the campaign's workspace.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

/** A creator's approved application to the campaign. */
async function approvedApplicant(
  brand: TestUser,
  campaignId: string,
  firstName = 'Sara',
  lastName = 'Ahmed',
) {
  const creator = await createCreator(t, firstName, lastName);
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
  expect(approved.status).toBe(200);
  return { creator, applicationId: application.id };
}

async function submitOk(
  user: TestUser,
  applicationId: string,
  extra: Partial<SubmitContentInput> = {},
): Promise<Submission> {
  const response = await send(t, 'POST', '/api/submissions', user, {
    applicationId,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/abc123',
    contentType: 'reel',
    ...extra,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.submission as Submission;
}

/** Sets when a submission arrived, so the order does not hang on the clock's resolution. */
const arrivedAt = (id: string, iso: string) =>
  db()
    .update(submissions)
    .set({ createdAt: new Date(iso) })
    .where(eq(submissions.id, id));

async function list(user: TestUser | undefined, query = '') {
  const response = await send(t, 'GET', `/api/submissions${query}`, user);
  return { status: response.status, body: await response.json() };
}

const idsOf = (body: { submissions: Submission[] }) => body.submissions.map((item) => item.id);

/** A brand with two campaigns and three submissions, arriving in the order latte, tea, mocha. */
async function twoCampaigns() {
  const { brand, campaignId: lattes } = await brandWithCampaign(
    t,
    { planId: 'enterprise' },
    { title: 'Saffron Lattes', platforms: ['instagram', 'tiktok'] },
  );
  const teas = (await createCampaignAs(t, brand, { title: 'Karak Teas', platforms: ['instagram'] })).id;
  const sara = await approvedApplicant(brand, lattes);
  const omar = await approvedApplicant(brand, teas, 'Omar', 'Khan');
  const mocha = await submitOk(sara.creator, sara.applicationId, { platform: 'tiktok' });
  const latte = await submitOk(sara.creator, sara.applicationId);
  const tea = await submitOk(omar.creator, omar.applicationId);
  await arrivedAt(latte.id, '2030-01-01T09:00:00Z');
  await arrivedAt(tea.id, '2030-01-01T10:00:00Z');
  await arrivedAt(mocha.id, '2030-01-01T11:00:00Z');
  return { brand, lattes, teas, latte, tea, mocha, sara, omar };
}

describe('GET /api/submissions', () => {
  it("lists every submission to the workspace's campaigns, oldest first, with the campaign's title", async () => {
    const { brand, latte, tea, mocha } = await twoCampaigns();
    const member = await createColleague(t, brand.id, 'member');
    for (const user of [brand, member]) {
      const result = await list(user);
      expect(result.status).toBe(200);
      expect(
        result.body.submissions.map((item: Submission) => [item.id, item.campaignTitle, item.creatorName]),
      ).toEqual([
        [latte.id, 'Saffron Lattes', 'Sara Ahmed'],
        [tea.id, 'Karak Teas', 'Omar Khan'],
        [mocha.id, 'Saffron Lattes', 'Sara Ahmed'],
      ]);
    }
  });

  it('narrows the list to one campaign and to one status', async () => {
    const { brand, lattes, teas, latte, tea, mocha } = await twoCampaigns();
    const reviewed = await send(t, 'POST', `/api/submissions/${latte.id}/review`, brand, {
      action: 'revision',
      feedback: 'Show the cup',
    });
    expect(reviewed.status).toBe(200);

    expect(idsOf((await list(brand, `?campaignId=${lattes}`)).body)).toEqual([latte.id, mocha.id]);
    expect(idsOf((await list(brand, `?campaignId=${teas}`)).body)).toEqual([tea.id]);
    expect(idsOf((await list(brand, '?status=submitted')).body)).toEqual([tea.id, mocha.id]);
    expect(idsOf((await list(brand, '?status=revision_requested')).body)).toEqual([latte.id]);
    expect(idsOf((await list(brand, `?campaignId=${teas}&status=revision_requested`)).body)).toEqual([]);
    // The campaign route answers the same queue.
    const campaign = await send(t, 'GET', `/api/submissions/campaigns/${lattes}`, brand);
    expect(idsOf(await campaign.json())).toEqual([latte.id, mocha.id]);
  });

  it("shows another workspace none of them and refuses its filter on this workspace's campaign", async () => {
    const { lattes } = await twoCampaigns();
    const { brand: other, campaignId: ownCampaign } = await brandWithCampaign(t);

    const all = await list(other);
    expect(all.status).toBe(200);
    expect(all.body.submissions).toEqual([]);
    const foreign = await list(other, `?campaignId=${lattes}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Campaign not found');
    expect((await list(other, `?campaignId=${ownCampaign}`)).body.submissions).toEqual([]);
  });

  it('refuses a creator (403), a signed-out caller (401) and a bad filter (400 with the field)', async () => {
    const { brand, sara } = await twoCampaigns();
    expect((await list(sara.creator)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);

    const status = await list(brand, '?status=pending');
    expect(status.status).toBe(400);
    expect(status.body.error.fields).toEqual({ status: [SUBMISSION_MESSAGES.statusInvalid] });
    const campaign = await list(brand, '?campaignId=not-a-campaign');
    expect(campaign.status).toBe(400);
    expect(campaign.body.error.fields).toEqual({ campaignId: [SUBMISSION_MESSAGES.campaignNotFound] });
  });
});

describe("a submission's screenshots", () => {
  it('are shown to the campaign’s workspace, and only the ones still stored', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const { creator, applicationId } = await approvedApplicant(brand, campaignId);
    const first = await uploadAs(t, creator, 'image');
    const second = await uploadAs(t, creator, 'image');
    const submission = await submitOk(creator, applicationId, { screenshotUploadIds: [first, second] });

    const [item] = (await list(brand, `?campaignId=${campaignId}`)).body.submissions as Submission[];
    expect(item!.screenshots).toEqual([
      { id: first, url: `/api/uploads/${first}` },
      { id: second, url: `/api/uploads/${second}` },
    ]);
    const image = await send(t, 'GET', item!.screenshots[0]!.url, brand);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // The creator removes one upload: the brand no longer gets a link that answers 404.
    expect((await send(t, 'DELETE', `/api/uploads/${second}`, creator)).status).toBe(204);
    const [after] = (await list(brand)).body.submissions as Submission[];
    expect(after!.id).toBe(submission.id);
    expect(after!.screenshots).toEqual([{ id: first, url: `/api/uploads/${first}` }]);
  });

  it('are not shown to another brand or to the creator of another application', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const { creator, applicationId } = await approvedApplicant(brand, campaignId);
    const screenshot = await uploadAs(t, creator, 'image');
    await submitOk(creator, applicationId, { screenshotUploadIds: [screenshot] });
    const { brand: otherBrand } = await brandWithCampaign(t);
    const neighbour = await approvedApplicant(brand, campaignId, 'Omar', 'Khan');

    expect((await list(otherBrand, `?campaignId=${campaignId}`)).status).toBe(404);
    expect(JSON.stringify((await list(otherBrand)).body)).not.toContain(screenshot);
    expect((await send(t, 'GET', `/api/submissions/campaigns/${campaignId}`, otherBrand)).status).toBe(404);
    const mine = await send(
      t,
      'GET',
      `/api/submissions/mine?applicationId=${applicationId}`,
      neighbour.creator,
    );
    expect(mine.status).toBe(404);
    expect(await mine.text()).not.toContain(screenshot);
    // Their own application's list holds none of it.
    const own = await send(
      t,
      'GET',
      `/api/submissions/mine?applicationId=${neighbour.applicationId}`,
      neighbour.creator,
    );
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain(screenshot);
  });
});
