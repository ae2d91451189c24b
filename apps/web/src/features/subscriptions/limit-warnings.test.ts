import type { SubscriptionLimits } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { limitWarning as warningIn } from './limit-warnings';

// In English, as the dashboard shows it.
const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
const limitWarning = (limits: SubscriptionLimits) => warningIn(t, limits);

const limits = (overrides: Partial<SubscriptionLimits>): SubscriptionLimits => ({
  subscriptionStatus: 'active',
  hasActiveSubscription: true,
  isEndingSoon: false,
  planId: 'premium',
  planName: 'Premium',
  campaignPostLimit: 9,
  currentCampaigns: 1,
  qrCodeLimit: 10,
  currentQrCodes: 1,
  maxRedemptionsPerCode: 100,
  maxCreatorsPerCampaign: 2,
  teamMemberLimit: 5,
  canCreateCampaigns: true,
  canCreateQrCodes: true,
  billingCycleStart: '2026-01-01T00:00:00.000Z',
  nextRenewalDate: '2026-01-31T00:00:00.000Z',
  subscriptionEnd: null,
  daysUntilRenewal: 20,
  currentCampaignUsagePercent: 11,
  currentQrUsagePercent: 10,
  isNearCampaignLimit: false,
  isNearQrLimit: false,
  shouldWarnCampaignLimit: false,
  shouldWarnQrLimit: false,
  ...overrides,
});

describe('limitWarning (dashboard notifier, 90 % usage)', () => {
  it('stays quiet below the threshold and without an active plan', () => {
    expect(limitWarning(limits({}))).toBeNull();
    expect(limitWarning(limits({ hasActiveSubscription: false, shouldWarnQrLimit: true }))).toBeNull();
  });

  it('warns about campaigns first, naming QR codes too when both are near the limit', () => {
    const warning = limitWarning(
      limits({
        currentCampaigns: 9,
        currentQrCodes: 9,
        shouldWarnCampaignLimit: true,
        shouldWarnQrLimit: true,
      }),
    );
    expect(warning?.title).toBe('Campaign Limit Warning');
    expect(warning?.description).toBe(
      'You have used 9 of 9 campaign posts and 9 of 10 QR codes this billing cycle. Upgrade your plan for more.',
    );
  });

  it('warns about QR codes alone', () => {
    expect(limitWarning(limits({ currentQrCodes: 9, shouldWarnQrLimit: true }))?.title).toBe(
      'QR Code Limit Warning',
    );
  });
});
