import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers } from '../../db/schema';
import { recordSignUpConsents } from '../consents/sign-up-consents';
import { createProfile } from '../profiles/profiles.service';
import { SIGN_UP_PATH, parseSignUpBody, splitName } from './auth-input';

// Every new auth user gets its profile in the transaction that creates it: from the sign-up
// metadata, or as a creator for a first Google sign-in (Google is offered to creators only).
// The sign-up's consents (Terms of Service, Privacy Policy, marketing opt-in) are recorded in
// the same transaction; a Google sign-up has no checkbox and accepts at its first visit.

const OAUTH_CALLBACK_PATH = '/callback/:id';

/** The parts of better-auth's endpoint context the hooks read. */
export interface EndpointContextLike {
  path?: string;
  body?: unknown;
  request?: Request;
}

export async function createProfileForNewUser(
  db: Db,
  userId: string,
  context: EndpointContextLike | null,
): Promise<void> {
  if (context?.path !== SIGN_UP_PATH && context?.path !== OAUTH_CALLBACK_PATH) return;
  const [user] = await db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return;
  if (context.path === OAUTH_CALLBACK_PATH) {
    // A Google creator lands on the onboarding wizard (newUserCallbackURL) to add the details
    // a sign-up form would have asked for; until then onboarding stays open.
    await createProfile(db, {
      id: userId,
      email: user.email,
      userType: 'creator',
      onboardingCompleted: false,
      ...splitName(user.name),
    });
    return;
  }
  const {
    email: _email,
    password: _password,
    name: _name,
    acceptedTerms,
    marketingEmails,
    ...details
  } = parseSignUpBody(context.body, Boolean(context.request));
  await createProfile(db, { id: userId, email: user.email, ...details });
  await recordSignUpConsents(db, userId, { acceptedTerms, marketingEmails });
}
