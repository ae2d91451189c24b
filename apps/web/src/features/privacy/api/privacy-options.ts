import {
  PROFILE_VISIBILITIES,
  type PrivacySettings,
  type UpdatePrivacySettingsInput,
  type UserType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// Labels and explanations are catalog keys, shown in the active language by the form.

type PrivacySwitchKey = Exclude<keyof PrivacySettings, 'profileVisibility'>;

interface PrivacySwitchOption {
  key: PrivacySwitchKey;
  label: MessageKey;
  description: MessageKey;
}

export interface PrivacySection {
  title: MessageKey;
  description: MessageKey;
  switches: PrivacySwitchOption[];
}

export const VISIBILITY_OPTIONS = PROFILE_VISIBILITIES.map((value) => ({
  value,
  label: `privacy.visibility.${value}` as const satisfies MessageKey,
  description: `privacy.visibilityDescription.${value}` as const satisfies MessageKey,
}));

/**
 * What 'Allow messages' does, as the server applies it (decision 0073, may-send.ts): it governs
 * chat requests only. Application threads stay open, accepted conversations stay open, and a block
 * stops someone in every thread and every request.
 */
export const ALLOW_MESSAGES_NOTE: MessageKey = 'privacy.allowMessagesNote';

/**
 * The privacy tab's switches for a user type (spec 03 section 2), for what exists today
 * (issue 13 item 7). 'Allow messages' is a creator's (brands and agents ask creators, never the
 * other way round). The switches of features not built yet stay stored by the API and come back
 * with their feature: creators' 'Share analytics with brands' (a creator's figures across brands)
 * and brands' 'Share campaign performance data' (a campaign's figures for creators). 'Data
 * collection' and 'Third-party sharing' were removed (issue 24): Partnerly collects no usage
 * analytics and shares data with its service providers only, so neither switch could do anything.
 */
export function privacySectionsFor(userType: UserType | undefined): PrivacySection[] {
  const sections: PrivacySection[] = [
    {
      title: 'privacy.profileSection',
      description: 'privacy.profileSectionDescription',
      switches: [
        {
          key: 'showContactInfo',
          label: 'privacy.showContactInfo',
          description: 'privacy.showContactInfoDescription',
        },
        {
          key: 'showSocialLinks',
          label: 'privacy.showSocialLinks',
          description: 'privacy.showSocialLinksDescription',
        },
      ],
    },
  ];
  if (userType === 'creator') {
    sections.push({
      title: 'privacy.messagesSection',
      description: 'privacy.messagesSectionDescription',
      switches: [{ key: 'allowMessaging', label: 'privacy.allowMessages', description: ALLOW_MESSAGES_NOTE }],
    });
  }
  sections.push({
    title: 'privacy.communicationsSection',
    description: 'privacy.communicationsSectionDescription',
    switches: [
      {
        key: 'marketingEmails',
        label: 'privacy.marketingCommunications',
        description: 'privacy.marketingCommunicationsDescription',
      },
    ],
  });
  return sections;
}

/**
 * Only the settings that differ from the saved ones: the server refuses a creator's
 * campaign data switch and a brand's analytics switch, even unchanged.
 */
export function changedPrivacySettings(
  saved: PrivacySettings,
  draft: PrivacySettings,
): UpdatePrivacySettingsInput {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof PrivacySettings)[]) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  return changes as UpdatePrivacySettingsInput;
}
