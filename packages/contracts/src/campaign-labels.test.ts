import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_LABELS, campaignTypeLabel, platformLabel } from './campaign-labels';
import { CAMPAIGN_PLATFORMS, CAMPAIGN_TYPES } from './campaigns';

describe('campaign labels', () => {
  it('names every platform and campaign type', () => {
    expect(CAMPAIGN_PLATFORMS.map(platformLabel)).toEqual([
      'Instagram',
      'TikTok',
      'YouTube',
      'Twitter',
      'Facebook',
      'LinkedIn',
      'Snapchat',
      'Pinterest',
    ]);
    expect(CAMPAIGN_TYPES.map(campaignTypeLabel)).toEqual([
      'Content',
      'On-site',
      'Event',
      'Collaboration',
      'Review',
      'Giveaway',
    ]);
    expect(CAMPAIGN_STATUS_LABELS.paused).toBe('Paused');
  });

  it('shows an unknown stored value as sent', () => {
    expect(platformLabel('mastodon')).toBe('mastodon');
    expect(campaignTypeLabel('webinar')).toBe('webinar');
  });
});
