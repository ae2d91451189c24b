import { DEFAULT_PRIVACY_SETTINGS } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { changedPrivacySettings, privacySectionsFor, VISIBILITY_OPTIONS } from './privacy-options';

const keysOf = (userType: Parameters<typeof privacySectionsFor>[0]) =>
  privacySectionsFor(userType).flatMap((section) => section.switches.map((option) => option.key));

describe('privacySectionsFor', () => {
  it('gives creators analytics sharing and no campaign data privacy', () => {
    expect(keysOf('creator')).toContain('shareAnalytics');
    expect(keysOf('creator')).not.toContain('shareCampaignData');
    expect(privacySectionsFor('creator').map((section) => section.title)).toContain(
      'Creator analytics sharing',
    );
  });

  it('gives brands campaign data privacy and no analytics sharing', () => {
    expect(keysOf('brand')).toContain('shareCampaignData');
    expect(keysOf('brand')).not.toContain('shareAnalytics');
    expect(privacySectionsFor('brand').map((section) => section.title)).toContain('Campaign data privacy');
  });

  it('gives everyone the shared switches, and agents nothing role-specific', () => {
    const shared = [
      'showContactInfo',
      'showSocialLinks',
      'allowMessaging',
      'allowDataCollection',
      'allowThirdPartySharing',
      'marketingEmails',
    ];
    expect(keysOf('agent')).toEqual(shared);
    for (const userType of ['creator', 'brand'] as const)
      expect(keysOf(userType)).toEqual(expect.arrayContaining(shared));
  });

  it('offers the three visibilities in spec order', () => {
    expect(VISIBILITY_OPTIONS.map((option) => option.label)).toEqual(['Public', 'Brands only', 'Private']);
  });
});

describe('changedPrivacySettings', () => {
  it('sends only what changed', () => {
    expect(changedPrivacySettings(DEFAULT_PRIVACY_SETTINGS, DEFAULT_PRIVACY_SETTINGS)).toEqual({});
    expect(
      changedPrivacySettings(DEFAULT_PRIVACY_SETTINGS, {
        ...DEFAULT_PRIVACY_SETTINGS,
        profileVisibility: 'private',
        allowMessaging: false,
      }),
    ).toEqual({ profileVisibility: 'private', allowMessaging: false });
  });
});
