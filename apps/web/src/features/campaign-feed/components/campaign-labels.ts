import {
  budgetLabel,
  cardPlatforms,
  compensationLabel,
  CONTENT_CATEGORIES,
  platformLabel,
  type FeedCampaign,
} from '@partnerly/contracts';

// What a campaign card and the detail dialog show (spec 03 'Campaign feed'): display names
// for the stored ids (platform and type names come from the contracts), and the card's
// platform, compensation and budget rules.

const CATEGORY_LABELS = new Map<string, string>(CONTENT_CATEGORIES.map((c) => [c.id, c.label]));

/** A stored category id this build does not know is shown as sent. */
export const categoryLabel = (id: string) => CATEGORY_LABELS.get(id) ?? id;

let regionNames: Intl.DisplayNames | null | undefined;

/** 'United Arab Emirates' for 'AE'; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The card's platforms: the first two by name, then '+N' naming the rest for screen readers. */
export function platformSummary(platforms: readonly string[]) {
  const { shown, moreLabel } = cardPlatforms(platforms);
  const hidden = platforms.slice(shown.length).map(platformLabel);
  return {
    shown: shown.map(platformLabel),
    moreLabel,
    /** e.g. '2 more platforms: YouTube, Twitter'. */
    moreDescription: moreLabel
      ? `${hidden.length} more platform${hidden.length === 1 ? '' : 's'}: ${hidden.join(', ')}`
      : null,
  };
}

/** Paid, Product, Food or Other for each of the campaign's compensation types, once each. */
export function compensationLabels(
  campaign: Pick<FeedCampaign, 'compensationType' | 'compensationTypes'>,
): string[] {
  const types = campaign.compensationTypes.length ? campaign.compensationTypes : [campaign.compensationType];
  return [...new Set(types.map(compensationLabel))];
}

/** 'AED min - max', 'Up to AED max', 'From AED min' or 'Budget not specified'. */
export function campaignBudget(campaign: Pick<FeedCampaign, 'budgetMin' | 'budgetMax'>): string {
  return budgetLabel(campaign.budgetMin, campaign.budgetMax);
}
