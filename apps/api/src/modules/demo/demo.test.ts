import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { eq } from 'drizzle-orm';
import {
  agentRepresentations,
  announcements,
  authUsers,
  mailOutbox,
  profiles,
  userActionsLog,
} from '../../db/schema';
import { consentHistory } from '../consents/consent-records';
import { DEMO_ANNOUNCEMENT } from './demo-announcements';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DemoNotAllowedError,
  lockLeftoverDemoAccounts,
  seedDemoAccounts,
} from './demo';
import { DEMO_SUSPENSION_REASON } from './demo-admin-users';
import { DEMO_ARABIC_ACCOUNTS } from './demo-arabic';
import { DEMO_COMMUNITY } from './demo-marketplace-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signInRequest(email: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
}

async function signInAs(email: string) {
  const response = await signInRequest(email);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return (await t.request('/api/me', { headers: { cookie } })).json();
}

describe('demo accounts', () => {
  // A hang detector, not a speed goal: seeding every demo account (each with a password hash)
  // took 32 s on the 2-core machine under a load of 15.
  it('creates one account per role, each able to sign in with the demo password', async () => {
    const seeded = await seedDemoAccounts(t.deps);
    expect(seeded.map((account) => account.userType)).toEqual([
      'creator',
      'brand',
      'agent',
      'admin',
      'super_admin',
      // The marketplace's other creators and second brand.
      'creator',
      'creator',
      'creator',
      'brand',
      // The demo brand's manager and member.
      'brand',
      'brand',
      // The creator the demo super admin suspended.
      'creator',
      // The Arabic accounts.
      'creator',
      'agent',
      'admin',
      'super_admin',
    ]);
    expect(seeded.every((account) => account.isNew)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const { user, profile } = await signInAs(account.email);
      expect(user.emailVerified).toBe(true);
      expect(profile).toMatchObject({
        userType: account.userType,
        firstName: account.firstName,
        onboardingCompleted: true,
      });
    }
  }, 120_000);

  it('has Arabic accounts, whose app and e-mails are in Arabic, and an Arabic agent representing the Arabic creator', async () => {
    for (const account of DEMO_ARABIC_ACCOUNTS) {
      const { profile } = await signInAs(account.email);
      expect(profile).toMatchObject({
        userType: account.userType,
        firstName: account.firstName,
        onboardingCompleted: true,
        language: 'ar',
      });
    }
    const { db } = t.deps.database;
    const representations = await db
      .select({
        agent: agentRepresentations.agentId,
        creator: agentRepresentations.creatorId,
        status: agentRepresentations.status,
      })
      .from(agentRepresentations)
      .innerJoin(authUsers, eq(authUsers.id, agentRepresentations.agentId))
      .where(eq(authUsers.email, 'agent.ar@demo.partnerly.local'));
    const [creator] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, 'creator.ar@demo.partnerly.local'));
    expect(representations).toEqual([expect.objectContaining({ creator: creator!.id, status: 'accepted' })]);
  });

  it('has a suspended creator with a history in the admin console', async () => {
    const refused = await signInRequest('rami@demo.partnerly.local');
    expect(refused.status).toBe(403);
    const [rami] = await t.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'rami@demo.partnerly.local'));
    expect(rami).toMatchObject({ lastName: 'Nasser', suspensionReason: DEMO_SUSPENSION_REASON });
    const history = await t.deps.database.db
      .select({ actionType: userActionsLog.actionType })
      .from(userActionsLog)
      .where(eq(userActionsLog.targetUserId, rami!.id))
      .orderBy(userActionsLog.createdAt);
    expect(history.map((row) => row.actionType)).toEqual(['profile_updated', 'suspended']);
  });

  it('holds a sent announcement, sends none, and has Casey opted in with a consent record', async () => {
    const { db } = t.deps.database;
    expect(
      await db
        .select({ subject: announcements.subject, count: announcements.recipientCount })
        .from(announcements),
    ).toEqual([{ subject: DEMO_ANNOUNCEMENT.subject, count: 1 }]);
    expect(await db.$count(mailOutbox, eq(mailOutbox.subject, DEMO_ANNOUNCEMENT.subject))).toBe(0);
    const casey = await signInAs('creator@demo.partnerly.local');
    expect(await consentHistory(db, casey.user.id)).toContainEqual(
      expect.objectContaining({ subject: 'marketing_emails', granted: true, source: 'settings' }),
    );
  });

  it('is idempotent', async () => {
    const again = await seedDemoAccounts(t.deps);
    expect(again.every((account) => !account.isNew)).toBe(true);
    expect((await signInAs('brand@demo.partnerly.local')).profile.companyName).toBe('Demo Brand Co.');
  });
});

describe('demo accounts with NODE_ENV=production', () => {
  it('are refused without DEMO_IN_PRODUCTION, whoever asks', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    try {
      await expect(seedDemoAccounts(production.deps)).rejects.toThrow(DemoNotAllowedError);
      expect(await production.deps.database.db.select().from(authUsers)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('demo accounts left on a production server by an earlier version', () => {
  it('lose their public password and their sessions; a demo switch keeps them', async () => {
    const brand = await signInRequest('brand@demo.partnerly.local');
    const cookie = brand.headers.getSetCookie()[0]!.split(';')[0]!;
    const productionEnv = { ...t.deps.env, NODE_ENV: 'production' as const, DEMO_IN_PRODUCTION: false };

    const withSwitch = { ...t.deps, env: { ...productionEnv, DEMO_IN_PRODUCTION: true } };
    expect(await lockLeftoverDemoAccounts(withSwitch)).toEqual([]);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);

    const locked = await lockLeftoverDemoAccounts({ ...t.deps, env: productionEnv });
    const everyDemoAccount = [...DEMO_ACCOUNTS, ...DEMO_COMMUNITY, ...DEMO_ARABIC_ACCOUNTS];
    expect(locked.sort()).toEqual(everyDemoAccount.map((account) => account.email).sort());
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
    for (const account of everyDemoAccount) expect((await signInRequest(account.email)).status).toBe(401);
    expect(await lockLeftoverDemoAccounts({ ...t.deps, env: productionEnv })).toEqual([]);
  });
});
