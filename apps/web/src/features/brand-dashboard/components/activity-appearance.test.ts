import { describe, expect, it } from 'vitest';
import { activityAppearance, activityTitle } from './activity-appearance';

describe('activityAppearance', () => {
  it('maps the spec statuses to a tone and badge', () => {
    expect(activityAppearance({ kind: 'application', status: 'pending' })).toEqual({
      tone: 'pending',
      badge: { key: 'brandDashboard.activity.pending' },
      detail: 'brandDashboard.newApplication',
    });
    expect(activityAppearance({ kind: 'application', status: 'accepted' })).toMatchObject({
      tone: 'positive',
      badge: { key: 'brandDashboard.activity.accepted' },
    });
    expect(activityAppearance({ kind: 'campaign', status: 'active' })).toEqual({
      tone: 'live',
      badge: { key: 'brandDashboard.activity.active' },
      detail: 'brandDashboard.campaignCreated',
    });
    expect(activityAppearance({ kind: 'campaign', status: 'draft' })).toMatchObject({
      tone: 'draft',
      badge: { key: 'brandDashboard.activity.draft' },
    });
  });

  it('treats approved like accepted', () => {
    expect(activityAppearance({ kind: 'application', status: 'approved' })).toMatchObject({
      tone: 'positive',
      badge: { key: 'brandDashboard.activity.accepted' },
    });
  });

  it('shows paused and closed campaigns as stopped', () => {
    expect(activityAppearance({ kind: 'campaign', status: 'paused' })).toMatchObject({
      tone: 'stopped',
      badge: { key: 'brandDashboard.activity.paused' },
    });
    expect(activityAppearance({ kind: 'campaign', status: 'closed' })).toMatchObject({
      tone: 'stopped',
      badge: { key: 'brandDashboard.activity.closed' },
    });
  });

  it('labels a status it does not know as sent, with a neutral icon', () => {
    expect(activityAppearance({ kind: 'application', status: 'under_review' })).toMatchObject({
      tone: 'neutral',
      badge: { text: 'Under review' },
    });
    expect(activityAppearance({ kind: 'campaign', status: 'toString' })).toMatchObject({ tone: 'neutral' });
  });
});

describe('activityTitle', () => {
  const nameText = (name: string) => (name === 'Deleted Creator' ? 'صانع محتوى محذوف' : name);
  const item = (kind: 'application' | 'campaign', title: string) =>
    ({ kind, id: '1', campaignId: '2', title, status: 'pending', at: '2026-01-01T00:00:00.000Z' }) as const;

  it("names an application's creator through nameText, the campaign as written", () => {
    expect(activityTitle(item('application', 'Deleted Creator · Iftar Reels'), nameText)).toBe(
      'صانع محتوى محذوف · Iftar Reels',
    );
    expect(activityTitle(item('application', 'Sara Ahmed · Iftar Reels'), nameText)).toBe(
      'Sara Ahmed · Iftar Reels',
    );
  });

  it("leaves a campaign's title as it is", () => {
    expect(activityTitle(item('campaign', 'Deleted Creator · Iftar Reels'), nameText)).toBe(
      'Deleted Creator · Iftar Reels',
    );
  });
});
