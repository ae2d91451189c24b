import { DEFAULT_PRIVACY_SETTINGS, PROFILE_VISIBILITY_LABELS } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { describe, expect, it } from 'vitest';
import {
  ALLOW_MESSAGES_NOTE,
  changedPrivacySettings,
  privacySectionsFor,
  VISIBILITY_OPTIONS,
} from './privacy-options';

const keysOf = (userType: Parameters<typeof privacySectionsFor>[0]) =>
  privacySectionsFor(userType).flatMap((section) => section.switches.map((option) => option.key));

describe('privacySectionsFor', () => {
  it('hides the switches of features not built yet, for every user type (issue 13 item 7)', () => {
    for (const userType of ['creator', 'brand', 'agent', undefined] as const) {
      expect(keysOf(userType).filter((key) => key !== 'allowMessaging')).toEqual([
        'showContactInfo',
        'showSocialLinks',
        'marketingEmails',
      ]);
      const labels = privacySectionsFor(userType).flatMap((section) => [
        en[section.title],
        ...section.switches.map((option) => en[option.label]),
      ]);
      expect(labels).not.toContain('Creator analytics sharing');
      expect(labels).not.toContain('Campaign data privacy');
      // Removed in issue 24: no usage analytics exist, and data goes to service providers only.
      expect(labels).not.toContain('Data collection');
      expect(labels).not.toContain('Third-party sharing');
    }
  });

  it("offers 'Allow messages' to creators only, saying what it does and does not stop (decision 0073)", () => {
    expect(keysOf('creator')).toContain('allowMessaging');
    for (const userType of ['brand', 'agent', 'agency', undefined] as const) {
      expect(keysOf(userType)).not.toContain('allowMessaging');
    }
    const option = privacySectionsFor('creator')
      .flatMap((section) => section.switches)
      .find((entry) => entry.key === 'allowMessaging');
    expect(en[option!.label]).toBe('Allow messages');
    expect(option?.description).toBe(ALLOW_MESSAGES_NOTE);
    const note = en[ALLOW_MESSAGES_NOTE];
    expect(note).toMatch(/^Brands and agents must ask before messaging you/);
    expect(note).toContain('Conversations about your applications are always open');
    expect(note).toContain('people you block can’t reach you');
  });

  it('offers the three visibilities in spec order', () => {
    expect(VISIBILITY_OPTIONS.map((option) => en[option.label])).toEqual([
      'Public',
      'Brands only',
      'Private',
    ]);
    // The English labels are the contracts' own.
    expect(VISIBILITY_OPTIONS.map((option) => en[option.label])).toEqual(
      VISIBILITY_OPTIONS.map((option) => PROFILE_VISIBILITY_LABELS[option.value]),
    );
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
