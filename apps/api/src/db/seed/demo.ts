import type { CreateAccountInput, UserType } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { authUsers } from '../schema';

// Demo accounts, one per role, for trying the app locally (`npm run seed:demo`, or the first
// start of an embedded database). Never use them on a public deployment.

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

export interface SeededDemoAccount {
  email: string;
  userType: UserType;
  isNew: boolean;
}

/**
 * Creates the demo accounts that do not exist yet (idempotent). Each goes through the normal
 * sign-up, so it has a profile; its address counts as confirmed.
 */
export async function seedDemoAccounts(deps: AppDeps): Promise<SeededDemoAccount[]> {
  const { db } = deps.database;
  const seeded: SeededDemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, account.email));
    if (!existing) {
      const body = { ...account, name: '', password: DEMO_PASSWORD };
      const { user } = await deps.auth.api.signUpEmail({ body });
      await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
    }
    seeded.push({ email: account.email, userType: account.userType, isNew: !existing });
  }
  return seeded;
}
