import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCreator } from '../applications/applications.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  approvedContent,
  approvedPayout,
  figures,
  reviewResults,
  stored,
  submitResults,
} from '../submissions/results.fixtures';
import { creatorPerformance } from './creator-performance';

describe('creatorPerformance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sums a creator's completed results in one workspace only: mean score and rate, reach, level of the mean likes and comments", async () => {
    const creator = await createCreator(t);
    // Two completed campaigns with one brand: 10,000 views, 400 likes, 30 comments, 20 shares each...
    const first = await approvedPayout(t, 1000, { creator });
    const second = await createCampaignAs(t, first.brand, { platforms: ['instagram'] });
    const secondCampaign = await approvedContent(t, { creator, brand: first.brand, campaignId: second.id });
    expect(
      (
        await submitResults(
          t,
          creator,
          figures(secondCampaign.applicationId, { views: 30_000, likes: 200, comments: 10 }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await reviewResults(t, first.brand, secondCampaign.applicationId, {
          action: 'approve',
          payoutAmount: 500,
        })
      ).status,
    ).toBe(200);
    // ...results under review do not count, nor do another brand's campaigns.
    const third = await createCampaignAs(t, first.brand, { platforms: ['instagram'] });
    const pending = await approvedContent(t, { creator, brand: first.brand, campaignId: third.id });
    expect((await submitResults(t, creator, figures(pending.applicationId, { views: 5 }))).status).toBe(201);
    const other = await approvedPayout(t, 2000, { creator });

    const { campaign } = await stored(t, first.applicationId);
    const [firstResults, secondResults] = await Promise.all([
      stored(t, first.applicationId),
      stored(t, secondCampaign.applicationId),
    ]);
    const performance = await creatorPerformance(t.deps.database.db, campaign.brandId, [creator.id]);
    expect(performance.get(creator.id)).toEqual({
      creatorId: creator.id,
      completedCampaigns: 2,
      engagementScore: Math.round(
        (firstResults.results!.engagementScore + secondResults.results!.engagementScore) / 2,
      ),
      // Mean likes 300 is not more than 300: low.
      overallEngagementLevel: 'low',
      averageEngagementRate:
        Math.round(
          ((firstResults.results!.engagementRate + secondResults.results!.engagementRate) / 2) * 100,
        ) / 100,
      totalReach: 40_000,
    });
    const { campaign: otherCampaign } = await stored(t, other.applicationId);
    expect(
      (await creatorPerformance(t.deps.database.db, otherCampaign.brandId)).get(creator.id),
    ).toMatchObject({
      completedCampaigns: 1,
      totalReach: 10_000,
      overallEngagementLevel: 'strong',
    });
    expect(await creatorPerformance(t.deps.database.db, campaign.brandId, [])).toEqual(new Map());
  });
});
