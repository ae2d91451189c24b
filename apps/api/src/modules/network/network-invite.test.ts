import { campaignInviteLink, NETWORK_MESSAGES, WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { mailsTo, waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { applyAs, createCreator } from '../applications/applications.fixtures';
import { brandWithPlan, campaignForm, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { addFavourite, send } from './network.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t, { planId: 'enterprise' });
  otherBrand = await brandWithPlan(t, { planId: 'enterprise' });
});
afterAll(() => t.close());

const invite = (user: TestUser | undefined, creatorId: string, body: unknown) =>
  send(t, 'POST', `/api/network/${creatorId}/invite`, user, body);

const privateCampaign = (owner: TestUser, title = 'Members-only tasting') =>
  createCampaignAs(t, owner, { visibility: 'private', title });

/** A fresh favourite of `owner` (Sara Ahmed by default). */
async function favourite(owner: TestUser = brand, firstName = 'Sara', lastName = 'Ahmed') {
  const creator = await createCreator(t, firstName, lastName);
  await addFavourite(t, owner, creator.id);
  return creator;
}

const invitesOf = (user: TestUser) =>
  db()
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, user.id));

async function refusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.message).toBe(message);
}

describe('POST /api/network/:creatorId/invite', () => {
  it('sends the favourite a campaign_invite in the bell and by e-mail, with a link to the campaign', async () => {
    const creator = await favourite();
    const campaign = await privateCampaign(brand, 'Iftar tasting night');
    const response = await invite(brand, creator.id, { campaignId: campaign.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      creatorId: creator.id,
      message: NETWORK_MESSAGES.invited('Sara Ahmed'),
    });

    const message =
      'Test Brand Co. invited you to their private campaign "Iftar tasting night". Have a look and apply if it suits you.';
    expect(await invitesOf(creator)).toEqual([
      { title: 'Campaign invitation', message, link: campaignInviteLink(campaign.id) },
    ]);
    const [stored] = await db().select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(stored!.type).toBe('campaign_invite');
    const mail = await waitForMail(t, creator.email, { subject: 'Test Brand Co. invited you to a campaign' });
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`View the campaign: http://localhost:3000/campaigns?campaign=${campaign.id}`);

    // The creator can open it: a favourite is in the brand's network.
    expect((await send(t, 'GET', `/api/campaigns/${campaign.id}`, creator)).status).toBe(200);

    const activity = await db()
      .select({ action: workspaceActivity.action, subject: workspaceActivity.subject })
      .from(workspaceActivity)
      .where(eq(workspaceActivity.action, 'network_creator_invited'));
    expect(activity).toContainEqual({ action: 'network_creator_invited', subject: 'Iftar tasting night' });
  });

  it("honours the creator's preferences: no e-mail when its e-mail is off, nothing when the type is off", async () => {
    const quiet = await favourite(brand, 'Quiet', 'Creator');
    const silent = await favourite(brand, 'Silent', 'Creator');
    const setPreference = async (user: TestUser, preference: Record<string, unknown>) =>
      expect(
        (
          await send(t, 'PUT', '/api/notifications/preferences', user, {
            preferences: [{ type: 'campaign_invite', ...preference }],
          })
        ).status,
      ).toBe(200);
    await setPreference(quiet, { emailEnabled: false });
    await setPreference(silent, { enabled: false });
    const campaign = await privateCampaign(brand);
    expect((await invite(brand, quiet.id, { campaignId: campaign.id })).status).toBe(200);
    expect((await invite(brand, silent.id, { campaignId: campaign.id })).status).toBe(200);
    expect(await invitesOf(quiet)).toHaveLength(1);
    expect(await invitesOf(silent)).toEqual([]);
    // Delivery is queued: a third invitation's e-mail arriving shows the others were not sent.
    const loud = await favourite(brand, 'Loud', 'Creator');
    expect((await invite(brand, loud.id, { campaignId: campaign.id })).status).toBe(200);
    await waitForMail(t, loud.email);
    expect(await mailsTo(t, quiet.email)).toEqual([]);
    expect(await mailsTo(t, silent.email)).toEqual([]);
  });

  it('refuses someone who is not in the network, with a clear message', async () => {
    const stranger = await createCreator(t, 'Omar', 'Saleh');
    const campaign = await privateCampaign(brand);
    await refusal(
      await invite(brand, stranger.id, { campaignId: campaign.id }),
      409,
      NETWORK_MESSAGES.inviteNeedsNetwork('Omar Saleh'),
    );
    expect(await invitesOf(stranger)).toEqual([]);
  });

  it("refuses a public campaign, another brand's and an unknown one with 404", async () => {
    const creator = await favourite();
    const publicCampaign = await createCampaignAs(t, brand, { title: 'Open to all' });
    const foreign = await privateCampaign(otherBrand);
    for (const campaignId of [publicCampaign.id, foreign.id, crypto.randomUUID()]) {
      await refusal(await invite(brand, creator.id, { campaignId }), 404, NETWORK_MESSAGES.campaignNotFound);
    }
    expect(await invitesOf(creator)).toEqual([]);
  });

  it('refuses a campaign that is not active', async () => {
    const creator = await favourite();
    const campaign = await privateCampaign(brand);
    expect(
      (await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, { status: 'paused' })).status,
    ).toBe(200);
    await refusal(
      await invite(brand, creator.id, { campaignId: campaign.id }),
      409,
      NETWORK_MESSAGES.campaignNotActive,
    );
  });

  it('refuses a creator who already applied', async () => {
    const creator = await favourite();
    const campaign = await privateCampaign(brand);
    await applyAs(t, creator, { type: 'direct', campaignId: campaign.id });
    await refusal(
      await invite(brand, creator.id, { campaignId: campaign.id }),
      409,
      NETWORK_MESSAGES.alreadyApplied('Sara Ahmed'),
    );
  });

  it('sends one invitation per campaign and creator a day, also when asked concurrently', async () => {
    const creator = await favourite();
    const campaign = await privateCampaign(brand);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        invite(brand, creator.id, { campaignId: campaign.id }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
    const again = await invite(brand, creator.id, { campaignId: campaign.id });
    await refusal(again, 429, NETWORK_MESSAGES.invitedRecently('Sara Ahmed'));
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await invitesOf(creator)).toHaveLength(1);
    // Another campaign is another invitation.
    const second = await privateCampaign(brand, 'Second tasting');
    expect((await invite(brand, creator.id, { campaignId: second.id })).status).toBe(200);
  });

  it('answers 404 for an unknown creator and 400 for bad input', async () => {
    const campaign = await privateCampaign(brand);
    await refusal(
      await invite(brand, 'no-such-user', { campaignId: campaign.id }),
      404,
      NETWORK_MESSAGES.creatorNotFound,
    );
    const creator = await favourite();
    for (const body of [{}, { campaignId: 'not-a-uuid' }, { campaignId: 7 }]) {
      const response = await invite(brand, creator.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields.campaignId).toEqual([NETWORK_MESSAGES.campaignRequired]);
    }
  });

  it("lets the people who work on the campaign's brand profile invite, and refuses other members", async () => {
    const owner = await brandWithPlan(t, { planId: 'enterprise' });
    const main = await createProfile(t, owner, { profileName: 'Invite Main' });
    const outlet = await createProfile(t, owner, { profileName: 'Invite Outlet' });
    const assigned = await createColleague(t, owner.id, 'member', [outlet.id]);
    const unassigned = await createColleague(t, owner.id, 'member', [main.id]);
    const created = await call(
      t,
      owner,
      'POST',
      '/api/campaigns',
      campaignForm({ title: 'Outlet private', visibility: 'private' }),
      { actingAs: outlet.id },
    );
    expect(created.status).toBe(201);
    const { campaign } = (await created.json()) as { campaign: { id: string } };
    const creator = await favourite(owner);

    await refusal(
      await invite(unassigned, creator.id, { campaignId: campaign.id }),
      403,
      WORKSPACE_MESSAGES.notAssigned,
    );
    expect(await invitesOf(creator)).toEqual([]);
    expect((await invite(assigned, creator.id, { campaignId: campaign.id })).status).toBe(200);

    // Another workspace cannot use the campaign, nor invite someone into it.
    const other = await favourite(otherBrand);
    await refusal(
      await invite(otherBrand, other.id, { campaignId: campaign.id }),
      404,
      NETWORK_MESSAGES.campaignNotFound,
    );
    expect(await invitesOf(other)).toEqual([]);
  });
});
