import type {
  CampaignFormValues,
  CheckInResult,
  EventCheckInList,
  EventPass,
  PointsSummary,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { applyAs, createCreator, send } from '../applications/applications.fixtures';
import { brandWithPlan, createCampaignAs } from '../campaigns/campaigns.fixtures';

// Helpers shared by the check-in tests.

export { send };

/** Sets the brand owner's verified flag, which makes (or unmakes) their workspace verified. */
export async function setVerified(t: TestApp, owner: TestUser, isVerified: boolean) {
  await t.deps.database.db.update(profiles).set({ isVerified }).where(eq(profiles.id, owner.id));
}

/** The Create Campaign form of an onsite event with point rewards on; override any field. */
export const onsiteForm = (overrides: Partial<CampaignFormValues> = {}): Partial<CampaignFormValues> => ({
  title: 'Dubai Mall Tasting Night',
  campaignType: 'onsite',
  location: 'The Dubai Mall, Downtown Dubai',
  targetCountries: ['AE'],
  targetCities: ['Dubai'],
  pointRewardEnabled: true,
  ...overrides,
});

/** A verified brand on Premium with one campaign (onsite, point rewards on, unless told). */
export async function verifiedBrandWithEvent(t: TestApp, overrides: Partial<CampaignFormValues> = {}) {
  const brand = await brandWithPlan(t, { planId: 'premium' });
  await setVerified(t, brand, true);
  const campaign = await createCampaignAs(t, brand, onsiteForm(overrides));
  return { brand, campaignId: campaign.id };
}

/** Applies as the creator; answers the application's id. */
export async function applied(t: TestApp, creator: TestUser, campaignId: string): Promise<string> {
  return (await applyAs(t, creator, { type: 'direct', campaignId })).id;
}

/** The brand decides the application; throws unless it answers 200. */
export async function decide(
  t: TestApp,
  brand: TestUser,
  applicationId: string,
  decision: 'approve' | 'reject',
) {
  const response = await send(
    t,
    'POST',
    `/api/applications/${applicationId}/${decision}`,
    brand,
    // The event is paid and aimed at the UAE, and these creators hold no Advertiser Permit: the
    // brand confirms approving without one (issue 24, decision 0077).
    decision === 'approve' ? { confirmPermitMissing: true } : undefined,
  );
  if (response.status !== 200)
    throw new Error(`${decision} answered ${response.status}: ${await response.text()}`);
}

/** A new creator approved on the campaign. */
export async function approvedCreator(
  t: TestApp,
  brand: TestUser,
  campaignId: string,
  name: [string, string] = ['Sara', 'Ahmed'],
): Promise<TestUser> {
  const creator = await createCreator(t, ...name);
  await decide(t, brand, await applied(t, creator, campaignId), 'approve');
  return creator;
}

export const passRequest = (t: TestApp, creator: TestUser, campaignId: string) =>
  send(t, 'GET', `/api/campaigns/${campaignId}/event-pass`, creator);

/** The creator's pass; throws unless it answers 200. */
export async function passOf(t: TestApp, creator: TestUser, campaignId: string): Promise<EventPass> {
  const response = await passRequest(t, creator, campaignId);
  if (response.status !== 200)
    throw new Error(`event-pass answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as EventPass;
}

export const validateAs = (t: TestApp, user: TestUser, campaignId: string, code: unknown) =>
  send(t, 'POST', `/api/campaigns/${campaignId}/check-ins/validate`, user, { code });

export const checkInAs = (t: TestApp, user: TestUser, campaignId: string, code: unknown) =>
  send(t, 'POST', `/api/campaigns/${campaignId}/check-ins`, user, { code });

/** Checks the pass in; throws unless it answers 201. */
export async function checkedIn(t: TestApp, user: TestUser, campaignId: string, code: string) {
  const response = await checkInAs(t, user, campaignId, code);
  if (response.status !== 201)
    throw new Error(`check-in answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CheckInResult;
}

export async function checkInsOf(t: TestApp, user: TestUser, campaignId: string): Promise<EventCheckInList> {
  const response = await send(t, 'GET', `/api/campaigns/${campaignId}/check-ins`, user);
  if (response.status !== 200)
    throw new Error(`check-ins answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as EventCheckInList;
}

export async function pointsOf(t: TestApp, creator: TestUser): Promise<PointsSummary> {
  const response = await send(t, 'GET', '/api/points', creator);
  if (response.status !== 200)
    throw new Error(`points answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PointsSummary;
}
