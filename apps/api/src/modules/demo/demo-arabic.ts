import type { CreateAccountInput } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { agentRepresentations } from '../../db/schema';
import { answerRepresentation } from '../agents/answer-representation';
import { requestRepresentation } from '../agents/request-representation';

// Arabic demo accounts (issue 25, decision 0086): a member of each role that cannot sign up
// publicly, and a creator, whose stored language is Arabic, so the app opens in Arabic, right
// to left, when they sign in, and their e-mails and notifications are Arabic. They stand beside
// the English accounts (which e2e journeys share) and touch none of their data: the Arabic
// agent represents the Arabic creator, nobody else.

type ArabicDemoAccount = Omit<CreateAccountInput, 'password'> & {
  email: string;
  userType: 'creator' | 'agent' | 'admin' | 'super_admin';
  language: 'ar';
};

export const DEMO_ARABIC_ACCOUNTS: readonly ArabicDemoAccount[] = [
  {
    email: 'creator.ar@demo.partnerly.local',
    userType: 'creator',
    language: 'ar',
    firstName: 'مريم',
    lastName: 'الكعبي',
    location: 'العين',
    gender: 'female',
    bio: 'صانعة محتوى عن المطبخ الإماراتي والمقاهي المحلية.',
    contentCategories: ['food', 'lifestyle'],
  },
  {
    email: 'agent.ar@demo.partnerly.local',
    userType: 'agent',
    language: 'ar',
    firstName: 'خالد',
    lastName: 'المنصوري',
    agentSpecialization: 'influencer-management',
    agentExperience: 'senior',
    contentCategories: ['food', 'lifestyle'],
  },
  {
    email: 'admin.ar@demo.partnerly.local',
    userType: 'admin',
    language: 'ar',
    firstName: 'فاطمة',
    lastName: 'الشامسي',
  },
  {
    email: 'superadmin.ar@demo.partnerly.local',
    userType: 'super_admin',
    language: 'ar',
    firstName: 'سعيد',
    lastName: 'الظاهري',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Arabic agent represents the Arabic creator (asked twelve days ago, accepted the next
 * day), so the Agent Hub, the creator's Agents card and their notifications have something to
 * show. Once: nothing when the agent already asked. Answers whether it seeded.
 */
export async function seedDemoArabic(
  deps: AppDeps,
  people: { agent: string; creator: string },
  today = new Date(),
): Promise<boolean> {
  const [existing] = await deps.database.db
    .select({ id: agentRepresentations.id })
    .from(agentRepresentations)
    .where(
      and(eq(agentRepresentations.agentId, people.agent), eq(agentRepresentations.creatorId, people.creator)),
    )
    .limit(1);
  if (existing) return false;
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  const { representation } = await requestRepresentation(
    deps,
    people.agent,
    {
      creatorEmail: 'creator.ar@demo.partnerly.local',
      message: 'يسعدني أن أتولى تعاوناتك مع العلامات التجارية.',
    },
    at(-12),
  );
  await answerRepresentation(deps, people.creator, representation.id, 'accepted', at(-11));
  return true;
}
