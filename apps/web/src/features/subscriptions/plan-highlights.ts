import type { Plan } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The plan's limits and features as the plan pages list them (spec 02 section 9), claiming
 * only what works today (issue 13 item 7): QR discount codes came with issue 18 (a plan without
 * any says nothing about them). Event check-ins (issue 20) come with every campaign rather
 * than with a plan, so the plans do not list them. The limits are in the active language (`t`
 * is useT()'s); the features are the plan's own words.
 */
export function planHighlights(t: Translate, plan: Plan): string[] {
  const { limits } = plan;
  return [
    t('plans.highlight.campaignPosts', { count: limits.campaignPostsPerMonth }),
    t('plans.highlight.creators', { count: limits.creatorsPerCampaign }),
    t('plans.highlight.teamMembers', { count: limits.teamMembers }),
    ...(limits.qrCodesPerMonth > 0
      ? [
          t('plans.highlight.qrCodes', {
            from: plan.id === 'enterprise' ? 'yes' : 'no',
            codes: limits.qrCodesPerMonth,
            redemptions: limits.redemptionsPerCode,
          }),
        ]
      : []),
    ...plan.features,
  ];
}
