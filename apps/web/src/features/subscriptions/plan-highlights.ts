import type { Plan } from '@partnerly/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The plan's limits and features as the plan pages list them (spec 02 section 9), claiming
 * only what works today (issue 13 item 7): QR codes are not built yet, so their limits are
 * marked as coming later, and a plan without any says nothing about them.
 */
export function planHighlights(plan: Plan): string[] {
  const { limits } = plan;
  const qrCodes = plural(limits.qrCodesPerMonth, 'QR code', 'QR codes');
  const perMonth = plan.id === 'enterprise' ? `from ${qrCodes} per month` : `${qrCodes} per month`;
  const redemptions = plural(limits.redemptionsPerCode, 'redemption', 'redemptions');
  return [
    `Up to ${plural(limits.campaignPostsPerMonth, 'campaign post', 'campaign posts')} per month`,
    `${plural(limits.creatorsPerCampaign, 'creator', 'creators')} per campaign`,
    plural(limits.teamMembers, 'team member', 'team members'),
    ...plan.features,
    ...(limits.qrCodesPerMonth > 0 ? [`Coming later: ${perMonth}, ${redemptions} per code`] : []),
  ];
}
