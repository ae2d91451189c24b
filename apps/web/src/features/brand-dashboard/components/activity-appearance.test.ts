import { describe, expect, it } from 'vitest';
import { activityAppearance } from './activity-appearance';

describe('activityAppearance', () => {
  it('maps the spec statuses to a tone and badge', () => {
    expect(activityAppearance({ kind: 'application', status: 'pending' })).toEqual({
      tone: 'pending',
      badge: 'Pending',
      detail: 'New application',
    });
    expect(activityAppearance({ kind: 'application', status: 'accepted' })).toMatchObject({
      tone: 'positive',
      badge: 'Accepted',
    });
    expect(activityAppearance({ kind: 'campaign', status: 'active' })).toEqual({
      tone: 'live',
      badge: 'Active',
      detail: 'Campaign created',
    });
    expect(activityAppearance({ kind: 'campaign', status: 'draft' })).toMatchObject({
      tone: 'draft',
      badge: 'Draft',
    });
  });

  it('treats approved like accepted', () => {
    expect(activityAppearance({ kind: 'application', status: 'approved' })).toMatchObject({
      tone: 'positive',
      badge: 'Accepted',
    });
  });

  it('shows paused and closed campaigns as stopped', () => {
    expect(activityAppearance({ kind: 'campaign', status: 'paused' })).toMatchObject({
      tone: 'stopped',
      badge: 'Paused',
    });
    expect(activityAppearance({ kind: 'campaign', status: 'closed' })).toMatchObject({
      tone: 'stopped',
      badge: 'Closed',
    });
  });

  it('labels a status it does not know as sent, with a neutral icon', () => {
    expect(activityAppearance({ kind: 'application', status: 'under_review' })).toMatchObject({
      tone: 'neutral',
      badge: 'Under review',
    });
    expect(activityAppearance({ kind: 'campaign', status: 'toString' })).toMatchObject({ tone: 'neutral' });
  });
});
