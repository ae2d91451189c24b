import {
  PROFILE_VISIBILITIES,
  PROFILE_VISIBILITY_LABELS,
  type PrivacySettings,
  type ProfileVisibility,
  type UpdatePrivacySettingsInput,
  type UserType,
} from '@partnerly/contracts';

type PrivacySwitchKey = Exclude<keyof PrivacySettings, 'profileVisibility'>;

interface PrivacySwitchOption {
  key: PrivacySwitchKey;
  label: string;
  description: string;
}

export interface PrivacySection {
  title: string;
  description: string;
  switches: PrivacySwitchOption[];
}

const VISIBILITY_DESCRIPTIONS: Record<ProfileVisibility, string> = {
  public: 'Everyone on Partnerly can see your profile.',
  'brands-only': 'Only brand accounts can see your profile.',
  private: 'Only you can see your profile.',
};

export const VISIBILITY_OPTIONS = PROFILE_VISIBILITIES.map((value) => ({
  value,
  label: PROFILE_VISIBILITY_LABELS[value],
  description: VISIBILITY_DESCRIPTIONS[value],
}));

/**
 * What 'Allow messages' does, as the server applies it (decision 0073, may-send.ts): it governs
 * chat requests only. Application threads stay open, accepted conversations stay open, and a block
 * stops someone in every thread and every request.
 */
export const ALLOW_MESSAGES_NOTE =
  'Brands and agents must ask before messaging you: while this is on they can send you a chat request, and a conversation opens only if you accept. Turned off, nobody can send you new requests. Conversations about your applications are always open, and so are conversations you already accepted; people you block can’t reach you.';

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
      title: 'Profile information',
      description: 'What others see on your profile and how they can reach you.',
      switches: [
        {
          key: 'showContactInfo',
          label: 'Show contact information',
          description: 'Show your e-mail address and phone number on your profile.',
        },
        {
          key: 'showSocialLinks',
          label: 'Show social links',
          description: 'Show your social media accounts on your profile.',
        },
      ],
    },
  ];
  if (userType === 'creator') {
    sections.push({
      title: 'Messages',
      description: 'Who can start a conversation with you.',
      switches: [{ key: 'allowMessaging', label: 'Allow messages', description: ALLOW_MESSAGES_NOTE }],
    });
  }
  sections.push({
    title: 'Communications',
    description: 'How Partnerly writes to you.',
    switches: [
      {
        key: 'marketingEmails',
        label: 'Marketing communications',
        description: 'Receive news, tips and offers from Partnerly by e-mail.',
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
