import {
  budgetLabel,
  cardPlatforms,
  formatAed,
  platformLabel,
  type FeedCampaign,
} from '@partnerly/contracts';
import type { AppLanguage } from '@partnerly/contracts';
import { compensationText, type Translate } from '@/lib/i18n/campaign-keys';

// What a campaign card and the detail dialog show (spec 03 'Campaign feed'): display names
// for the stored ids (platform names come from the contracts, the rest from the catalogs), and
// the card's platform, compensation and budget rules.

const regionNames = new Map<AppLanguage, Intl.DisplayNames | null>();

function regionNamesIn(language: AppLanguage): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language) ?? null;
}

/** 'United Arab Emirates' for 'AE' (in `language`); the code itself when the runtime has no name for it. */
export function countryName(code: string, language: AppLanguage = 'en'): string {
  try {
    return regionNamesIn(language)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The card's platforms: the first two by name, then '+N' naming the rest for screen readers. */
export function platformSummary(t: Translate, platforms: readonly string[]) {
  const { shown, moreLabel } = cardPlatforms(platforms);
  const hidden = platforms.slice(shown.length).map(platformLabel);
  return {
    shown: shown.map(platformLabel),
    moreLabel,
    /** e.g. '2 more platforms: YouTube, Twitter'. */
    moreDescription: moreLabel
      ? t('campaignFeed.morePlatforms', { count: hidden.length, names: hidden.join(', ') })
      : null,
  };
}

/** Paid, Product, Food or Other for each of the campaign's compensation types, once each. */
export function compensationLabels(
  t: Translate,
  campaign: Pick<FeedCampaign, 'compensationType' | 'compensationTypes'>,
): string[] {
  const types = campaign.compensationTypes.length ? campaign.compensationTypes : [campaign.compensationType];
  return [...new Set(types.map((type) => compensationText(t, type)))];
}

/** 'AED min - max', 'Up to AED max', 'From AED min' or 'Budget not specified'. */
export function campaignBudget(
  t: Translate,
  campaign: Pick<FeedCampaign, 'budgetMin' | 'budgetMax'>,
): string {
  const { budgetMin: min, budgetMax: max } = campaign;
  if (min != null && max != null) return budgetLabel(min, max);
  if (max != null) return t('campaigns.budgetUpTo', { amount: formatAed(max) });
  if (min != null) return t('campaigns.budgetFrom', { amount: formatAed(min) });
  return t('campaigns.budgetNotSpecified');
}
