import type { ApplyInput, BrandApplication, CampaignFormValues, MyApplication } from '@partnerly/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/create-test-app';
import { readSse, type SseReader } from '../../test/sse-client';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithPlan, createCampaignAs, send } from '../campaigns/campaigns.fixtures';
import type { GivenSubscription } from '../../test/factories/brand';

// Request helpers shared by the applications and agents tests.

export { send };

/** A brand with a plan (basic by default: 2 creators per campaign) and one active campaign. */
export async function brandWithCampaign(
  t: TestApp,
  plan: GivenSubscription = {},
  form: Partial<CampaignFormValues> = {},
): Promise<{ brand: TestUser; campaignId: string }> {
  const brand = await brandWithPlan(t, plan);
  const campaign = await createCampaignAs(t, brand, form);
  return { brand, campaignId: campaign.id };
}

export function createCreator(t: TestApp, firstName = 'Sara', lastName = 'Ahmed'): Promise<TestUser> {
  return createTestUser(t, { userType: 'creator', firstName, lastName });
}

export const negotiation = (campaignId: string, extra: Partial<ApplyInput> = {}) =>
  ({
    type: 'negotiation',
    campaignId,
    pitch: 'I film coffee reels',
    proposedRate: 1500,
    ...extra,
  }) as ApplyInput;

/** Applies through the API; throws unless it answers 201. */
export async function applyAs(t: TestApp, user: TestUser, body: ApplyInput): Promise<MyApplication> {
  const response = await send(t, 'POST', '/api/applications', user, body);
  const json = await response.json();
  if (response.status !== 201) throw new Error(`apply answered ${response.status}: ${JSON.stringify(json)}`);
  return json.application as MyApplication;
}

export async function brandView(t: TestApp, brand: TestUser, campaignId: string) {
  const response = await send(t, 'GET', `/api/applications/campaigns/${campaignId}`, brand);
  expect(response.status).toBe(200);
  return (await response.json()) as { applications: BrandApplication[]; counts: Record<string, number> };
}

export async function myApplications(t: TestApp, user: TestUser): Promise<MyApplication[]> {
  const response = await send(t, 'GET', '/api/applications/mine', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { applications: MyApplication[] }).applications;
}

export async function notificationsOf(t: TestApp, user: TestUser) {
  const response = await send(t, 'GET', '/api/notifications', user);
  return (
    (await response.json()) as {
      notifications: { type: string; title: string; message: string; link: string }[];
    }
  ).notifications;
}

/** The user's event stream, connected (past the ready event). */
export async function connectEvents(t: TestApp, user: TestUser): Promise<SseReader> {
  const response = await t.request('/api/events', { headers: { cookie: user.cookie } });
  expect(response.status).toBe(200);
  const stream = readSse(response);
  await stream.nextEvent('ready');
  return stream;
}
