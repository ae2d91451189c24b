import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PLATFORM_LABELS,
  CAMPAIGN_TYPES,
  COMPENSATION_TYPES,
  CONTENT_CATEGORIES,
  type CampaignType,
  type CampaignVisibility,
  type CompensationType,
} from '@partnerly/contracts';

// What the form's selectors show for the contracts' enums: the form names the campaign
// types and compensation at more length than the cards do.

const TYPE_LABELS: Record<CampaignType, string> = {
  content: 'Content Creation',
  onsite: 'On-site Visit',
  event: 'Event',
  collaboration: 'Collaboration',
  review: 'Product Review',
  giveaway: 'Giveaway',
};
export const CAMPAIGN_TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((value) => ({
  value,
  label: CAMPAIGN_PLATFORM_LABELS[value],
}));

const COMPENSATION_FORM_LABELS: Record<CompensationType, string> = {
  monetary: 'Monetary (paid)',
  barter: 'Barter (products or services)',
  restaurant: 'Restaurant (food and dining)',
  other: 'Other',
};
export const COMPENSATION_OPTIONS = COMPENSATION_TYPES.map((value) => ({
  value,
  label: COMPENSATION_FORM_LABELS[value],
}));

export const VISIBILITY_OPTIONS: { value: CampaignVisibility; label: string; description: string }[] = [
  { value: 'public', label: 'Public', description: 'Every creator can find and apply' },
  {
    value: 'private',
    label: 'Private',
    description: 'Only creators you have approved for one of your campaigns see it',
  },
];

export const CATEGORY_OPTIONS = CONTENT_CATEGORIES.map((category) => ({
  value: category.id,
  label: category.label,
}));
