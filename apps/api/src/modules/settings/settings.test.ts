import { DEFAULT_PRIVACY_SETTINGS } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { consentHistory } from '../consents/consent-records';
import { canViewProfile, isEmailNotificationsOn } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(user: TestUser | null, method: string, path: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const json = async (response: Promise<Response>) => (await response).json();

describe('privacy settings', () => {
  it('start at the spec defaults', async () => {
    const creator = await createTestUser(t);
    expect(await json(send(creator, 'GET', '/api/settings/privacy'))).toEqual({
      profileVisibility: 'public',
      showContactInfo: true,
      showSocialLinks: true,
      allowMessaging: true,
      shareAnalytics: false,
      shareCampaignData: false,
      marketingEmails: false,
    });
  });

  it('saves the given switches, keeps the others, and touches no one else', async () => {
    const creator = await createTestUser(t);
    const neighbour = await createTestUser(t);
    const response = await send(creator, 'PUT', '/api/settings/privacy', {
      profileVisibility: 'brands-only',
      allowMessaging: false,
      shareAnalytics: true,
    });
    expect(response.status).toBe(200);
    const expected = {
      ...DEFAULT_PRIVACY_SETTINGS,
      profileVisibility: 'brands-only',
      allowMessaging: false,
      shareAnalytics: true,
    };
    expect(await response.json()).toEqual(expected);
    expect(await json(send(creator, 'PUT', '/api/settings/privacy', { showSocialLinks: false }))).toEqual({
      ...expected,
      showSocialLinks: false,
    });
    expect(await json(send(creator, 'GET', '/api/settings/privacy'))).toMatchObject({
      profileVisibility: 'brands-only',
      showSocialLinks: false,
    });
    expect(await json(send(neighbour, 'GET', '/api/settings/privacy'))).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('keeps analytics sharing for creators and campaign data privacy for brands', async () => {
    const creator = await createTestUser(t);
    const brand = await createBrand(t);
    const creatorTry = await send(creator, 'PUT', '/api/settings/privacy', { shareCampaignData: true });
    expect(creatorTry.status).toBe(400);
    expect((await creatorTry.json()).error.fields).toEqual({
      shareCampaignData: ['Only brand accounts have campaign data privacy'],
    });
    const brandTry = await send(brand, 'PUT', '/api/settings/privacy', { shareAnalytics: true });
    expect(brandTry.status).toBe(400);
    expect((await brandTry.json()).error.fields).toEqual({
      shareAnalytics: ['Only creator accounts share analytics'],
    });
    const brandOk = await send(brand, 'PUT', '/api/settings/privacy', { shareCampaignData: true });
    expect(await brandOk.json()).toMatchObject({ shareCampaignData: true });
  });

  it('answers 400 for malformed input and 401 signed out', async () => {
    const creator = await createTestUser(t);
    const response = await send(creator, 'PUT', '/api/settings/privacy', {
      profileVisibility: 'friends',
      showContactInfo: 'yes',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      'profileVisibility',
      'showContactInfo',
    ]);
    expect((await send(null, 'GET', '/api/settings/privacy')).status).toBe(401);
    expect((await send(null, 'PUT', '/api/settings/privacy', {})).status).toBe(401);
  });

  it("refuses the removed 'Data collection' and 'Third-party sharing' switches with 400 and saves nothing (issue 24)", async () => {
    const creator = await createTestUser(t);
    const response = await send(creator, 'PUT', '/api/settings/privacy', {
      allowDataCollection: false,
      allowThirdPartySharing: true,
      showContactInfo: false,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { _: ['Not a setting: allowDataCollection, allowThirdPartySharing'] },
    });
    const saved = await json(send(creator, 'GET', '/api/settings/privacy'));
    expect(saved).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(Object.keys(saved)).not.toContain('allowThirdPartySharing');
    expect(Object.keys(saved)).not.toContain('allowDataCollection');
  });
});

describe('account settings', () => {
  it('start at the spec defaults and are the same record as the privacy tab', async () => {
    const user = await createTestUser(t);
    expect(await json(send(user, 'GET', '/api/settings/account'))).toEqual({
      emailNotifications: true,
      marketingEmails: false,
      publicProfile: true,
    });
    const saved = await send(user, 'PUT', '/api/settings/account', {
      emailNotifications: false,
      marketingEmails: true,
      publicProfile: false,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      emailNotifications: false,
      marketingEmails: true,
      publicProfile: false,
    });
    expect(await json(send(user, 'GET', '/api/settings/privacy'))).toMatchObject({
      profileVisibility: 'private',
      marketingEmails: true,
    });
    expect(await isEmailNotificationsOn(t.deps.database.db, user.id)).toBe(false);
  });

  it('public profile on opens a private profile and leaves brands-only as it is', async () => {
    const user = await createTestUser(t);
    await send(user, 'PUT', '/api/settings/privacy', { profileVisibility: 'private' });
    await send(user, 'PUT', '/api/settings/account', { publicProfile: true });
    expect((await json(send(user, 'GET', '/api/settings/privacy'))).profileVisibility).toBe('public');

    await send(user, 'PUT', '/api/settings/privacy', { profileVisibility: 'brands-only' });
    await send(user, 'PUT', '/api/settings/account', { publicProfile: true });
    expect((await json(send(user, 'GET', '/api/settings/privacy'))).profileVisibility).toBe('brands-only');
  });

  it('answers 400 for malformed input and 401 signed out', async () => {
    const user = await createTestUser(t);
    const response = await send(user, 'PUT', '/api/settings/account', { emailNotifications: 'off' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['emailNotifications']);
    expect((await send(null, 'PUT', '/api/settings/account', {})).status).toBe(401);
  });

  it("refuses the removed 'Data sharing' switch with 400 and saves nothing (issue 24)", async () => {
    const user = await createTestUser(t);
    const response = await send(user, 'PUT', '/api/settings/account', {
      dataSharing: true,
      emailNotifications: false,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ _: ['Not a setting: dataSharing'] });
    expect(await json(send(user, 'GET', '/api/settings/account'))).toEqual({
      emailNotifications: true,
      marketingEmails: false,
      publicProfile: true,
    });
  });
});

describe('marketing communications consent', () => {
  const marketingRecords = async (user: TestUser) =>
    (await consentHistory(t.deps.database.db, user.id))
      .filter((record) => record.subject === 'marketing_emails')
      .map(({ granted, source }) => ({ granted, source }));

  it('records a consent on each change from either screen, and nothing when the value stays', async () => {
    const user = await createTestUser(t);
    // Saving the default (off) or other switches is no choice about marketing.
    await send(user, 'PUT', '/api/settings/privacy', { marketingEmails: false, showSocialLinks: false });
    await send(user, 'PUT', '/api/settings/account', { emailNotifications: false });
    expect(await marketingRecords(user)).toEqual([]);

    expect((await send(user, 'PUT', '/api/settings/privacy', { marketingEmails: true })).status).toBe(200);
    await send(user, 'PUT', '/api/settings/privacy', { marketingEmails: true });
    await send(user, 'PUT', '/api/settings/account', { marketingEmails: true, dataSharing: true });
    expect(await marketingRecords(user)).toEqual([{ granted: true, source: 'settings' }]);

    expect((await send(user, 'PUT', '/api/settings/account', { marketingEmails: false })).status).toBe(200);
    await send(user, 'PUT', '/api/settings/privacy', { marketingEmails: false });
    expect(await marketingRecords(user)).toEqual([
      { granted: false, source: 'settings' },
      { granted: true, source: 'settings' },
    ]);
  });

  it('records nothing for a refused save', async () => {
    const user = await createTestUser(t);
    const refused = await send(user, 'PUT', '/api/settings/privacy', {
      marketingEmails: true,
      shareCampaignData: true,
    });
    expect(refused.status).toBe(400);
    expect(await marketingRecords(user)).toEqual([]);
    expect((await json(send(user, 'GET', '/api/settings/privacy'))).marketingEmails).toBe(false);
  });
});

describe('profile visibility for features that show profiles', () => {
  it('honours public, brands-only and private', async () => {
    const { db } = t.deps.database;
    const owner = await createTestUser(t);
    const brand = { id: 'brand-viewer', userType: 'brand' as const };
    const creator = { id: 'creator-viewer', userType: 'creator' as const };
    expect(await canViewProfile(db, owner.id, null)).toBe(true);

    await send(owner, 'PUT', '/api/settings/privacy', { profileVisibility: 'brands-only' });
    expect(await canViewProfile(db, owner.id, brand)).toBe(true);
    expect(await canViewProfile(db, owner.id, creator)).toBe(false);
    expect(await canViewProfile(db, owner.id, null)).toBe(false);

    await send(owner, 'PUT', '/api/settings/privacy', { profileVisibility: 'private' });
    expect(await canViewProfile(db, owner.id, brand)).toBe(false);
    expect(await canViewProfile(db, owner.id, { id: owner.id, userType: 'creator' })).toBe(true);
  });
});
