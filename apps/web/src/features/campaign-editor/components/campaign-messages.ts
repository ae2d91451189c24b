import { CAMPAIGN_MESSAGES } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { Translate } from '@/lib/i18n/campaign-keys';
import type { CampaignFormErrors } from './campaign-form-state';

// The campaign form's rules (the contracts' schema) and the API keep their English messages;
// the form shows the ones it knows through the catalogs. Any other message is shown as it came.

const FORM_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [CAMPAIGN_MESSAGES.titleRequired]: 'campaignEditor.error.titleRequired',
  [CAMPAIGN_MESSAGES.descriptionRequired]: 'campaignEditor.error.descriptionRequired',
  [CAMPAIGN_MESSAGES.invalidType]: 'campaignEditor.error.invalidType',
  [CAMPAIGN_MESSAGES.nicheRequired]: 'campaignEditor.error.nicheRequired',
  [CAMPAIGN_MESSAGES.onsiteLocationRequired]: 'campaignEditor.error.onsiteLocationRequired',
  [CAMPAIGN_MESSAGES.budgetMinRequired]: 'campaignEditor.error.budgetMinRequired',
  [CAMPAIGN_MESSAGES.budgetMaxRequired]: 'campaignEditor.error.budgetMaxRequired',
  [CAMPAIGN_MESSAGES.budgetMaxNotAboveMin]: 'campaignEditor.error.budgetMaxNotAboveMin',
  [CAMPAIGN_MESSAGES.deadlineRequired]: 'campaignEditor.error.deadlineRequired',
  [CAMPAIGN_MESSAGES.deadlinePast]: 'campaignEditor.error.deadlinePast',
  [CAMPAIGN_MESSAGES.contentDeadlineBeforeApplication]:
    'campaignEditor.error.contentDeadlineBeforeApplication',
  [CAMPAIGN_MESSAGES.targetCountriesRequired]: 'campaignEditor.error.targetCountriesRequired',
  [CAMPAIGN_MESSAGES.targetCitiesRequired]: 'campaignEditor.error.targetCitiesRequired',
  [CAMPAIGN_MESSAGES.bannerNotImage]: 'campaignEditor.error.bannerNotImage',
  [CAMPAIGN_MESSAGES.bannerTooLarge]: 'campaignEditor.error.bannerTooLarge',
  [CAMPAIGN_MESSAGES.bannerNotFound]: 'campaignEditor.error.bannerNotFound',
  [CAMPAIGN_MESSAGES.pointRewardsNeedVerification]: 'campaignEditor.error.pointRewardsNeedVerification',
  [CAMPAIGN_MESSAGES.notFound]: 'campaigns.notFound',
};

/** A form rule's or the API's message in the active language (undefined stays undefined). */
export function campaignMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = FORM_MESSAGES[message];
  return key ? t(key) : message;
}

/** The form's errors, each in the active language. */
export function localizedErrors(t: Translate, errors: CampaignFormErrors): CampaignFormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, campaignMessage(t, message)]),
  ) as CampaignFormErrors;
}
