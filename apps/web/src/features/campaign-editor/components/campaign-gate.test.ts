import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-translate';
import { campaignGateMessage } from './campaign-gate';

describe('campaignGateMessage', () => {
  it('lets a brand with an active plan under its limit through', () => {
    const limits = { hasActiveSubscription: true, canCreateCampaigns: true, campaignPostLimit: 4 };
    expect(campaignGateMessage(englishT, limits, null)).toBeNull();
  });

  it('asks for a plan without an active subscription', () => {
    const limits = { hasActiveSubscription: false, canCreateCampaigns: false, campaignPostLimit: 0 };
    expect(campaignGateMessage(englishT, limits, null)).toBe(
      'An active subscription is required to create campaigns. Choose a plan to continue.',
    );
  });

  it('names the monthly limit once it is reached', () => {
    const limits = { hasActiveSubscription: true, canCreateCampaigns: false, campaignPostLimit: 4 };
    expect(campaignGateMessage(englishT, limits, null)).toBe(
      'Monthly campaign limit reached (4). Upgrade your plan for more campaigns.',
    );
  });

  it("shows the API's refusal even when the cached limits still allowed it", () => {
    const limits = { hasActiveSubscription: true, canCreateCampaigns: true, campaignPostLimit: 9 };
    expect(campaignGateMessage(englishT, limits, 'Monthly campaign limit reached (9).')).toBe(
      'Monthly campaign limit reached (9).',
    );
  });
});
