import { contentReportInput, enterpriseGrantInput, privateCodeExpirationDate } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { campaigns, contentReports, privateReferralCodes } from '../../db/schema';
import { reportContent } from '../moderation/report-content';
import { resolveReport } from '../moderation/resolve-report';
import { grantEnterprise } from '../subscriptions/enterprise/grant-enterprise';
import { requestLimitIncrease } from '../subscriptions/enterprise/request-limit-increase';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoModerationPeople {
  admin: string;
  superAdmin: string;
  creator: string;
  layla: string;
  brand: string;
  oasis: string;
}

async function campaignId(deps: AppDeps, brandId: string, title: string): Promise<string | undefined> {
  const [row] = await deps.database.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), eq(campaigns.title, title)));
  return row?.id;
}

/**
 * The admin console's Reports and Enterprise tabs in use (issue 19 items 5 and 8), through the
 * same use cases as the app: Casey's open report of Oasis's tasting night, a visitor's open
 * report of the demo brand's brunch code, and Layla's report of the iftar campaign that the demo
 * admin dismissed; Oasis Coffee Roasters moved to Enterprise by the super admin with custom
 * limits, and its request for more codes waiting. Once: nothing when a report exists already,
 * or without the marketplace (its campaigns and codes). Answers whether it seeded.
 */
export async function seedDemoModeration(
  deps: AppDeps,
  people: DemoModerationPeople,
  today = new Date(),
): Promise<boolean> {
  const { db } = deps.database;
  const [existing] = await db.select({ id: contentReports.id }).from(contentReports).limit(1);
  if (existing) return false;
  const tastingNight = await campaignId(deps, people.oasis, 'Cold Brew Tasting Night');
  const iftar = await campaignId(deps, people.brand, 'Ramadan Iftar Stories');
  const [brunch] = await db
    .select({ code: privateReferralCodes.code })
    .from(privateReferralCodes)
    .where(
      and(
        eq(privateReferralCodes.workspaceId, people.brand),
        eq(privateReferralCodes.campaignName, 'Spring Brunch'),
      ),
    );
  if (!tastingNight || !iftar || !brunch) return false;
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  const report = (userId: string | null, body: unknown, day: number) =>
    reportContent(deps, { userId, networkKey: null }, contentReportInput.parse(body), at(day));

  await report(
    people.creator,
    {
      targetType: 'campaign',
      targetId: tastingNight,
      reason: 'misleading',
      details:
        'The card says AED 850, but the brief offers free drinks only for a reel and a story takeover.',
    },
    -1,
  );
  await report(
    null,
    {
      targetType: 'code',
      targetId: brunch.code,
      reason: 'fraud',
      details: 'The cafe at this address has never heard of the offer.',
    },
    -2,
  );
  const { receipt } = await report(
    people.layla,
    { targetType: 'campaign', targetId: iftar, reason: 'spam' },
    -6,
  );
  await resolveReport(
    deps,
    people.admin,
    receipt.id,
    { kind: 'dismiss', note: 'A regular campaign with a clear brief: nothing against the rules.' },
    at(-5),
  );

  await grantEnterprise(
    deps,
    people.superAdmin,
    people.oasis,
    enterpriseGrantInput.parse({
      qrCodeLimit: 60,
      redemptionLimit: 600,
      endsOn: privateCodeExpirationDate(at(85)),
    }),
    at(-5),
  );
  await requestLimitIncrease(deps, people.oasis, people.oasis, {
    requestedQrLimit: 150,
    requestedRedemptionLimit: 1500,
    businessJustification: 'We open three new branches next month and hand a code to every customer.',
    campaignVolumeEstimate: '6 campaigns and about 120 codes a month',
  });
  return true;
}
