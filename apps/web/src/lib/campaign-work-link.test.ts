import { describe, expect, it } from 'vitest';
import { campaignWorkHref, readCampaignWorkParams, withoutCampaignWork } from './campaign-work-link';

describe('the campaign work address', () => {
  it('opens the panel of one application', () => {
    expect(campaignWorkHref('c-1', 'a-2')).toBe('/dashboard?tab=campaign-work&campaign=c-1&application=a-2');
  });

  it('reads the ids back, empty when missing, and nothing on another tab', () => {
    const href = campaignWorkHref('c-1', 'a-2');
    expect(readCampaignWorkParams(new URL(href, 'http://x').searchParams)).toEqual({
      campaignId: 'c-1',
      applicationId: 'a-2',
    });
    expect(readCampaignWorkParams(new URLSearchParams('tab=campaign-work'))).toEqual({
      campaignId: '',
      applicationId: '',
    });
    expect(readCampaignWorkParams(new URLSearchParams('tab=campaigns&campaign=c-1'))).toBeNull();
  });

  it('goes back by removing the tab, campaign and application, keeping anything else', () => {
    const params = new URLSearchParams('tab=campaign-work&campaign=c-1&application=a-2&ref=mail');
    expect(withoutCampaignWork(params).toString()).toBe('ref=mail');
  });
});
