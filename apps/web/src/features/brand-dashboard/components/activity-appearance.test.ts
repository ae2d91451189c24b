import { describe, expect, it } from 'vitest';
import { activityAppearance } from './activity-appearance';

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
