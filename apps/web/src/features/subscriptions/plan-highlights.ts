import type { Plan } from '@partnerly/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The plan's limits and features as the plan pages list them (spec 02 section 9), claiming
 * only what works today (issue 13 item 7): QR discount codes came with issue 18 (a plan without
 * any says nothing about them). Event check-ins (issue 20) come with every campaign rather
 * than with a plan, so the plans do not list them.
 */
export function planHighlights(plan: Plan): string[] {
  const { limits } = plan;
  const qrCodes = plural(limits.qrCodesPerMonth, 'QR discount code', 'QR discount codes');
  const perMonth = plan.id === 'enterprise' ? `From ${qrCodes} a month` : `${qrCodes} a month`;
  return [
    `Up to ${plural(limits.campaignPostsPerMonth, 'campaign post', 'campaign posts')} per month`,
    `${plural(limits.creatorsPerCampaign, 'creator', 'creators')} per campaign`,
    plural(limits.teamMembers, 'team member', 'team members'),
    ...(limits.qrCodesPerMonth > 0
      ? [`${perMonth}, up to ${plural(limits.redemptionsPerCode, 'redemption', 'redemptions')} each`]
      : []),
    ...plan.features,
  ];
}
