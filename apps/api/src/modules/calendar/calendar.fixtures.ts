import type { CalendarEventInput, CalendarItem, CampaignFormValues } from '@partnerly/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, createCreator, send } from '../applications/applications.fixtures';
import { brandWithPlan, createCampaignAs } from '../campaigns/campaigns.fixtures';

// Helpers shared by the calendar tests.

export { createCreator, send };

/** A year ahead of the clock, so dates built on it stay in the calendar's window. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const day = (monthDay: string) => `${NEXT_YEAR}-${monthDay}`;

export async function calendarOf(t: TestApp, user: TestUser): Promise<CalendarItem[]> {
  const response = await send(t, 'GET', '/api/calendar', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: CalendarItem[] }).items;
}

/** Adds an own event through the API; throws unless it answers 201. */
export async function addEvent(
  t: TestApp,
  user: TestUser,
  overrides: Partial<CalendarEventInput> = {},
): Promise<CalendarItem> {
  const response = await send(t, 'POST', '/api/calendar/events', user, {
    title: 'Call with Oasis Coffee',
    eventType: 'meeting',
    startsAt: `${day('12-01')}T14:00:00+04:00`,
    ...overrides,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`add answered ${response.status}: ${JSON.stringify(body)}`);
  return body as CalendarItem;
}

/** An agent who represents each of the creators (requested and accepted through the API). */
export async function agentFor(t: TestApp, ...creators: TestUser[]): Promise<TestUser> {
  const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
  for (const creator of creators) {
    const sent = await send(t, 'POST', '/api/agents/representations', agent, { creatorEmail: creator.email });
    const { representation } = (await sent.json()) as { representation: { id: string } };
    const accepted = await send(
      t,
      'POST',
      `/api/agents/representations/${representation.id}/accept`,
      creator,
    );
    expect(accepted.status).toBe(200);
  }
  return agent;
}

/** A brand (Premium) with one campaign; its dates a year ahead unless overridden. */
export async function brandWithDatedCampaign(t: TestApp, form: Partial<CampaignFormValues> = {}) {
  const brand = await brandWithPlan(t, { planId: 'premium' });
  const campaign = await createCampaignAs(t, brand, {
    title: 'Marina Walk Pop-up',
    applicationDeadline: day('11-20'),
    contentDeadline: day('11-28'),
    deadline: day('12-01'),
    ...form,
  });
  return { brand, campaignId: campaign.id };
}

/** Applies for the creator (as them, or as `by`, their agent); answers the application id. */
export async function applyFor(
  t: TestApp,
  creator: TestUser,
  campaignId: string,
  by: TestUser = creator,
): Promise<string> {
  const body =
    by === creator ? { type: 'direct', campaignId } : { type: 'direct', campaignId, creatorId: creator.id };
  return (await applyAs(t, by, body as Parameters<typeof applyAs>[2])).id;
}

/**
 * The brand approves the application (with a submission deadline when given). The creators here
 * hold no Advertiser Permit, so a paid campaign aimed at the UAE needs the brand's confirmation
 * (issue 24, decision 0077); it is sent on every approval.
 */
export async function approve(
  t: TestApp,
  brand: TestUser,
  applicationId: string,
  submissionDeadline?: string,
) {
  const response = await send(t, 'POST', `/api/applications/${applicationId}/approve`, brand, {
    confirmPermitMissing: true,
    ...(submissionDeadline ? { submissionDeadline } : {}),
  });
  if (response.status !== 200)
    throw new Error(`approve answered ${response.status}: ${await response.text()}`);
}
