import type { SubmitResultsInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';

// Request helpers shared by the results and payouts tests: an application brought to approved
// content, final results, their review and the payout.

export interface ApprovedContent {
  brand: TestUser;
  creator: TestUser;
  campaignId: string;
  applicationId: string;
}

/**
 * A brand's Instagram campaign and a creator's application whose content the brand approved
 * (content status approved): the point where final results are due.
 */
export async function approvedContent(
  t: TestApp,
  options: {
    brand?: TestUser;
    campaignId?: string;
    creator?: TestUser;
    /** Brings the creator to an approved application and answers its id (default: applies directly, approved). */
    approve?(setup: { brand: TestUser; campaignId: string; creator: TestUser }): Promise<string>;
  } = {},
): Promise<ApprovedContent> {
  const { brand, campaignId } =
    options.brand && options.campaignId
      ? { brand: options.brand, campaignId: options.campaignId }
      : await brandWithCampaign(t, { planId: 'enterprise' }, { platforms: ['instagram'] });
  const creator = options.creator ?? (await createCreator(t));
  const applicationId = options.approve
    ? await options.approve({ brand, campaignId, creator })
    : await approvedDirectly(t, brand, campaignId, creator);
  const submitted = await send(t, 'POST', '/api/submissions', creator, {
    applicationId,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/abc123',
    contentType: 'reel',
  });
  expect(submitted.status).toBe(201);
  const { submission } = (await submitted.json()) as { submission: { id: string } };
  const reviewed = await send(t, 'POST', `/api/submissions/${submission.id}/review`, brand, {
    action: 'approve',
  });
  expect(((await reviewed.json()) as { contentStatus: string }).contentStatus).toBe('approved');
  return { brand, creator, campaignId, applicationId };
}

async function approvedDirectly(t: TestApp, brand: TestUser, campaignId: string, creator: TestUser) {
  const application = await applyAs(t, creator, { type: 'direct', campaignId });
  expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
  return application.id;
}

export const figures = (
  applicationId: string,
  extra: Partial<SubmitResultsInput> = {},
): SubmitResultsInput => ({
  applicationId,
  contentUrl: 'https://instagram.com/p/abc123',
  views: 10_000,
  likes: 400,
  comments: 30,
  shares: 20,
  ...extra,
});

export async function call(
  t: TestApp,
  user: TestUser | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await send(t, method, path, user, body);
  return { status: response.status, body: await response.json() };
}

export const submitResults = (t: TestApp, user: TestUser | undefined, body: unknown) =>
  call(t, user, 'POST', '/api/results', body);

export const reviewResults = (t: TestApp, user: TestUser | undefined, applicationId: string, body: unknown) =>
  call(t, user, 'POST', `/api/results/${applicationId}/review`, body);

export const markPaid = (t: TestApp, user: TestUser | undefined, applicationId: string, body: unknown) =>
  call(t, user, 'POST', `/api/payouts/${applicationId}/paid`, body);

/** Approved content, results submitted and approved with `amount`: a payout waiting to be paid. */
export async function approvedPayout(
  t: TestApp,
  amount = 1500,
  options: Parameters<typeof approvedContent>[1] = {},
) {
  const setup = await approvedContent(t, options);
  expect((await submitResults(t, setup.creator, figures(setup.applicationId))).status).toBe(201);
  const approved = await reviewResults(t, setup.brand, setup.applicationId, {
    action: 'approve',
    payoutAmount: amount,
  });
  expect(approved.status).toBe(200);
  return setup;
}

export async function stored(t: TestApp, applicationId: string) {
  const db = t.deps.database.db;
  const [application] = await db
    .select()
    .from(campaignApplications)
    .where(eq(campaignApplications.id, applicationId));
  const [results] = await db
    .select()
    .from(campaignCreatorAnalytics)
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId));
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, application!.campaignId));
  return { application: application!, results: results ?? null, campaign: campaign! };
}
