import { DEFAULT_APP_LANGUAGE, type AppLanguage, type MemberLanguage } from '@partnerly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';

// The member's language (issue 25): the app's language once they sign in on any device, and
// the language of their e-mails. Only the signed-in member's own profile is read or written.

const NO_PROFILE = 'Finish setting up your profile to save a language';

/** GET /api/me/language. */
export async function getMemberLanguage(db: Executor, userId: string): Promise<MemberLanguage> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', NO_PROFILE);
  return row;
}

/** PUT /api/me/language: stores the choice on the caller's profile. */
export async function setMemberLanguage(
  db: Executor,
  userId: string,
  language: AppLanguage,
): Promise<MemberLanguage> {
  const [row] = await db
    .update(profiles)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .returning({ language: profiles.language });
  if (!row) throw new AppError('NOT_FOUND', NO_PROFILE);
  return row;
}

/** The language a member's e-mails and notifications go out in: their profile's, else English. */
export async function languageOfMember(db: Executor, userId: string): Promise<AppLanguage> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language ?? DEFAULT_APP_LANGUAGE;
}
