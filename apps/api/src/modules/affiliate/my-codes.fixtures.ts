import type { MyAffiliateCodes } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { affiliateCodes, affiliateOrders } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';

// Helpers of the Affiliate Hub tests: a code issued the real way (an approval), and events and
// orders written as the tracking endpoint and the brand's import would.

export { send };

export interface ApprovedCode {
  creator: TestUser;
  brand: TestUser;
  campaignId: string;
  codeId: string;
  code: string;
}

/** A brand's campaign with `title`, the creator applied and approved: the code approval issued. */
export async function approvedCode(
  t: TestApp,
  creator?: TestUser,
  title = 'Summer Coffee Launch',
): Promise<ApprovedCode> {
  const { brand, campaignId } = await brandWithCampaign(t, {}, { title });
  return approveOn(t, { brand, campaignId }, creator ?? (await createCreator(t)));
}

/** The creator applied to the brand's campaign and was approved: the code approval issued. */
export async function approveOn(
  t: TestApp,
  { brand, campaignId }: Pick<ApprovedCode, 'brand' | 'campaignId'>,
  creator: TestUser,
): Promise<ApprovedCode> {
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  const response = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
  if (response.status !== 200) throw new Error(`approve answered ${response.status}`);
  const [row] = await t.deps.database.db
    .select({ id: affiliateCodes.id, code: affiliateCodes.code })
    .from(affiliateCodes)
    .where(eq(affiliateCodes.applicationId, application.id));
  return { creator, brand, campaignId, codeId: row!.id, code: row!.code };
}

export async function importOrders(t: TestApp, code: ApprovedCode, totalsAed: number[]): Promise<void> {
  await t.deps.database.db.insert(affiliateOrders).values(
    totalsAed.map((total, index) => ({
      workspaceId: code.brand.id,
      campaignId: code.campaignId,
      codeId: code.codeId,
      orderId: `${code.codeId}-${index}`,
      orderedAt: new Date(),
      totalMinor: total * 100,
      currency: 'AED',
    })),
  );
}

/** GET /api/my-codes as the user; throws unless 200. */
export async function myCodes(t: TestApp, user: TestUser): Promise<MyAffiliateCodes['codes']> {
  const response = await send(t, 'GET', '/api/my-codes', user);
  if (response.status !== 200) throw new Error(`my-codes answered ${response.status}`);
  return ((await response.json()) as MyAffiliateCodes).codes;
}
