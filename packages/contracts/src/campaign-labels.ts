import type { CampaignPlatform, CampaignStatus, CampaignType } from './campaigns';

// Display names for a campaign's stored ids, as its cards, the feed and the filters show
// them (spec 02 section 4, spec 03 'Campaign feed'). The Create Campaign form's longer
// type names are the form's own.

export const CAMPAIGN_PLATFORM_LABELS: Record<CampaignPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
};

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  content: 'Content',
  onsite: 'On-site',
  event: 'Event',
  collaboration: 'Collaboration',
  review: 'Review',
  giveaway: 'Giveaway',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  draft: 'Draft',
  completed: 'Completed',
};

/** 'TikTok' for 'tiktok'; a stored value this build does not know is shown as sent. */
export function platformLabel(platform: string): string {
  return CAMPAIGN_PLATFORM_LABELS[platform as CampaignPlatform] ?? platform;
}

/** 'On-site' for 'onsite'; a stored value this build does not know is shown as sent. */
export function campaignTypeLabel(type: string): string {
  return CAMPAIGN_TYPE_LABELS[type as CampaignType] ?? type;
}
