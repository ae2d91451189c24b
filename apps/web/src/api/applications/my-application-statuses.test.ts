import { MY_APPLICATION_STATUSES_MAX } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { appliedLabelsOf, placedCampaignIdsOf, statusRequestsOf } from './my-application-statuses';

describe("the feed cards' 'Applied' (issue 13: the server's statuses per viewer and page)", () => {
  it('asks for each loaded page, never more campaigns at once than the server takes', () => {
    const ids = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}`);
    const requests = statusRequestsOf([ids(20, 'a'), ids(MY_APPLICATION_STATUSES_MAX + 3, 'b')]);
    expect(requests.map((request) => request.length)).toEqual([20, MY_APPLICATION_STATUSES_MAX, 3]);
    expect(requests.flat()).toHaveLength(20 + MY_APPLICATION_STATUSES_MAX + 3);
  });

  it("labels the viewer's applications 'Applied', a withdrawn one 'Withdrawn', from every answer", () => {
    const labels = appliedLabelsOf([
      {
        statuses: [
          { campaignId: 'c1', status: 'pending' },
          { campaignId: 'c2', status: 'withdrawn' },
        ],
      },
      undefined,
      { statuses: [{ campaignId: 'c3', status: 'approved' }] },
    ]);
    expect([...labels]).toEqual([
      ['c1', 'campaignFeed.applied'],
      ['c2', 'campaignFeed.withdrawn'],
      ['c3', 'campaignFeed.applied'],
    ]);
  });

  it('knows the campaigns the viewer was approved on, where an event pass may show (issue 20)', () => {
    const placed = placedCampaignIdsOf([
      {
        statuses: [
          { campaignId: 'c1', status: 'pending' },
          { campaignId: 'c2', status: 'approved' },
          { campaignId: 'c3', status: 'rejected' },
        ],
      },
      undefined,
      {
        statuses: [
          { campaignId: 'c4', status: 'in_progress' },
          { campaignId: 'c5', status: 'withdrawn' },
        ],
      },
    ]);
    expect([...placed]).toEqual(['c2', 'c4']);
  });
});
