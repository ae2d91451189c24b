import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PLATFORM_LABELS,
  CAMPAIGN_TYPES,
  COMPENSATION_TYPES,
  CONTENT_CATEGORIES,
  NICHE_OPTIONS,
  type CampaignType,
  type CampaignVisibility,
  type CompensationType,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { CONTENT_CATEGORY_KEYS, NICHE_KEYS, type Translate } from '@/lib/i18n/campaign-keys';

// What the form's selectors show for the contracts' enums, in the active language: the form
// names the campaign types and compensation at more length than the cards do.

const TYPE_KEYS: Record<CampaignType, MessageKey> = {
  content: 'campaignEditor.type.content',
  onsite: 'campaignEditor.type.onsite',
  event: 'campaignEditor.type.event',
  collaboration: 'campaignEditor.type.collaboration',
  review: 'campaignEditor.type.review',
  giveaway: 'campaignEditor.type.giveaway',
};
export const campaignTypeOptions = (t: Translate) =>
  CAMPAIGN_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) }));

/** Platforms are names, the same in every language. */
export const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((value) => ({
  value,
  label: CAMPAIGN_PLATFORM_LABELS[value],
}));

const COMPENSATION_FORM_KEYS: Record<CompensationType, MessageKey> = {
  monetary: 'campaignEditor.compensation.monetary',
  barter: 'campaignEditor.compensation.barter',
  restaurant: 'campaignEditor.compensation.restaurant',
  other: 'campaignEditor.compensation.other',
};
export const compensationOptions = (t: Translate) =>
  COMPENSATION_TYPES.map((value) => ({ value, label: t(COMPENSATION_FORM_KEYS[value]) }));

export const visibilityOptions = (
  t: Translate,
): { value: CampaignVisibility; label: string; description: string }[] => [
  {
    value: 'public',
    label: t('campaignEditor.visibility.public'),
    description: t('campaignEditor.visibility.publicDescription'),
  },
  {
    value: 'private',
    label: t('campaignEditor.visibility.private'),
    description: t('campaignEditor.visibility.privateDescription'),
  },
];

export const categoryOptions = (t: Translate) =>
  CONTENT_CATEGORIES.map((category) => ({
    value: category.id,
    label: t(CONTENT_CATEGORY_KEYS[category.id]),
  }));

export const nicheOptions = (t: Translate) =>
  NICHE_OPTIONS.map((niche) => ({ value: niche, label: t(NICHE_KEYS[niche]) }));
