import { APPLICATION_MESSAGES, DIRECT_APPLICATION_PITCH } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  negotiation,
  send,
} from './applications.fixtures';

// Issue 13 'Applications that make sense': a direct application's own message, the rate
// ceiling, and the budget the brand's dialog warns against (ADR 0039).

let t: TestApp;
let brand: TestUser;
let campaignId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' }));
});
afterAll(() => t.close());

const apply = (user: TestUser, body: Record<string, unknown>) =>
  send(t, 'POST', '/api/applications', user, body);

describe('a direct application’s message', () => {
  it('is the pitch the brand reads, trimmed', async () => {
    const creator = await createCreator(t, 'Maya', 'Nassar');
    const application = await applyAs(t, creator, {
      type: 'direct',
      campaignId,
      message: '  I shoot latte art every morning  ',
    });
    expect(application.pitch).toBe('I shoot latte art every morning');
    const [seen] = (await brandView(t, brand, campaignId)).applications.filter(
      (entry) => entry.id === application.id,
    );
    expect(seen!.pitch).toBe('I shoot latte art every morning');
  });

  it('falls back to the spec’s fixed pitch when empty or left out', async () => {
    const empty = await applyAs(t, await createCreator(t, 'Ali', 'Empty'), {
      type: 'direct',
      campaignId,
      message: '   ',
    });
    expect(empty.pitch).toBe(DIRECT_APPLICATION_PITCH);
    const none = await applyAs(t, await createCreator(t, 'Ali', 'None'), { type: 'direct', campaignId });
    expect(none.pitch).toBe(DIRECT_APPLICATION_PITCH);
  });

  it('refuses a message over 1000 characters with a field message', async () => {
    const creator = await createCreator(t, 'Long', 'Message');
    const response = await apply(creator, { type: 'direct', campaignId, message: 'a'.repeat(1001) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      message: ['Message must be at most 1000 characters'],
    });
  });
});

describe('the rate ceiling', () => {
  it('refuses a proposed rate above AED 1,000,000 and accepts exactly that', async () => {
    const creator = await createCreator(t, 'Big', 'Rate');
    const response = await apply(creator, { ...negotiation(campaignId), proposedRate: 1_000_000.01 });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      proposedRate: ['Rate must be at most AED 1,000,000'],
    });
    expect(APPLICATION_MESSAGES.rateTooLarge).toBe('Rate must be at most AED 1,000,000');
    const accepted = await applyAs(t, creator, negotiation(campaignId, { proposedRate: 1_000_000 }));
    expect(accepted.quotedRate).toBe(1_000_000);
  });

  it('refuses a counter offer above the ceiling too', async () => {
    const creator = await createCreator(t, 'Counter', 'Rate');
    const application = await applyAs(t, creator, negotiation(campaignId));
    const response = await send(t, 'POST', `/api/applications/${application.id}/negotiation/counter`, brand, {
      amount: 5_000_000,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ amount: ['Rate must be at most AED 1,000,000'] });
  });
});

describe('the brand’s dialog', () => {
  it('carries the campaign budget the rate warning compares against', async () => {
    const view = (await (
      await send(t, 'GET', `/api/applications/campaigns/${campaignId}`, brand)
    ).json()) as {
      campaign: Record<string, unknown>;
    };
    expect(view.campaign).toMatchObject({ id: campaignId, budgetMin: 500, budgetMax: 1500 });
  });

  it('and My Applications carry it too, for the creator’s counter offers', async () => {
    const creator = await createCreator(t, 'Budget', 'Reader');
    const application = await applyAs(t, creator, negotiation(campaignId));
    expect(application.campaign).toMatchObject({ budgetMin: 500, budgetMax: 1500 });
  });
});
