import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  myApplications,
  negotiation,
  send,
} from '../applications/applications.fixtures';
import { sharingSettingsOf } from './settings.service';

// The privacy tab's 'show social links' and 'show contact information' switches, as the
// brand's Applications dialog honours them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setPrivacy(user: TestUser, body: Record<string, unknown>) {
  const response = await send(t, 'PUT', '/api/settings/privacy', user, body);
  expect(response.status).toBe(200);
}

describe('show social links', () => {
  it("hides the creator's handles from the brand while off; bio, location and figures stay", async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t);
    await t.deps.database.db
      .update(profiles)
      .set({
        bio: 'Coffee and mornings',
        location: 'Dubai',
        followerCounts: { instagram: 12000 },
        socialPlatforms: { instagram: '@sara.sips', tiktok: 'sara_tok' },
      })
      .where(eq(profiles.id, creator.id));
    await applyAs(t, creator, { type: 'direct', campaignId });
    const applicant = async () => (await brandView(t, brand, campaignId)).applications[0]!.applicant;
    expect((await applicant()).handles).toMatchObject({
      instagram: 'sara.sips',
      tiktok: 'sara_tok',
      youtube: null,
      snapchat: null,
    });

    await setPrivacy(creator, { showSocialLinks: false });
    expect(await applicant()).toMatchObject({
      bio: 'Coffee and mornings',
      location: 'Dubai',
      followers: { instagram: 12000 },
      handles: { instagram: null, tiktok: null, youtube: null },
      isProfileHidden: false,
    });

    await setPrivacy(creator, { showSocialLinks: true });
    expect((await applicant()).handles.instagram).toBe('sara.sips');
  });
});

describe('show contact information', () => {
  it("leaves the agent's e-mail out of the brand's view while off; the creator side keeps it", async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const creator = await createCreator(t);
    const requested = await send(t, 'POST', '/api/agents/representations', agent, {
      creatorEmail: creator.email,
      message: 'Let me find you campaigns',
    });
    expect(requested.status).toBe(201);
    const { representation } = await requested.json();
    const accepted = await send(
      t,
      'POST',
      `/api/agents/representations/${representation.id}/accept`,
      creator,
    );
    expect(accepted.status).toBe(200);
    await applyAs(t, agent, { ...negotiation(campaignId), creatorId: creator.id });
    const brandSees = async () => (await brandView(t, brand, campaignId)).applications[0]!.agent;
    expect(await brandSees()).toEqual({
      id: agent.id,
      name: 'Rami Agent',
      email: agent.email,
      isVerified: false,
    });

    await setPrivacy(agent, { showContactInfo: false });
    expect(await brandSees()).toEqual({ id: agent.id, name: 'Rami Agent', email: null, isVerified: false });
    // The represented creator and the agent still see the agent's address.
    expect((await myApplications(t, creator))[0]!.agent?.email).toBe(agent.email);
    expect((await myApplications(t, agent))[0]!.agent?.email).toBe(agent.email);

    await setPrivacy(agent, { showContactInfo: true });
    expect((await brandSees())?.email).toBe(agent.email);
  });
});

describe('sharingSettingsOf', () => {
  it('answers the saved switches, and the defaults (both on) for users without settings', async () => {
    const saved = await createCreator(t);
    const untouched = await createCreator(t);
    await setPrivacy(saved, { showSocialLinks: false });
    const sharing = await sharingSettingsOf(t.deps.database.db, [saved.id, untouched.id, saved.id]);
    expect(Object.fromEntries(sharing)).toEqual({
      [saved.id]: { showContactInfo: true, showSocialLinks: false },
      [untouched.id]: { showContactInfo: true, showSocialLinks: true },
    });
    expect((await sharingSettingsOf(t.deps.database.db, [])).size).toBe(0);
  });
});
