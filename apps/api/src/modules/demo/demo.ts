import type { CreateAccountInput, UserType } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { AppDeps } from '../../context';
import { authAccounts, authSessions, authUsers } from '../../db/schema';
import { logger } from '../../logging/logger';
import { seedDemoAdminUsers } from './demo-admin-users';
import { seedDemoAnnouncements } from './demo-announcements';
import { DEMO_ARABIC_ACCOUNTS, seedDemoArabic } from './demo-arabic';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoChatRequests } from './demo-chat-requests';
import { seedDemoCheckIns } from './demo-check-ins';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoModeration } from './demo-moderation';
import { DEMO_COMMUNITY } from './demo-marketplace-data';
import { seedDemoSupport } from './demo-support';
import { seedDemoVerifications } from './demo-verifications';

// Demo accounts, one per role, for trying the app locally (`npm run seed:demo`, or the first
// start of an embedded database). Their password is public (README), and one of them is a
// super admin: with NODE_ENV=production they are created only with DEMO_IN_PRODUCTION=true.

export const DEMO_PASSWORD = 'Demo1234!';

type DemoAccount = Omit<CreateAccountInput, 'password'> & { email: string; userType: UserType };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'creator@demo.partnerly.local',
    userType: 'creator',
    firstName: 'Casey',
    lastName: 'Creator',
    location: 'Dubai',
    gender: 'prefer-not-to-say',
    bio: 'Lifestyle and travel creator sharing everyday finds.',
    contentCategories: ['lifestyle', 'travel', 'food'],
  },
  {
    email: 'brand@demo.partnerly.local',
    userType: 'brand',
    firstName: 'Bailey',
    lastName: 'Brand',
    companyName: 'Demo Brand Co.',
    websiteUrl: 'https://brand.demo.partnerly.local',
    contentCategories: ['lifestyle', 'fashion'],
    onboardingCompleted: true,
  },
  {
    email: 'agent@demo.partnerly.local',
    userType: 'agent',
    firstName: 'Avery',
    lastName: 'Agent',
    agentSpecialization: 'influencer-management',
    agentExperience: 'mid',
    contentCategories: ['lifestyle'],
  },
  { email: 'admin@demo.partnerly.local', userType: 'admin', firstName: 'Alex', lastName: 'Admin' },
  { email: 'superadmin@demo.partnerly.local', userType: 'super_admin', firstName: 'Sam', lastName: 'Super' },
];

/** The role accounts, the marketplace's community, then the Arabic accounts (demo-arabic.ts). */
const EVERY_DEMO_ACCOUNT: readonly DemoAccount[] = [
  ...DEMO_ACCOUNTS,
  ...DEMO_COMMUNITY,
  ...DEMO_ARABIC_ACCOUNTS,
];

/** Demo accounts may be created here: outside production, or with the explicit demo switch. */
export function isDemoAllowed(env: Pick<Env, 'NODE_ENV' | 'DEMO_IN_PRODUCTION'>): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_IN_PRODUCTION;
}

export class DemoNotAllowedError extends Error {
  constructor() {
    super(
      'The demo accounts are not created with NODE_ENV=production: their password is public and one ' +
        'of them is a super admin. For a public demo server, set DEMO_IN_PRODUCTION=true.',
    );
    this.name = 'DemoNotAllowedError';
  }
}

export interface SeededDemoAccount {
  email: string;
  userType: UserType;
  isNew: boolean;
}

/**
 * Creates the demo accounts that do not exist yet (idempotent), then, on the first run, the
 * marketplace they use (demo-marketplace.ts), the admin console's suspended user
 * (demo-admin-users.ts), the support inbox (demo-support.ts), a sent announcement with Casey's
 * marketing opt-in (demo-announcements.ts), its verification queue
 * (demo-verifications.ts), the demo brand's events with check-ins and points (demo-check-ins.ts),
 * Casey's own calendar events (demo-calendar.ts), its reports and enterprise brand (demo-moderation.ts) and
 * Oasis's chat request to Casey (demo-chat-requests.ts), and the Arabic accounts with the Arabic
 * agent representing the Arabic creator (demo-arabic.ts). Each
 * account goes through the normal sign-up, so it has a profile; its address counts as confirmed.
 * With NODE_ENV=production it refuses unless DEMO_IN_PRODUCTION=true, and then warns loudly.
 */
export async function seedDemoAccounts(deps: AppDeps): Promise<SeededDemoAccount[]> {
  if (!isDemoAllowed(deps.env)) throw new DemoNotAllowedError();
  const seeded: SeededDemoAccount[] = [];
  const ids = new Map<string, string>();
  for (const account of EVERY_DEMO_ACCOUNT) {
    const { id, isNew } = await ensureAccount(deps, account);
    ids.set(account.email, id);
    seeded.push({ email: account.email, userType: account.userType, isNew });
  }
  const idOf = (email: string) => ids.get(`${email}@demo.partnerly.local`)!;
  await seedDemoMarketplace(deps, {
    creator: idOf('creator'),
    brand: idOf('brand'),
    agent: idOf('agent'),
    layla: idOf('layla'),
    omar: idOf('omar'),
    noor: idOf('noor'),
    oasis: idOf('oasis'),
    maya: idOf('maya'),
    sami: idOf('sami'),
    superAdmin: idOf('superadmin'),
  });
  await seedDemoAdminUsers(deps, { superAdmin: idOf('superadmin'), rami: idOf('rami') });
  await seedDemoSupport(deps, {
    creator: idOf('creator'),
    brand: idOf('brand'),
    agent: idOf('agent'),
    layla: idOf('layla'),
    admin: idOf('admin'),
    superAdmin: idOf('superadmin'),
  });
  await seedDemoAnnouncements(deps, { creator: idOf('creator'), superAdmin: idOf('superadmin') });
  await seedDemoVerifications(deps, {
    superAdmin: idOf('superadmin'),
    noor: idOf('noor'),
    layla: idOf('layla'),
    oasis: idOf('oasis'),
  });
  await seedDemoCheckIns(deps, {
    brand: idOf('brand'),
    creator: idOf('creator'),
    omar: idOf('omar'),
    superAdmin: idOf('superadmin'),
  });
  await seedDemoCalendar(deps, idOf('creator'));
  await seedDemoModeration(deps, {
    admin: idOf('admin'),
    superAdmin: idOf('superadmin'),
    creator: idOf('creator'),
    layla: idOf('layla'),
    brand: idOf('brand'),
    oasis: idOf('oasis'),
  });
  await seedDemoChatRequests(deps, { oasis: idOf('oasis'), creator: idOf('creator') });
  await seedDemoArabic(deps, { agent: idOf('agent.ar'), creator: idOf('creator.ar') });
  if (deps.env.NODE_ENV === 'production') {
    logger.warn({ demoAccounts: seeded.map((account) => account.email) }, productionDemoWarning(seeded));
  }
  return seeded;
}

async function ensureAccount(deps: AppDeps, account: DemoAccount): Promise<{ id: string; isNew: boolean }> {
  const { db } = deps.database;
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, account.email));
  if (existing) return { id: existing.id, isNew: false };
  // Demo members accepted the current Terms of Service and Privacy Policy when they signed up.
  const body = { ...account, name: '', password: DEMO_PASSWORD, acceptedTerms: true };
  const { user } = await deps.auth.api.signUpEmail({ body });
  await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
  return { id: user.id, isNew: true };
}

/** The start-up log block of a production server that holds the demo accounts. */
function productionDemoWarning(accounts: readonly SeededDemoAccount[]): string {
  const rule = '!'.repeat(78);
  return [
    rule,
    'WARNING: DEMO ACCOUNTS ON A PRODUCTION SERVER (NODE_ENV=production, DEMO_IN_PRODUCTION=true)',
    `Anyone can sign in to these accounts with the public password ${DEMO_PASSWORD} (it is in`,
    'the README), including the SUPER ADMIN, which sees and manages everything:',
    ...accounts.map((account) => `  ${account.userType.padEnd(12)} ${account.email}`),
    'Only a throwaway public demo may run like this. Otherwise remove DEMO_IN_PRODUCTION and',
    'delete these accounts.',
    rule,
  ].join('\n');
}

/**
 * A production server without DEMO_IN_PRODUCTION may still hold demo accounts that an earlier
 * version created on its first start. Their password is public, so it is removed and their
 * sessions end; the accounts and anything they own stay for the operator to delete. Returns
 * the addresses locked now (none once done, so later starts are quiet).
 */
export async function lockLeftoverDemoAccounts(deps: Pick<AppDeps, 'env' | 'database'>): Promise<string[]> {
  if (isDemoAllowed(deps.env)) return [];
  const { db } = deps.database;
  const emails = EVERY_DEMO_ACCOUNT.map((account) => account.email);
  const users = await db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .innerJoin(authAccounts, eq(authAccounts.userId, authUsers.id))
    .where(and(inArray(authUsers.email, emails), eq(authAccounts.providerId, 'credential')));
  if (users.length === 0) return [];
  const ids = users.map((user) => user.id);
  await db.transaction(async (tx) => {
    await tx
      .delete(authAccounts)
      .where(and(inArray(authAccounts.userId, ids), eq(authAccounts.providerId, 'credential')));
    await tx.delete(authSessions).where(inArray(authSessions.userId, ids));
  });
  const locked = users.map((user) => user.email);
  logger.warn(
    { demoAccounts: locked },
    [
      'WARNING: this production server held demo accounts with the public password (created by an',
      'earlier version). Their password is removed and their sessions ended; delete them when you can:',
      ...locked.map((email) => `  ${email}`),
    ].join('\n'),
  );
  return locked;
}
