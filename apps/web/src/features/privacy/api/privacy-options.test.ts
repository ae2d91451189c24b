import { DEFAULT_PRIVACY_SETTINGS } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { changedPrivacySettings, privacySectionsFor, VISIBILITY_OPTIONS } from './privacy-options';

const keysOf = (userType: Parameters<typeof privacySectionsFor>[0]) =>
  privacySectionsFor(userType).flatMap((section) => section.switches.map((option) => option.key));

describe('privacySectionsFor', () => {
  it('hides the switches of features not built yet, for every user type (issue 13 item 7)', () => {
    for (const userType of ['creator', 'brand', 'agent', undefined] as const) {
      expect(keysOf(userType)).toEqual([
        'showContactInfo',
        'showSocialLinks',
        'allowDataCollection',
        'allowThirdPartySharing',
        'marketingEmails',
      ]);
      const labels = privacySectionsFor(userType).flatMap((section) => [
        section.title,
        ...section.switches.map((option) => option.label),
      ]);
      expect(labels).not.toContain('Allow messages');
      expect(labels).not.toContain('Creator analytics sharing');
      expect(labels).not.toContain('Campaign data privacy');
    }
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
