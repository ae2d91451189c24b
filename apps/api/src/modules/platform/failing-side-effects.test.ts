import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignApplications, contactMessages, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';

// A write that committed stands, and answers as such, when what follows it fails: the event
// bus and the mail queue are down after the commit (lib/after-commit.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

function breakEventsAndMail() {
  const publish = vi.spyOn(t.deps.events, 'publish').mockRejectedValue(new Error('event bus down'));
  const mail = vi.spyOn(t.deps.mail, 'send').mockRejectedValue(new Error('mail queue down'));
  return { publish, mail };
}

const feedIds = async (user: Parameters<typeof send>[3]) => {
  const response = await send(t, 'GET', '/api/campaigns/feed', user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { campaigns: { id: string }[] }).campaigns.map((c) => c.id);
};

describe('when the event bus and the mail queue fail after the commit', () => {
  it('a campaign is published and paused, the answers are 2xx and the feed follows', async () => {
    const { brand } = await brandWithCampaign(t, { planId: 'enterprise' });
    const creator = await createCreator(t);
    const { publish } = breakEventsAndMail();

    const campaign = await createCampaignAs(t, brand, { title: 'Published while the bus is down' });
    expect(publish).toHaveBeenCalled();
    expect(await feedIds(creator)).toContain(campaign.id);

    const paused = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'paused',
    });
    expect(paused.status).toBe(200);
    const mine = await (await send(t, 'GET', `/api/campaigns/mine/${campaign.id}`, brand)).json();
    expect(mine.campaign).toMatchObject({ status: 'paused' });
    // This process's shared feed pages were emptied although the bus refused the news.
    expect(await feedIds(creator)).not.toContain(campaign.id);
  });

  it('an application is approved and the creator notified in the app', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const creator = await createCreator(t, 'Nadia', 'Saleh');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const { publish, mail } = breakEventsAndMail();

    const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
    expect(approved.status).toBe(200);
    expect(publish).toHaveBeenCalled();
    expect(mail).toHaveBeenCalled();
    const [row] = await t.deps.database.db
      .select({ status: campaignApplications.status })
      .from(campaignApplications)
      .where(eq(campaignApplications.id, application.id));
    expect(row!.status).toBe('approved');
    const stored = await t.deps.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, creator.id));
    expect(stored.map((notification) => notification.type)).toContain('application_accepted');
  });

  it('a contact message is stored and answered as sent', async () => {
    const { mail } = breakEventsAndMail();
    const response = await send(t, 'POST', '/api/contact', undefined, {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Please call me back about a campaign.',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(mail).toHaveBeenCalled();
    const [row] = await t.deps.database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row!.message).toBe('Please call me back about a campaign.');
  });
});
